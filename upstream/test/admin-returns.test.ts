// The returns queue of the operator's console (issue 33, point 5): GET /admin/returns and an
// admin's POST /returns/{id}/reject (with the reason the buyer reads), and the buyer's mail on
// each admin decision, which honours their order-update setting.
import { and, eq } from 'drizzle-orm';
import { formatKsh } from '../../lib/format/money';
import { auditLog, notificationSettings, returnRequests } from '../src/db/schema';
import { expectEachNeedsAToken, testApiForFile } from './harness';
import { createOrder } from './account-fixtures';
import { mailsTo } from './payments-fixtures';

const api = testApiForFile();

let admin: Awaited<ReturnType<typeof api.createUser>>;
beforeAll(async () => {
  admin = await api.createUser({ userType: 'admin', name: 'Queue Admin' });
});

/** A buyer's Pending return of one of their delivered orders. */
async function pendingReturn(buyer?: Awaited<ReturnType<typeof api.createUser>>) {
  const who = buyer ?? (await api.createUser({ name: 'Returning Buyer' }));
  const order = await createOrder(api, who.id);
  const res = await api.request('POST', '/returns', { token: who.token, body: { order_id: order.id, reason: 'Arrived cracked.' } });
  expect(res.status).toBe(201);
  return { buyer: who, order, id: res.body.data.id as number };
}

const reject = (id: number, body: unknown, token = admin.token) => api.request('POST', `/returns/${id}/reject`, { token, body });
const queue = (query = '') => api.request('GET', `/admin/returns${query}`, { token: admin.token });

describe('GET /admin/returns', () => {
  it('answers 403 to a buyer and a seller, 401 without a token', async () => {
    const buyer = await api.createUser();
    const seller = await api.createUser({ userType: 'seller' });
    for (const token of [buyer.token, seller.token]) expect((await api.request('GET', '/admin/returns', { token })).status).toBe(403);
    await expectEachNeedsAToken(api, [['GET', '/admin/returns']]);
  });

  it('lists Pending requests by default, oldest first, with the order number, buyer, refund, reason and dates', async () => {
    const first = await pendingReturn();
    const second = await pendingReturn();
    // The older one asked a day earlier: it comes first whatever the ids.
    await api.db
      .update(returnRequests)
      .set({ createdAt: new Date(Date.now() - 24 * 60 * 60 * 1000) })
      .where(eq(returnRequests.id, second.id));
    const res = await queue('?per_page=100');
    expect(res.status).toBe(200);
    const rows = res.body.data.data as any[];
    expect(rows.every((r) => r.status === 'Pending')).toBe(true);
    const ids = rows.map((r) => r.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const dates = rows.map((r) => r.date);
    expect([...dates].sort()).toEqual(dates);
    expect(rows.find((r) => r.id === first.id)).toMatchObject({
      orderId: first.order.orderNumber,
      order_id: first.order.id,
      refund: first.order.total,
      reason: 'Arrived cracked.',
      decision_reason: null,
      canceled_by_buyer: false,
      decided_by: null,
      buyer: { id: first.buyer.id, name: 'Returning Buyer', email: first.buyer.email },
      date: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('filters by status and pages', async () => {
    const { id } = await pendingReturn();
    expect((await reject(id, { reason: 'Used, not as it arrived.' })).status).toBe(200);
    const rejected = await queue('?status=Rejected&per_page=1');
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ current_page: 1, per_page: 1 });
    expect(rejected.body.data.total).toBeGreaterThanOrEqual(1);
    expect(rejected.body.data.data.every((r: any) => r.status === 'Rejected')).toBe(true);
    const all = await queue('?status=Rejected&per_page=100');
    expect(all.body.data.data.map((r: any) => r.id)).toContain(id);
    expect((await queue('?per_page=100')).body.data.data.map((r: any) => r.id)).not.toContain(id);
    const bad = await queue('?status=Lost');
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('status must be one of Pending, Approved, Rejected.');
  });
});

describe('POST /returns/{id}/reject', () => {
  it('answers 403 to a buyer (even the owner) and a seller', async () => {
    const { id, buyer } = await pendingReturn();
    const seller = await api.createUser({ userType: 'seller' });
    for (const token of [buyer.token, seller.token]) expect((await reject(id, { reason: 'No.' }, token)).status).toBe(403);
    await expectEachNeedsAToken(api, [['POST', `/returns/${id}/reject`]], { reason: 'No.' });
  });

  it('stores the reason and who decided, shows it to the buyer, and writes the audit entry', async () => {
    const { id, buyer } = await pendingReturn();
    const res = await reject(id, { reason: '  The piece was used after delivery.  ' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Return request rejected.');
    expect(res.body.data).toMatchObject({ id, status: 'Rejected', decision_reason: 'The piece was used after delivery.', canceled_by_buyer: false });
    const [row] = await api.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    expect(row).toMatchObject({ decidedBy: admin.id, decisionReason: 'The piece was used after delivery.' });

    const mine = await api.request('GET', '/returns', { token: buyer.token });
    expect(mine.body.data.find((r: any) => r.id === id)).toMatchObject({ status: 'Rejected', decision_reason: 'The piece was used after delivery.' });

    const entries = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'return.reject'), eq(auditLog.targetId, id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'return',
      before: { status: 'Pending' },
      after: { status: 'Rejected' },
      reason: 'The piece was used after delivery.',
    });
  });

  it('requires a bounded reason', async () => {
    const { id } = await pendingReturn();
    for (const body of [{}, { reason: '   ' }, { reason: 42 }]) {
      const res = await reject(id, body);
      expect(res.status).toBe(422);
      expect(res.body.data.reason).toBeDefined();
    }
    expect((await reject(id, {})).body.message).toBe('Please give the reason for rejecting it.');
    const long = await reject(id, { reason: 'x'.repeat(501) });
    expect(long.status).toBe(422);
    expect(long.body.data.reason).toEqual(['Reason may not be longer than 500 characters.']);
    const [row] = await api.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    expect(row.status).toBe('Pending');
  });

  it('a decided return cannot be decided again: 409, and an unknown one is 404', async () => {
    const approved = await pendingReturn();
    expect((await api.request('POST', `/returns/${approved.id}/approve`, { token: admin.token })).status).toBe(200);
    const [approvedRow] = await api.db.select().from(returnRequests).where(eq(returnRequests.id, approved.id));
    expect(approvedRow).toMatchObject({ status: 'Approved', decidedBy: admin.id, decisionReason: null });
    const again = await reject(approved.id, { reason: 'Too late.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only pending return requests can be rejected.');

    const rejected = await pendingReturn();
    expect((await reject(rejected.id, { reason: 'No.' })).status).toBe(200);
    expect((await reject(rejected.id, { reason: 'Still no.' })).status).toBe(409);
    expect((await api.request('POST', `/returns/${rejected.id}/approve`, { token: admin.token })).status).toBe(409);
    expect((await reject(999999999, { reason: 'No.' })).status).toBe(404);
    // Only the one rejection was audited.
    const entries = await api.db.select().from(auditLog).where(eq(auditLog.targetId, rejected.id));
    expect(entries.filter((e) => e.action === 'return.reject')).toHaveLength(1);
  });

  it("keeps the buyer's own cancel apart: Rejected without a reason, canceled_by_buyer", async () => {
    const { id, buyer } = await pendingReturn();
    const res = await api.request('POST', `/returns/${id}/cancel`, { token: buyer.token });
    expect(res.body.data).toMatchObject({ status: 'Rejected', decision_reason: null, canceled_by_buyer: true });
    const [row] = await api.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    expect(row.decidedBy).toBeNull();
  });
});

describe("the buyer's mail on an admin's decision", () => {
  it('says the reason of a rejection, and the wallet refund of an approval', async () => {
    const rejected = await pendingReturn();
    await reject(rejected.id, { reason: 'Damage came from use.' });
    const [rejectMail] = (await mailsTo(api, rejected.buyer.email)).filter((m) => m.subject.includes(rejected.order.orderNumber));
    expect(rejectMail.subject).toBe(`Your return for order ${rejected.order.orderNumber} was not approved`);
    expect(rejectMail.body).toContain('Reason: Damage came from use.');

    const approved = await pendingReturn();
    await api.request('POST', `/returns/${approved.id}/approve`, { token: admin.token });
    const [approveMail] = (await mailsTo(api, approved.buyer.email)).filter((m) => m.subject.includes(approved.order.orderNumber));
    expect(approveMail.subject).toBe(`Your return for order ${approved.order.orderNumber} was approved`);
    expect(approveMail.body).toContain(`We refunded ${formatKsh(approved.order.total)} to your wallet.`);
  });

  it('is not sent to a buyer who turned order updates off, nor for their own cancel', async () => {
    const buyer = await api.createUser();
    await api.db.insert(notificationSettings).values({ userId: buyer.id, orderUpdates: false });
    const one = await pendingReturn(buyer);
    await reject(one.id, { reason: 'No.' });
    const two = await pendingReturn(buyer);
    await api.request('POST', `/returns/${two.id}/approve`, { token: admin.token });
    const keen = await pendingReturn();
    await api.request('POST', `/returns/${keen.id}/cancel`, { token: keen.buyer.token });
    expect((await mailsTo(api, buyer.email)).filter((m) => /return/i.test(m.subject))).toEqual([]);
    expect((await mailsTo(api, keen.buyer.email)).filter((m) => /return/i.test(m.subject))).toEqual([]);
  });
});
