// Issue 34, point 2, as a buyer lives it: the marketplace credits their wallet (the operator's
// goodwill credit, through the API), they place an order, tick "Use my wallet balance" on the
// order's page and pay the rest by M-Pesa (the sandbox: a number ending 1 pays). The order shows
// each part, and the wallet its debit. The page passes axe.
import { expect, test } from '@playwright/test';
import { formatKsh } from '../lib/format/money';
import { api, apiLogin, DEMO, DEMO_PASSWORD, expectAccessible, newEmail, pageWithSession, registerThroughApi, signInAndStore } from './support';

const PASSWORD = 'karibu-wallet-1';
const CREDIT = 200;
const buyer = { email: '', token: '', storage: '' };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  buyer.email = newEmail('wallet-pay');
  await registerThroughApi('Wambui Wallet', buyer.email, PASSWORD);
  buyer.token = await apiLogin(buyer.email, PASSWORD);
  const login = await api<{ user: { user_id: number } }>('/auth/login', { method: 'POST', body: JSON.stringify({ email: buyer.email, password: PASSWORD }) });
  const adminToken = await apiLogin(DEMO.admin.email, DEMO_PASSWORD);
  await api(
    `/admin/users/${login.user.user_id}/wallet-credits`,
    { method: 'POST', body: JSON.stringify({ amount: CREDIT, reason: 'Sorry for the late delivery' }) },
    adminToken,
  );
  const { storage, context } = await signInAndStore(browser, buyer.email, PASSWORD, 'wallet-pay-buyer.json');
  buyer.storage = storage;
  await context.close();
});

test('pays part of an order from the wallet and the rest by M-Pesa: the order lists both parts', async ({ browser }) => {
  test.setTimeout(120_000);
  // Any piece: the order's total is over the credit (shipping alone is Ksh 350), so the wallet pays a part.
  const list = await api<{ data: { product_id: number; stock: number }[] }>('/products?inStock=true&per_page=50');
  const piece = list.data.find((p) => p.stock >= 3)!;
  await api('/cart/items', { method: 'POST', body: JSON.stringify({ product_id: piece.product_id, quantity: 1 }) }, buyer.token);
  const address = await api<{ id: number }>(
    '/addresses',
    {
      method: 'POST',
      body: JSON.stringify({ name: 'Wambui Wallet', street: '3 Tom Mboya Street', city: 'Nairobi', country: 'Kenya', phone: '+254 700 222 333' }),
    },
    buyer.token,
  );
  const page = await pageWithSession(browser, buyer.storage);
  await page.goto('/cart');
  await page.getByRole('radio', { name: /3 Tom Mboya Street/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible({ timeout: 20_000 });
  expect(address.id).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);

  const wallet = page.getByRole('checkbox', { name: `Use my wallet balance (${formatKsh(CREDIT)} available)` });
  await wallet.check();
  await expect(page.getByText(/from your wallet; the rest, Ksh [\d,]+, by the method below\./)).toBeVisible();
  await expectAccessible(page, 'the order page with the wallet offered');
  await page.getByLabel('M-Pesa phone number').fill('0712 345 671');
  const pay = page.getByRole('button', { name: /^Pay Ksh [\d,]+$/ });
  const rest = (await pay.textContent())!.replace('Pay ', '');
  await pay.click();
  await expect(page.getByText(`We sent a request for ${rest}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 30_000 });

  // The page reads the order again: paid, in two parts.
  await expect(page.getByText('Paid by Wallet')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Paid by M-Pesa')).toBeVisible();
  await expect(page.getByText(formatKsh(CREDIT), { exact: true }).first()).toBeVisible();

  await page.goto('/wallet');
  await expect(page.getByText(/Paid towards order ORD-/)).toBeVisible();
  await page.context().close();
});
