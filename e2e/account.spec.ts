// The buyer's account area, part 1, as a new buyer meets it: every page of the sidebar's first
// three groups and /wallet, /profile, /profile-details open with the buyer's own data; what the
// spec lets them change is changed after a reload and at the API; an order's invoice downloads as
// a PDF; a return is asked for and cancelled, and an approved one credits the wallet. (An admin
// suspending an account is the console's People journey now: admin-people.spec.ts.) Each page is
// also checked at 390 px (no sideways scroll) and with axe.
//
// One buyer for the file, signed in once (stored state); its order is made through the
// storefront's own handlers, not the UI, which other journeys test.
import { expect, test, type Browser } from '@playwright/test';
import {
  api,
  API_URL,
  apiLogin,
  DEMO,
  DEMO_PASSWORD,
  deliverThroughApi,
  expectAccessible,
  newEmail,
  orderThroughStorefront,
  pageWithSession,
  registerThroughApi,
  signInAndStore,
  storefrontPost,
  submitSandboxCard,
} from './support';

const PASSWORD = 'karibu-account-1';
const NEW_PASSWORD = 'karibu-account-2';

/** The pages of the sidebar's first three groups and the other part-1 pages, with their headings. */
const PAGES: [string, RegExp][] = [
  ['/dashboard', /^Welcome, /],
  ['/my-profile', /^Profile Information$/],
  ['/change-password', /^Change Password$/],
  ['/address-book', /^Address Book$/],
  ['/order-history', /^Order history$/],
  ['/track-order', /^Track order$/],
  ['/returns-refunds', /^Returns & Refunds$/],
  ['/payments', /^Payments$/],
  ['/wallet', /^Wallet$/],
  ['/profile-details', /^User Details$/],
  ['/my-transactions', /^My Transactions$/],
  ['/invoices', /^Invoices$/],
];

const buyer = { email: '', name: 'Wanjiku Mwangi', storage: '' };
let orderNumber = '';

/** A signed-in page for the file's buyer (the session stored once in beforeAll). */
const buyerPage = (browser: Browser) => pageWithSession(browser, buyer.storage);

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  buyer.email = newEmail('account');
  await registerThroughApi(buyer.name, buyer.email, PASSWORD);
  const { storage, context, page } = await signInAndStore(browser, buyer.email, PASSWORD, 'buyer-state.json');
  buyer.storage = storage;

  // One order, placed through the storefront's handlers with this session.
  const products = await api<{ data: { product_id: number; stock: number }[] }>('/products?inStock=true&per_page=20&min_price=500');
  const product = products.data.find((p) => p.stock >= 3)!;
  const placed = await orderThroughStorefront(page.request, baseURL!, product.product_id, {
    name: buyer.name,
    street: '12 Kenyatta Avenue',
    city: 'Nakuru',
    country: 'Kenya',
    phone: '+254 733 000222',
  });
  orderNumber = placed.order.number;
  // Placed unpaid (issue 23); paid here by card on the sandbox's page, so it has a payment and a transaction.
  const started = await storefrontPost(page.request, baseURL!, '/api/payments', { orderId: placed.order.id, method: 'card' });
  expect(started.payment.status).toBe('pending');
  await submitSandboxCard(started.payment.redirectUrl);
  await expect.poll(async () => (await (await page.request.get(`${baseURL}/api/payments/${started.payment.id}`)).json()).payment.status).toBe('completed');
  // Delivered, so that it can be returned (the returns window starts at delivery).
  await deliverThroughApi(placed.order.id);
  await context.close();
});

test('every account page opens with the buyer’s own data, at 390 px too, and passes axe', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await buyerPage(browser);
  for (const [path, heading] of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expectAccessible(page, path);
  }

  // The sidebar: five groups, thirteen links, the current page marked.
  await page.goto('/payments');
  const sidebar = page.getByRole('navigation', { name: 'Account' });
  await expect(sidebar.getByRole('heading', { level: 2 })).toHaveCount(5);
  await expect(sidebar.getByRole('link')).toHaveCount(13);
  await expect(sidebar.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('My account');

  // /profile is Profile Information.
  await page.goto('/profile');
  await expect(page).toHaveURL('/my-profile');

  // On a phone the sidebar folds into a menu and no page scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path] of PAGES) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways by ${overflow}px at 390px`).toBeLessThanOrEqual(0);
  }
  await page.goto('/wallet');
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeHidden();
  await page.getByRole('button', { name: /^Account pages/ }).click();
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
  await expectAccessible(page, '/wallet, phone menu open');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Address Book' }).click();
  await expect(page).toHaveURL('/address-book');
  await page.context().close();
});

test('the dashboard, payments, transactions and invoices show the order, and the invoice is a PDF', async ({ browser }) => {
  const page = await buyerPage(browser);
  await page.goto('/dashboard');
  const figures = page.getByRole('list', { name: 'Your account in figures' });
  await expect(figures).toContainText('Orders1');
  await expect(figures).toContainText('Wallet balanceKsh 0');
  await expect(page.getByRole('link', { name: new RegExp(`^Order ${orderNumber}`) })).toBeVisible();
  // Paid and delivered: the payment's state beside the order's status.
  await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`Order ${orderNumber} placed`) })).toContainText('Paid');
  for (const link of ['Order History', 'Wallet', 'User Details', 'Wishlist']) {
    await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: link })).toBeVisible();
  }

  await page.goto('/payments');
  const payment = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(payment).toContainText('KES');
  await expect(payment.locator('[data-tone]')).toHaveAttribute('data-tone', /green|yellow|red/);

  await page.goto('/my-transactions');
  const view = page.getByRole('link', { name: /^View/ }).first();
  await expect(view).toHaveAttribute('target', '_blank');
  await expect(view).toHaveAttribute('href', /^\/order\/\d+$/);

  await page.goto('/invoices');
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toBeVisible();
  const link = row.getByRole('link', { name: /Download PDF/ });
  const href = (await link.getAttribute('href'))!;
  expect(href).not.toMatch(/token/i);
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Another buyer's invoice does not exist for this one.
  const demoToken = await apiLogin(DEMO.buyer.email, DEMO_PASSWORD);
  const theirs = await api<{ data: { id: number }[] }>('/invoices', {}, demoToken);
  expect((await page.request.get(`/api/invoices/${theirs.data[0].id}/download`)).status()).toBe(404);
  await page.context().close();
});

test('profile details are edited, kept after a reload and at the API', async ({ browser }) => {
  const page = await buyerPage(browser);
  await page.goto('/my-profile');
  await expect(page.getByRole('main').getByText(buyer.email)).toBeVisible();
  await expect(page.getByText('Not verified')).toBeVisible();

  await page.goto('/profile-details');
  await expect(page.getByRole('button', { name: 'Suspend' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Town').fill('Eldoret');
  await page.getByLabel('M-Pesa number').fill('not a phone');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a valid M-Pesa number.').first()).toBeVisible();
  await page.getByLabel('M-Pesa number').fill('+254 711 000999');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your details were saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: /Town/ })).toContainText('Eldoret');
  const token = await apiLogin(buyer.email, PASSWORD);
  const profile = await api<{ town: string; mpesa: string }>('/user/profile', {}, token);
  // Typed with spaces, kept in E.164 (one form for every spelling of the number).
  expect(profile).toMatchObject({ town: 'Eldoret', mpesa: '+254711000999' });
  await page.context().close();
});

test('the address book adds, edits, sets the default and deletes, and checkout offers the same addresses', async ({ browser }) => {
  const page = await buyerPage(browser);
  await page.goto('/address-book');
  await expect(page.getByText('12 Kenyatta Avenue')).toBeVisible();

  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add address' });
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByText('Name is required.').first()).toBeVisible();
  await dialog.getByLabel('Full name').fill('Wanjiku at work');
  await dialog.getByLabel('Street').fill('3 Tom Mboya Street');
  await dialog.getByLabel('City').fill('Nairobi');
  await dialog.getByLabel('Phone').fill('+254 733 000333');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address saved.')).toBeVisible();
  await expect(page.getByText('3 Tom Mboya Street')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Wanjiku at work, 3 Tom Mboya Street' }).click();
  await page.getByRole('dialog', { name: 'Edit address' }).getByLabel('Street').fill('5 Tom Mboya Street');
  await page.getByRole('dialog', { name: 'Edit address' }).getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('5 Tom Mboya Street')).toBeVisible();

  await page.getByRole('button', { name: 'Set Wanjiku at work, 5 Tom Mboya Street as default' }).click();
  await expect(page.getByText('Default address updated.')).toBeVisible();
  await page.reload();
  const cards = page.getByRole('list', { name: 'Your addresses' }).getByRole('listitem');
  await expect(cards.filter({ hasText: '5 Tom Mboya Street' })).toContainText('Default');
  await expect(cards.filter({ hasText: '12 Kenyatta Avenue' })).not.toContainText('Default');

  // The checkout offers the same addresses, the default chosen.
  const products = await api<{ data: { product_id: number; stock: number }[] }>('/products?inStock=true&per_page=5');
  await page.request.post('/api/cart/items', {
    headers: { origin: new URL(page.url()).origin },
    data: { productId: products.data[0].product_id, quantity: 1 },
  });
  await page.goto('/cart');
  await expect(page.getByRole('radio', { name: /5 Tom Mboya Street/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /12 Kenyatta Avenue/ })).toBeVisible();
  await page.request.delete(`/api/cart/items/${products.data[0].product_id}`, { headers: { origin: new URL(page.url()).origin } });

  await page.goto('/address-book');
  await page.getByRole('button', { name: 'Delete Wanjiku at work, 5 Tom Mboya Street' }).click();
  await expect(page.getByText('Address deleted.')).toBeVisible();
  await expect(page.getByText('5 Tom Mboya Street')).toHaveCount(0);
  await page.context().close();
});

test('a return is asked for and cancelled; an approved one credits the wallet', async ({ browser }) => {
  const page = await buyerPage(browser);
  await page.goto('/returns-refunds');
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'All fields are required.' })).toBeVisible();
  await page.getByLabel('Order').selectOption(orderNumber);
  await page.getByLabel('Reason').fill('The colours are not as pictured.');
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText('Return request submitted.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `Cancel the return of ${orderNumber}` }).click();
  await expect(row).toContainText('Rejected');
  await expect(row.getByRole('button')).toHaveCount(0);

  // Asked again, to the wallet, and approved by an admin: the refund is in the wallet.
  await page.getByLabel('Order').selectOption(orderNumber);
  await page.getByLabel('Reason').fill('Changed my mind after all.');
  await page.getByRole('radio', { name: 'My wallet' }).check();
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Changed my mind' })).toContainText('Pending');
  const token = await apiLogin(buyer.email, PASSWORD);
  const requests = await api<{ id: number; status: string; refund: number }[]>('/returns', {}, token);
  const pending = requests.find((r) => r.status === 'Pending')!;
  const adminToken = await apiLogin(DEMO.admin.email, DEMO_PASSWORD);
  await api(`/returns/${pending.id}/approve`, { method: 'POST' }, adminToken);

  await page.goto('/wallet');
  const balance = page.getByRole('listitem').filter({ hasText: 'Balance' });
  await expect(balance).not.toContainText('Ksh 0');
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toContainText('+');
  // The order and its invoice say it was refunded.
  await page.goto('/order-history');
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toContainText('Refunded');
  await page.goto('/invoices');
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toContainText('Refunded');
  await page.goto('/dashboard');
  await expect(page.getByRole('list', { name: 'Your account in figures' })).not.toContainText('Wallet balanceKsh 0');
  await page.context().close();
});

test('change password: the spec’s messages, the API’s wrong-password message, then the new one works', async ({ browser }) => {
  const page = await buyerPage(browser);
  // Another session of the same buyer, which the change ends.
  const otherToken = await apiLogin(buyer.email, PASSWORD);

  await page.goto('/change-password');
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm new password').fill('abc');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password must be at least 6 characters.').first()).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('New passwords do not match.').first()).toBeVisible();

  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /current password/i })
      .first(),
  ).toBeVisible();

  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');

  // This session stays; the other one ended; the new password logs in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard');
  const other = await fetch(`${API_URL}/user/profile`, { headers: { authorization: `Bearer ${otherToken}` } });
  expect(other.status).toBe(401);
  expect(await apiLogin(buyer.email, NEW_PASSWORD)).toBeTruthy();
  await page.context().close();
});
