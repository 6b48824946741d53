// Paying by card for real (issue 34, point 4): the buyer chooses Card at checkout, is sent to the
// card provider's hosted page (the API's built-in Paystack sandbox: PAYSTACK_SECRET_KEY is unset in
// the journeys), types Paystack's test card there (never on the storefront), and comes back to the
// order's page, which turns paid once the API has verified the charge with the provider.
import { expect, test } from '@playwright/test';
import { api, API_URL, apiLogin, expectAccessible, newEmail, pageWithSession, payOnSandboxPage, registerThroughApi, signInAndStore } from './support';

const PASSWORD = 'karibu-card-1';

test('a buyer pays by card on the provider’s page and lands back on the order page, paid', async ({ browser }) => {
  test.setTimeout(120_000);
  const email = newEmail('card');
  await registerThroughApi('Amani Kadi', email, PASSWORD);
  const token = await apiLogin(email, PASSWORD);
  await api(
    '/addresses',
    { method: 'POST', body: JSON.stringify({ name: 'Amani Kadi', street: '4 Moi Avenue', city: 'Mombasa', country: 'Kenya', phone: '+254 700 333 444' }) },
    token,
  );
  const list = await api<{ data: { product_id: number; stock: number }[] }>('/products?inStock=true&per_page=50');
  const product = list.data.find((p) => p.stock >= 5)!;
  await api('/cart/items', { method: 'POST', body: JSON.stringify({ product_id: product.product_id, quantity: 1 }) }, token);
  const { storage, context } = await signInAndStore(browser, email, PASSWORD, 'card-buyer.json');
  await context.close();
  const page = await pageWithSession(browser, storage);

  await test.step('checkout, then Card: no card field on the storefront', async () => {
    await page.goto('/cart');
    await page.getByRole('radio', { name: /4 Moi Avenue/ }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('radio', { name: 'Card (sandbox: no money is taken)' }).check();
    await expect(page.getByLabel(/card number/i)).toHaveCount(0);
    await page.getByRole('button', { name: /^Pay Ksh/ }).click();
  });

  await test.step("the provider's page, on the API, takes Paystack's test card", async () => {
    await expect(page).toHaveURL(new RegExp(`^${API_URL}/sandbox/paystack/checkout/[0-9a-f]+$`));
    await expect(page.getByRole('heading', { name: 'Pay with card' })).toBeVisible();
    await expectAccessible(page, 'the card sandbox page');
    await payOnSandboxPage(page);
  });

  await test.step('back on the order page with the reference, which turns paid by itself', async () => {
    await expect(page).toHaveURL(/\/order\/\d+\?reference=TXN-[^&]+&trxref=TXN-/);
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 30_000 });
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const order = await api<{ order: { financial_status: string; payment: { method: string; status: string; card_last4: string } } }>(
      `/orders/${orderId}`,
      {},
      token,
    );
    expect(order.order).toMatchObject({ financial_status: 'paid', payment: { method: 'card', status: 'completed', card_last4: '4081' } });
  });
});
