import { expect, test } from '@playwright/test';
import { decode } from 'next-auth/jwt';
import { DEMO, DEMO_PASSWORD, accountMenuButton, latestResetCode, logIn, newEmail, register, serverSecrets } from './support';

const SESSION_COOKIE = 'next-auth.session-token';

test('a new buyer registers, logs in, lands on the page they wanted, and logs out', async ({ page }) => {
  const email = newEmail('register');
  await register(page, 'Wanjiku Maina', email, 'karibu-e2e-1');

  await page.goto('/order-history?page=2');
  await expect(page).toHaveURL(/\/login\?redirect=%2Forder-history%3Fpage%3D2$/);
  await page.goto('/dashboard?from=e2e');
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard%3Ffrom%3De2e');
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('karibu-e2e-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/dashboard?from=e2e');
  await expect(page.getByRole('heading', { name: 'Welcome, Wanjiku Maina' })).toBeVisible();

  await accountMenuButton(page).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);
});

test('a wrong password shows the API message and keeps the user on the login page', async ({ page }) => {
  await logIn(page, DEMO.buyer.email, 'not-the-password');
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('logout ends the session at the API: the old cookie no longer opens the account', async ({ page, browser }) => {
  await logIn(page, DEMO.buyer.email, DEMO_PASSWORD, '/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.buyer.name}` })).toBeVisible();
  const [cookie] = (await page.context().cookies()).filter((c) => c.name === SESSION_COOKIE);
  expect(cookie).toBeDefined();

  await accountMenuButton(page).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');

  // Someone who kept a copy of the cookie: it still decrypts, but the API refused its token.
  const replay = await browser.newContext();
  await replay.addCookies([cookie]);
  const other = await replay.newPage();
  await other.goto('/dashboard');
  await expect(other).toHaveURL(/\/login\?redirect=%2Fdashboard&expired=1/);
  await expect(other.getByText('Your session has ended. Please log in again.')).toBeVisible();
  await replay.close();
});

test('a forgotten password is reset with the emailed code, step by step', async ({ page }) => {
  const email = newEmail('reset');
  await register(page, 'Otieno Ouma', email, 'old-password-1');

  await page.goto('/forgot-password');
  await expect(page).toHaveTitle(/Reset Password/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  await expect(page.getByText('Reset code sent! Please check your email for the reset code.')).toBeVisible();

  await page.goto('/verify-reset-code');
  await expect(page.getByText('Code expires in 10 minutes')).toBeVisible();
  const code = await latestResetCode(email);
  await page.getByRole('textbox', { name: 'Reset code' }).fill(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Code verified successfully! Redirecting you to create new password...')).toBeVisible();
  await page.waitForURL(/\/reset-password/);

  await page.getByLabel('New password', { exact: true }).fill('new-password-2');
  await page.getByLabel('Confirm new password').fill('new-password-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset! Redirecting to login...')).toBeVisible();
  await page.waitForURL(/\/login/);

  await logIn(page, email, 'old-password-1');
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await logIn(page, email, 'new-password-2', '/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Otieno Ouma' })).toBeVisible();
});

test('an admin loading the landing page is logged out and sent to login', async ({ page }) => {
  await logIn(page, DEMO.admin.email, DEMO_PASSWORD, '/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.admin.name}` })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL('/login');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);
});

test('a seller lands on the seller centre, and clicking through to the landing page logs them out', async ({ page }) => {
  // Whatever buyer page they were sent from, a seller's login lands on their own side (issue 32).
  await logIn(page, DEMO.seller.email, DEMO_PASSWORD, '/dashboard');
  await expect(page).toHaveURL('/seller');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  // The seller centre's header has no way to /; a public page's header does, and using it logs them out.
  await page.goto('/marketplace');
  await page.getByRole('banner').getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/);
});

const protectedRoutes = [
  '/support',
  '/support/create',
  '/payments',
  '/notifications',
  '/returns-refunds',
  '/invoices?page=3',
  '/dashboard',
  '/profile-details',
  '/my-transactions',
  '/my-profile',
  '/order-history',
  '/track-order?number=ORD-2026-000001',
  '/address-book',
];

test('every login-required route sends an anonymous visitor to login with the full path', async ({ page }) => {
  for (const route of protectedRoutes) {
    await page.goto(route);
    await expect(page, route).toHaveURL(`/login?redirect=${encodeURIComponent(route)}`);
  }
});

test('a redirect to another site is refused after login', async ({ page }) => {
  await logIn(page, DEMO.buyer.email, DEMO_PASSWORD, '//evil.example/steal');
  await expect(page).toHaveURL('/dashboard');
});

test("the API's token never reaches the browser", async ({ page }) => {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (!['document', 'fetch', 'xhr', 'script'].includes(type)) return;
    try {
      bodies.push(await response.text());
    } catch {
      // redirects and aborted requests have no body
    }
  });

  await logIn(page, DEMO.buyer.email, DEMO_PASSWORD, '/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO.buyer.name}` })).toBeVisible();
  // Client-side navigations fetch RSC payloads; the session endpoint answers the user menu.
  await page.getByRole('link', { name: 'Marketplace' }).first().click();
  await page.goto('/dashboard');
  await page.goto('/api/auth/session');
  const session = JSON.parse((await page.textContent('body')) ?? '{}');
  expect(Object.keys(session.user).sort()).toEqual(['email', 'id', 'name', 'userType']);

  const [cookie] = (await page.context().cookies()).filter((c) => c.name === SESSION_COOKIE);
  expect(cookie.httpOnly).toBe(true);
  const token = await decode({ token: cookie.value, secret: serverSecrets().AUTH_SECRET });
  const accessToken = token?.accessToken as string;
  expect(accessToken?.length).toBeGreaterThan(20);

  expect(bodies.length).toBeGreaterThan(3);
  for (const body of bodies) expect(body).not.toContain(accessToken);
  const stored = await page.evaluate(() => [document.cookie, JSON.stringify(localStorage), JSON.stringify(sessionStorage)].join('\n'));
  expect(stored).not.toContain(accessToken);
});

test('logging out in one tab logs the other tab out too', async ({ page, context }) => {
  await logIn(page, DEMO.buyer.email, DEMO_PASSWORD, '/dashboard');
  await expect(accountMenuButton(page)).toBeVisible();
  const second = await context.newPage();
  await second.goto('/');
  await expect(accountMenuButton(second)).toBeVisible();

  await accountMenuButton(page).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(second.getByRole('link', { name: 'Login' })).toBeVisible({ timeout: 15_000 });
});

test('logging in in one tab shows in the other open tab at once, without focusing it', async ({ page, context }) => {
  const other = await context.newPage();
  // The tab listens once its scripts run: its session provider asks for the session when it mounts.
  const listening = other.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/session');
  await other.goto('/marketplace');
  await listening;
  await expect(other.getByRole('link', { name: 'Login' })).toBeVisible();

  // The login happens in the first tab; the other one stays in the background.
  await logIn(page, DEMO.buyer.email, DEMO_PASSWORD, '/dashboard');
  await expect(accountMenuButton(page)).toBeVisible();
  await expect(accountMenuButton(other)).toBeVisible({ timeout: 10_000 });
  await expect(other.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('every response carries the security headers, and a foreign Origin is refused', async ({ page, baseURL }) => {
  for (const path of ['/', '/login', '/api/cart/summary']) {
    const res = await page.request.get(path);
    const headers = res.headers();
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(csp, `${path} ${directive}`).toContain(directive);
    }
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The production build sends HSTS.
    expect(headers['strict-transport-security']).toContain('max-age=');
  }
  const foreign = await page.request.post('/api/auth/register', {
    headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    data: { name: 'x', email: 'x@y.test', password: 'secret-1', password_confirmation: 'secret-1' },
  });
  expect(foreign.status()).toBe(403);
  const own = await page.request.post('/api/auth/register', {
    headers: { origin: baseURL!, 'content-type': 'application/json' },
    data: { name: '', email: '', password: '', password_confirmation: '' },
  });
  expect(own.status()).toBe(422);
});
