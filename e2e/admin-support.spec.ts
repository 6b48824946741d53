// Issue 33, point 6: the support inbox and the Contact messages from both sides. A buyer opens a
// ticket through the API; the demo admin finds it in /admin/support with the filters, answers it
// with a status and then closes it on its page; the buyer reads the answer on /support/{id} and has
// it in their mail. A Contact message sent through the API is unread, read once opened, then
// archived. A buyer opening either page gets the console's 403. Each page passes axe and fits a
// 390 px phone.
//
// One sign-in per role, kept as stored state; the ticket and the message come from the API.
import { expect, test } from '@playwright/test';
import {
  api,
  API_URL,
  apiLogin,
  DEMO,
  DEMO_PASSWORD,
  expectAccessible,
  expectNoSidewaysScroll,
  mailsTo,
  newEmail,
  pageWithSession,
  PHONE,
  registerThroughApi,
  signInAndStore,
} from './support';

const PASSWORD = 'karibu-support-1';
const ANSWER = 'Pole sana! We have refunded the second M-Pesa charge; it reaches you within two days.';

const buyer = { id: 0, name: 'Nyambura Wairimu', email: '', token: '', storage: '' };
const admin = { storage: '', token: '' };
const ticket = { id: 0, subject: '' };
const contact = { id: 0, name: '' };

const contactState = async (id: number) =>
  (await api<{ data: { id: number; status: string }[] }>('/admin/contact-messages?per_page=100', {}, admin.token)).data.find((m) => m.id === id)?.status;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  buyer.email = newEmail('support-buyer');
  await registerThroughApi(buyer.name, buyer.email, PASSWORD);
  buyer.token = await apiLogin(buyer.email, PASSWORD);
  buyer.id = (await api<{ user_id: number }>('/user/profile', {}, buyer.token)).user_id;
  admin.token = await apiLogin(DEMO.admin.email, DEMO_PASSWORD);

  ticket.subject = `Charged twice ${Date.now()}`;
  const opened = await api<{ ticket_id: number }>(
    '/support-tickets',
    {
      method: 'POST',
      body: JSON.stringify({ subject: ticket.subject, description: 'M-Pesa took the money twice for one order.', ticket_category: 'payment', priority: 'low' }),
    },
    buyer.token,
  );
  ticket.id = opened.ticket_id;

  contact.name = `Zawadi Contact ${Date.now()}`;
  const sent = await fetch(`${API_URL}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.66.0.1' },
    body: JSON.stringify({ name: contact.name, email: 'zawadi@example.com', message: 'Do you ship kiondo baskets to Arusha? I would like six for a wedding.' }),
  });
  expect(sent.status).toBe(201);
  contact.id = ((await sent.json()) as { data: { id: number } }).data.id;

  const buyerSignIn = await signInAndStore(browser, buyer.email, PASSWORD, 'support-buyer-state.json');
  buyer.storage = buyerSignIn.storage;
  await buyerSignIn.context.close();
  const adminSignIn = await signInAndStore(browser, DEMO.admin.email, DEMO_PASSWORD, 'support-admin-state.json', '/admin/support');
  admin.storage = adminSignIn.storage;
  await adminSignIn.context.close();
});

test('the admin finds the ticket in the inbox, answers it and closes it; the buyer reads the answer and has it by mail', async ({ browser }) => {
  const page = await pageWithSession(browser, admin.storage);

  await test.step('the inbox filters by priority and category, and shows the ticket with its buyer', async () => {
    await page.goto('/admin/support');
    await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Support' })).toHaveAttribute('aria-current', 'page');
    await page.getByLabel('Priority').selectOption('low');
    await page.getByLabel('Category').selectOption('payment');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/\/admin\/support\?priority=low&category=payment$/);
    const row = page.getByRole('row').filter({ hasText: ticket.subject });
    await expect(row).toContainText(buyer.name);
    await expect(row).toContainText(buyer.email);
    await expect(row).toContainText('Open');
    await expect(row).toContainText('Low');
    await expect(row).toContainText('Payment');
    await expectAccessible(page, '/admin/support (filtered)');
    await row.getByRole('link', { name: ticket.subject }).click();
    await expect(page).toHaveURL(`/admin/support/${ticket.id}`);
  });

  await test.step('the answer is sent with the status Resolved, and shows in the conversation', async () => {
    await expect(page.getByRole('heading', { level: 1, name: ticket.subject })).toBeVisible();
    await expect(page.getByText('M-Pesa took the money twice for one order.')).toBeVisible();
    // Who asked, with the way to their page under People.
    await expect(page.getByRole('link', { name: buyer.name })).toHaveAttribute('href', `/admin/users/${buyer.id}`);
    await expect(page.getByText(buyer.email)).toBeVisible();
    await expectAccessible(page, `/admin/support/${ticket.id}`);
    await page.getByLabel('Message', { exact: true }).fill(ANSWER);
    await page.getByLabel('Ticket status after this message').selectOption('resolved');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent.' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Messages, oldest first' })).toContainText(ANSWER);
    await expect(page.locator('[data-tone]').filter({ hasText: 'Resolved' })).toBeVisible();
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('resolved');
  });

  await test.step('the status changer closes it; the inbox shows it Closed', async () => {
    await page.getByLabel('Status', { exact: true }).selectOption('closed');
    await page.getByRole('button', { name: 'Update status' }).click();
    await expect(page.getByText('Ticket status updated.').first()).toBeVisible();
    await expect(page.locator('[data-tone]').filter({ hasText: 'Closed' })).toBeVisible();
    await page.goto(`/admin/support?status=closed&priority=low&category=payment`);
    await expect(page.getByRole('row').filter({ hasText: ticket.subject })).toContainText('Closed');
  });
  await page.context().close();

  const buyerPage = await pageWithSession(browser, buyer.storage);
  await test.step('the buyer reads the answer on their ticket, and it was mailed to them', async () => {
    await buyerPage.goto(`/support/${ticket.id}`);
    const answer = buyerPage.getByRole('listitem').filter({ hasText: ANSWER });
    await expect(answer).toContainText('Support team');
    const mails = await mailsTo(buyer.email);
    const mail = mails.find((m) => m.subject === `Support answered your ticket #${ticket.id}: ${ticket.subject}`);
    expect(mail?.body).toContain(ANSWER);
  });

  await test.step('a buyer opening the inbox or the messages gets the console’s 403', async () => {
    for (const path of ['/admin/support', `/admin/support/${ticket.id}`, '/admin/messages']) {
      const response = await buyerPage.goto(path);
      expect(response?.status()).toBe(403);
      await expect(buyerPage.getByText(ticket.subject)).toHaveCount(0);
    }
  });
  await buyerPage.context().close();
});

test('a Contact message is unread, read once opened, then archived', async ({ browser }) => {
  const page = await pageWithSession(browser, admin.storage);
  const item = () => page.getByRole('listitem', { name: `Message from ${contact.name}` });

  await test.step('it waits in Unread; opening it shows it whole and marks it read', async () => {
    await page.goto('/admin/messages');
    await expect(page.getByRole('link', { name: 'Unread' })).toHaveAttribute('aria-current', 'page');
    await expect(item()).toContainText('Unread');
    await expectAccessible(page, '/admin/messages');
    await item().getByRole('button', { name: 'Open message' }).click();
    await expect(item()).toContainText('I would like six for a wedding.');
    await expect(item()).toContainText('Read');
    await expect.poll(() => contactState(contact.id)).toBe('read');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(item()).toHaveCount(0);
  });

  await test.step('in Read it is archived, and then found in Archived', async () => {
    await page.getByRole('link', { name: 'Read', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/messages\?status=read$/);
    await item().getByRole('button', { name: 'Archive' }).click();
    await expect(item()).toHaveCount(0);
    await expect.poll(() => contactState(contact.id)).toBe('archived');
    await page.getByRole('link', { name: 'Archived' }).click();
    await expect(item()).toContainText('Archived');
    await expect(item().getByRole('button', { name: 'Unarchive' })).toBeVisible();
  });
  await page.context().close();
});

test('on a 390 px phone the inbox, a ticket and the messages do not scroll sideways', async ({ browser }) => {
  const context = await browser.newContext({ storageState: admin.storage, viewport: { width: PHONE, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  for (const path of ['/admin/support', `/admin/support/${ticket.id}`, '/admin/messages?status=archived']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
  await expectAccessible(page, '/admin/messages (phone)');
  await context.close();
});
