// Issue 34, point 5, end to end: the demo admin makes a promo code through the API; a new buyer
// adds a piece to the cart, applies the code there (a wrong code is refused in its own words),
// sees its discount in the summary, checks out, and finds the code and its discount on the order.
import { expect, test } from '@playwright/test';
import { api, apiLogin, DEMO, DEMO_PASSWORD, newEmail, registerThroughApi, signInAndStore, storefrontPost } from './support';

const PASSWORD = 'karibu-promo-1';

test('a code an admin made is applied in the cart, priced in the summary, and kept on the order', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const adminToken = await apiLogin(DEMO.admin.email, DEMO_PASSWORD);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await api('/admin/promo-codes', { method: 'POST', body: JSON.stringify({ code, kind: 'fixed', value: 100 }) }, adminToken);

  const email = newEmail('promo-buyer');
  await registerThroughApi('Wanjiku Promo', email, PASSWORD);
  const { context, page } = await signInAndStore(browser, email, PASSWORD, 'promo-buyer-state.json');
  const listing = await api<{ data: { product_id: number; stock: number }[] }>('/products?per_page=20');
  const piece = listing.data.find((p) => p.stock > 0);
  expect(piece, 'the catalogue has a piece in stock').toBeTruthy();
  await storefrontPost(page.request, baseURL!, '/api/cart/items', { productId: piece!.product_id, quantity: 1 });
  await storefrontPost(page.request, baseURL!, '/api/addresses', {
    name: 'Wanjiku Promo',
    street: '3 Kenyatta Avenue',
    city: 'Nakuru',
    country: 'Kenya',
    phone: '+254 722 000333',
  });

  await page.goto('/cart');
  const total = page.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd');
  const before = await total.textContent();

  await page.getByLabel('Promo code').fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('We do not know this promo code. Check its spelling and try again.')).toBeVisible();

  await page.getByLabel('Promo code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Promo code ${code} applied.`)).toBeVisible();
  await expect(page.getByText(`Promo code ${code}`, { exact: true }).first()).toBeVisible();
  await expect(total).not.toHaveText(before ?? '');

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible({ timeout: 20_000 });

  const token = await apiLogin(email, PASSWORD);
  const orders = await api<{ data: { order_id: number }[] }>('/orders', {}, token);
  const orderId = orders.data[0].order_id;
  const order = await api<{ order: { promo_code: string; promo_discount: number } }>(`/orders/${orderId}`, {}, token);
  expect(order.order).toMatchObject({ promo_code: code, promo_discount: 100 });

  await page.goto(`/order/${orderId}`);
  await expect(page.getByText(`Promo code ${code}`)).toBeVisible();
  await expect(page.getByText('−Ksh 100')).toBeVisible();
  await context.close();
});
