// Phones (issue 24, point 4): no public page, nor the cart and checkout, scrolls sideways on a
// 390 px wide phone. (The account pages are checked at 390 px in account.spec.ts.) Issue 30: the
// cart with lines in it, and an account table that says it has more columns than it shows. Issue
// 32: every page of the seller centre.
import { expect, test } from '@playwright/test';
import {
  API_URL,
  DEMO,
  DEMO_PASSWORD,
  PHONE,
  api,
  apiLogin,
  expectNoSidewaysScroll,
  logIn,
  newEmail,
  orderThroughStorefront,
  payByCardThroughApi,
} from './support';

const PASSWORD = 'karibu-phone-1';
test.use({ viewport: { width: PHONE, height: 844 }, isMobile: true, hasTouch: true });

async function firstOf<T>(path: string): Promise<T> {
  const body = (await (await fetch(`${API_URL}${path}`)).json()) as { data: { data: T[] } };
  return body.data.data[0];
}

test('the public pages fit a 390 px phone', async ({ page }) => {
  test.setTimeout(120_000);
  const product = await firstOf<{ product_id: number }>('/products?per_page=1');
  const story = await firstOf<{ post_id: number; slug: string }>('/blogs?per_page=1');
  const shop = await firstOf<{ shop_id?: number; id?: number; slug?: string }>('/shops?per_page=1');
  const pages = [
    '/',
    '/marketplace',
    '/marketplace?search=basket',
    `/product/${product.product_id}`,
    '/seller-gallery',
    '/seller-gallery/premium-brands',
    '/seller-gallery/individual-artisans',
    '/stories',
    `/stories/${story.post_id}/${story.slug}`,
    '/about',
    '/faq',
    '/contact',
    '/ShopCategoryPage',
  ];
  expect(shop).toBeTruthy();
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    await expectNoSidewaysScroll(page, path);
  }
});

test('the cart and checkout fit a 390 px phone, for a guest and a buyer', async ({ page }) => {
  test.setTimeout(120_000);
  const list = (await (await fetch(`${API_URL}/products?inStock=true&per_page=20&sortBy=price_desc`)).json()) as {
    data: { data: { product_id: number; stock: number }[] };
  };
  const [first, second] = list.data.data.filter((p) => p.stock >= 3);
  for (const product of [first, second]) {
    await page.goto(`/product/${product.product_id}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(page.getByText(/added to cart!/)).toBeVisible();
  }
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '2 items', level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/cart (guest, two lines)');

  // Signed in: the checkout's address form and the payment step after placing the order.
  const email = newEmail('phone');
  await fetch(`${API_URL}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Akinyi Phone', email, password: PASSWORD, password_confirmation: PASSWORD }),
  });
  await logIn(page, email, PASSWORD, '/cart');
  await expect(page).toHaveURL('/cart');
  const field = (name: string) => page.getByRole('textbox', { name });
  await expect(field('Street')).toBeVisible();
  await expectNoSidewaysScroll(page, '/cart (checkout)');
  await field('Full name').fill('Akinyi Phone');
  await field('Street').fill('3 Moi Avenue');
  await field('City').fill('Mombasa');
  await field('Phone').fill('+254 711 000333');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Order placed successfully!' })).toBeVisible({ timeout: 20_000 });
  await expectNoSidewaysScroll(page, '/cart (payment step)');

  // Back with a line and a saved address to choose.
  await page.goto(`/product/${first.product_id}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByText(/added to cart!/)).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('radio', { name: /3 Moi Avenue/ })).toBeVisible();
  await expectNoSidewaysScroll(page, '/cart (buyer, a line, a saved address)');

  // Paid (through the API, whichever methods the payment step offers), the order has a payment:
  // /payments's nine columns do not fit, and the table says so and can be scrolled from the keyboard.
  const token = await apiLogin(email, PASSWORD);
  const orders = await api<{ data: { order_id: number }[] }>('/orders?per_page=1', {}, token);
  await payByCardThroughApi(orders.data[0].order_id, token);
  await page.goto('/payments');
  const table = page.getByRole('region', { name: 'Your payments, newest first' });
  await expect(table).toBeVisible();
  await expect(page.getByText('Scroll sideways for more columns.')).toBeVisible();
  await table.focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  await expectNoSidewaysScroll(page, '/payments');
});

test("the seller centre fits a 390 px phone, with the seller's own products and orders", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const token = await apiLogin(DEMO.seller.email, DEMO_PASSWORD);
  const products = await api<{ data: { product_id: number; stock: number }[] }>('/seller/products?status=active&per_page=20', {}, token);
  const stocked = products.data.find((p) => p.stock > 0);
  expect(stocked, 'the demo seller has a product in stock').toBeTruthy();

  // A buyer of the seller's piece, paid: the seller has an order to open.
  const email = newEmail('phone-seller');
  await fetch(`${API_URL}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Otieno Phone', email, password: PASSWORD, password_confirmation: PASSWORD }),
  });
  const buyer = await browser.newContext();
  const buyerPage = await buyer.newPage();
  await logIn(buyerPage, email, PASSWORD, '/dashboard');
  await expect(buyerPage).toHaveURL('/dashboard');
  const placed = await orderThroughStorefront(buyerPage.request, baseURL!, stocked!.product_id, {
    name: 'Otieno Phone',
    street: '4 Kenyatta Avenue',
    city: 'Nairobi',
    country: 'Kenya',
    phone: '+254 711 000444',
  });
  await buyer.close();
  await payByCardThroughApi(placed.order.id, await apiLogin(email, PASSWORD));
  const sellerOrders = await api<{ data: { id: number }[] }>('/seller/orders?per_page=1', {}, token);
  expect(sellerOrders.data.length, 'the demo seller has an order').toBe(1);
  await logIn(page, DEMO.seller.email, DEMO_PASSWORD, '/seller');
  await expect(page).toHaveURL('/seller');
  const pages = [
    '/seller',
    '/seller/products',
    '/seller/products?status=active&q=a',
    '/seller/products/new',
    `/seller/products/${stocked!.product_id}`,
    '/seller/orders',
    `/seller/orders/${sellerOrders.data[0].id}`,
    '/seller/shop',
    '/seller/payouts',
  ];
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
  // On the phone the centre's navigation folds behind its Menu button, and opens from it.
  await page.goto('/seller');
  const orders = page.getByRole('navigation', { name: 'Seller centre' }).getByRole('link', { name: 'Orders' });
  await page.getByRole('button', { name: /^Menu/ }).click();
  await expect(orders).toBeVisible();
  await orders.click();
  await expect(page).toHaveURL('/seller/orders');
});
