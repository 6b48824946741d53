// Issue 34, point 6, as the demo seller lives it: a buyer's order of one of the shop's pieces is
// paid and delivered (through the API), so its money is held on Payouts; once its returns have
// closed (the API's development clock) it is available, less the 10% commission. The seller adds
// the shop's M-Pesa number on its profile, asks for a payout, and sees it paid with its M-Pesa
// receipt, the balance emptied to the cents. Each page passes axe.
import { expect, test } from '@playwright/test';
import { formatKsh } from '../lib/format/money';
import {
  api,
  API_URL,
  apiLogin,
  DEMO,
  DEMO_PASSWORD,
  expectAccessible,
  newEmail,
  orderThroughStorefront,
  pageWithSession,
  receiveThroughApi,
  registerThroughApi,
  signInAndStore,
} from './support';

const PASSWORD = 'karibu-payouts-1';

interface Balance {
  held: number;
  available: number;
}

let sellerStorage = '';
let sellerToken = '';

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  sellerToken = await apiLogin(DEMO.seller.email, DEMO_PASSWORD);
  const signIn = await signInAndStore(browser, DEMO.seller.email, DEMO_PASSWORD, 'payouts-seller-state.json', '/seller');
  sellerStorage = signIn.storage;
  await signIn.context.close();
});

const balance = () => api<Balance>('/seller/balance', {}, sellerToken);

test('a delivered sale is held, becomes available after its returns close, and is paid out to M-Pesa with its receipt', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const before = await balance();

  await test.step('a buyer orders one of the shop’s pieces, pays, and it is delivered: its money is held', async () => {
    const products = await api<{ data: { product_id: number; price: number; stock: number }[] }>('/seller/products?status=active&per_page=50', {}, sellerToken);
    const piece = products.data.filter((p) => p.stock > 0).sort((a, b) => b.price - a.price)[0];
    expect(piece, 'the demo seller has a piece in stock').toBeTruthy();
    const email = newEmail('payouts-buyer');
    await registerThroughApi('Achieng Payouts', email, PASSWORD);
    const buyer = await signInAndStore(browser, email, PASSWORD, 'payouts-buyer-state.json');
    const placed = await orderThroughStorefront(buyer.page.request, baseURL!, piece.product_id, {
      name: 'Achieng Payouts',
      street: '12 Moi Avenue',
      city: 'Nairobi',
      country: 'Kenya',
      phone: '+254 711 000555',
    });
    await buyer.context.close();
    await receiveThroughApi(placed.order.id, await apiLogin(email, PASSWORD));
    await expect.poll(async () => (await balance()).held).toBeGreaterThan(before.held);
  });

  const page = await pageWithSession(browser, sellerStorage);

  await test.step('its returns close: the money is available, less the commission', async () => {
    const held = await balance();
    const settled = await fetch(`${API_URL}/dev/settle-parcels`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"days_ahead":91}',
    });
    expect(settled.status).toBe(200);
    const after = await balance();
    // (A parcel whose order has a return waiting stays held.)
    expect(after.held).toBeLessThan(held.held);
    // What left held became available, less 10%.
    expect(after.available - held.available).toBeCloseTo((held.held - after.held) * 0.9, 0);

    await page.goto('/seller/payouts');
    const figures = page.getByRole('list', { name: 'Balance' });
    await expect(figures.getByRole('listitem').filter({ hasText: 'Available' })).toContainText(formatKsh(after.available));
    await expect(figures.getByRole('listitem').filter({ hasText: 'Held' })).toContainText(formatKsh(after.held));
    await expect(page.getByRole('row').filter({ hasText: 'Returns closed' }).first()).toBeVisible();
    await expectAccessible(page, '/seller/payouts (available)');
  });

  await test.step('the seller adds the shop’s M-Pesa number on its profile', async () => {
    await page.goto('/seller/shop');
    await page.getByLabel('M-Pesa number for payouts').fill('0712 345 671');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your shop profile is saved.')).toBeVisible();
    await expect(page.getByLabel('M-Pesa number for payouts')).toHaveValue('+254712345671');
  });

  await test.step('asks for a payout: on its way, then paid with its M-Pesa receipt', async () => {
    const { available } = await balance();
    const whole = Math.floor(available);
    await page.goto('/seller/payouts');
    await page.getByRole('button', { name: `Request payout of ${formatKsh(whole)}` }).click();
    await expect(page.getByText('Payout requested: it reaches your M-Pesa in a few minutes.')).toBeVisible();
    const row = page
      .getByRole('table', { name: /payouts/i })
      .getByRole('row')
      .filter({ hasText: formatKsh(whole) });
    await expect(row).toBeVisible();
    // The sandbox answers after its delay; the page shows the result once read again.
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText('Paid', { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(row).toContainText(/SBX[A-Z0-9]{7}/);
    await expect(row).toContainText('2547•••••671');
    const figures = page.getByRole('list', { name: 'Balance' });
    await expect(figures.getByRole('listitem').filter({ hasText: 'Available' })).toContainText(formatKsh(available - whole));
    await expect(page.getByRole('row').filter({ hasText: 'Payout to M-Pesa' }).first()).toContainText(`-${formatKsh(whole)}`);
    await expectAccessible(page, '/seller/payouts (paid)');
  });

  await test.step('downloads this month’s statement: the payout is in it, with the closing balances; and as PDF', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}\.csv$/);
    const csv = (await (await download.createReadStream()).toArray()).join('');
    expect(csv.split('\r\n')[0]).toBe('date,kind,order_number,balance,amount,memo');
    expect(csv).toContain(',payout,');
    expect(csv).toContain(',closing_balance,,available,');
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}\.pdf$/);
    const bytes = Buffer.concat(await (await pdf.createReadStream()).toArray());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
  await page.context().close();
});
