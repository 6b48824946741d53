// The console's people (issue 33, point 2): only an admin searches accounts by name, e-mail or
// phone (any spelling of the number), pages through them newest first, and reads one person's
// overview (profile, orders, tickets, status history); every change of status lands in the audit
// log with the status before and after, and the reason when one is given.
import { and, eq } from 'drizzle-orm';
import { auditLog, supportTickets, users } from '../src/db/schema';
import { createOrder } from './account-fixtures';
import { expectEachNeedsAToken, testApiForFile, type TestApi } from './harness';

const api = testApiForFile();
let admin: Awaited<ReturnType<TestApi['createUser']>>;

beforeAll(async () => {
  admin = await api.createUser({ userType: 'admin' });
});

const asAdmin = (method: string, url: string, body?: unknown) => api.request(method, url, { token: admin.token, body });

let phoneCounter = 0;
/** A Kenyan mobile number no other account holds: +2547 then 8 digits from the pid, time and a counter. */
function uniquePhone(): string {
  phoneCounter += 1;
  const tail = String((process.pid * 7919 + Date.now() + phoneCounter * 104729) % 100_000_000).padStart(8, '0');
  return `+2547${tail}`;
}

/** A new buyer with a name, e-mail and phone nobody else has. */
async function person(name = 'Achieng Otieno') {
  const stamp = `${process.pid}${Date.now().toString(36)}${(phoneCounter += 1)}`;
  const user = await api.createUser({ name: `${name} ${stamp}`, email: `people-${stamp}@example.com` });
  const phone = uniquePhone();
  await api.db.update(users).set({ phone }).where(eq(users.id, user.id));
  return { ...user, name: `${name} ${stamp}`, phone, stamp };
}

const ids = (res: { body: { data: { data: { id: number }[] } } }) => res.body.data.data.map((u) => u.id);

describe('who may', () => {
  it('needs a token for each route', async () => {
    await expectEachNeedsAToken(api, [
      ['GET', '/admin/users'],
      ['GET', '/admin/users/1/overview'],
    ]);
  });

  it('refuses a buyer and a seller (403)', async () => {
    const someone = await person();
    for (const userType of ['buyer', 'seller'] as const) {
      const { token } = await api.createUser({ userType });
      for (const url of ['/admin/users', `/admin/users?q=${someone.stamp}`, `/admin/users/${someone.id}/overview`]) {
        const res = await api.request('GET', url, { token });
        expect(res.status).toBe(403);
        expect(res.body.message).toEqual(expect.any(String));
      }
      const change = await api.request('PATCH', `/admin/users/${someone.id}/status`, { token, body: { status: 'banned' } });
      expect(change.status).toBe(403);
    }
    const [row] = await api.db.select().from(users).where(eq(users.id, someone.id));
    expect(row.status).toBe('active');
  });
});

describe('GET /admin/users', () => {
  it('finds a person by part of the name, in any case, with the row the console shows', async () => {
    const p = await person('Wairimu Njoroge');
    const res = await asAdmin('GET', `/admin/users?q=${encodeURIComponent(`NJOROGE ${p.stamp}`)}`);
    expect(res.status).toBe(200);
    expect(res.body.data.data).toEqual([
      { id: p.id, name: p.name, email: p.email, phone: p.phone, role: 'buyer', status: 'active', created_at: expect.any(String) },
    ]);
  });

  it('finds a person by part of the e-mail address', async () => {
    const p = await person();
    const res = await asAdmin('GET', `/admin/users?q=${encodeURIComponent(`PEOPLE-${p.stamp}@EXAMPLE`)}`);
    expect(ids(res)).toEqual([p.id]);
  });

  it('finds a person by phone, as stored or as typed with the national 0, spaces or the country code', async () => {
    const p = await person();
    const national = `0${p.phone.slice(4)}`; // 07XXXXXXXX
    const spaced = `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
    for (const typed of [p.phone, national, spaced, p.phone.slice(1), `+254 ${p.phone.slice(4)}`]) {
      const res = await asAdmin('GET', `/admin/users?q=${encodeURIComponent(typed)}`);
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual([p.id]);
    }
    // Part of the number: its last six digits, and its start with the national 0.
    expect(ids(await asAdmin('GET', `/admin/users?q=${p.phone.slice(-6)}`))).toContain(p.id);
    expect(ids(await asAdmin('GET', `/admin/users?q=${national.slice(0, 8)}`))).toContain(p.id);
  });

  it('lists newest first, filters by status and role, and pages', async () => {
    const older = await person('Paged Person');
    const newer = await person('Paged Person');
    await api.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(users.id, older.id));
    await asAdmin('PATCH', `/admin/users/${newer.id}/status`, { status: 'suspended' });

    const all = await asAdmin('GET', '/admin/users?per_page=100');
    const times = all.body.data.data.map((u: { created_at: string }) => Date.parse(u.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const page1 = await asAdmin('GET', '/admin/users?q=Paged%20Person&per_page=1');
    expect(page1.body.data).toMatchObject({ current_page: 1, per_page: 1 });
    expect(page1.body.data.total).toBeGreaterThanOrEqual(2);
    const page2 = await asAdmin('GET', '/admin/users?q=Paged%20Person&per_page=1&page=2');
    expect(page2.body.data.current_page).toBe(2);
    expect(ids(page2)).not.toEqual(ids(page1));

    const suspended = await asAdmin('GET', '/admin/users?status=suspended&per_page=100');
    expect(suspended.body.data.data.every((u: { status: string }) => u.status === 'suspended')).toBe(true);
    expect(ids(suspended)).toContain(newer.id);
    expect(ids(suspended)).not.toContain(older.id);

    const admins = await asAdmin('GET', '/admin/users?role=admin&per_page=100');
    expect(admins.body.data.data.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    expect(ids(admins)).toContain(admin.id);
  });

  it('answers a search that matches nobody with an empty page', async () => {
    const res = await asAdmin('GET', '/admin/users?q=nobody-has-this-name-zz9');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ data: [], total: 0, current_page: 1, last_page: 1 });
  });

  it('reads % and _ in a search as themselves', async () => {
    const res = await asAdmin('GET', '/admin/users?q=%25');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(0);
  });

  it('answers a bad filter or page with 422 and a message, never 500', async () => {
    for (const query of ['status=closed', 'role=owner', 'page=0', 'page=abc', 'per_page=101', 'per_page=-1']) {
      const res = await asAdmin('GET', `/admin/users?${query}`);
      expect(res.status).toBe(422);
      expect(res.body.status).toBe('error');
      expect(res.body.message).toEqual(expect.any(String));
    }
  });
});

describe('GET /admin/users/{id}/overview', () => {
  it('shows the profile, recent orders with payment status, tickets and the status history', async () => {
    const p = await person();
    const paid = await createOrder(api, p.id, { status: 'Shipped', financialStatus: 'paid' });
    const pending = await createOrder(api, p.id, { status: 'Pending', financialStatus: 'pending' });
    const [ticket] = await api.db
      .insert(supportTickets)
      .values({ userId: p.id, subject: 'Where is my basket?', description: 'It has not arrived.' })
      .returning({ id: supportTickets.id });
    await asAdmin('PATCH', `/admin/users/${p.id}/status`, { status: 'suspended', reason: 'Chargebacks under review.' });
    await asAdmin('PATCH', `/admin/users/${p.id}/status`, { status: 'active' });

    const res = await asAdmin('GET', `/admin/users/${p.id}/overview`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.profile).toMatchObject({ user_id: p.id, name: p.name, email: p.email, phone: p.phone, status: 'active', user_type: 'buyer' });
    expect(data.orders_total).toBe(2);
    expect(data.orders.map((o: { order_number: string }) => o.order_number).sort()).toEqual([paid.orderNumber, pending.orderNumber].sort());
    expect(data.orders.find((o: { id: number }) => o.id === paid.id)).toMatchObject({
      order_number: paid.orderNumber,
      total: paid.total,
      order_status: 'Shipped',
      payment_status: 'paid',
      created_at: expect.any(String),
    });
    expect(data.tickets_total).toBe(1);
    expect(data.tickets).toEqual([{ id: ticket.id, subject: 'Where is my basket?', status: 'open', updated_at: expect.any(String) }]);
    expect(
      data.history.map((e: { action: string; before: unknown; after: unknown; reason: string | null; actor: unknown }) => [
        e.action,
        e.before,
        e.after,
        e.reason,
        e.actor,
      ]),
    ).toEqual([
      ['user.reactivate', { status: 'suspended' }, { status: 'active' }, null, { id: admin.id, email: admin.email }],
      ['user.suspend', { status: 'active' }, { status: 'suspended' }, 'Chargebacks under review.', { id: admin.id, email: admin.email }],
    ]);
  });

  it('shows a person with no orders, tickets or history as empty lists', async () => {
    const p = await person();
    const res = await asAdmin('GET', `/admin/users/${p.id}/overview`);
    expect(res.body.data).toMatchObject({ orders: [], orders_total: 0, tickets: [], tickets_total: 0, history: [] });
  });

  it('answers 404 for an unknown user or a malformed id', async () => {
    for (const id of ['999999999', 'abc', '0']) {
      const res = await asAdmin('GET', `/admin/users/${id}/overview`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 'error', message: 'User not found', data: null });
    }
  });
});

describe('PATCH /admin/users/{id}/status with a reason', () => {
  it('records the reason in the audit entry, with the status before and after', async () => {
    const p = await person();
    const res = await asAdmin('PATCH', `/admin/users/${p.id}/status`, { status: 'banned', reason: '  Sold counterfeit goods.  ' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ user_id: p.id, status: 'banned' });
    const entries = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, p.id)));
    expect(entries.map((e) => [e.action, e.before, e.after, e.reason, e.actorId])).toEqual([
      ['user.ban', { status: 'active' }, { status: 'banned' }, 'Sold counterfeit goods.', admin.id],
    ]);
    // The person is out: their token no longer works.
    expect((await api.request('GET', '/user/profile', { token: p.token })).status).toBe(401);
  });

  it('keeps a blank reason as none, and refuses one too long or not text (422)', async () => {
    const p = await person();
    expect((await asAdmin('PATCH', `/admin/users/${p.id}/status`, { status: 'suspended', reason: '   ' })).status).toBe(200);
    const [entry] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, p.id)));
    expect(entry.reason).toBeNull();
    for (const reason of ['x'.repeat(501), 42]) {
      const res = await asAdmin('PATCH', `/admin/users/${p.id}/status`, { status: 'active', reason });
      expect(res.status).toBe(422);
    }
  });

  it('still refuses a change of one’s own status', async () => {
    const res = await asAdmin('PATCH', `/admin/users/${admin.id}/status`, { status: 'suspended', reason: 'Testing.' });
    expect(res.status).toBe(409);
  });
});
