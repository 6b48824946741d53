// Support tickets as a new buyer meets them: a ticket opened through CreateTicket (its message, the
// move back to the list 1.2 s later, the row) and one through the list's "New message" modal (in
// the list at once); the menu hidden and shown again; a reply on the ticket's page (in the
// conversation at once); support's answer, made by an admin through the API, seen after a reload
// with the status it left; another buyer's ticket not found. Each page passes axe and has no
// sideways scroll at 390 px.
//
// One buyer for the file, signed in once (stored state).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, apiLogin, DEMO, DEMO_PASSWORD, logIn, newEmail, expectAccessible } from './support';

const PASSWORD = 'karibu-support-1';

async function registerBuyer(tag: string, name: string) {
  const email = newEmail(tag);
  await api('/auth/register', { method: 'POST', body: JSON.stringify({ name, email, password: PASSWORD, password_confirmation: PASSWORD }) });
  return email;
}

const buyer = { email: '', name: 'Achieng Odhiambo', storage: '' };
const run = Date.now();
const FORM_SUBJECT = `Kiondo basket arrived with a torn handle ${run}`;
const MODAL_SUBJECT = `Can you gift-wrap my order? ${run}`;
const REPLY_SUBJECT = `Torn handle on my kiondo ${run}`;
const PHONE_SUBJECT = `A long subject to see on a phone: where is my beaded leather belt? ${run}`;

/** A ticket of this file's buyer, opened through the API so that a test stands on its own. */
async function openTicket(subject: string): Promise<number> {
  const token = await apiLogin(buyer.email, PASSWORD);
  const body = JSON.stringify({
    subject,
    description: 'The basket came today, one leather handle is torn off.',
    ticket_category: 'product',
    priority: 'medium',
  });
  return (await api<{ ticket_id: number }>('/support-tickets', { method: 'POST', body }, token)).ticket_id;
}

async function buyerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: buyer.storage });
  return context.newPage();
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} scrolls sideways by ${overflow}px at 390px`).toBeLessThanOrEqual(0);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  buyer.email = await registerBuyer('support', buyer.name);
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, buyer.email, PASSWORD, '/support');
  await expect(page).toHaveURL('/support');
  buyer.storage = test.info().outputPath('buyer-state.json');
  await context.storageState({ path: buyer.storage });
  await context.close();
});

test('a ticket opened through CreateTicket and one through the modal are both in the list', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await buyerPage(browser);
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support Tickets');
  await expect(page.getByText('You have no support tickets yet.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /^Support Tickets/ })).toHaveAttribute('aria-current', 'page');

  // CreateTicket: the required fields first, then the ticket.
  await page.getByRole('link', { name: 'Create Ticket' }).click();
  await expect(page).toHaveURL('/support/create');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Ticket');
  await expectAccessible(page, '/support/create');
  await expect(page.getByLabel('Category')).toHaveValue('delivery');
  await expect(page.getByLabel('Priority')).toHaveValue('high');
  await page.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(page.getByText('Please enter a subject.').first()).toBeVisible();
  await expect(page.getByText('Please enter a description.')).toBeVisible();
  await page.getByLabel('Subject').fill(FORM_SUBJECT);
  await page.getByLabel('Description').fill('The basket came today, one leather handle is torn off.');
  await page.getByLabel('Category').selectOption('product');
  await page.getByLabel('Priority').selectOption('medium');
  await page.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(page.getByText('Ticket created successfully!')).toBeVisible();
  await expect(page).toHaveURL('/support');
  const formRow = page.getByRole('row').filter({ hasText: FORM_SUBJECT });
  await expect(formRow).toContainText('Open');
  await expect(formRow).toContainText('Product');
  await expect(formRow.locator('[data-tone]')).toHaveAttribute('data-tone', 'green');

  // The modal: subject and message required; the ticket is in the list at once, without a reload.
  await page.getByRole('button', { name: 'New message' }).click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '/support, New message dialog');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('Please enter a subject.').first()).toBeVisible();
  await expect(dialog.getByText('Please enter a message.')).toBeVisible();
  await dialog.getByLabel('Subject').fill(MODAL_SUBJECT);
  await dialog.getByLabel('Message').fill('It is a present for my sister in Mombasa.');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: MODAL_SUBJECT })).toContainText('Open');
  await expect(page.getByRole('row').filter({ hasText: FORM_SUBJECT })).toBeVisible();
  await expectAccessible(page, '/support');

  // Hide menu: the sidebar and the breadcrumb go, and come back.
  await page.getByRole('button', { name: 'Hide menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
  await page.getByRole('button', { name: 'Hide menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  await page.context().close();
});

test('the buyer replies on the ticket page; support’s answer and the status show after a reload', async ({ browser }) => {
  const page = await buyerPage(browser);
  const ticketId = await openTicket(REPLY_SUBJECT);
  await page.goto('/support');
  await page.getByRole('link', { name: REPLY_SUBJECT }).click();
  await expect(page).toHaveURL(`/support/${ticketId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REPLY_SUBJECT);
  await expect(page.getByText('The basket came today, one leather handle is torn off.')).toBeVisible();
  await expect(page.getByText('No messages yet.')).toBeVisible();
  await expectAccessible(page, '/support/{id}');

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please write a message.').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('Photos of the handle are ready if you need them.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent.')).toBeVisible();
  const messages = page.getByRole('list', { name: 'Messages, oldest first' }).getByRole('listitem');
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toContainText('Photos of the handle are ready if you need them.');
  await expect(messages.first()).toContainText('Buyer');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  // Support answers (an admin, through the API): the ticket now waits for the buyer.
  const adminToken = await apiLogin(DEMO.admin.email, DEMO_PASSWORD);
  await api(
    `/support-tickets/${ticketId}/messages`,
    { method: 'POST', body: JSON.stringify({ body: 'Sorry about that! A replacement leaves Nairobi tomorrow.' }) },
    adminToken,
  );
  await page.reload();
  await expect(messages).toHaveCount(2);
  await expect(messages.last()).toContainText('A replacement leaves Nairobi tomorrow.');
  await expect(messages.last()).toContainText('Support team');
  await expect(messages.last()).toHaveAttribute('data-author', 'staff');
  const status = page.getByRole('main').locator('[data-tone]').first();
  await expect(status).toHaveText('Pending');
  await expect(status).toHaveAttribute('data-tone', 'yellow');
  await expectAccessible(page, '/support/{id} with an answer');

  await page.goto('/support');
  await expect(page.getByRole('row').filter({ hasText: REPLY_SUBJECT })).toContainText('Pending');
  // The latest activity comes first.
  await expect(page.getByRole('row').nth(1)).toContainText(REPLY_SUBJECT);
  await page.context().close();
});

test('another buyer’s ticket is not found', async ({ browser }) => {
  const otherEmail = await registerBuyer('support-other', 'Kamau Njoroge');
  const otherToken = await apiLogin(otherEmail, PASSWORD);
  const theirs = await api<{ ticket_id: number }>(
    '/support-tickets',
    { method: 'POST', body: JSON.stringify({ subject: 'My own question', message: 'Private.' }) },
    otherToken,
  );

  const page = await buyerPage(browser);
  await page.goto(`/support/${theirs.ticket_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ticket not found');
  await expect(page.getByText('Private.')).toHaveCount(0);
  const write = await page.request.post(`/api/support-tickets/${theirs.ticket_id}/messages`, {
    headers: { origin: new URL(page.url()).origin },
    data: { body: 'Let me in' },
  });
  expect(write.status()).toBe(404);
  await page.context().close();
});

test('the support pages fit a 390 px phone without sideways scroll', async ({ browser }) => {
  const page = await buyerPage(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/support');
  await expectNoSidewaysScroll(page, '/support');
  await page.getByRole('button', { name: 'New message' }).click();
  await expect(page.getByRole('dialog', { name: 'New message' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/support, New message dialog');
  await page.getByRole('dialog', { name: 'New message' }).getByRole('button', { name: 'Close' }).click();

  await page.goto(`/support/${await openTicket(PHONE_SUBJECT)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PHONE_SUBJECT);
  await expectNoSidewaysScroll(page, '/support/{id}');

  await page.goto('/support/create');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Ticket');
  await expectNoSidewaysScroll(page, '/support/create');
  await page.context().close();
});
