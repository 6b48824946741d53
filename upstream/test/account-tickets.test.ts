import { eq } from 'drizzle-orm';
import { supportTickets } from '../src/db/schema';
import { DEMO_USERS } from '../src/seed/demo';
import { createTestApi, type TestApi } from './harness';
import { createOrder, tokenForEmail } from './account-fixtures';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

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
      created_at: expect.any(String),
      updated_at: expect.any(String),
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

  it('links one of the caller’s orders; another buyer’s or an unknown order is not found', async () => {
    const buyer = await api.createUser();
    const other = await api.createUser();
    const order = await createOrder(api, buyer.id);
    const res = await api.request('POST', '/support-tickets', { token: buyer.token, body: { ...fullPayload, order_id: order.id } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ order_id: order.id, order_number: order.orderNumber });
    const theirs = await api.request('POST', '/support-tickets', { token: other.token, body: { ...fullPayload, order_id: order.id } });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Order not found');
    const unknown = await api.request('POST', '/support-tickets', { token: buyer.token, body: { ...fullPayload, order_id: 999999999 } });
    expect(unknown.status).toBe(404);
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
  it('shows the demo buyer’s seeded ticket', async () => {
    const { token } = await tokenForEmail(api, DEMO_USERS.buyer.email);
    const res = await api.request('GET', '/support-tickets', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThanOrEqual(1);
    expect(res.body.data.data[0]).toMatchObject({ ticket_id: expect.any(Number), subject: expect.any(String), status: expect.any(String) });
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
    for (const [method, url] of [
      ['GET', '/support-tickets'],
      ['GET', '/support-tickets/1'],
      ['POST', '/support-tickets'],
    ]) {
      expect((await api.request(method, url, { body: method === 'POST' ? fullPayload : undefined })).status).toBe(401);
      expect((await api.request(method, url, { token: 'bad', body: method === 'POST' ? fullPayload : undefined })).status).toBe(401);
    }
  });
});
