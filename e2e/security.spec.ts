// Security journeys (issue 22): what a signed-in buyer may not see of another buyer's account.
//
// Another buyer's order and support ticket answer a real HTTP 404, not a 200 with the not-found
// message streamed after an account loading boundary started the response.
import { expect, test } from '@playwright/test';
import { API_URL, DEMO, DEMO_PASSWORD, logIn, newEmail } from './support';

const PASSWORD = 'karibu-security-1';

async function api<T>(path: string, init: RequestInit = {}, token?: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${body.message}`);
  return body.data;
}

const apiLogin = async (email: string, password: string) =>
  (await api<{ accessToken: string }>('/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) })).accessToken;

/** The demo buyer's records, which the file's own buyer must not see. */
const theirs = { orderId: 0, ticketId: 0 };
const stranger = { email: '', storage: '' };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const demoToken = await apiLogin(DEMO.buyer.email, DEMO_PASSWORD);
  const orders = await api<{ data: { order_id: number }[] }>('/orders?per_page=1', {}, demoToken);
  theirs.orderId = orders.data[0]!.order_id;
  const ticket = await api<{ ticket_id: number }>(
    '/support-tickets',
    { method: 'POST', body: JSON.stringify({ subject: 'Private question', description: 'Only for me.', ticket_category: 'product', priority: 'low' }) },
    demoToken,
  );
  theirs.ticketId = ticket.ticket_id;

  stranger.email = newEmail('security');
  await api('/auth/register', {
    method: 'POST',
    body: JSON.stringify({ name: 'Otieno Ouma', email: stranger.email, password: PASSWORD, password_confirmation: PASSWORD }),
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, stranger.email, PASSWORD, '/dashboard');
  await expect(page).toHaveURL('/dashboard');
  stranger.storage = test.info().outputPath('stranger-state.json');
  await context.storageState({ path: stranger.storage });
  await context.close();
});

test('another buyer’s order and support ticket answer HTTP 404 at the storefront', async ({ browser }) => {
  const context = await browser.newContext({ storageState: stranger.storage });
  const page = await context.newPage();
  for (const path of [`/order/${theirs.orderId}`, `/support/${theirs.ticketId}`]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
  // The buyer's own account pages still open (the session is real, not a redirect to login).
  expect((await page.request.get('/dashboard', { maxRedirects: 0 })).status()).toBe(200);
  await context.close();
});
