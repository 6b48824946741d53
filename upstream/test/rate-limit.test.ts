import { ApiError } from '../src/http/envelope';
import { RateLimiter } from '../src/http/rate-limit';
import { limits } from '../src/routes/auth';
import { latestResetCode, testApiForFile } from './harness';

const rule = { limit: 3, windowMs: 60_000 };

async function refusal(attempt: Promise<void>): Promise<ApiError | null> {
  try {
    await attempt;
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

describe.each([
  ['in memory', () => ({})],
  ['in the database', () => ({ db: api.db })],
])('RateLimiter %s', (_name, options) => {
  it('allows the limit, refuses the next hit with a 429 and the seconds left, and forgets after the window', async () => {
    let now = 1_000_000 + Math.floor(Math.random() * 1e9);
    const limiter = new RateLimiter({ ...options(), now: () => now });
    const key = `a-${now}`;
    for (let i = 0; i < 3; i += 1) await limiter.hit([key], rule);
    now += 15_000;
    const caught = await refusal(limiter.hit([key], rule));
    expect(caught?.status).toBe(429);
    expect(caught?.headers['Retry-After']).toBe('45');

    now += 45_000;
    expect(await refusal(limiter.hit([key], rule))).toBeNull();
  });

  it('counts each key apart', async () => {
    const limiter = new RateLimiter({ ...options(), now: () => 5_000 });
    const stamp = Math.random();
    for (let i = 0; i < 3; i += 1) await limiter.hit([`a-${stamp}`], rule);
    expect(await refusal(limiter.hit([`b-${stamp}`], rule))).toBeNull();
    expect((await refusal(limiter.hit([`a-${stamp}`], rule)))?.status).toBe(429);
  });
});

const api = testApiForFile();

describe('counters over the database', () => {
  it('are shared by two limiters (two API processes) over the same database', async () => {
    const first = new RateLimiter({ db: api.db });
    const second = new RateLimiter({ db: api.db });
    await first.hit(['shared'], rule);
    await second.hit(['shared'], rule);
    await first.hit(['shared'], rule);
    expect((await refusal(second.hit(['shared'], rule)))?.status).toBe(429);
  });

  it('count every one of many simultaneous hits (the increment is atomic)', async () => {
    const limiters = [new RateLimiter({ db: api.db }), new RateLimiter({ db: api.db })];
    const wide = { limit: 1000, windowMs: 60_000 };
    await Promise.all(Array.from({ length: 20 }, (_, i) => limiters[i % 2].hit(['burst'], wide)));
    const caught = await refusal(limiters[0].hit(['burst'], { limit: 20, windowMs: 60_000 }));
    expect(caught?.status).toBe(429);
  });
});

describe('login limits', () => {
  const socket = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
  const login = (email: string, password: string, address: string, headers: Record<string, string> = {}) =>
    api.app.request(
      '/auth/login',
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ email, password }) },
      socket(address),
    );

  it('lock out only the address that failed: the owner still logs in from another address', async () => {
    const owner = await api.createUser();
    for (let i = 0; i < limits.loginPerIdentifier.limit; i += 1) {
      expect((await login(owner.email, 'wrong-password', '203.0.113.10')).status).toBe(401);
    }
    const refused = await login(owner.email, owner.password, '203.0.113.10');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).data).toEqual(['Too many login attempts. Please try again later.']);

    expect((await login(owner.email, owner.password, '198.51.100.20')).status).toBe(200);
  });

  it('cap one address across many accounts', async () => {
    const address = '203.0.113.77';
    let last = 0;
    for (let i = 0; i <= limits.loginPerIp.limit; i += 1) last = (await login(`nobody-${i}@nowhere.test`, 'wrong-password', address)).status;
    expect(last).toBe(429);
  });

  it('ignore X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const owner = await api.createUser();
    for (let i = 0; i < limits.loginPerIdentifier.limit; i += 1) {
      const res = await login(owner.email, 'wrong-password', '203.0.113.30', { 'x-forwarded-for': `192.0.2.${i + 1}` });
      expect(res.status).toBe(401);
    }
    const res = await login(owner.email, 'wrong-password', '203.0.113.30', { 'x-forwarded-for': '192.0.2.200' });
    expect(res.status).toBe(429);
  });

  it('believe X-Forwarded-For from the storefront on loopback (the buyer address it forwards)', async () => {
    const owner = await api.createUser();
    for (let i = 0; i < limits.loginPerIdentifier.limit; i += 1) {
      expect((await login(owner.email, 'wrong-password', '::ffff:127.0.0.1', { 'x-forwarded-for': '192.0.2.50' })).status).toBe(401);
    }
    expect((await login(owner.email, owner.password, '127.0.0.1', { 'x-forwarded-for': '192.0.2.50' })).status).toBe(429);
    expect((await login(owner.email, owner.password, '127.0.0.1', { 'x-forwarded-for': '192.0.2.51' })).status).toBe(200);
  });
});

describe('password reset limits', () => {
  const socket = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
  const post = (path: string, body: unknown, address: string) =>
    api.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, socket(address));
  const forgot = (email: string, address: string) => post('/auth/forgot-password', { email }, address);
  const verify = (email: string, code: string, address: string) => post('/auth/verify-reset-code', { identifier: email, code }, address);

  const wrongFor = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

  it('a stranger’s wrong codes shut out the stranger’s address, and the owner still verifies from theirs', async () => {
    const owner = await api.createUser();
    expect((await forgot(owner.email, '198.51.100.60')).status).toBe(200);
    const code = await latestResetCode(api, owner.email);

    const statuses: number[] = [];
    for (let i = 0; i <= limits.verifyPerIdentifier.limit; i += 1) statuses.push((await verify(owner.email, wrongFor(code, i), '203.0.113.60')).status);
    expect(statuses.slice(0, limits.verifyPerIdentifier.limit).every((s) => s === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Even the right code is refused to the address that guessed.
    expect([422, 429]).toContain((await verify(owner.email, code, '203.0.113.60')).status);

    const verified = await verify(owner.email, code, '198.51.100.60');
    expect(verified.status).toBe(200);
    expect((await verified.json()).data.token).toEqual(expect.any(String));
  });

  it('a stranger asking for codes again and again does not stop the owner asking for one', async () => {
    const owner = await api.createUser();
    let last = 0;
    for (let i = 0; i <= limits.forgotPerEmail.limit; i += 1) last = (await forgot(owner.email, '203.0.113.61')).status;
    expect(last).toBe(429);
    expect((await forgot(owner.email, '198.51.100.61')).status).toBe(200);
  });

  it('a code dies after 25 wrong tries from all addresses together (a guesser has 25 in a million)', async () => {
    const owner = await api.createUser();
    await forgot(owner.email, '198.51.100.62');
    const code = await latestResetCode(api, owner.email);
    for (let i = 0; i < 25; i += 1) {
      expect((await verify(owner.email, wrongFor(code, i), `192.0.2.${100 + Math.floor(i / 5)}`)).status).toBe(422);
    }
    expect((await verify(owner.email, code, '198.51.100.62')).status).toBe(422);
  });
});

describe('rate limits over a Redis that fails', () => {
  it('keep counting in the database, so a limit is never why a request fails', async () => {
    const broken = { eval: async () => Promise.reject(new Error('connect ECONNREFUSED')), del: async () => Promise.reject(new Error('connect ECONNREFUSED')) };
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const limiter = new RateLimiter({ redis: broken, db: api.db });
      const key = `redis-down-${Date.now()}`;
      for (let i = 0; i < rule.limit; i += 1) await limiter.hit([key], rule);
      expect((await refusal(limiter.hit([key], rule)))?.status).toBe(429);
      // The database holds the count another process would read.
      expect(await new RateLimiter({ db: api.db }).count(key)).toBe(rule.limit + 1);
      expect(errors).toHaveBeenCalledWith('[rate-limit] Redis failed; counting in the database:', 'connect ECONNREFUSED');
    } finally {
      errors.mockRestore();
    }
  });
});
