// Issue 33, point 5: the returns queue from both sides. A buyer asks, through the API, to return two
// of their delivered orders; the demo admin approves one and rejects the other with a reason on
// /admin/returns; the buyer sees Approved, and Rejected with the reason, on /returns-refunds, the
// refund in their wallet and both decisions in their mail. A buyer opening the queue gets the
// console's 403.
//
// One sign-in per role, kept as stored state; the orders and requests come from the API.
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  api,
  apiLogin,
  DEMO,
  DEMO_PASSWORD,
  mailsTo,
  newEmail,
  orderThroughStorefront,
  pageWithSession,
  receiveThroughApi,
  registerThroughApi,
  signInAndStore,
} from './support';

const PASSWORD = 'karibu-returns-1';
const REASON = 'The basket was used after delivery: not as it arrived.';

const buyer = { name: 'Achieng Odhiambo', email: '', token: '', storage: '' };
const admin = { storage: '', token: '' };
/** The two requests: one to approve, one to reject. */
const requests: { id: number; orderNumber: string }[] = [];

interface QueueItem {
  id: number;
}

/** The page of the Pending queue (oldest first) that holds this request, as the admin would page to it. */
async function queuePageOf(id: number): Promise<number> {
  for (let page = 1; page < 100; page += 1) {
    const list = await api<{ data: QueueItem[]; last_page: number }>(`/admin/returns?page=${page}`, {}, admin.token);
    if (list.data.some((r) => r.id === id)) return page;
    if (page >= list.last_page) break;
  }
  throw new Error(`return request ${id} is not in the Pending queue`);
}

/** The queue's page with this request, and its row. */
async function rowInQueue(page: Page, request: { id: number; orderNumber: string }) {
  const at = await queuePageOf(request.id);
  await page.goto(at > 1 ? `/admin/returns?page=${at}` : '/admin/returns');
  return page.getByRole('row').filter({ hasText: request.orderNumber });
}

const sessionPage = (browser: Browser, storage: string) => pageWithSession(browser, storage);

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  buyer.email = newEmail('returns-buyer');
  await registerThroughApi(buyer.name, buyer.email, PASSWORD);
  buyer.token = await apiLogin(buyer.email, PASSWORD);
  admin.token = await apiLogin(DEMO.admin.email, DEMO_PASSWORD);

  const signedIn = await signInAndStore(browser, buyer.email, PASSWORD, 'returns-buyer-state.json');
  buyer.storage = signedIn.storage;
  // Two orders placed in the buyer's session, paid with the test card and delivered: both returnable.
  const products = await api<{ data: { product_id: number; stock: number }[] }>('/products?inStock=true&per_page=20&min_price=500');
  const product = products.data.find((p) => p.stock >= 3)!;
  for (const street of ['3 Oginga Odinga Street', '5 Oginga Odinga Street']) {
    const placed = await orderThroughStorefront(signedIn.page.request, baseURL!, product.product_id, {
      name: buyer.name,
      street,
      city: 'Kisumu',
      country: 'Kenya',
      phone: '+254 722 000333',
    });
    await receiveThroughApi(placed.order.id, buyer.token);
    const asked = await api<{ id: number; orderId: string }>(
      '/returns',
      // The buyer asks for the wallet (the journey follows the refund there; refunds to the card are refunds.spec's).
      { method: 'POST', body: JSON.stringify({ order_id: placed.order.id, reason: 'It arrived cracked.', refund_to: 'wallet' }) },
      buyer.token,
    );
    requests.push({ id: asked.id, orderNumber: asked.orderId });
  }
  await signedIn.context.close();

  const adminSignIn = await signInAndStore(browser, DEMO.admin.email, DEMO_PASSWORD, 'returns-admin-state.json', '/admin/returns');
  admin.storage = adminSignIn.storage;
  await adminSignIn.context.close();
});

test('the admin approves one return and rejects the other with a reason; the buyer sees both, the reason and the refund', async ({ browser }) => {
  const [toApprove, toReject] = requests;
  const adminPage = await sessionPage(browser, admin.storage);

  await test.step('the queue lists both Pending requests with the buyer; one is approved after the confirmation', async () => {
    const row = await rowInQueue(adminPage, toApprove);
    await expect(row).toContainText(buyer.name);
    await expect(row).toContainText(buyer.email);
    await expect(row).toContainText('It arrived cracked.');
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: `Approve the return of ${toApprove.orderNumber}` }).click();
    await expect(row).toContainText('wallet?');
    await row.getByRole('button', { name: 'Yes, approve' }).click();
    await expect(adminPage.getByText('Return approved: the refund is on its way to where the buyer asked (the way they paid, or their wallet).')).toBeVisible();
    await expect(adminPage.getByRole('row').filter({ hasText: toApprove.orderNumber })).toHaveCount(0);
  });

  await test.step('the other is rejected: the reason is asked for, then sent', async () => {
    const row = await rowInQueue(adminPage, toReject);
    await row.getByRole('button', { name: `Reject the return of ${toReject.orderNumber}` }).click();
    await adminPage.getByRole('button', { name: 'Reject the return', exact: true }).click();
    await expect(adminPage.getByText('Please give the reason for rejecting it.').first()).toBeVisible();
    await adminPage.getByLabel('Reason').fill(REASON);
    await adminPage.getByRole('button', { name: 'Reject the return', exact: true }).click();
    await expect(adminPage.getByText('Return rejected: the buyer was told why.')).toBeVisible();
    await expect(adminPage.getByRole('row').filter({ hasText: toReject.orderNumber })).toHaveCount(0);
  });

  await test.step('the Rejected filter shows it with its reason', async () => {
    await adminPage.getByRole('navigation', { name: 'Filter return requests by status' }).getByRole('link', { name: 'Rejected' }).click();
    await expect(adminPage).toHaveURL(/\/admin\/returns\?status=Rejected/);
    // Oldest first: the newest rejection is on the last page.
    const list = await api<{ last_page: number }>('/admin/returns?status=Rejected', {}, admin.token);
    if (list.last_page > 1) await adminPage.goto(`/admin/returns?status=Rejected&page=${list.last_page}`);
    await expect(adminPage.getByRole('row').filter({ hasText: toReject.orderNumber })).toContainText(`Reason: ${REASON}`);
  });
  await adminPage.context().close();

  const buyerPage = await sessionPage(browser, buyer.storage);
  await test.step('the buyer sees Approved, and Rejected with the reason, on Returns & Refunds', async () => {
    await buyerPage.goto('/returns-refunds');
    await expect(buyerPage.getByRole('row').filter({ hasText: toApprove.orderNumber })).toContainText('Approved');
    const rejected = buyerPage.getByRole('row').filter({ hasText: toReject.orderNumber });
    await expect(rejected).toContainText('Rejected');
    await expect(rejected).toContainText(`Reason: ${REASON}`);
  });

  await test.step('the refund is in the wallet, and both decisions were mailed', async () => {
    await buyerPage.goto('/wallet');
    await expect(buyerPage.getByRole('listitem').filter({ hasText: 'Balance' })).not.toContainText('Ksh 0');
    await expect(buyerPage.getByRole('row').filter({ hasText: `Refund for returned order ${toApprove.orderNumber}` })).toContainText('+');
    const mails = await mailsTo(buyer.email);
    expect(mails.some((m) => m.subject === `Your return for order ${toApprove.orderNumber} was approved`)).toBe(true);
    const rejection = mails.find((m) => m.subject === `Your return for order ${toReject.orderNumber} was not approved`);
    expect(rejection?.body).toContain(`Reason: ${REASON}`);
  });

  await test.step('a buyer opening the queue gets the console’s 403', async () => {
    const response = await buyerPage.goto('/admin/returns');
    expect(response?.status()).toBe(403);
  });
  await buyerPage.context().close();
});
