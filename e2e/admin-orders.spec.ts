// Issue 33, point 4: the console's orders from both sides. A new buyer's order is placed and paid
// through the API; the demo admin finds it on /admin/orders by its number and by the buyer's
// e-mail, downloads the CSV of that list (the order's row in it), opens the order (its lines, the
// card payment, the shipment, the history) and cancels it with a reason. The buyer sees it
// Canceled and Refunded on their order's page, the audit log has the cancel, and a buyer opening
// the console's orders gets its 403. Each page passes axe and fits a 390 px phone.
//
// One sign-in per role, kept as stored state; the order comes from the API.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  api,
  apiLogin,
  DEMO,
  DEMO_PASSWORD,
  expectAccessible,
  expectPagesFitThePhone,
  newEmail,
  orderThroughStorefront,
  payByCardThroughApi,
  pageWithSession,
  phonePageWithSession,
  registerThroughApi,
  signInAndStore,
} from './support';

const PASSWORD = 'karibu-orders-1';
const REASON = 'The buyer called: the address is wrong and they will order again.';

const buyer = { name: 'Nafula Wekesa', email: '', token: '', storage: '' };
const admin = { storage: '' };
const order = { id: 0, number: '', product: '' };

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  buyer.email = newEmail('orders-buyer');
  await registerThroughApi(buyer.name, buyer.email, PASSWORD);
  buyer.token = await apiLogin(buyer.email, PASSWORD);

  const signedIn = await signInAndStore(browser, buyer.email, PASSWORD, 'orders-buyer-state.json');
  buyer.storage = signedIn.storage;
  const products = await api<{ data: { product_id: number; product_name: string; stock: number }[] }>('/products?inStock=true&per_page=20&min_price=500');
  const product = products.data.find((p) => p.stock >= 3)!;
  order.product = product.product_name;
  const placed = await orderThroughStorefront(signedIn.page.request, baseURL!, product.product_id, {
    name: buyer.name,
    street: '14 Kenyatta Avenue',
    city: 'Eldoret',
    country: 'Kenya',
    phone: '+254 722 000444',
  });
  order.id = placed.order.id;
  order.number = placed.order.number;
  await payByCardThroughApi(order.id, buyer.token);
  await signedIn.context.close();

  const adminSignIn = await signInAndStore(browser, DEMO.admin.email, DEMO_PASSWORD, 'orders-admin-state.json', '/admin/orders');
  admin.storage = adminSignIn.storage;
  await adminSignIn.context.close();
});

/** Fills the filter form's field and finds. */
async function findBy(page: Page, label: string, value: string) {
  await page.goto('/admin/orders');
  await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Find orders' }).click();
}

test('the admin finds the order, exports it, opens it and cancels it; the buyer sees it canceled and refunded', async ({ browser }) => {
  const adminPage = await pageWithSession(browser, admin.storage);
  const row = () => adminPage.getByRole('row').filter({ hasText: order.number });

  await test.step('found by its number', async () => {
    await findBy(adminPage, 'Order number', order.number);
    await expect(adminPage).toHaveURL(new RegExp(`/admin/orders\\?number=${order.number}`));
    await expect(row()).toHaveCount(1);
    await expect(row()).toContainText(buyer.email);
    await expect(row()).toContainText('Paid');
    await expectAccessible(adminPage, '/admin/orders?number=');
  });

  await test.step("found by the buyer's e-mail, and the CSV of that list holds its row", async () => {
    await findBy(adminPage, 'Buyer', buyer.email);
    await expect(adminPage).toHaveURL(/\/admin\/orders\?buyer=/);
    await expect(adminPage.getByText('1 order.')).toBeVisible();
    await expect(row()).toContainText(buyer.name);
    const [download] = await Promise.all([adminPage.waitForEvent('download'), adminPage.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
    expect(lines[0]).toContain('order_number,placed_at,buyer_name,buyer_email');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${order.number},`);
    expect(lines[1]).toContain(`,${buyer.name},${buyer.email},`);
    expect(lines[1]).toMatch(/,Pending,paid$/);
  });

  await test.step('a filter that is not valid is said, not failed', async () => {
    await adminPage.goto('/admin/orders?from=2026-05-02&to=2026-05-01');
    await expect(adminPage.getByRole('alert').filter({ hasText: 'from must not be after to.' })).toBeVisible();
  });

  await test.step('opened: its lines, the card payment, the shipment and the history', async () => {
    await findBy(adminPage, 'Order number', order.number);
    await expect(adminPage).toHaveURL(/\/admin\/orders\?number=/);
    await row().getByRole('link', { name: order.number }).click();
    await expect(adminPage).toHaveURL(`/admin/orders/${order.id}`);
    await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(`Order ${order.number}`);
    await expect(adminPage.getByRole('region', { name: 'Items' })).toContainText(order.product);
    const payments = adminPage.getByRole('region', { name: 'Payments' });
    await expect(payments).toContainText('completed');
    await expect(payments).toContainText('Card ending 4081');
    await expect(adminPage.getByRole('region', { name: 'Shipments' })).toContainText('pending');
    await expect(adminPage.getByRole('region', { name: 'History' })).toContainText('Order placed');
    await expectAccessible(adminPage, '/admin/orders/{id}');
  });

  await test.step('canceled with a reason: asked for, then sent', async () => {
    await adminPage.getByRole('button', { name: 'Cancel order' }).click();
    await adminPage.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(adminPage.getByText('Please say why the order is canceled.').first()).toBeVisible();
    await adminPage.getByLabel('Reason').fill(REASON);
    await adminPage.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await expect(
      adminPage.getByText('Order canceled: the stock is back, the refund is on its way to where the buyer paid, and they were told why.'),
    ).toBeVisible();
    await expect(adminPage.getByRole('region', { name: 'History' })).toContainText(`Canceled by the marketplace (Pending to Canceled): ${REASON}`);
    await expect(adminPage.getByText('Part of this order has shipped or it was canceled, so it can no longer be canceled.')).toBeVisible();
    await expect(adminPage.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  });

  await test.step('the audit log has the cancel with its reason', async () => {
    await adminPage.goto(`/admin/audit?action=order.cancel&target_id=${order.id}`);
    await expect(adminPage.getByRole('row').filter({ hasText: REASON })).toHaveCount(1);
  });
  await adminPage.context().close();

  const buyerPage = await pageWithSession(browser, buyer.storage);
  await test.step("the buyer sees it Canceled and Refunded on the order's page, the refund on its way to the card that paid", async () => {
    await buyerPage.goto(`/order/${order.id}`);
    await expect(buyerPage.getByText('Canceled').first()).toBeVisible();
    await expect(buyerPage.getByText('Refunded').first()).toBeVisible();
    await expect(buyerPage.getByRole('region', { name: 'Refunds', exact: true })).toContainText(/card ending \d{4}/);
  });

  await test.step('a buyer opening the console’s orders gets its 403', async () => {
    const response = await buyerPage.goto('/admin/orders');
    expect(response?.status()).toBe(403);
  });
  await buyerPage.context().close();
});

test('on a 390 px phone the orders list and an order do not scroll sideways', async ({ browser }) => {
  const page = await phonePageWithSession(browser, admin.storage);
  await expectPagesFitThePhone(page, [`/admin/orders?number=${order.number}`, `/admin/orders/${order.id}`]);
  await expectAccessible(page, '/admin/orders/{id} (phone)');
  await page.context().close();
});
