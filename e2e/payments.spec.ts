// Paying for real (issue 23): an order is placed unpaid, and paid only when the payment provider
// confirms it. The API's built-in M-Pesa sandbox answers by the phone number's last digit (1 paid,
// 2 cancelled by the buyer); cards are paid on the built-in Paystack sandbox's page, where Paystack's
// test card 4084 0840 8408 4081 is paid and 4084 0800 0000 5408 declined (card-payment.spec.ts
// follows a card payment end to end). Each journey ends on /payments, and the invoice says Paid
// only once the order is.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, apiLogin, newEmail, pageWithSession, payOnSandboxPage, registerThroughApi, SANDBOX_CARDS, signInAndStore } from './support';

const PASSWORD = 'karibu-payments-1';
const buyer = { email: '', token: '', storage: '' };
let products: { product_id: number; product_name: string }[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const list = await api<{ data: { product_id: number; product_name: string; stock: number }[] }>('/products?inStock=true&per_page=50');
  products = list.data.filter((p) => p.stock >= 5).slice(0, 6);
  buyer.email = newEmail('payments');
  await registerThroughApi('Mumbua Payer', buyer.email, PASSWORD);
  buyer.token = await apiLogin(buyer.email, PASSWORD);
  await api(
    '/addresses',
    {
      method: 'POST',
      body: JSON.stringify({ name: 'Mumbua Payer', street: '7 Kenyatta Avenue', city: 'Nairobi', country: 'Kenya', phone: '+254 700 111 222' }),
    },
    buyer.token,
  );
  const { storage, context } = await signInAndStore(browser, buyer.email, PASSWORD, 'payments-buyer.json');
  buyer.storage = storage;
  await context.close();
});

/** Each page as the file's buyer, signed in once in beforeAll. */
const buyerPage = (browser: Browser) => pageWithSession(browser, buyer.storage);

/** A one-line cart made through the API, then placed from the cart page: the order's number. */
async function placeOrder(page: Page, product: { product_id: number }): Promise<string> {
  await api('/cart/items', { method: 'POST', body: JSON.stringify({ product_id: product.product_id, quantity: 1 }) }, buyer.token);
  await page.goto('/cart');
  await page.getByRole('radio', { name: /7 Kenyatta Avenue/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible({ timeout: 20_000 });
  return (await page.locator('strong').filter({ hasText: /^ORD-/ }).textContent())!.trim();
}

async function orderOf(number: string) {
  const orders = await api<{ data: { order_id: number; order_number: string; financial_status?: string }[] }>('/orders?page=1', {}, buyer.token);
  return orders.data.find((o) => o.order_number === number)!;
}

const paymentRows = (page: Page, number: string) => page.getByRole('row').filter({ hasText: number });

test('an order is placed unpaid and paid by M-Pesa: the page turns paid by itself, with the receipt on /payments and a Paid invoice', async ({ browser }) => {
  const page = await buyerPage(browser);
  test.setTimeout(120_000);
  const number = await placeOrder(page, products[0]);
  // Nobody has paid yet: the API says so, whatever the checkout sent.
  expect((await orderOf(number)).financial_status).toBe('pending');

  await page.getByLabel('M-Pesa phone number').fill('0712 345 671');
  await page.getByRole('button', { name: /^Pay Ksh/ }).click();
  await expect(page.getByRole('heading', { name: 'Check your phone and enter your M-Pesa PIN' })).toBeVisible();
  // No reload: the view follows the payment until M-Pesa confirms it.
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 30_000 });
  const receipt = (await page
    .getByText(/Receipt number:/)
    .locator('strong')
    .textContent())!.trim();
  expect(receipt).toMatch(/^[A-Z0-9]{8,}$/);
  expect((await orderOf(number)).financial_status).toBe('paid');

  await page.goto('/payments');
  const row = paymentRows(page, number);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('completed', { ignoreCase: true });
  await expect(row).toContainText('M-Pesa');
  await expect(row).toContainText(receipt);

  await page.goto('/my-transactions');
  const transaction = page.getByRole('row').filter({ hasText: receipt });
  await expect(transaction).toContainText('M-Pesa');
  await expect(transaction).toContainText('completed', { ignoreCase: true });

  await page.goto('/invoices');
  await expect(page.getByRole('row').filter({ hasText: number })).toContainText('Paid');
});

test('a cancelled M-Pesa request says why, and the order is paid later from its own page', async ({ browser }) => {
  const page = await buyerPage(browser);
  test.setTimeout(120_000);
  const number = await placeOrder(page, products[1]);
  await page.getByLabel('M-Pesa phone number').fill('+254 712 345 672');
  await page.getByRole('button', { name: /^Pay Ksh/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You cancelled the M-Pesa request.' })).toBeVisible({ timeout: 30_000 });
  expect((await orderOf(number)).financial_status).toBe('pending');

  // The invoice is not Paid, and the order page offers to pay.
  await page.goto('/invoices');
  await expect(page.getByRole('row').filter({ hasText: number })).not.toContainText('Paid');
  const { order_id: orderId } = await orderOf(number);
  await page.goto(`/order/${orderId}`);
  await page.getByLabel('M-Pesa phone number').fill('0712345671');
  await page.getByRole('button', { name: /^Pay Ksh/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 30_000 });
  expect((await orderOf(number)).financial_status).toBe('paid');

  await page.goto('/payments');
  const rows = paymentRows(page, number);
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: /failed/i })).toHaveCount(1);
  await expect(rows.filter({ hasText: /completed/i })).toHaveCount(1);
});

test('a declined card says so back on the order page, and another card then pays', async ({ browser }) => {
  const page = await buyerPage(browser);
  test.setTimeout(120_000);
  const number = await placeOrder(page, products[2]);
  // The API's card is the built-in Paystack sandbox (no PAYSTACK_SECRET_KEY), named so.
  await page.getByRole('radio', { name: 'Card (sandbox: no money is taken)' }).check();
  await page.getByRole('button', { name: /^Pay Ksh/ }).click();
  await payOnSandboxPage(page, SANDBOX_CARDS.declined);
  await expect(page).toHaveURL(/\/order\/\d+\?reference=TXN-/);
  await expect(page.getByRole('alert').filter({ hasText: /declined/ })).toBeVisible();

  await page.getByRole('radio', { name: 'Card (sandbox: no money is taken)' }).check();
  await page.getByRole('button', { name: /^Pay Ksh/ }).click();
  await payOnSandboxPage(page);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  expect((await orderOf(number)).financial_status).toBe('paid');

  await page.goto('/payments');
  const rows = paymentRows(page, number);
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: /failed/i })).toContainText('Card');
  await expect(rows.filter({ hasText: /completed/i })).toContainText('Card');
});
