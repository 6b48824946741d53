// Shared by the journeys: the seeded demo accounts, the API's address, and reading what the
// servers were started with.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'karibu-2026';
export const DEMO = {
  buyer: { email: 'buyer@demo.crafts.ke', name: 'Amina Wanjiru' },
  admin: { email: 'admin@demo.crafts.ke', name: 'Njeri Kamau' },
  seller: { email: 'seller@demo.crafts.ke', name: 'Baraka Otieno' },
};

const port = Number(process.env.E2E_PORT ?? 3100);
export const API_URL = `http://127.0.0.1:${port + 1000}`;

/** The secrets scripts/start.mjs generated for the servers under test. */
export function serverSecrets(): Record<string, string> {
  return JSON.parse(readFileSync(path.join(__dirname, '..', '.data', `e2e-${port}`, 'secrets.json'), 'utf8'));
}

let counter = 0;
export function newEmail(tag: string): string {
  counter += 1;
  return `e2e-${tag}-${Date.now()}-${counter}@test.crafts.ke`;
}

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD, redirect?: string) {
  await page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  await page.getByLabel('Email or phone').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function register(page: Page, name: string, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration successful! You can now login.')).toBeVisible();
  await page.waitForURL(/\/login/);
}

/** The mails the API sent to this address, newest first (its development outbox). */
export async function mailsTo(email: string): Promise<{ subject: string; body: string }[]> {
  const res = await fetch(`${API_URL}/dev/outbox?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { data: { subject: string; body: string }[] }).data;
}

/** The latest reset code the API mailed to this address (its development outbox). */
export async function latestResetCode(email: string): Promise<string> {
  const res = await fetch(`${API_URL}/dev/outbox?to=${encodeURIComponent(email)}`);
  const body = (await res.json()) as { data: { body: string }[] };
  const match = /code is (\d{6})/.exec(body.data[0]?.body ?? '');
  if (!match) throw new Error(`no reset code was mailed to ${email}`);
  return match[1];
}

export const accountMenuButton = (page: Page) => page.getByRole('button', { name: /Account menu for/ });

/** The WCAG 2.2 A and AA rules, as axe-core tags them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** No WCAG 2.2 A/AA violation on the page as it is now; `where` names it in the failure. */
export async function expectAccessible(page: Page, where: string) {
  // Without motion: the hero's slides cross-fade every 5 s, and text caught half-faded fails the
  // contrast rule however good its colours are (seen once in a full run).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => `${where}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The phone width the journeys check pages at (a common phone's CSS pixels). */
export const PHONE = 390;

/**
 * The page is no wider than the phone: nothing sticks out to scroll to. Measured against the phone's
 * 390 px, not window.innerWidth: a mobile browser widens its layout viewport to fit a page that is
 * too wide (the cart at 413 px had innerWidth 413 too, so comparing the two hid it).
 */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth, culprits } = await page.evaluate((phone) => {
    const width = phone;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && getComputedStyle(el).position !== 'fixed';
      })
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} (${Math.round(el.getBoundingClientRect().right)} px)`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, culprits: wide };
  }, PHONE);
  expect(scrollWidth, `${where} is ${scrollWidth} px wide at ${innerWidth} px: ${culprits.join(', ')}`).toBeLessThanOrEqual(innerWidth);
}

/** A page in a stored session (signInAndStore) on the 390 px phone: mobile layout, touch. */
export async function phonePageWithSession(browser: Browser, storage: string): Promise<Page> {
  const context = await browser.newContext({ storageState: storage, viewport: { width: PHONE, height: 844 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

/** Opens each address on a phone page: its heading shows and nothing scrolls sideways. */
export async function expectPagesFitThePhone(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
}

/**
 * The document at the page's address, as a crawler fetches it, names one canonical URL, in its
 * <head>, matching `path`. The live DOM is not the judge: after a client-side navigation Next can
 * leave the previous page's link in the head beside the new one (seen in CI, never locally), which
 * no crawler sees, since crawlers load each address afresh.
 */
export async function expectCanonical(page: Page, path: RegExp) {
  const response = await page.request.get(page.url());
  expect(response.status()).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const links = [...html.matchAll(/<link[^>]*rel="canonical"[^>]*>/g)].map((m) => m[0]);
  expect(links).toHaveLength(1);
  expect(head).toContain(links[0]);
  expect(links[0].match(/href="([^"]*)"/)?.[1]).toMatch(path);
  // And the page in the browser carries it too.
  const hrefs = () => page.locator('link[rel="canonical"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  await expect.poll(hrefs).toContainEqual(expect.stringMatching(path));
}

/**
 * The address answers 404 with the not-found page written into its HTML, the heading included (not
 * left in the RSC payload for JavaScript to draw). React escapes the apostrophe as &#x27;.
 */
export async function expectNotFoundInHtml(request: APIRequestContext, path: string, heading: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(404);
  const escaped = heading.replace(/'/g, '&#x27;').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  expect(await response.text(), path).toMatch(new RegExp(`<h1[^>]*>${escaped}</h1>`));
}

/** A port nothing listens on just now, for a server a spec starts of its own. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A call to the API under test, as the journeys make their data: JSON in and out, the envelope's data, or a thrown error. */
export async function api<T>(path: string, init: RequestInit = {}, token?: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${body.message}`);
  return body.data;
}

/** A bearer token of the API for this account. */
export const apiLogin = async (email: string, password: string) =>
  (await api<{ accessToken: string }>('/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) })).accessToken;

/** The order delivered, as the demo admin marks it through the API: returns open at delivery. */
export async function deliverThroughApi(orderId: number): Promise<void> {
  const adminToken = await apiLogin(DEMO.admin.email, DEMO_PASSWORD);
  await api(`/admin/orders/${orderId}/status`, { method: 'PATCH', body: JSON.stringify({ status: 'Delivered' }) }, adminToken);
}

/** A new account made through the API, as a journey's own buyer starts. */
export async function registerThroughApi(name: string, email: string, password: string): Promise<void> {
  await api('/auth/register', { method: 'POST', body: JSON.stringify({ name, email, password, password_confirmation: password }) });
}

/**
 * Signs the account in through the login page in a fresh browser context, lands on `landing`, and
 * keeps that session in the test's output as `file`: its path (for `storageState`), with the
 * context and page still open for work in that session (the caller closes the context).
 */
export async function signInAndStore(browser: Browser, email: string, password: string, file: string, landing = '/dashboard') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, email, password, landing);
  await expect(page).toHaveURL(landing);
  const storage = test.info().outputPath(file);
  await context.storageState({ path: storage });
  return { storage, context, page };
}

/** A page in a new context holding a session kept by signInAndStore. */
export async function pageWithSession(browser: Browser, storage: string): Promise<Page> {
  const context = await browser.newContext({ storageState: storage });
  return context.newPage();
}

/** A POST to the storefront's own route handlers in the page's session (same origin, as its forms send): the JSON answer. */
export async function storefrontPost(request: APIRequestContext, baseURL: string, path: string, data: unknown) {
  const response = await request.post(path, { headers: { origin: baseURL }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/**
 * One order placed through the storefront's own handlers in the page's session: one piece of the
 * product, to a new address; the checkout's answer (the order's id and number).
 */
export async function orderThroughStorefront(
  request: APIRequestContext,
  baseURL: string,
  productId: number,
  address: { name: string; street: string; city: string; country: string; phone: string },
) {
  await storefrontPost(request, baseURL, '/api/cart/items', { productId, quantity: 1 });
  const saved = await storefrontPost(request, baseURL, '/api/addresses', address);
  return storefrontPost(request, baseURL, '/api/checkout', { addressId: saved.address.id, idempotencyKey: crypto.randomUUID() });
}

/** Paystack's test cards, as the card sandbox's page takes them (issue 34). */
export const SANDBOX_CARDS = {
  paid: { number: '4084 0840 8408 4081', expiry: '12/39', cvc: '408' },
  declined: { number: '4084 0800 0000 5408', expiry: '12/39', cvc: '001' },
} as const;

/** Pays on the card sandbox's page (a payment's redirect_url) as its form does; answers where it sends the browser. */
export async function submitSandboxCard(redirectUrl: string, card: { number: string; expiry: string; cvc: string } = SANDBOX_CARDS.paid): Promise<string> {
  const res = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: card.number, expiry: card.expiry, cvc: card.cvc }).toString(),
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`the card sandbox's page answered ${res.status}`);
  return res.headers.get('location')!;
}

/** Fills in and submits the card sandbox's page in the browser, as a buyer does. */
export async function payOnSandboxPage(page: Page, card: { number: string; expiry: string; cvc: string } = SANDBOX_CARDS.paid): Promise<void> {
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry (MM/YY)').fill(card.expiry);
  await page.getByLabel('CVV').fill(card.cvc);
  await page.getByRole('button', { name: /^Pay KES/ }).click();
}

/** The buyer's order paid by card through the API and the card sandbox's page (no money moves). */
export async function payByCardThroughApi(orderId: number, token: string): Promise<void> {
  const started = await api<{ payment: { payment_id: number; redirect_url: string } }>(
    `/orders/${orderId}/payments`,
    { method: 'POST', body: JSON.stringify({ method: 'card' }) },
    token,
  );
  await submitSandboxCard(started.payment.redirect_url);
  const settled = await api<{ payment: { status: string } }>(`/payments/${started.payment.payment_id}`, {}, token);
  if (settled.payment.status !== 'completed') throw new Error(`the card payment of order ${orderId} is ${settled.payment.status}`);
}

/**
 * The buyer's order paid and then delivered by the demo admin, as an order a buyer received: only
 * such a buyer may review what was in it, or return it.
 */
export async function receiveThroughApi(orderId: number, token: string): Promise<void> {
  await payByCardThroughApi(orderId, token);
  await deliverThroughApi(orderId);
}

/** `name=value` pairs of Set-Cookie lines, as a Cookie header. */
export const cookiePairs = (lines: string[]) => lines.map((line) => line.split(';')[0]).join('; ');

/** Signs in at `site` through next-auth's own endpoints, as the login form does; answers the Set-Cookie lines. */
export async function signInThroughNextAuth(site: string, email: string, password: string): Promise<string[]> {
  const csrf = await fetch(`${site}/api/auth/csrf`, { redirect: 'manual' });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${site}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: site, 'content-type': 'application/x-www-form-urlencoded', cookie: cookiePairs(csrf.headers.getSetCookie()) },
    body: new URLSearchParams({ csrfToken, email, password, json: 'true' }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie();
}

/** Logs out at `site` as the account menu does (next-auth's CSRF token, then its sign-out POST) with the session `cookie`. */
export async function signOutThroughNextAuth(site: string, cookie: string): Promise<void> {
  const csrf = await fetch(`${site}/api/auth/csrf`, { headers: { cookie } });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const out = await fetch(`${site}/api/auth/signout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: site, 'content-type': 'application/x-www-form-urlencoded', cookie: `${cookie}; ${cookiePairs(csrf.headers.getSetCookie())}` },
    body: new URLSearchParams({ csrfToken, json: 'true' }),
  });
  expect(out.status).toBe(200);
}
