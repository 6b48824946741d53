// The support inbox and Contact messages of the operator's console (issue 33, point 6): the queue of
// every ticket filtered by status, priority and category, newest message first; an admin's answer
// mails the buyer (unless they turned order mail off) and is audited with the status it leaves, as
// is a change of status alone; Contact messages are unread until marked read or archived, audited.
import { and, eq } from 'drizzle-orm';
import { auditLog, contactMessages, notificationSettings, supportTickets } from '../src/db/schema';
import { expectEachNeedsAToken, testApiForFile } from './harness';
import { mailsTo } from './payments-fixtures';

const api = testApiForFile();

type User = Awaited<ReturnType<typeof api.createUser>>;
let admin: User;
beforeAll(async () => {
  admin = await api.createUser({ userType: 'admin', name: 'Inbox Admin' });
});

async function openTicket(buyer: User, body: Record<string, unknown> = {}) {
  const res = await api.request('POST', '/support-tickets', { token: buyer.token, body: { subject: 'Parcel late', description: 'Still waiting.', ...body } });
  expect(res.status).toBe(201);
  return res.body.data.ticket_id as number;
}

const answer = (id: number, body: unknown, token = admin.token) => api.request('POST', `/support-tickets/${id}/messages`, { token, body });
const setStatus = (id: number, status: unknown, token = admin.token) => api.request('PATCH', `/support-tickets/${id}/status`, { token, body: { status } });
const inbox = (query = '') => api.request('GET', `/admin/support-tickets?per_page=100${query}`, { token: admin.token });
const ticketIds = async (query = '') => ((await inbox(query)).body.data.data as { ticket_id: number }[]).map((t) => t.ticket_id);

async function auditOf(targetType: string, targetId: number) {
  return api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType as 'ticket'), eq(auditLog.targetId, targetId)))
    .orderBy(auditLog.id);
}

describe('who may', () => {
  it('answers 403 to a buyer and a seller on every admin route, 401 without a token', async () => {
    const owner = await api.createUser();
    const id = await openTicket(owner);
    const buyer = await api.createUser();
    const seller = await api.createUser({ userType: 'seller' });
    for (const token of [buyer.token, seller.token]) {
      expect((await api.request('GET', '/admin/support-tickets', { token })).status).toBe(403);
      expect((await setStatus(id, 'closed', token)).status).toBe(403);
      expect((await api.request('GET', '/admin/contact-messages', { token })).status).toBe(403);
      expect((await api.request('PATCH', '/admin/contact-messages/1', { token, body: { status: 'read' } })).status).toBe(403);
    }
    // Another buyer writing in the ticket is a 404, not a staff answer.
    expect((await answer(id, { body: 'Hi' }, buyer.token)).status).toBe(404);
    await expectEachNeedsAToken(api, [
      ['GET', '/admin/support-tickets'],
      ['GET', '/admin/contact-messages'],
      ['PATCH', '/admin/contact-messages/1'],
    ]);
  });
});

describe('GET /admin/support-tickets', () => {
  it('filters by priority and category, with status, in any case', async () => {
    const buyer = await api.createUser();
    const lowPayment = await openTicket(buyer, { priority: 'low', ticket_category: 'payment' });
    const highPayment = await openTicket(buyer, { priority: 'high', ticket_category: 'payment' });
    const lowProduct = await openTicket(buyer, { priority: 'low', ticket_category: 'product' });
    await setStatus(lowProduct, 'resolved');

    const low = await inbox('&priority=low');
    expect(low.status).toBe(200);
    expect(low.body.data.data.every((t: any) => t.priority === 'low')).toBe(true);
    expect(await ticketIds('&priority=low')).toEqual(expect.arrayContaining([lowPayment, lowProduct]));
    expect(await ticketIds('&priority=low')).not.toContain(highPayment);

    const payment = await ticketIds('&category=Payment');
    expect(payment).toEqual(expect.arrayContaining([lowPayment, highPayment]));
    expect(payment).not.toContain(lowProduct);

    expect(await ticketIds('&priority=low&category=payment')).toContain(lowPayment);
    expect(await ticketIds('&priority=low&category=payment')).not.toContain(lowProduct);
    expect(await ticketIds('&status=resolved&priority=low&category=product')).toContain(lowProduct);
    expect(await ticketIds('&status=open&priority=low&category=product')).not.toContain(lowProduct);
    // An empty filter is no filter.
    expect(await ticketIds('&priority=&category=&status=')).toEqual(expect.arrayContaining([lowPayment, highPayment, lowProduct]));
  });

  it('refuses an unknown priority or category with a 422 naming it', async () => {
    const priority = await inbox('&priority=urgent');
    expect(priority.status).toBe(422);
    expect(priority.body.data.priority).toEqual(['priority must be one of high, medium, low.']);
    const category = await inbox('&category=refund');
    expect(category.status).toBe(422);
    expect(category.body.data.category).toEqual(['category must be one of delivery, product, order, payment, others.']);
  });

  it('orders by the newest message, not by a status change, and shows the row the inbox needs', async () => {
    const buyer = await api.createUser({ name: 'Wanjiru Kamau' });
    const older = await openTicket(buyer, { subject: 'Older', priority: 'medium', ticket_category: 'order' });
    const newer = await openTicket(buyer, { subject: 'Newer' });
    expect((await ticketIds()).indexOf(newer)).toBeLessThan((await ticketIds()).indexOf(older));

    // A status change alone does not move a ticket up; a message does.
    await setStatus(older, 'pending');
    expect((await ticketIds()).indexOf(newer)).toBeLessThan((await ticketIds()).indexOf(older));
    await api.request('POST', `/support-tickets/${older}/messages`, { token: buyer.token, body: { body: 'Any news?' } });
    const ids = await ticketIds();
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));

    const row = (await inbox()).body.data.data.find((t: any) => t.ticket_id === older);
    expect(row).toMatchObject({
      subject: 'Older',
      status: 'open',
      priority: 'medium',
      ticket_category: 'order',
      message_count: 1,
      buyer: { id: buyer.id, name: 'Wanjiru Kamau', email: buyer.email },
    });
    const [stored] = await api.db.select().from(supportTickets).where(eq(supportTickets.id, older));
    expect(row.last_message_at).toBe(stored.lastMessageAt.toISOString());
    expect(stored.lastMessageAt.getTime()).toBeGreaterThan(stored.createdAt.getTime());
  });
});

describe('GET /support-tickets/{id}', () => {
  it('names the buyer to an admin, and to the buyer themselves not at all', async () => {
    const buyer = await api.createUser({ name: 'Achieng Odhiambo' });
    const id = await openTicket(buyer, { subject: 'Strap broke' });
    const asAdmin = await api.request('GET', `/support-tickets/${id}`, { token: admin.token });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data).toMatchObject({ subject: 'Strap broke', buyer: { id: buyer.id, name: 'Achieng Odhiambo', email: buyer.email } });
    const asBuyer = await api.request('GET', `/support-tickets/${id}`, { token: buyer.token });
    expect(asBuyer.status).toBe(200);
    expect(asBuyer.body.data.buyer).toBeNull();
    // An admin's answer is read back with the buyer too (the console's reply form shows it).
    expect((await answer(id, { body: 'We are on it.' })).body.data.buyer).toMatchObject({ id: buyer.id });
  });
});

describe("an admin's answer", () => {
  it('mails the buyer the answer and records ticket.reply with the status it leaves', async () => {
    const buyer = await api.createUser({ name: 'Otieno Ouma' });
    const id = await openTicket(buyer, { subject: 'Wrong colour' });
    const res = await answer(id, { body: 'We are sending the blue one today.', status: 'resolved' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'resolved', messages: [{ author_role: 'staff', body: 'We are sending the blue one today.' }] });

    const mails = (await mailsTo(api, buyer.email)).filter((m) => m.subject.includes(`#${id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Support answered your ticket #${id}: Wrong colour`);
    expect(mails[0].body).toContain('Hello Otieno Ouma');
    expect(mails[0].body).toContain('We are sending the blue one today.');

    const entries = await auditOf('ticket', id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'ticket.reply',
      actorId: admin.id,
      actorEmail: admin.email,
      before: { status: 'open' },
      after: { status: 'resolved', message_id: res.body.data.messages[0].id },
    });
  });

  it('is not mailed to a buyer who turned order updates off, and a buyer’s own message is neither mailed nor audited', async () => {
    const quiet = await api.createUser();
    await api.db.insert(notificationSettings).values({ userId: quiet.id, orderUpdates: false });
    const id = await openTicket(quiet);
    expect((await answer(id, { body: 'Answered.' })).status).toBe(201);
    expect((await mailsTo(api, quiet.email)).filter((m) => m.subject.includes(`#${id}`))).toEqual([]);
    expect((await auditOf('ticket', id)).map((e) => e.action)).toEqual(['ticket.reply']);

    await api.request('POST', `/support-tickets/${id}/messages`, { token: quiet.token, body: { body: 'Thanks' } });
    expect((await auditOf('ticket', id)).map((e) => e.action)).toEqual(['ticket.reply']);
  });

  it('refuses a bad answer with a 422 and writes nothing', async () => {
    const buyer = await api.createUser();
    const id = await openTicket(buyer);
    for (const body of [{}, { body: '  ' }, { body: 'ok', status: 'archived' }, { body: 'x'.repeat(5001) }]) expect((await answer(id, body)).status).toBe(422);
    expect(await auditOf('ticket', id)).toEqual([]);
    expect(await mailsTo(api, buyer.email)).toEqual([]);
  });
});

describe("an admin's change of status", () => {
  it('records ticket.status with before and after', async () => {
    const buyer = await api.createUser();
    const id = await openTicket(buyer);
    expect((await setStatus(id, 'pending')).status).toBe(200);
    expect((await setStatus(id, 'Closed')).status).toBe(200);
    const entries = await auditOf('ticket', id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['ticket.status', { status: 'open' }, { status: 'pending' }],
      ['ticket.status', { status: 'pending' }, { status: 'closed' }],
    ]);
  });

  it('is a 422 for an unknown status and a 404 for an unknown ticket, with nothing audited', async () => {
    const buyer = await api.createUser();
    const id = await openTicket(buyer);
    expect((await setStatus(id, 'lost')).status).toBe(422);
    expect((await setStatus(999999999, 'closed')).status).toBe(404);
    expect(await auditOf('ticket', id)).toEqual([]);
    expect(await auditOf('ticket', 999999999)).toEqual([]);
  });
});

describe('Contact messages', () => {
  let ip = 0;
  // POST /contact is limited per client address; each message comes from its own.
  async function sendContact(name: string) {
    const res = await api.request('POST', '/contact', {
      body: { name, email: 'writer@example.com', message: `${name} asks about shipping to Kisumu.` },
      headers: { 'x-forwarded-for': `10.88.0.${(ip += 1)}` },
    });
    expect(res.status).toBe(201);
    return res.body.data.id as number;
  }
  const mark = (id: number | string, body: unknown, token = admin.token) => api.request('PATCH', `/admin/contact-messages/${id}`, { token, body });
  const listed = async (status = '') =>
    (
      (await api.request('GET', `/admin/contact-messages?per_page=100${status ? `&status=${status}` : ''}`, { token: admin.token })).body.data.data as any[]
    ).map((m) => m.id);

  it('arrive unread, then are read, archived and unarchived, each change audited', async () => {
    const id = await sendContact('Njeri Mwangi');
    const all = await api.request('GET', '/admin/contact-messages?per_page=100', { token: admin.token });
    expect(all.body.data.data.find((m: any) => m.id === id)).toMatchObject({ status: 'unread', name: 'Njeri Mwangi' });
    expect(await listed('unread')).toContain(id);
    expect(await listed('read')).not.toContain(id);

    const read = await mark(id, { status: 'read' });
    expect(read.status).toBe(200);
    expect(read.body.message).toBe('Contact message updated.');
    expect(read.body.data).toMatchObject({ id, status: 'read' });
    expect(await listed('unread')).not.toContain(id);
    expect(await listed('read')).toContain(id);

    expect((await mark(id, { status: 'archived' })).body.data.status).toBe('archived');
    expect(await listed('archived')).toContain(id);
    expect(await listed('read')).not.toContain(id);
    // Unarchiving leaves it read; marking it with the state it has changes and records nothing.
    expect((await mark(id, { status: 'read' })).body.data.status).toBe('read');
    expect((await mark(id, { status: 'read' })).status).toBe(200);
    expect((await mark(id, { status: 'unread' })).body.data.status).toBe('unread');

    const entries = await auditOf('contact_message', id);
    expect(entries.map((e) => [e.action, e.actorId, e.before, e.after])).toEqual([
      ['contact_message.status', admin.id, { status: 'unread' }, { status: 'read' }],
      ['contact_message.status', admin.id, { status: 'read' }, { status: 'archived' }],
      ['contact_message.status', admin.id, { status: 'archived' }, { status: 'read' }],
      ['contact_message.status', admin.id, { status: 'read' }, { status: 'unread' }],
    ]);
  });

  it('refuses a bad status, a bad filter and an unknown or malformed id', async () => {
    const id = await sendContact('Baraka Kiprop');
    for (const body of [{}, { status: 'deleted' }, { status: 1 }]) {
      const res = await mark(id, body);
      expect(res.status).toBe(422);
      expect(res.body.data.status).toEqual(['status must be one of unread, read, archived.']);
    }
    expect((await api.request('GET', '/admin/contact-messages?status=spam', { token: admin.token })).status).toBe(422);
    expect((await mark(999999999, { status: 'read' })).status).toBe(404);
    expect((await mark('abc', { status: 'read' })).status).toBe(404);
    const [row] = await api.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row.status).toBe('unread');
    expect(await auditOf('contact_message', id)).toEqual([]);
  });
});
