import { ApiError } from '../src/http/envelope';
import { RateLimiter } from '../src/http/rate-limit';
import { desc, eq } from 'drizzle-orm';
import { strangerLimits, takeStrangerMailSlot } from '../src/auth/stranger-limits';
import { mailOutbox } from '../src/db/schema';
import { limits } from '../src/auth/address-limits';
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

  it('gives a hit back: its slot is free again, and a count never goes below zero', async () => {
    const limiter = new RateLimiter({ ...options(), now: () => 7_000 });
    const key = `release-${Math.random()}`;
    await limiter.release(key);
    for (let i = 0; i < 3; i += 1) await limiter.hit([key], rule);
    await limiter.release(key);
    expect(await limiter.count(key)).toBe(2);
    expect(await refusal(limiter.hit([key], rule))).toBeNull();
    expect((await refusal(limiter.hit([key], rule)))?.status).toBe(429);
  });

  it('counts each key apart', async () => {
    const limiter = new RateLimiter({ ...options(), now: () => 5_000 });
    const stamp = Math.random();
    for (let i = 0; i < 3; i += 1) await limiter.hit([`a-${stamp}`], rule);
    expect(await refusal(limiter.hit([`b-${stamp}`], rule))).toBeNull();
    expect((await refusal(limiter.hit([`a-${stamp}`], rule)))?.status).toBe(429);
  });
});

const api = testApiForFile({ storefrontUrl: 'http://shop.test' });

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

const socket = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
/** A request from `address`; through the storefront (loopback, trusted) when `via` names the buyer's address. */
const post = (path: string, body: unknown, address: string, headers: Record<string, string> = {}) =>
  api.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }, socket(address));
/** Through the trusted proxy (the storefront on loopback), for the buyer at `buyer`. */
const proxied = (buyer: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': buyer, ...extra });
const deviceHeader = (token: string) => ({ 'x-device-token': token });

/** Signs in from `address`, and answers the device token the API hands that browser. */
async function signInForDevice(email: string, password: string, address: string): Promise<string> {
  const res = await post('/auth/login', { email, password }, address);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { device_token: string } }).data.device_token;
}

describe('login limits', () => {
  const login = (email: string, password: string, address: string, headers: Record<string, string> = {}) =>
    post('/auth/login', { email, password }, address, headers);

  it('lock out the address that failed; the owner’s known browser still logs in from another address', async () => {
    const owner = await api.createUser();
    const device = await signInForDevice(owner.email, owner.password, '198.51.100.20');
    for (let i = 0; i < limits.loginPerIdentifier.limit; i += 1) {
      expect((await login(owner.email, 'wrong-password', '203.0.113.10')).status).toBe(401);
    }
    const refused = await login(owner.email, owner.password, '203.0.113.10');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).data).toEqual(['Too many login attempts. Please try again later.']);

    expect((await login(owner.email, owner.password, '198.51.100.21', deviceHeader(device))).status).toBe(200);
  });

  it('cap one address across many accounts', async () => {
    const address = '203.0.113.77';
    let last = 0;
    for (let i = 0; i <= limits.loginPerIp.limit; i += 1) last = (await login(`nobody-${i}@nowhere.test`, 'wrong-password', address)).status;
    expect(last).toBe(429);
  }, 240_000);

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
    const device = await signInForDevice(owner.email, owner.password, '198.51.100.52');
    for (let i = 0; i < limits.loginPerIdentifier.limit; i += 1) {
      expect((await login(owner.email, 'wrong-password', '::ffff:127.0.0.1', proxied('192.0.2.50'))).status).toBe(401);
    }
    expect((await login(owner.email, owner.password, '127.0.0.1', proxied('192.0.2.50', deviceHeader(device)))).status).toBe(429);
    expect((await login(owner.email, owner.password, '127.0.0.1', proxied('192.0.2.51', deviceHeader(device)))).status).toBe(200);
  });

  it('slow a new X-Forwarded-For on every try through the trusted proxy: 30 wrong passwords for one account meet a 429 after 10', async () => {
    const owner = await api.createUser();
    const statuses: number[] = [];
    let retryAfter = 0;
    for (let i = 0; i < 30; i += 1) {
      const res = await login(owner.email, 'wrong-password', '127.0.0.1', proxied(`192.0.2.${i + 1}`));
      statuses.push(res.status);
      if (res.status === 429) retryAfter = Number(res.headers.get('retry-after'));
    }
    const { limit } = strangerLimits.loginPerAccount;
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(limit).every((status) => status === 429)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    // The right password from a new address is slowed too: nothing tells the stranger it was right.
    expect((await login(owner.email, owner.password, '127.0.0.1', proxied('192.0.2.99'))).status).toBe(429);
  });

  it('count wrong passwords only: the owner signs in from one new browser after another', async () => {
    const owner = await api.createUser();
    for (let i = 0; i < strangerLimits.loginPerAccount.limit + 2; i += 1) {
      expect((await login(owner.email, owner.password, '127.0.0.1', proxied(`198.51.100.${150 + i}`))).status).toBe(200);
    }
  });

  it('a browser that signed in before is not slowed by strangers, and a made-up device token is no such browser', async () => {
    const owner = await api.createUser();
    const device = await signInForDevice(owner.email, owner.password, '198.51.100.30');
    for (let i = 0; i < 15; i += 1) await login(owner.email, 'wrong-password', '127.0.0.1', proxied(`192.0.2.${100 + i}`));
    const forged = 'A'.repeat(43);
    expect((await login(owner.email, owner.password, '127.0.0.1', proxied('192.0.2.130', deviceHeader(forged)))).status).toBe(429);

    const known = await login(owner.email, owner.password, '127.0.0.1', proxied('198.51.100.31', deviceHeader(device)));
    expect(known.status).toBe(200);
    // The same browser keeps its token.
    expect((await known.json()).data.device_token).toBe(device);
  });

  it('a known browser is slowed too after 10 wrong passwords, from whatever address, and only itself', async () => {
    const owner = await api.createUser();
    const device = await signInForDevice(owner.email, owner.password, '198.51.100.45');
    const other = await signInForDevice(owner.email, owner.password, '198.51.100.46');
    const statuses: number[] = [];
    for (let i = 0; i <= strangerLimits.loginPerKnownDevice.limit; i += 1) {
      statuses.push((await login(owner.email, 'wrong-password', '127.0.0.1', proxied(`192.0.2.${170 + i}`, deviceHeader(device)))).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await login(owner.email, owner.password, '127.0.0.1', proxied('198.51.100.47', deviceHeader(other)))).status).toBe(200);
  });

  it('a device token is known only to the accounts that signed in with it', async () => {
    const first = await api.createUser();
    const second = await api.createUser();
    const device = await signInForDevice(first.email, first.password, '198.51.100.40');
    for (let i = 0; i < strangerLimits.loginPerAccount.limit; i += 1) {
      await login(second.email, 'wrong-password', '127.0.0.1', proxied(`192.0.2.${140 + i}`));
    }
    expect((await login(second.email, second.password, '127.0.0.1', proxied('198.51.100.40', deviceHeader(device)))).status).toBe(429);
  });
});

describe('password reset limits', () => {
  const forgot = (email: string, address: string, extra: { session?: string; device?: string } = {}) =>
    post('/auth/forgot-password', { email, reset_session: extra.session }, '127.0.0.1', proxied(address, extra.device ? deviceHeader(extra.device) : {}));
  const verify = (email: string, code: string, address: string, extra: { session?: string; device?: string } = {}) =>
    post(
      '/auth/verify-reset-code',
      { identifier: email, code, reset_session: extra.session },
      '127.0.0.1',
      proxied(address, extra.device ? deviceHeader(extra.device) : {}),
    );
  const session = () => `reset-session-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const mailsTo = async (email: string) => (await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length;
  /** What happens when the gap before the next mail to `email` has passed. */
  const gapPasses = (email: string) => api.deps.limiter.clear(`forgot:mail-hold:${email}`);

  const latestResetLink = async (email: string) => {
    const [mail] = await api.db.select({ body: mailOutbox.body }).from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id)).limit(1);
    const match = /(http:\/\/shop\.test\/\S+)/.exec(mail?.body ?? '');
    if (!match) throw new Error(`no reset link mailed to ${email}`);
    return match[1];
  };

  const wrongFor = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

  it('strangers’ wrong codes, from many addresses and their own requests, leave the owner’s code alive', async () => {
    const owner = await api.createUser();
    const ownerSession = session();
    expect((await forgot(owner.email, '198.51.100.60', { session: ownerSession })).status).toBe(200);
    const code = await latestResetCode(api, owner.email);

    // Strangers ask for codes of their own (each mailed, the gaps having passed) and guess: five
    // addresses, five guesses each, and one more without any reset session.
    for (let address = 0; address < 5; address += 1) {
      const theirs = session();
      await gapPasses(owner.email);
      await forgot(owner.email, `203.0.113.${60 + address}`, { session: theirs });
      for (let i = 0; i < 5; i += 1) {
        expect([422, 429]).toContain((await verify(owner.email, wrongFor(code, address * 5 + i), `203.0.113.${60 + address}`, { session: theirs })).status);
      }
      expect([422, 429]).toContain((await verify(owner.email, wrongFor(code, 40 + address), `203.0.113.${60 + address}`)).status);
    }

    const verified = await verify(owner.email, code, '198.51.100.60', {
      session: ownerSession,
      device: await signInForDevice(owner.email, owner.password, '198.51.100.60'),
    });
    expect(verified.status).toBe(200);
    expect((await verified.json()).data.token).toEqual(expect.any(String));
  });

  it('the owner on a new browser, with the strangers’ guesses spent, resets through the mailed link', async () => {
    const owner = await api.createUser();
    const theirs = session();
    await forgot(owner.email, '203.0.113.66', { session: theirs });
    for (let i = 0; i < strangerLimits.codeGuessesPerAccount.limit; i += 1) {
      await gapPasses(owner.email);
      await forgot(owner.email, '203.0.113.66', { session: theirs });
      await verify(owner.email, '000000', `203.0.113.${120 + i}`, { session: theirs });
    }
    await gapPasses(owner.email);
    const mine = session();
    await forgot(owner.email, '198.51.100.66', { session: mine });
    const code = await latestResetCode(api, owner.email);
    // The code itself would be one more guess, which strangers have spent.
    expect((await verify(owner.email, code, '198.51.100.66', { session: mine })).status).toBe(429);

    const link = new URL(await latestResetLink(owner.email));
    expect(`${link.origin}${link.pathname}`).toBe('http://shop.test/reset-password');
    expect(link.searchParams.get('email')).toBe(owner.email);
    const reset = await post(
      `/auth/reset-password?${new URLSearchParams({ email: owner.email, token: link.searchParams.get('token') ?? '' })}`,
      { password: 'brand-new-pass-1', password_confirmation: 'brand-new-pass-1' },
      '127.0.0.1',
      proxied('198.51.100.66'),
    );
    expect(reset.status).toBe(200);

    // The browser that reset is known now: strangers' wrong passwords do not hold it at login.
    const device = (await reset.json()).data.device_token as string;
    for (let i = 0; i < strangerLimits.loginPerAccount.limit + 1; i += 1) {
      await post('/auth/login', { email: owner.email, password: 'wrong-password' }, '127.0.0.1', proxied(`192.0.2.${160 + i}`));
    }
    const login = await post('/auth/login', { email: owner.email, password: 'brand-new-pass-1' }, '127.0.0.1', proxied('198.51.100.66', deviceHeader(device)));
    expect(login.status).toBe(200);
  });

  it('the owner’s code works only in the reset that asked for it', async () => {
    const owner = await api.createUser();
    await forgot(owner.email, '198.51.100.61', { session: session() });
    const code = await latestResetCode(api, owner.email);
    expect((await verify(owner.email, code, '198.51.100.61', { session: session() })).status).toBe(422);
    expect((await verify(owner.email, code, '198.51.100.61')).status).toBe(422);
  });

  it('a code dies after 5 wrong tries in its own reset', async () => {
    const owner = await api.createUser();
    const mine = session();
    await forgot(owner.email, '198.51.100.62', { session: mine });
    const code = await latestResetCode(api, owner.email);
    for (let i = 0; i < 5; i += 1) expect((await verify(owner.email, wrongFor(code, i), '198.51.100.62', { session: mine })).status).toBe(422);
    expect((await verify(owner.email, code, '198.51.100.62', { session: mine })).status).toBe(422);
  });

  it('a stranger asking again and again, from new addresses, gets the same answer and only spaces the mails out; the owner’s known browser is mailed at once', async () => {
    const owner = await api.createUser();
    const device = await signInForDevice(owner.email, owner.password, '198.51.100.63');
    const answers = new Set<string>();
    for (let i = 0; i < 30; i += 1) {
      const res = await forgot(owner.email, `192.0.2.${i + 1}`, { session: session() });
      expect(res.status).toBe(200);
      answers.add(JSON.stringify(await res.json()));
    }
    expect(answers.size).toBe(1);
    expect(await mailsTo(owner.email)).toBe(1);

    const mine = session();
    expect((await forgot(owner.email, '198.51.100.64', { session: mine, device })).status).toBe(200);
    expect(await mailsTo(owner.email)).toBe(2);
    const code = await latestResetCode(api, owner.email);
    expect((await verify(owner.email, code, '198.51.100.64', { session: mine, device })).status).toBe(200);
  });

  it('asking again in the same reset while the mail is held back leaves the code already mailed working', async () => {
    const owner = await api.createUser();
    const mine = session();
    await forgot(owner.email, '198.51.100.73', { session: mine });
    const code = await latestResetCode(api, owner.email);
    expect((await forgot(owner.email, '198.51.100.73', { session: mine })).status).toBe(200);
    expect(await mailsTo(owner.email)).toBe(1);
    expect((await verify(owner.email, code, '198.51.100.73', { session: mine })).status).toBe(200);
  });

  it('the owner on a new browser is mailed again once the gap has passed', async () => {
    const owner = await api.createUser();
    await forgot(owner.email, '192.0.2.70', { session: session() });
    await forgot(owner.email, '192.0.2.71', { session: session() });
    expect(await mailsTo(owner.email)).toBe(1);
    await gapPasses(owner.email);
    const mine = session();
    await forgot(owner.email, '198.51.100.72', { session: mine });
    expect(await mailsTo(owner.email)).toBe(2);
    expect((await verify(owner.email, await latestResetCode(api, owner.email), '198.51.100.72', { session: mine })).status).toBe(200);
  });

  it('strangers have 6 wrong codes per account in 30 days, from any address; the owner’s known browser still verifies', async () => {
    const owner = await api.createUser();
    const device = await signInForDevice(owner.email, owner.password, '198.51.100.80');
    // The owner's right code from a new browser is not one of them.
    const earlier = session();
    await forgot(owner.email, '198.51.100.82', { session: earlier });
    expect((await verify(owner.email, await latestResetCode(api, owner.email), '198.51.100.82', { session: earlier })).status).toBe(200);

    const { limit } = strangerLimits.codeGuessesPerAccount;
    let evaluated = 0;
    let refused: Response | null = null;
    for (let round = 0; round < 3 && !refused; round += 1) {
      const theirs = session();
      await gapPasses(owner.email);
      await forgot(owner.email, `192.0.2.${80 + round}`, { session: theirs });
      for (let i = 0; i < 5 && !refused; i += 1) {
        const res = await verify(owner.email, '000000', `192.0.2.${100 + round * 5 + i}`, { session: theirs });
        if (res.status === 429) refused = res;
        else evaluated += 1;
      }
    }
    expect(evaluated).toBe(limit);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(29 * 24 * 3600);

    const mine = session();
    await forgot(owner.email, '198.51.100.81', { session: mine, device });
    const code = await latestResetCode(api, owner.email);
    expect((await verify(owner.email, code, '198.51.100.81', { session: mine, device })).status).toBe(200);
  });
});

describe('mail back-off for strangers', () => {
  it('spaces mails to one mailbox 1, 2, 4, 8 minutes apart, and never refuses for good', async () => {
    let now = 10_000_000 + Math.floor(Math.random() * 1e9);
    const limiter = new RateLimiter({ now: () => now });
    const mailbox = `backoff-${now}@example.test`;
    const minute = 60_000;
    const sentAt: number[] = [];
    // A request every 10 seconds for an hour.
    for (let t = 0; t < 60 * minute; t += 10_000) {
      now += 10_000;
      if (await takeStrangerMailSlot(limiter, mailbox)) sentAt.push(t);
    }
    const gaps = sentAt.slice(1).map((at, i) => Math.ceil((at - sentAt[i]) / minute));
    expect(gaps).toEqual([1, 2, 4, 8, 16]);
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
