import { eq } from 'drizzle-orm';
import { supportTickets, ticketMessages } from '../src/db/schema';
import { DEMO_USERS } from '../src/seed/demo';
import { expectEachNeedsAToken, type TestApi, testApiForFile } from './harness';
import { createOrder, tokenForEmail } from './account-fixtures';

const api = testApiForFile();

const fullPayload = {
  user_id: 1,
  order_id: null,
  ticket_category: 'payment',
  priority: 'low',
  status: 'closed',
  subject: '  M-Pesa charged twice ',
  description: ' I was charged twice for one order. ',
};

describe('POST /support-tickets', () => {
  it('opens a ticket from CreateTicket’s full payload, always the caller’s and always open', async () => {
    const buyer = await api.createUser();
    const res = await api.request('POST', '/support-tickets', { token: buyer.token, body: fullPayload });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Ticket created successfully!');
    expect(res.body.data).toEqual({
      ticket_id: expect.any(Number),
      subject: 'M-Pesa charged twice',
      description: 'I was charged twice for one order.',
      ticket_category: 'payment',
      priority: 'low',
      status: 'open',
      order_id: null,
      order_number: null,
      message_count: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      // The buyer is named to an admin only.
      buyer: null,
      messages: [],
    });
    const [row] = await api.db.select().from(supportTickets).where(eq(supportTickets.id, res.body.data.ticket_id));
    expect(row.userId).toBe(buyer.id);
  });

  it('opens a ticket from the modal’s {subject, message}, with the spec’s defaults', async () => {
    const buyer = await api.createUser();
    const res = await api.request('POST', '/support-tickets', { token: buyer.token, body: { subject: 'Where is my parcel?', message: 'Ordered last week.' } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ description: 'Ordered last week.', ticket_category: 'delivery', priority: 'high', status: 'open' });
  });

  it('accepts select values in any case', async () => {
    const buyer = await api.createUser();
    const res = await api.request('POST', '/support-tickets', {
      token: buyer.token,
      body: { subject: 's', description: 'd', ticket_category: 'Product', priority: 'MEDIUM' },
    });
    expect(res.body.data).toMatchObject({ ticket_category: 'product', priority: 'medium' });
  });

  it('links one of the caller’s orders; another buyer’s or an unknown order is refused on order_id', async () => {
    const buyer = await api.createUser();
    const other = await api.createUser();
    const order = await createOrder(api, buyer.id);
    const res = await api.request('POST', '/support-tickets', { token: buyer.token, body: { ...fullPayload, order_id: order.id } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ order_id: order.id, order_number: order.orderNumber });
    for (const [token, orderId] of [
      [other.token, order.id],
      [buyer.token, 999999999],
    ] as const) {
      const refused = await api.request('POST', '/support-tickets', { token, body: { ...fullPayload, order_id: orderId } });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({
        status: 'error',
        message: 'Please choose one of your orders.',
        data: { order_id: ['Please choose one of your orders.'] },
      });
    }
    expect((await api.request('GET', '/support-tickets', { token: other.token })).body.data.total).toBe(0);
  });

  it('says which required field is missing, in the form’s words', async () => {
    const buyer = await api.createUser();
    const cases = [
      [{ description: 'd' }, 'subject', 'Please enter a subject.'],
      [{ subject: 's' }, 'description', 'Please enter a description.'],
      [{ subject: 's', message: ' ' }, 'message', 'Please enter a message.'],
    ] as const;
    for (const [body, field, message] of cases) {
      const res = await api.request('POST', '/support-tickets', { token: buyer.token, body });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
      expect(res.body.data[field]).toEqual([message]);
    }
  });

  it.each([
    ['subject', { description: 'd' }],
    ['subject', { subject: '   ', description: 'd' }],
    ['subject', { subject: 'x'.repeat(201), description: 'd' }],
    ['description', { subject: 's' }],
    ['description', { subject: 's', description: '  ' }],
    ['description', { subject: 's', description: 'x'.repeat(5001) }],
    ['message', { subject: 's', message: '' }],
    ['ticket_category', { subject: 's', description: 'd', ticket_category: 'refund' }],
    ['priority', { subject: 's', description: 'd', priority: 'urgent' }],
    ['order_id', { subject: 's', description: 'd', order_id: 'ORD-1' }],
  ])('refuses a bad %s with a 422 naming it', async (field, body) => {
    const buyer = await api.createUser();
    const res = await api.request('POST', '/support-tickets', { token: buyer.token, body });
    expect(res.status).toBe(422);
    expect(res.body.data[field]).toBeDefined();
  });

  it('names both fields when subject and description are missing', async () => {
    const buyer = await api.createUser();
    const res = await api.request('POST', '/support-tickets', { token: buyer.token, body: {} });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.data).sort()).toEqual(['description', 'subject']);
  });
});

describe('reading tickets', () => {
  it('shows the demo buyer’s seeded ticket with its conversation: a staff answer, then the buyer’s reply', async () => {
    const { token } = await tokenForEmail(api, DEMO_USERS.buyer.email);
    const res = await api.request('GET', '/support-tickets', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThanOrEqual(1);
    const item = res.body.data.data[0];
    expect(item).toEqual({
      ticket_id: expect.any(Number),
      subject: expect.stringMatching(/^Delivery date for order ORD-/),
      description: expect.any(String),
      ticket_category: 'delivery',
      priority: 'medium',
      status: 'open',
      order_id: expect.any(Number),
      order_number: expect.stringMatching(/^ORD-/),
      message_count: 2,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const detail = await api.request('GET', `/support-tickets/${item.ticket_id}`, { token });
    expect(detail.status).toBe(200);
    const { messages, buyer, ...ticket } = detail.body.data;
    expect(ticket).toEqual(item);
    expect(buyer).toBeNull();
    expect(messages).toEqual([
      { id: expect.any(Number), author_role: 'staff', author_name: 'Njeri K.', body: expect.stringMatching(/^Habari Amina/), created_at: expect.any(String) },
      { id: expect.any(Number), author_role: 'buyer', author_name: 'Amina W.', body: expect.any(String), created_at: expect.any(String) },
    ]);
    // The opening text is the description, before every message; the last message is the latest activity.
    expect(Date.parse(messages[0].created_at)).toBeGreaterThan(Date.parse(item.created_at));
    expect(messages[1].created_at).toBe(item.updated_at);
  });

  it('pages the caller’s tickets newest first and leaves out everyone else’s', async () => {
    const buyer = await api.createUser();
    const other = await api.createUser();
    for (const subject of ['first', 'second', 'third']) {
      await api.request('POST', '/support-tickets', { token: buyer.token, body: { subject, message: 'm' } });
    }
    await api.request('POST', '/support-tickets', { token: other.token, body: { subject: 'not yours', message: 'm' } });
    const res = await api.request('GET', '/support-tickets?page=1&per_page=2', { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(res.body.data.data.map((t: any) => t.subject)).toEqual(['third', 'second']);
    const page2 = await api.request('GET', '/support-tickets?page=2&per_page=2', { token: buyer.token });
    expect(page2.body.data.data.map((t: any) => t.subject)).toEqual(['first']);
  });

  it('refuses a bad page with a 422 naming it', async () => {
    const buyer = await api.createUser();
    const res = await api.request('GET', '/support-tickets?per_page=1000', { token: buyer.token });
    expect(res.status).toBe(422);
    expect(res.body.data.per_page).toBeDefined();
  });

  it('reads one ticket; another buyer’s or an unknown one is not found', async () => {
    const buyer = await api.createUser();
    const other = await api.createUser();
    const created = (await api.request('POST', '/support-tickets', { token: buyer.token, body: { subject: 's', message: 'm' } })).body.data;
    const res = await api.request('GET', `/support-tickets/${created.ticket_id}`, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(created);
    const theirs = await api.request('GET', `/support-tickets/${created.ticket_id}`, { token: other.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Ticket not found');
    expect((await api.request('GET', '/support-tickets/999999999', { token: buyer.token })).status).toBe(404);
  });

  it('needs a valid token on every call', async () => {
    await expectEachNeedsAToken(
      api,
      [
        ['GET', '/support-tickets'],
        ['GET', '/support-tickets/1'],
        ['POST', '/support-tickets'],
        ['POST', '/support-tickets/1/messages'],
        ['PATCH', '/support-tickets/1/status'],
        ['GET', '/admin/support-tickets'],
      ],
      { ...fullPayload, body: 'hello', status: 'open' },
    );
  });
});

type User = Awaited<ReturnType<TestApi['createUser']>>;

async function openTicket(buyer: User, subject = 'Parcel late') {
  const res = await api.request('POST', '/support-tickets', { token: buyer.token, body: { subject, message: 'Still waiting.' } });
  expect(res.status).toBe(201);
  return res.body.data.ticket_id as number;
}

const say = (who: User, ticketId: number, body: Record<string, unknown>) =>
  api.request('POST', `/support-tickets/${ticketId}/messages`, { token: who.token, body });

const statusOf = async (ticketId: number) => (await api.db.select().from(supportTickets).where(eq(supportTickets.id, ticketId)))[0];

describe('POST /support-tickets/{id}/messages', () => {
  let admin: User;
  beforeAll(async () => {
    admin = await api.createUser({ userType: 'admin', name: 'Wairimu Njoroge' });
  });

  it('adds the owner’s message as the buyer and answers the ticket with its conversation', async () => {
    const buyer = await api.createUser({ name: 'Zawadi Achieng' });
    const id = await openTicket(buyer);
    const before = await statusOf(id);
    const res = await say(buyer, id, { body: '  The tracking number is KE123.  ' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Message sent.');
    expect(res.body.data).toMatchObject({ ticket_id: id, status: 'open', message_count: 1 });
    expect(res.body.data.messages).toEqual([
      { id: expect.any(Number), author_role: 'buyer', author_name: 'Zawadi A.', body: 'The tracking number is KE123.', created_at: expect.any(String) },
    ]);
    const [stored] = await api.db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, id));
    expect(stored).toMatchObject({ authorId: buyer.id, authorRole: 'buyer', body: 'The tracking number is KE123.' });
    const after = await statusOf(id);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(res.body.data.updated_at).toBe(res.body.data.messages[0].created_at);
    expect((await api.request('GET', `/support-tickets/${id}`, { token: buyer.token })).body.data).toEqual(res.body.data);
  });

  it('keeps messages oldest first and moves the ticket to the top of the buyer’s list', async () => {
    const buyer = await api.createUser();
    const older = await openTicket(buyer, 'older');
    const newer = await openTicket(buyer, 'newer');
    const list = async () =>
      (await api.request('GET', '/support-tickets', { token: buyer.token })).body.data.data.map((t: any) => [t.subject, t.message_count]);
    expect(await list()).toEqual([
      ['newer', 0],
      ['older', 0],
    ]);
    await say(buyer, older, { body: 'first' });
    await say(admin, older, { body: 'second' });
    const res = await say(buyer, older, { body: 'third' });
    expect(res.body.data.messages.map((m: any) => [m.author_role, m.body])).toEqual([
      ['buyer', 'first'],
      ['staff', 'second'],
      ['buyer', 'third'],
    ]);
    expect(await list()).toEqual([
      ['older', 3],
      ['newer', 0],
    ]);
    await say(buyer, newer, { body: 'bump' });
    expect((await list())[0]).toEqual(['newer', 1]);
  });

  it('an admin answers any ticket as staff, which leaves it pending unless they send a status', async () => {
    const buyer = await api.createUser();
    const id = await openTicket(buyer);
    const answer = await say(admin, id, { body: 'We have asked the courier.' });
    expect(answer.status).toBe(201);
    expect(answer.body.data.status).toBe('pending');
    expect(answer.body.data.messages[0]).toMatchObject({ author_role: 'staff', author_name: 'Wairimu N.' });
    expect((await statusOf(id)).status).toBe('pending');
    const resolved = await say(admin, id, { body: 'Delivered this morning.', status: 'Resolved' });
    expect(resolved.body.data.status).toBe('resolved');
    const kept = await say(admin, id, { body: 'Still looking into it.', status: 'open' });
    expect(kept.body.data.status).toBe('open');
    const bad = await say(admin, id, { body: 'x', status: 'escalated' });
    expect(bad.status).toBe(422);
    expect(bad.body.data.status).toBeDefined();
    expect((await statusOf(id)).status).toBe('open');
  });

  it.each(['pending', 'resolved', 'closed'] as const)('a buyer’s message on a %s ticket reopens it, whatever status the buyer sends', async (status) => {
    const buyer = await api.createUser();
    const id = await openTicket(buyer);
    await api.db.update(supportTickets).set({ status }).where(eq(supportTickets.id, id));
    const res = await say(buyer, id, { body: 'It happened again.', status: 'closed' });
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('open');
  });

  it('another buyer’s ticket, or an unknown one, is not found and stays untouched', async () => {
    const owner = await api.createUser();
    const other = await api.createUser();
    const id = await openTicket(owner);
    for (const url of [`/support-tickets/${id}/messages`, '/support-tickets/999999999/messages', '/support-tickets/abc/messages']) {
      const res = await api.request('POST', url, { token: other.token, body: { body: 'mine now' } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Ticket not found');
    }
    expect(await api.db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, id))).toEqual([]);
  });

  it.each([
    ['no body', {}, 'Please write a message.'],
    ['a blank body', { body: '   ' }, 'Please write a message.'],
    ['a null body', { body: null }, 'Please write a message.'],
    ['a number', { body: 42 }, 'Message must be text.'],
    ['5001 characters', { body: 'x'.repeat(5001) }, 'Message may not be longer than 5000 characters.'],
  ])('refuses %s with a 422 on body', async (_label, body, message) => {
    const buyer = await api.createUser();
    const id = await openTicket(buyer);
    const res = await say(buyer, id, body);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(message);
    expect(res.body.data.body).toEqual([message]);
  });

  it('accepts a message of exactly 5000 characters', async () => {
    const buyer = await api.createUser();
    const id = await openTicket(buyer);
    expect((await say(buyer, id, { body: 'x'.repeat(5000) })).status).toBe(201);
  });

  it('an admin reads any buyer’s ticket with its conversation', async () => {
    const buyer = await api.createUser();
    const id = await openTicket(buyer);
    const res = await api.request('GET', `/support-tickets/${id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data.ticket_id).toBe(id);
  });
});

describe('PATCH /support-tickets/{id}/status', () => {
  it('lets an admin set any of the four statuses and bumps updated_at', async () => {
    const admin = await api.createUser({ userType: 'admin' });
    const buyer = await api.createUser();
    const id = await openTicket(buyer);
    for (const status of ['pending', 'resolved', 'closed', 'open']) {
      const before = await statusOf(id);
      const res = await api.request('PATCH', `/support-tickets/${id}/status`, { token: admin.token, body: { status } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Ticket status updated.');
      expect(res.body.data).toMatchObject({ ticket_id: id, status, messages: [] });
      expect((await statusOf(id)).updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    }
  });

  it('is for admins only, refuses other statuses and answers 404 for an unknown ticket', async () => {
    const admin = await api.createUser({ userType: 'admin' });
    const buyer = await api.createUser();
    const id = await openTicket(buyer);
    const own = await api.request('PATCH', `/support-tickets/${id}/status`, { token: buyer.token, body: { status: 'closed' } });
    expect(own.status).toBe(403);
    for (const body of [{ status: 'archived' }, {}, { status: 3 }]) {
      const res = await api.request('PATCH', `/support-tickets/${id}/status`, { token: admin.token, body });
      expect(res.status).toBe(422);
      expect(res.body.data.status).toEqual(['status must be one of open, pending, resolved, closed.']);
    }
    expect((await statusOf(id)).status).toBe('open');
    expect((await api.request('PATCH', '/support-tickets/999999999/status', { token: admin.token, body: { status: 'closed' } })).status).toBe(404);
  });
});

describe('GET /admin/support-tickets', () => {
  it('lists every buyer’s tickets, newest activity first, with the buyer’s name and e-mail', async () => {
    const admin = await api.createUser({ userType: 'admin' });
    const amani = await api.createUser({ name: 'Amani Odhiambo' });
    const kofi = await api.createUser({ name: 'Kofi Boateng' });
    const first = await openTicket(amani, 'amani’s');
    const second = await openTicket(kofi, 'kofi’s');
    const res = await api.request('GET', '/admin/support-tickets?per_page=2', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ current_page: 1, per_page: 2, total: expect.any(Number) });
    expect(res.body.data.data[0]).toEqual({
      ticket_id: second,
      subject: 'kofi’s',
      description: 'Still waiting.',
      ticket_category: 'delivery',
      priority: 'high',
      status: 'open',
      order_id: null,
      order_number: null,
      message_count: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      buyer: { id: kofi.id, name: 'Kofi Boateng', email: kofi.email },
      last_message_at: expect.any(String),
    });
    expect(res.body.data.data[1]).toMatchObject({ ticket_id: first, buyer: { id: amani.id, name: 'Amani Odhiambo', email: amani.email } });
  });

  it('filters by status', async () => {
    const admin = await api.createUser({ userType: 'admin' });
    const buyer = await api.createUser();
    const id = await openTicket(buyer);
    await api.request('PATCH', `/support-tickets/${id}/status`, { token: admin.token, body: { status: 'resolved' } });
    const resolved = await api.request('GET', '/admin/support-tickets?status=resolved&per_page=100', { token: admin.token });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data.data.every((t: any) => t.status === 'resolved')).toBe(true);
    expect(resolved.body.data.data.map((t: any) => t.ticket_id)).toContain(id);
    const open = await api.request('GET', '/admin/support-tickets?status=open&per_page=100', { token: admin.token });
    expect(open.body.data.data.map((t: any) => t.ticket_id)).not.toContain(id);
  });

  it('refuses buyers and bad queries', async () => {
    const admin = await api.createUser({ userType: 'admin' });
    const buyer = await api.createUser();
    expect((await api.request('GET', '/admin/support-tickets', { token: buyer.token })).status).toBe(403);
    const bad = await api.request('GET', '/admin/support-tickets?status=lost', { token: admin.token });
    expect(bad.status).toBe(422);
    expect(bad.body.data.status).toBeDefined();
    expect((await api.request('GET', '/admin/support-tickets?page=0', { token: admin.token })).status).toBe(422);
  });
});

describe('the account summary’s ticket count', () => {
  it('counts the open and pending tickets of the buyer’s list, whatever their conversation did', async () => {
    const admin = await api.createUser({ userType: 'admin' });
    const buyer = await api.createUser();
    const [a, b, c] = [await openTicket(buyer, 'a'), await openTicket(buyer, 'b'), await openTicket(buyer, 'c')];
    const agree = async (expected: number) => {
      const [summary, list] = await Promise.all([
        api.request('GET', '/account/summary', { token: buyer.token }),
        api.request('GET', '/support-tickets?per_page=50', { token: buyer.token }),
      ]);
      const unresolved = list.body.data.data.filter((t: any) => t.status === 'open' || t.status === 'pending').length;
      expect(summary.body.data.tickets).toEqual({ open: unresolved });
      expect(unresolved).toBe(expected);
    };
    await agree(3);
    await say(admin, a, { body: 'Could you send a photo?' }); // pending: still counted
    await agree(3);
    await say(admin, b, { body: 'Refunded.', status: 'resolved' });
    await api.request('PATCH', `/support-tickets/${c}/status`, { token: admin.token, body: { status: 'closed' } });
    await agree(1);
    await say(buyer, b, { body: 'The refund has not arrived.' }); // reopened
    await agree(2);
  });
});
