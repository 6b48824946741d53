// One cart per buyer (issue 22, point 1; decision 011): a signed-in buyer's cart is the API's, so
// every device sees the same lines at once; and an add followed at once by a move to the cart
// never loses the line, signed in or as a guest, by a link or by a full page load.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, apiLogin, logIn, newEmail, registerThroughApi, signInAndStore } from './support';

const PASSWORD = 'karibu-cart-1';

interface ApiProduct {
  product_id: number;
  product_name: string;
  stock: number;
}

let products: ApiProduct[] = [];
const buyer = { email: '', token: '', storage: '' };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const list = await api<{ data: ApiProduct[] }>('/products?inStock=true&per_page=50&sortBy=price_desc');
  products = list.data.filter((p) => p.stock >= 10).slice(0, 14);
  expect(products).toHaveLength(14);

  buyer.email = newEmail('cart');
  await registerThroughApi('Nyokabi Cart', buyer.email, PASSWORD);
  buyer.token = await apiLogin(buyer.email, PASSWORD);
  const { storage, context } = await signInAndStore(browser, buyer.email, PASSWORD, 'cart-buyer.json');
  buyer.storage = storage;
  await context.close();
});

const apiCart = async () =>
  (await api<{ items: { product_id: number; quantity: number }[] }>('/cart', {}, buyer.token)).items.map((i) => [i.product_id, i.quantity]);

async function emptyTheCart() {
  for (const [productId] of await apiCart()) await api(`/cart/items/${productId}`, { method: 'DELETE' }, buyer.token);
}

const quantityGroup = (page: Page, name: string) => page.getByRole('group', { name: `Quantity of ${name}` });

async function newDevice(browser: Browser, signedIn: boolean) {
  const context = await browser.newContext(signedIn ? { storageState: buyer.storage } : {});
  return { context, page: await context.newPage() };
}

/** Clicks Add to cart on the product's page and leaves at once, before any answer. */
async function addAndLeave(page: Page, product: ApiProduct, leave: () => Promise<unknown>) {
  await page.goto(`/product/${product.product_id}`);
  const adding = page.waitForRequest((r) => r.url().endsWith('/api/cart/items') && r.method() === 'POST');
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  await adding;
  await leave();
}

test('a cart made on one device shows on another, at once, signed in or signing in there', async ({ browser }) => {
  await emptyTheCart();
  const [first, second] = products;
  const phone = await newDevice(browser, true);
  for (const product of [first, second]) {
    await phone.page.goto(`/product/${product.product_id}`);
    await phone.page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(phone.page.getByText(`"${product.product_name}" added to cart!`)).toBeVisible();
  }

  // A laptop already signed in sees both lines on its next page.
  const laptop = await newDevice(browser, true);
  await laptop.page.goto('/cart');
  for (const product of [first, second]) await expect(quantityGroup(laptop.page, product.product_name)).toContainText('1');

  // A change on the laptop shows on the phone at once.
  await quantityGroup(laptop.page, first.product_name)
    .getByRole('button', { name: /Increase/ })
    .click();
  await expect(quantityGroup(laptop.page, first.product_name)).toContainText('2');
  await expect.poll(apiCart).toContainEqual([first.product_id, 2]);
  await phone.page.goto('/cart');
  await expect(quantityGroup(phone.page, first.product_name)).toContainText('2');

  // A third device, signed out, signs in and finds the same cart (its own empty guest cart adds nothing).
  const tablet = await newDevice(browser, false);
  await logIn(tablet.page, buyer.email, PASSWORD, '/cart');
  await expect(tablet.page).toHaveURL('/cart');
  await expect(quantityGroup(tablet.page, first.product_name)).toContainText('2');
  await expect(quantityGroup(tablet.page, second.product_name)).toContainText('1');
  expect(await apiCart()).toEqual(
    expect.arrayContaining([
      [first.product_id, 2],
      [second.product_id, 1],
    ]),
  );
  for (const device of [phone, laptop, tablet]) await device.context.close();
});

/**
 * Adds each product and leaves for the cart at once, by a full page load and by the header's link in
 * turn: each line is in the cart on arrival, and all of them still after a reload.
 */
async function addEachAndLeaveForTheCart(page: Page, picked: ApiProduct[]) {
  for (const [i, product] of picked.entries()) {
    await addAndLeave(page, product, () => (i % 2 === 0 ? page.goto('/cart') : page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click()));
    await expect(page).toHaveURL('/cart');
    await expect(quantityGroup(page, product.product_name)).toContainText('1');
  }
  await page.reload();
  for (const product of picked) await expect(quantityGroup(page, product.product_name)).toContainText('1');
}

test('a signed-in buyer who adds and leaves at once never loses the line (a link or a full page load)', async ({ browser }) => {
  await emptyTheCart();
  const picked = products.slice(2, 8);
  const { context, page } = await newDevice(browser, true);
  await addEachAndLeaveForTheCart(page, picked);
  expect((await apiCart()).length).toBe(picked.length);
  await context.close();
});

test('a guest who adds and leaves at once never loses the line, and keeps every line at login', async ({ browser }) => {
  await emptyTheCart();
  const picked = products.slice(8, 14);
  const { context, page } = await newDevice(browser, false);
  await addEachAndLeaveForTheCart(page, picked);

  await logIn(page, buyer.email, PASSWORD, '/cart');
  await expect(page).toHaveURL('/cart');
  for (const product of picked) await expect(quantityGroup(page, product.product_name)).toContainText('1');
  expect((await apiCart()).length).toBe(picked.length);
  await context.close();
});
