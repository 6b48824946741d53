// Refunds to where the money came from (issue 34, point 3), as a buyer lives one: their order of one
// of the demo shop's pieces is paid by M-Pesa (the API's sandbox; a number ending in 1 pays), the
// shop cancels it before it ships (all through the API), and the buyer's order page shows the
// refund "Refunded" to the M-Pesa number that paid, with M-Pesa's receipt and a credit note (a PDF
// through the storefront's own handler). The page passes axe.
import { expect, test } from '@playwright/test';
import { formatKsh } from '../lib/format/money';
import {
  api,
  apiLogin,
  DEMO,
  DEMO_PASSWORD,
  expectAccessible,
  newEmail,
  orderThroughStorefront,
  pageWithSession,
  registerThroughApi,
  signInAndStore,
} from './support';

const PASSWORD = 'karibu-refunds-1';

interface ApiRefund {
  id: number;
  amount: number;
  method: string;
  destination: string;
  status: string;
  receipt_number: string | null;
}
interface ApiOrder {
  order_id: number;
  total_amount: number;
  fulfilments: { id: number }[];
  refunds: ApiRefund[];
}

test('a paid order its shop cancels is refunded to the M-Pesa number that paid, with its receipt and a credit note', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const sellerToken = await apiLogin(DEMO.seller.email, DEMO_PASSWORD);
  const products = await api<{ data: { product_id: number; stock: number }[] }>('/seller/products?status=active&per_page=50', {}, sellerToken);
  const piece = products.data.find((p) => p.stock > 0);
  expect(piece, 'the demo seller has a piece in stock').toBeTruthy();

  const email = newEmail('refunds-buyer');
  await registerThroughApi('Wambui Refunds', email, PASSWORD);
  const buyerToken = await apiLogin(email, PASSWORD);
  const signIn = await signInAndStore(browser, email, PASSWORD, 'refunds-buyer-state.json');
  const storage = signIn.storage;
  const placed = await orderThroughStorefront(signIn.page.request, baseURL!, piece!.product_id, {
    name: 'Wambui Refunds',
    street: '3 Tom Mboya Street',
    city: 'Nairobi',
    country: 'Kenya',
    phone: '+254 712 345 671',
  });
  await signIn.context.close();
  const orderId: number = placed.order.id;
  const order = () => api<{ order: ApiOrder }>(`/orders/${orderId}`, {}, buyerToken).then((d) => d.order);

  await test.step('the buyer pays by M-Pesa through the API, and the sandbox confirms it', async () => {
    const started = await api<{ payment: { payment_id: number } }>(
      `/orders/${orderId}/payments`,
      { method: 'POST', body: JSON.stringify({ method: 'mpesa', phone: '0712345671' }) },
      buyerToken,
    );
    await expect
      .poll(async () => (await api<{ payment: { status: string } }>(`/payments/${started.payment.payment_id}`, {}, buyerToken)).payment.status, {
        timeout: 20_000,
      })
      .toBe('completed');
  });

  await test.step('the shop cancels it before it ships, and the refund reaches M-Pesa', async () => {
    const [fulfilment] = (await order()).fulfilments;
    await api(`/seller/orders/${fulfilment.id}/cancel`, { method: 'POST', body: JSON.stringify({ reason: 'The kiln broke before firing.' }) }, sellerToken);
    await expect.poll(async () => (await order()).refunds.map((r) => r.status), { timeout: 30_000 }).toEqual(['completed']);
  });

  const [refund] = (await order()).refunds;
  expect(refund).toMatchObject({ method: 'mpesa', destination: 'M-Pesa 2547•••••671', amount: (await order()).total_amount });
  expect(refund.receipt_number).toBeTruthy();

  const page = await pageWithSession(browser, storage);
  await test.step('the order page shows the refund: Refunded to M-Pesa, its receipt and its credit note', async () => {
    await page.goto(`/order/${orderId}`);
    const section = page.getByRole('region', { name: 'Refunds', exact: true });
    await expect(section).toBeVisible();
    const row = section.getByRole('row').filter({ hasText: formatKsh(refund.amount) });
    await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(row.getByText('M-Pesa 2547•••••671')).toBeVisible();
    await expect(row.getByText(refund.receipt_number!)).toBeVisible();
    await expectAccessible(page, `/order/${orderId}`);

    const link = row.getByRole('link', { name: /Credit note/ });
    await expect(link).toHaveAttribute('href', `/api/refunds/${refund.id}/credit-note`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    // The file itself, in the buyer's session: a PDF, never cached.
    const file = await page.request.get(`/api/refunds/${refund.id}/credit-note`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(file.headers()['cache-control']).toBe('private, no-store');
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
  await page.context().close();
});
