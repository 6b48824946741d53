// Issue 33's console shell, overview and audit log, as an operator meets them: the demo admin's
// login lands on /admin, which shows the marketplace's figures and the week's sales; after a user
// is suspended and reactivated (through the API), the audit log lists both changes, found with its
// filter form. A buyer opening /admin gets the 403 page with the status 403. Both console pages
// fit a 390 px phone (the sections behind the Menu button) and pass axe.
//
// One sign-in for the admin, kept as stored state; the user and the changes come from the API.
import { expect, test } from '@playwright/test';
import {
  DEMO,
  DEMO_PASSWORD,
  PHONE,
  api,
  apiLogin,
  expectAccessible,
  expectNoSidewaysScroll,
  logIn,
  newEmail,
  pageWithSession,
  registerThroughApi,
} from './support';

let adminStorage = '';

test.beforeAll(async ({ browser }) => {
  // An admin's login lands on the console, unless sent elsewhere.
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, DEMO.admin.email);
  await expect(page).toHaveURL('/admin');
  adminStorage = test.info().outputPath('admin-state.json');
  await context.storageState({ path: adminStorage });
  await context.close();
});

test('the admin sees the overview, and the audit log lists a suspension and a reactivation', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await pageWithSession(browser, adminStorage);

  await test.step('the overview shows the figures and the week', async () => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const figures = page.getByRole('list', { name: 'The marketplace in figures' });
    for (const label of ['Orders today', 'Sales today', 'Payments waiting', 'Money problems', 'Open tickets'])
      await expect(figures.getByText(label)).toBeVisible();
    await expect(figures.getByRole('link', { name: 'Returns waiting' })).toHaveAttribute('href', '/admin/returns');
    await expect(figures.getByText(/^Ksh /)).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Paid sales, last 7 days (Ksh)' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, '/admin');
  });

  const email = newEmail('audited');
  await registerThroughApi('Wambui Audited', email, 'karibu-audit-1');
  const { user_id: userId } = await api<{ user_id: number }>('/auth/session', {}, await apiLogin(email, 'karibu-audit-1'));
  const adminToken = await apiLogin(DEMO.admin.email, DEMO_PASSWORD);
  for (const status of ['suspended', 'active']) {
    await api(`/admin/users/${userId}/status`, { method: 'PATCH', body: JSON.stringify({ status }) }, adminToken);
  }

  await test.step('the audit log, filtered to that user, shows both entries, newest first', async () => {
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const form = page.getByRole('search', { name: 'Filter the audit log' });
    await form.getByLabel('Target', { exact: true }).selectOption('user');
    await form.getByLabel('Target id').fill(String(userId));
    await form.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(`/admin/audit?target_type=user&target_id=${userId}`);
    const rows = page.getByRole('table', { name: 'Admin actions, newest first' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText('User reactivated');
    await expect(rows.nth(1)).toContainText('status: suspended -> active');
    await expect(rows.nth(1)).toContainText(DEMO.admin.email);
    await expect(rows.nth(2)).toContainText('User suspended');
    await expect(rows.nth(2)).toContainText('status: active -> suspended');
    // The filter is a client-side navigation: its document title arrives with the new page's metadata.
    await expect(page).toHaveTitle(/^Audit log \|/);
    await expectAccessible(page, '/admin/audit');
  });

  await test.step('a filter the log cannot take is explained', async () => {
    await page.goto('/admin/audit?from=2026-11-02&to=2026-11-01');
    await expect(page.getByRole('search', { name: 'Filter the audit log' }).getByRole('alert')).toHaveText('from must not be after to.');
  });

  await page.context().close();
});

test('a buyer at /admin gets the 403 page', async ({ page }) => {
  await logIn(page, DEMO.buyer.email, DEMO_PASSWORD, '/dashboard');
  await expect(page).toHaveURL('/dashboard');
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: "This page is for the marketplace's staff." })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
});

test('on a 390 px phone the overview and the audit log do not scroll sideways, and the sections open from Menu', async ({ browser }) => {
  const context = await browser.newContext({ storageState: adminStorage, viewport: { width: PHONE, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  for (const path of ['/admin', '/admin/audit']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
  const menu = page.getByRole('button', { name: /Menu/ });
  await menu.click();
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Overview' })).toBeVisible();
  await expectAccessible(page, '/admin/audit (phone, menu open)');
  await context.close();
});

// The sellers and returns screens came before the rule of an axe and a phone pass in each screen's
// own journey: they get theirs here, with data of the seed (applications, shops, requests). The
// money screen too: its figures and tables come from the seed's ledger and payments.
test('the sellers (both sections), returns and money screens pass axe and fit a 390 px phone', async ({ browser }) => {
  const context = await browser.newContext({ storageState: adminStorage, viewport: { width: PHONE, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  for (const path of ['/admin/sellers', '/admin/sellers?tab=shops', '/admin/returns', '/admin/returns?status=Approved', '/admin/money']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, path);
    await expectAccessible(page, `${path} (phone)`);
  }
  await context.close();
});

// The money page counts the refunds by state (issue 34, point 7) from the API's refunds table, and
// has its section of refunds to act on (issue 34, point 3), whether or not the seed left any.
test('the money page shows the refunds by state and the refunds to act on', async ({ browser }) => {
  const context = await browser.newContext({ storageState: adminStorage });
  const page = await context.newPage();
  await page.goto('/admin/money');
  const tallies = page.getByRole('table', { name: 'Payouts and refunds by state' });
  for (const label of ['Refunds on their way', 'Refunds made', 'Refunds failed']) {
    await expect(tallies.getByRole('row', { name: new RegExp(label) })).toContainText(/\d+\s*Ksh/);
  }
  await expect(page.getByRole('list', { name: 'The balances' }).getByText('Refunds in transit')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Refunds to act on' })).toBeVisible();
  await context.close();
});
