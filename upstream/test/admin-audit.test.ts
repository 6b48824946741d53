// The audit log (issue 33, point 9): each admin write that exists today leaves one entry, in its
// own transaction, with who, what, on what, before and after; GET /admin/audit lists them newest
// first with filters and pages, for admins only; and the table itself refuses UPDATE and DELETE,
// whoever asks (no route edits an entry, and the database would not let one).
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema';
import { createOrder } from './account-fixtures';
import { expectEachNeedsAToken, testApiForFile } from './harness';

const api = testApiForFile();

let admin: Awaited<ReturnType<typeof api.createUser>>;

/** Every entry about one record, oldest first. */
const entriesFor = (targetType: string, targetId: number) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType as 'user'), eq(auditLog.targetId, targetId)))
    .orderBy(auditLog.id);

const list = async (query: string) => {
  const res = await api.request('GET', `/admin/audit${query}`, { token: admin.token });
  expect(res.status).toBe(200);
  return res.body.data as { data: any[]; total: number; current_page: number; last_page: number };
};

const application = {
  shop_name: 'Audit Beads',
  shop_type: 'individual',
  country: 'Kenya',
  location: 'Nairobi',
  description: 'Beads.',
  phone: '0712 345 678',
  mpesa_number: '0712 345 678',
  years_of_experience: 4,
};

beforeAll(async () => {
  admin = await api.createUser({ userType: 'admin', email: `audit-admin-${Date.now()}@example.com` });
});

describe('the admin writes record themselves', () => {
  it('suspend, ban and reactivate: one entry each, with the status before and after', async () => {
    const user = await api.createUser();
    for (const status of ['suspended', 'banned', 'active']) {
      const res = await api.request('PATCH', `/admin/users/${user.id}/status`, { token: admin.token, body: { status } });
      expect(res.status).toBe(200);
    }
    const entries = await entriesFor('user', user.id);
    expect(entries.map((e) => [e.action, e.before, e.after, e.actorId, e.actorEmail])).toEqual([
      ['user.suspend', { status: 'active' }, { status: 'suspended' }, admin.id, admin.email],
      ['user.ban', { status: 'suspended' }, { status: 'banned' }, admin.id, admin.email],
      ['user.reactivate', { status: 'banned' }, { status: 'active' }, admin.id, admin.email],
    ]);
  });

  it('a refused change leaves no entry', async () => {
    const res = await api.request('PATCH', '/admin/users/999999999/status', { token: admin.token, body: { status: 'banned' } });
    expect(res.status).toBe(404);
    expect(await entriesFor('user', 999999999)).toEqual([]);
  });

  it("an order's status: from and to", async () => {
    const buyer = await api.createUser();
    const order = await createOrder(api, buyer.id, { status: 'Shipped' });
    expect((await api.request('PATCH', `/admin/orders/${order.id}/status`, { token: admin.token, body: { status: 'Delivered' } })).status).toBe(200);
    const entries = await entriesFor('order', order.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'order.status', before: { status: 'Shipped' }, after: { status: 'Delivered' }, actorId: admin.id });
  });

  it('approving a return', async () => {
    const buyer = await api.createUser();
    const order = await createOrder(api, buyer.id);
    const { id } = (await api.request('POST', '/returns', { token: buyer.token, body: { order_id: order.id, reason: 'Cracked' } })).body.data;
    expect((await api.request('POST', `/returns/${id}/approve`, { token: admin.token })).status).toBe(200);
    // The second approval is refused, and recorded nothing.
    expect((await api.request('POST', `/returns/${id}/approve`, { token: admin.token })).status).toBe(409);
    const entries = await entriesFor('return', id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'return.approve', before: { status: 'Pending' }, after: { status: 'Approved' } });
  });

  it("a buyer cancelling their own return is not an admin's action", async () => {
    const buyer = await api.createUser();
    const order = await createOrder(api, buyer.id);
    const { id } = (await api.request('POST', '/returns', { token: buyer.token, body: { order_id: order.id, reason: 'Changed my mind' } })).body.data;
    expect((await api.request('POST', `/returns/${id}/cancel`, { token: buyer.token })).status).toBe(200);
    expect(await entriesFor('return', id)).toEqual([]);
  });

  it('approving and declining seller applications, the decline with its reason', async () => {
    const first = await api.createUser();
    const second = await api.createUser();
    const a = (await api.request('POST', '/seller/applications', { token: first.token, body: application })).body.data.id;
    const b = (await api.request('POST', '/seller/applications', { token: second.token, body: application })).body.data.id;
    expect((await api.request('POST', `/admin/seller-applications/${a}/approve`, { token: admin.token })).status).toBe(200);
    const declined = await api.request('POST', `/admin/seller-applications/${b}/decline`, { token: admin.token, body: { reason: 'Add photos.' } });
    expect(declined.status).toBe(200);
    const [approved] = await entriesFor('seller_application', a);
    expect(approved).toMatchObject({ action: 'seller_application.approve', before: { state: 'pending' }, after: { state: 'approved' } });
    expect((approved.after as { shop_id: number }).shop_id).toEqual(expect.any(Number));
    expect(await entriesFor('seller_application', b)).toEqual([
      expect.objectContaining({ action: 'seller_application.decline', before: { state: 'pending' }, after: { state: 'declined' }, reason: 'Add photos.' }),
    ]);
  });
});

describe('GET /admin/audit', () => {
  it('lists entries newest first, filtered by action, target, actor and days, a page at a time', async () => {
    const user = await api.createUser();
    await api.request('PATCH', `/admin/users/${user.id}/status`, { token: admin.token, body: { status: 'suspended' } });
    await api.request('PATCH', `/admin/users/${user.id}/status`, { token: admin.token, body: { status: 'active' } });

    const forUser = await list(`?target_type=user&target_id=${user.id}`);
    expect(forUser.data.map((e) => e.action)).toEqual(['user.reactivate', 'user.suspend']);
    expect(forUser.data[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      actor: { id: admin.id, email: admin.email },
      action: 'user.reactivate',
      target_type: 'user',
      target_id: user.id,
      before: { status: 'suspended' },
      after: { status: 'active' },
      reason: null,
    });

    expect((await list(`?action=user.suspend&target_id=${user.id}`)).data.map((e) => e.action)).toEqual(['user.suspend']);
    // The actor filter is "e-mail contains", case-insensitive, and a % in it is a plain character.
    expect((await list(`?actor=${encodeURIComponent(admin.email.slice(0, 14).toUpperCase())}&target_id=${user.id}`)).total).toBe(2);
    expect((await list(`?actor=${encodeURIComponent('%')}&target_id=${user.id}`)).total).toBe(0);

    const today = new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}&target_id=${user.id}`)).total).toBe(2);
    expect((await list(`?to=2020-01-01&target_id=${user.id}`)).total).toBe(0);
    expect((await list(`?from=2999-01-01&target_id=${user.id}`)).total).toBe(0);

    const paged = await list(`?target_id=${user.id}&per_page=1&page=2`);
    expect(paged).toMatchObject({ current_page: 2, last_page: 2, total: 2 });
    expect(paged.data.map((e) => e.action)).toEqual(['user.suspend']);
  });

  it('refuses filters it cannot read with a clear message', async () => {
    const cases: [string, string][] = [
      ['?action=user.delete', 'action must be one of the audit log’s actions.'],
      ['?target_type=planet', 'target_type must be one of'],
      ['?from=yesterday', 'from must be a date (YYYY-MM-DD).'],
      ['?from=2026-11-02&to=2026-11-01', 'from must not be after to.'],
      ['?target_id=abc', 'target_id must be a whole number'],
      [`?actor=${'a'.repeat(201)}`, 'actor may not be longer than 200 characters.'],
    ];
    for (const [query, message] of cases) {
      const res = await api.request('GET', `/admin/audit${query}`, { token: admin.token });
      expect(res.status).toBe(422);
      expect(res.body.message).toContain(message);
    }
  });

  it('is for admins only, and no route writes, changes or deletes an entry', async () => {
    const buyer = await api.createUser();
    const seller = await api.createUser({ userType: 'seller' });
    for (const token of [buyer.token, seller.token]) expect((await api.request('GET', '/admin/audit', { token })).status).toBe(403);
    await expectEachNeedsAToken(api, [['GET', '/admin/audit']]);
    const [entry] = await api.db.select({ id: auditLog.id }).from(auditLog).limit(1);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await api.request(method, method === 'POST' ? '/admin/audit' : `/admin/audit/${entry.id}`, { token: admin.token, body: { reason: 'x' } });
      expect([404, 405]).toContain(res.status);
    }
  });
});

describe('the audit_log table', () => {
  it('refuses UPDATE and DELETE, even from the database owner', async () => {
    const user = await api.createUser();
    await api.request('PATCH', `/admin/users/${user.id}/status`, { token: admin.token, body: { status: 'suspended' } });
    const [entry] = await entriesFor('user', user.id);
    await expect(api.db.update(auditLog).set({ reason: 'rewritten' }).where(eq(auditLog.id, entry.id))).rejects.toThrow();
    await expect(api.db.delete(auditLog).where(eq(auditLog.id, entry.id))).rejects.toThrow();
    const [still] = await entriesFor('user', user.id);
    expect(still).toEqual(entry);
  });
});
