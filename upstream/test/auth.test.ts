import { eq } from 'drizzle-orm';
import { accessTokens, mailOutbox, passwordResets, users } from '../src/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/demo';
import { createTestApi, latestResetCode, testApiForFile } from './harness';

const api = testApiForFile();

let counter = 0;
const uniqueEmail = () => `auth-${Date.now()}-${++counter}@test.crafts.ke`;

async function register(overrides: Record<string, unknown> = {}) {
  const emailAddress = uniqueEmail();
  const body = { name: 'Wanjiku Maina', email: emailAddress, password: 'secret-123', password_confirmation: 'secret-123', ...overrides };
  return { res: await api.request('POST', '/auth/register', { body }), email: (body.email as string) ?? emailAddress };
}

describe('registration', () => {
  it('creates a buyer by default who can then log in with the same password', async () => {
    const { res, email } = await register();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'success', message: 'Registration successful! You can now login.' });
    expect(res.body.data.user).toMatchObject({ email, user_type: 'buyer', status: 'active' });
    expect(res.body.data.user.roles[0].role_name).toBe('buyer');

    const login = await api.request('POST', '/auth/login', { body: { email, password: 'secret-123' } });
    expect(login.status).toBe(200);
    expect(login.body.data.accessToken).toEqual(expect.any(String));
  });

  it('stores an argon2id hash, never the password', async () => {
    const { email } = await register();
    const [row] = await api.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
    expect(row.hash).toMatch(/^\$argon2id\$/);
    expect(row.hash).not.toContain('secret-123');
  });

  it.each([
    [{ name: '' }, 'Please fill in all fields.'],
    [{ password_confirmation: undefined }, 'Please fill in all fields.'],
    [{ password: 'abc', password_confirmation: 'abc' }, 'Password must be at least 6 characters.'],
    [{ password_confirmation: 'different-1' }, 'Passwords do not match.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ user_type: 'admin' }, 'user_type must be buyer or seller.'],
  ])('refuses %j with the message %s', async (overrides, message) => {
    const { res } = await register(overrides);
    expect(res.status).toBe(422);
    expect(res.body.status).toBe('error');
    expect(Object.values(res.body.data).flat()).toContain(message);
  });

  it('refuses a second account with the same email, in any letter case, with a field error', async () => {
    const { email } = await register();
    const { res } = await register({ email: email.toUpperCase() });
    expect(res.status).toBe(422);
    expect(res.body.data.email).toEqual(['The email has already been taken.']);
  });

  it('answers a body that is not JSON with a 400, not a 500', async () => {
    const res = await api.request('POST', '/auth/register', { body: '{not json' });
    expect(res.status).toBe(400);
  });
});

describe('login', () => {
  it('logs the demo buyer in by email, in any letter case, and returns the current user', async () => {
    const res = await api.request('POST', '/auth/login', {
      body: { email: DEMO_USERS.buyer.email.toUpperCase(), password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.data.user).toMatchObject({ email: DEMO_USERS.buyer.email, user_type: 'buyer' });
    expect(res.body.data.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(res.body)).not.toMatch(/argon2/);
  });

  it.each([DEMO_USERS.buyer.phone, '0712000001', '+254 712 000 001'])('logs the demo buyer in by phone %s', async (phone) => {
    const res = await api.request('POST', '/auth/login', { body: { email: phone, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(DEMO_USERS.buyer.email);
  });

  it('answers a wrong password in the spec error shape: status error and a list of messages', async () => {
    const res = await api.request('POST', '/auth/login', { body: { email: DEMO_USERS.buyer2.email, password: 'wrong-password' } });
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('error');
    expect(res.body.data).toEqual(['These credentials do not match our records.']);
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const res = await api.request('POST', '/auth/login', { body: { email: 'nobody@nowhere.test', password: 'whatever-1' } });
    expect(res.status).toBe(401);
    expect(res.body.data).toEqual(['These credentials do not match our records.']);
  });

  it('requires both fields, answering a list of messages', async () => {
    const res = await api.request('POST', '/auth/login', { body: { email: '' } });
    expect(res.status).toBe(422);
    expect(Array.isArray(res.body.data)).toBe(true);
    expect(res.body.data[0]).toMatch(/email or phone/);
  });

  it('refuses a suspended account', async () => {
    const user = await api.createUser();
    await api.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    const res = await api.request('POST', '/auth/login', { body: { email: user.email, password: user.password } });
    expect(res.status).toBe(403);
    // Its existing tokens stop working too.
    expect((await api.request('GET', '/user/profile', { token: user.token })).status).toBe(401);
  });

  it('rate-limits one identifier after 10 attempts with a 429 and Retry-After', async () => {
    const target = uniqueEmail();
    for (let i = 0; i < 10; i += 1) {
      const res = await api.request('POST', '/auth/login', { body: { email: target, password: 'wrong-password' } });
      expect(res.status).toBe(401);
    }
    const blocked = await api.request('POST', '/auth/login', { body: { email: target, password: 'wrong-password' } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.data).toEqual([blocked.body.message]);
  });
});

describe('tokens and the profile', () => {
  it('shows the profile with roles and snake_case permissions to the token holder', async () => {
    const token = await api.loginAs('seller');
    const res = await api.request('GET', '/user/profile', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: DEMO_USERS.seller.email, user_type: 'seller' });
    expect(res.body.data.roles[0].role_name).toBe('seller');
    for (const permission of res.body.data.roles[0].permissions) expect(permission).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it.each([undefined, 'not-a-real-token', 'x'.repeat(500)])('answers 401 for the token %s', async (token) => {
    const res = await api.request('GET', '/user/profile', { token });
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('error');
  });

  it('stores tokens hashed and refuses an expired one', async () => {
    const user = await api.createUser();
    const stored = await api.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(stored[0].tokenHash).not.toBe(user.token);
    await api.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.userId, user.id));
    expect((await api.request('GET', '/user/profile', { token: user.token })).status).toBe(401);
  });

  it('logout revokes the token at the API', async () => {
    const token = await api.loginAs('buyer2');
    const live = await api.request('GET', '/auth/session', { token });
    expect(live.status).toBe(200);
    expect(live.body.data).toMatchObject({ user_type: 'buyer', email: expect.stringContaining('@') });
    expect((await api.request('POST', '/auth/logout', { token })).status).toBe(200);
    expect((await api.request('GET', '/auth/session', { token })).status).toBe(401);
    expect((await api.request('GET', '/user/profile', { token })).status).toBe(401);
    expect((await api.request('POST', '/auth/logout', { token })).status).toBe(401);
  });

  it('updates the user details and refuses a bad date', async () => {
    const user = await api.createUser();
    const res = await api.request('PATCH', '/user/profile', {
      token: user.token,
      body: { firstName: 'Achieng', town: 'Kisumu', country: 'Kenya', dateOfBirth: '1994-03-12', gender: 'female' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ firstName: 'Achieng', town: 'Kisumu', dateOfBirth: '1994-03-12' });
    const bad = await api.request('PATCH', '/user/profile', { token: user.token, body: { dateOfBirth: '12/03/1994' } });
    expect(bad.status).toBe(422);
    expect(bad.body.data.dateOfBirth).toBeDefined();
    const unknown = await api.request('PATCH', '/user/profile', { token: user.token, body: { user_type: 'admin' } });
    expect(unknown.status).toBe(422);
  });

  it('takes a phone number only with seven digits or more, at register and in the profile', async () => {
    const user = await api.createUser();
    for (const phone of ['-------', '+ - - - - - -', '12-34-5']) {
      const profile = await api.request('PATCH', '/user/profile', { token: user.token, body: { phone } });
      expect(profile.status).toBe(422);
      expect(profile.body.data.phone).toEqual(['Please enter a valid phone number.']);
      const registered = await api.request('POST', '/auth/register', {
        body: { name: 'Dash Phone', email: `dash-${Date.now()}@test.crafts.ke`, phone, password: 'secret-pass-1', password_confirmation: 'secret-pass-1' },
        headers: { 'x-forwarded-for': '198.51.100.90' },
      });
      expect(registered.status).toBe(422);
    }
    expect((await api.request('PATCH', '/user/profile', { token: user.token, body: { phone: '+254 712-345-678' } })).status).toBe(200);
  });
});

describe('password reset by emailed code', () => {
  it('answers the same for a known and an unknown email, and mails a code only to the known one', async () => {
    const user = await api.createUser();
    const known = await api.request('POST', '/auth/forgot-password', { body: { email: user.email } });
    const unknown = await api.request('POST', '/auth/forgot-password', { body: { email: 'ghost@nowhere.test' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe('Reset code sent! Please check your email for the reset code.');
    expect(await latestResetCode(api, user.email)).toMatch(/^\d{6}$/);
    const ghostMails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'ghost@nowhere.test'));
    expect(ghostMails).toHaveLength(0);
  });

  it('runs the whole flow: code, verify, new password, log in; old sessions end', async () => {
    const user = await api.createUser();
    await api.request('POST', '/auth/forgot-password', { body: { email: user.email } });
    const code = await latestResetCode(api, user.email);
    const [stored] = await api.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(stored.codeHash).not.toContain(code);

    const verified = await api.request('POST', '/auth/verify-reset-code', { body: { identifier: user.email, code } });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Code verified successfully!');
    const { token, email } = verified.body.data;

    const reset = await api.request('POST', `/auth/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`, {
      body: { password: 'brand-new-1', password_confirmation: 'brand-new-1' },
    });
    expect(reset.status).toBe(200);
    expect((await api.request('GET', '/user/profile', { token: user.token })).status).toBe(401);
    expect((await api.request('POST', '/auth/login', { body: { email: user.email, password: 'brand-new-1' } })).status).toBe(200);
    expect((await api.request('POST', '/auth/login', { body: { email: user.email, password: user.password } })).status).toBe(401);

    // The link works once.
    const again = await api.request('POST', `/auth/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`, {
      body: { password: 'another-one-2', password_confirmation: 'another-one-2' },
    });
    expect(again.status).toBe(422);
  });

  it('accepts the emailed code in the reset link instead of a token', async () => {
    const user = await api.createUser();
    await api.request('POST', '/auth/forgot-password', { body: { email: user.email } });
    const code = await latestResetCode(api, user.email);
    const res = await api.request('POST', `/auth/reset-password?code=${code}&email=${encodeURIComponent(user.email)}`, {
      body: { password: 'by-code-123', password_confirmation: 'by-code-123' },
    });
    expect(res.status).toBe(200);
  });

  it('answers a wrong code with the spec message and refuses the code to an address after its 5 wrong attempts', async () => {
    const user = await api.createUser();
    await api.request('POST', '/auth/forgot-password', { body: { email: user.email } });
    const code = await latestResetCode(api, user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await api.request('POST', '/auth/verify-reset-code', { body: { identifier: user.email, code: wrong } });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Invalid or expired code.');
    }
    const right = await api.request('POST', '/auth/verify-reset-code', { body: { identifier: user.email, code } });
    expect(right.status).toBe(422);
  });

  it('refuses a code after its 10 minutes', async () => {
    const user = await api.createUser();
    await api.request('POST', '/auth/forgot-password', { body: { email: user.email } });
    const code = await latestResetCode(api, user.email);
    await api.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(passwordResets.userId, user.id));
    const res = await api.request('POST', '/auth/verify-reset-code', { body: { identifier: user.email, code } });
    expect(res.status).toBe(422);
  });

  it('requires a code of at most 6 characters', async () => {
    const res = await api.request('POST', '/auth/verify-reset-code', { body: { identifier: 'x@y.test', code: '1234567' } });
    expect(res.status).toBe(422);
    expect(res.body.data.code).toEqual(['The code has 6 digits.']);
  });

  it('puts password errors in data beside their fields', async () => {
    const res = await api.request('POST', '/auth/reset-password?token=abc&email=a%40b.test', {
      body: { password: 'abc', password_confirmation: 'xyz' },
    });
    expect(res.status).toBe(422);
    expect(res.body.data.password).toEqual(['Password must be at least 6 characters.']);
  });

  it('rate-limits forgot-password per email with a 429', async () => {
    const user = await api.createUser();
    for (let i = 0; i < 5; i += 1) {
      expect((await api.request('POST', '/auth/forgot-password', { body: { email: user.email } })).status).toBe(200);
    }
    const blocked = await api.request('POST', '/auth/forgot-password', { body: { email: user.email } });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
  });
});

describe('change password', () => {
  it('changes it, keeps this session and ends the others', async () => {
    const user = await api.createUser();
    const other = await api.request('POST', '/auth/login', { body: { email: user.email, password: user.password } });
    const res = await api.request('POST', '/auth/change-password', {
      token: user.token,
      body: { current_password: user.password, new_password: 'changed-456', new_password_confirmation: 'changed-456' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password updated successfully!');
    expect((await api.request('GET', '/user/profile', { token: user.token })).status).toBe(200);
    expect((await api.request('GET', '/user/profile', { token: other.body.data.accessToken })).status).toBe(401);
  });

  it.each([
    [
      { current_password: 'wrong-pass-1', new_password: 'changed-456', new_password_confirmation: 'changed-456' },
      'current_password',
      'The current password is incorrect.',
    ],
    [
      { current_password: 'test-pass-123', new_password: 'changed-456', new_password_confirmation: 'changed-789' },
      'new_password_confirmation',
      'New passwords do not match.',
    ],
    [{ current_password: 'test-pass-123', new_password: 'abc', new_password_confirmation: 'abc' }, 'new_password', 'Password must be at least 6 characters.'],
    [{ current_password: '', new_password: '', new_password_confirmation: '' }, 'current_password', 'Please fill in all fields.'],
  ])('refuses %j', async (body, field, message) => {
    const user = await api.createUser();
    const res = await api.request('POST', '/auth/change-password', { token: user.token, body });
    expect(res.status).toBe(422);
    expect(res.body.data[field]).toContain(message);
  });

  it('needs a token', async () => {
    expect((await api.request('POST', '/auth/change-password', { body: {} })).status).toBe(401);
  });
});

describe('development outbox', () => {
  it('is readable outside production and absent in production', async () => {
    const user = await api.createUser();
    await api.request('POST', '/auth/forgot-password', { body: { email: user.email } });
    const res = await api.request('GET', `/dev/outbox?to=${encodeURIComponent(user.email)}`);
    expect(res.status).toBe(200);
    expect(res.body.data[0].body).toMatch(/code is \d{6}/);

    const production = await createTestApi({ env: 'production' });
    try {
      expect((await production.request('GET', `/dev/outbox?to=${encodeURIComponent(user.email)}`)).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
