import { and, eq, isNull } from 'drizzle-orm';
import { accessTokens } from '../src/db/schema';
import { testApiForFile, type TestApi } from './harness';
import { adminsBanEachOther, userRow } from './account-fixtures';

const api = testApiForFile();
let admin: Awaited<ReturnType<TestApi['createUser']>>;

beforeAll(async () => {
  admin = await api.createUser({ userType: 'admin' });
});

const login = (email: string, password: string) => api.request('POST', '/auth/login', { body: { email, password } });

const setStatus = (id: number, status: unknown, token = admin.token) => api.request('PATCH', `/admin/users/${id}/status`, { token, body: { status } });

const liveTokens = async (userId: number) =>
  api.db
    .select({ id: accessTokens.id })
    .from(accessTokens)
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));

describe('GET /admin/users/{id}', () => {
  it('shows an admin the same profile the user sees at GET /user/profile', async () => {
    const buyer = await api.createUser({ name: 'Wanjiku Kamau' });
    const own = await api.request('GET', '/user/profile', { token: buyer.token });
    const res = await api.request('GET', `/admin/users/${buyer.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(own.body.data);
    expect(res.body.data).toMatchObject({ user_id: buyer.id, name: 'Wanjiku Kamau', status: 'active', user_type: 'buyer' });
  });

  it('answers 404 for an unknown user or a malformed id', async () => {
    for (const id of ['999999999', 'abc', '0']) {
      const res = await api.request('GET', `/admin/users/${id}`, { token: admin.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 'error', message: 'User not found', data: null });
    }
  });
});

describe('PATCH /admin/users/{id}/status', () => {
  it('suspends: every session ends at once, login is refused, and reactivating lets them back in', async () => {
    const buyer = await api.createUser();
    const second = await login(buyer.email, buyer.password);
    expect(second.status).toBe(200);
    const sessions = [buyer.token, second.body.data.accessToken as string];
    for (const token of sessions) expect((await api.request('GET', '/user/profile', { token })).status).toBe(200);

    const suspended = await setStatus(buyer.id, 'suspended');
    expect(suspended.status).toBe(200);
    expect(suspended.body.message).toBe('User suspended.');
    expect(suspended.body.data).toMatchObject({ user_id: buyer.id, status: 'suspended' });
    expect((await userRow(api, buyer.id)).status).toBe('suspended');
    expect(await liveTokens(buyer.id)).toEqual([]);
    for (const token of sessions) {
      const res = await api.request('GET', '/user/profile', { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 'error', message: 'Unauthenticated.', data: null });
    }

    const refused = await login(buyer.email, buyer.password);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This account is suspended.');

    const reactivated = await setStatus(buyer.id, 'active');
    expect(reactivated.status).toBe(200);
    expect(reactivated.body).toMatchObject({ message: 'User reactivated.', data: { status: 'active' } });
    // The old sessions stay ended: they were revoked, not merely hidden by the status.
    for (const token of sessions) expect((await api.request('GET', '/user/profile', { token })).status).toBe(401);
    const back = await login(buyer.email, buyer.password);
    expect(back.status).toBe(200);
    expect((await api.request('GET', '/user/profile', { token: back.body.data.accessToken })).status).toBe(200);
  });

  it('bans: the sessions end and login names the ban', async () => {
    const seller = await api.createUser({ userType: 'seller' });
    const res = await setStatus(seller.id, 'banned');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'User banned.', data: { status: 'banned', user_type: 'seller' } });
    expect((await api.request('GET', '/user/profile', { token: seller.token })).status).toBe(401);
    const refused = await login(seller.email, seller.password);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This account is banned.');
  });

  it('leaves other people’s sessions alone, and an active user’s when set active again', async () => {
    const target = await api.createUser();
    const bystander = await api.createUser();
    await setStatus(target.id, 'suspended');
    expect((await api.request('GET', '/user/profile', { token: bystander.token })).status).toBe(200);
    expect((await api.request('GET', '/user/profile', { token: admin.token })).status).toBe(200);

    const active = await api.createUser();
    expect((await setStatus(active.id, 'active')).status).toBe(200);
    expect((await api.request('GET', '/user/profile', { token: active.token })).status).toBe(200);
  });

  it('can suspend another admin, who then loses admin access', async () => {
    const other = await api.createUser({ userType: 'admin' });
    expect((await setStatus(other.id, 'suspended')).status).toBe(200);
    expect((await api.request('GET', `/admin/users/${admin.id}`, { token: other.token })).status).toBe(401);
  });

  it('never lets admins who ban each other at the same moment leave none of them active', async () => {
    for (const size of [2, 3]) {
      const { statuses, bodies, stillActive } = await adminsBanEachOther(api, size);
      expect(stillActive).toBeGreaterThanOrEqual(1);
      expect(statuses.filter((s) => s === 200)).toHaveLength(size - stillActive);
      // The refused ones were already out: their session ended (401) or the change saw them banned (403).
      for (const [n, status] of statuses.entries()) {
        if (status !== 200) expect([401, 403]).toContain(status);
        if (status === 403) expect(bodies[n].message).toBe('Only an active admin can change an account’s status.');
      }
    }
  });

  it('refuses an admin’s own account with a 409', async () => {
    const res = await setStatus(admin.id, 'suspended');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 'error', message: 'You cannot change the status of your own account.', data: null });
    expect((await userRow(api, admin.id)).status).toBe('active');
  });

  it('answers 422 for a missing or unknown status, 400 for a body that is not JSON', async () => {
    const buyer = await api.createUser();
    for (const status of [undefined, 'deleted', 'Active', 1, null]) {
      const res = await setStatus(buyer.id, status);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('status must be one of active, suspended, banned.');
      expect(res.body.data).toEqual({ status: ['status must be one of active, suspended, banned.'] });
    }
    const notJson = await api.request('PATCH', `/admin/users/${buyer.id}/status`, { token: admin.token, body: 'status=banned' });
    expect(notJson.status).toBe(400);
    expect((await userRow(api, buyer.id)).status).toBe('active');
  });

  it('answers 404 for an unknown user', async () => {
    const res = await setStatus(999999999, 'suspended');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('User not found');
  });

  it('is for admins only: 401 without a token, 403 for buyers and sellers', async () => {
    const buyer = await api.createUser();
    const seller = await api.createUser({ userType: 'seller' });
    for (const [method, url, body] of [
      ['GET', `/admin/users/${buyer.id}`, undefined],
      ['PATCH', `/admin/users/${buyer.id}/status`, { status: 'banned' }],
    ] as const) {
      expect((await api.request(method, url, { body })).status).toBe(401);
      for (const token of [buyer.token, seller.token]) {
        const res = await api.request(method, url, { token, body });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('This action is not allowed.');
      }
    }
    expect((await userRow(api, buyer.id)).status).toBe('active');
  });
});

describe('GET /admin/contact-messages', () => {
  let ip = 0;
  // POST /contact is limited per client address; each message comes from its own.
  const send = (body: { name: string; email: string; message: string }, token?: string) =>
    api.request('POST', '/contact', { token, body, headers: { 'x-forwarded-for': `10.77.0.${(ip += 1)}` } });

  it('shows an admin the messages sent through the Contact page, newest first, a page at a time', async () => {
    const buyer = await api.createUser({ name: 'Achieng Otieno' });
    const sent = [];
    for (const [i, name] of ['Juma Hassan', 'Achieng Otieno', 'Fatuma Ali'].entries()) {
      const res = await send(
        { name, email: `writer${i}@example.com`, message: `Question ${i}: do you ship to Mombasa?` },
        name === 'Achieng Otieno' ? buyer.token : undefined,
      );
      expect(res.status).toBe(201);
      sent.push(res.body.data.id as number);
    }

    const first = await api.request('GET', '/admin/contact-messages?per_page=2', { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('success');
    const page = first.body.data;
    expect(page).toMatchObject({ current_page: 1, per_page: 2 });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.last_page).toBe(Math.ceil(page.total / 2));
    expect(page.data).toHaveLength(2);
    expect(page.data[0]).toEqual({
      id: sent[2],
      name: 'Fatuma Ali',
      email: 'writer2@example.com',
      message: 'Question 2: do you ship to Mombasa?',
      user_id: null,
      status: 'unread',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(page.data[1]).toMatchObject({ id: sent[1], name: 'Achieng Otieno', user_id: buyer.id });

    const second = await api.request('GET', '/admin/contact-messages?per_page=2&page=2', { token: admin.token });
    expect(second.body.data.current_page).toBe(2);
    expect(second.body.data.data[0]).toMatchObject({ id: sent[0], name: 'Juma Hassan' });
    const ids = [...page.data, ...second.body.data.data].map((m: { id: number }) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is for admins only: 401 without a token, 403 for buyers and sellers', async () => {
    expect((await api.request('GET', '/admin/contact-messages')).status).toBe(401);
    for (const userType of ['buyer', 'seller'] as const) {
      const { token } = await api.createUser({ userType });
      expect((await api.request('GET', '/admin/contact-messages', { token })).status).toBe(403);
    }
  });

  it('refuses a page or page size that is not a whole number in range with 422', async () => {
    for (const query of ['page=0', 'page=abc', 'per_page=1000']) {
      const res = await api.request('GET', `/admin/contact-messages?${query}`, { token: admin.token });
      expect(res.status).toBe(422);
    }
  });
});
