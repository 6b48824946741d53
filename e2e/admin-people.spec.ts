// Issue 33, point 2: People, as an operator meets it. The demo admin finds a freshly registered
// buyer (made through the API) on /admin/users by e-mail and by phone (typed as people say it),
// opens their page, suspends them with a reason - the buyer's token is refused at once and their
// login too - sees it in the status history and in /admin/audit, and reactivates them. The old
// /profile-details?user= address leads to the same page. A buyer opening /admin/users gets the
// console's 403. Both pages pass axe and fit a 390 px phone.
//
// One sign-in per role, kept as stored state; the buyer comes from the API.
import { expect, test } from '@playwright/test';
import {
  API_URL,
  DEMO,
  DEMO_PASSWORD,
  api,
  apiLogin,
  expectAccessible,
  expectPagesFitThePhone,
  newEmail,
  pageWithSession,
  phonePageWithSession,
  signInAndStore,
} from './support';

const PASSWORD = 'karibu-people-1';
const REASON = 'Chargebacks under review.';

/** A Kenyan mobile number nobody else holds: 071 and 7 digits from the clock. */
const national = `071${String(Date.now() % 10_000_000).padStart(7, '0')}`;
const buyer = { name: 'Nyokabi Wambugu', email: '', id: 0, token: '', storage: '', e164: `+254${national.slice(1)}` };
const admin = { storage: '' };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  buyer.email = newEmail('people-buyer');
  await api('/auth/register', {
    method: 'POST',
    body: JSON.stringify({ name: buyer.name, email: buyer.email, phone: national, password: PASSWORD, password_confirmation: PASSWORD }),
  });
  buyer.token = await apiLogin(buyer.email, PASSWORD);
  buyer.id = (await api<{ user_id: number }>('/auth/session', {}, buyer.token)).user_id;

  const buyerSignIn = await signInAndStore(browser, buyer.email, PASSWORD, 'people-buyer-state.json');
  buyer.storage = buyerSignIn.storage;
  await buyerSignIn.context.close();
  const adminSignIn = await signInAndStore(browser, DEMO.admin.email, DEMO_PASSWORD, 'people-admin-state.json', '/admin/users');
  admin.storage = adminSignIn.storage;
  await adminSignIn.context.close();
});

test('a buyer opening /admin/users gets the console’s 403', async ({ browser }) => {
  const page = await pageWithSession(browser, buyer.storage);
  const response = await page.goto('/admin/users');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.context().close();
});

test('the admin finds the buyer by e-mail and by phone, suspends them with a reason, sees it recorded, and reactivates them', async ({ browser }) => {
  const page = await pageWithSession(browser, admin.storage);
  const search = page.getByRole('search', { name: 'Users' });
  const row = page.getByRole('row').filter({ hasText: buyer.email });

  await test.step('People is in the console’s navigation, second', async () => {
    await page.goto('/admin');
    const links = page.getByRole('navigation', { name: 'Console' }).getByRole('link');
    await expect(links.nth(1)).toHaveText('People');
    await links.nth(1).click();
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  });

  await test.step('found by e-mail', async () => {
    await search.getByLabel('Name, e-mail or phone').fill(buyer.email.toUpperCase());
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/admin\/users\?q=/);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(buyer.name);
    await expect(row).toContainText(buyer.e164);
    await expect(row).toContainText('Active');
    await expectAccessible(page, '/admin/users');
  });

  await test.step('found by phone, typed with the national 0 and spaces', async () => {
    await search.getByLabel('Name, e-mail or phone').fill(`${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row).toContainText(buyer.name);
  });

  await test.step('their page shows the profile and no history yet', async () => {
    await row.getByRole('link', { name: buyer.name }).click();
    await expect(page).toHaveURL(`/admin/users/${buyer.id}`);
    await expect(page.getByRole('heading', { level: 1, name: buyer.name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Profile' })).toContainText(buyer.email);
    await expect(page.getByText('No orders yet.')).toBeVisible();
    await expect(page.getByText('The account’s status has never been changed.')).toBeVisible();
  });

  await test.step('suspended after the confirmation, with a reason', async () => {
    await page.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByText(`Suspend ${buyer.name}?`)).toBeVisible();
    await page.getByLabel('Reason').fill(REASON);
    await expectAccessible(page, '/admin/users/[id] (confirming)');
    await page.getByRole('button', { name: 'Yes, suspend' }).click();
    await expect(page.getByText('The account is now suspended.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Suspended');
    const history = page.getByRole('list', { name: 'Status changes, newest first' });
    await expect(history).toContainText(`Active → Suspended by ${DEMO.admin.email}`);
    await expect(history).toContainText(`Reason: ${REASON}`);
    await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible();
  });

  await test.step('the buyer is out: their token is refused, and so is their login', async () => {
    const profile = await fetch(`${API_URL}/user/profile`, { headers: { authorization: `Bearer ${buyer.token}` } });
    expect(profile.status).toBe(401);
    const login = await fetch(`${API_URL}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: buyer.email, password: PASSWORD }),
    });
    expect(login.status).toBe(403);
    expect(((await login.json()) as { message: string }).message).toMatch(/suspended/);
  });

  await test.step('the audit log lists the suspension with its reason', async () => {
    await page.getByRole('link', { name: 'See these entries in the audit log' }).click();
    await expect(page).toHaveURL(`/admin/audit?target_type=user&target_id=${buyer.id}`);
    const rows = page.getByRole('table', { name: 'Admin actions, newest first' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('User suspended');
    await expect(rows.nth(1)).toContainText('status: active -> suspended');
    await expect(rows.nth(1)).toContainText(REASON);
  });

  await test.step('the old /profile-details?user= address leads to the same page, where the admin reactivates them', async () => {
    await page.goto(`/profile-details?user=${buyer.id}`);
    await expect(page).toHaveURL(`/admin/users/${buyer.id}`);
    await page.getByRole('button', { name: 'Reactivate' }).click();
    await page.getByRole('button', { name: 'Yes, reactivate' }).click();
    await expect(page.getByText('The account is now active.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Status changes, newest first' }).getByRole('listitem').first()).toContainText('Suspended → Active');
    expect(await apiLogin(buyer.email, PASSWORD)).toBeTruthy();
    await expectAccessible(page, '/admin/users/[id]');
  });
  await page.context().close();
});

test('on a 390 px phone the search and a person’s page do not scroll sideways', async ({ browser }) => {
  const page = await phonePageWithSession(browser, admin.storage);
  await expectPagesFitThePhone(page, [`/admin/users?q=${encodeURIComponent(buyer.email)}`, `/admin/users/${buyer.id}`]);
  await expectAccessible(page, '/admin/users/[id] (phone)');
  await page.context().close();
});
