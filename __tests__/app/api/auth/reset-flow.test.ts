/** @jest-environment node */
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { sealData } from 'iron-session';
import { POST as forgotPassword } from '@/app/api/auth/forgot-password/route';
import { POST as verifyResetCode } from '@/app/api/auth/verify-reset-code/route';
import { POST as resetPassword } from '@/app/api/auth/reset-password/route';
import { sealSecret } from '@/lib/session/config';
import { openResetFlow, RESET_FLOW_COOKIE } from '@/lib/session/reset-flow';
import { API, cookiePair, envelope, post, setCookieLine } from './helpers';
import { onlyNockedCalls } from '@/__tests__/support/nock';

const EMAIL = 'amina@example.com';
const RESET_TOKEN = 'reset-token-3f9a7c1e5b2d4a6f8e0c1b3d5f7a9c2e';
const passwords = { password: 'newsecret', password_confirmation: 'newsecret' };

onlyNockedCalls();

const sealedValue = (pair: string) => decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
/** The reset session sealed in a flow's cookie. */
const sessionIn = async (cookie: string) => (await openResetFlow(sealedValue(cookie)))!.session;
/** A forgot-password body: the email and a fresh reset session (32 random bytes). */
const asksFor = (email: string) => (body: { email?: unknown; reset_session?: unknown }) =>
  body.email === email && typeof body.reset_session === 'string' && /^[A-Za-z0-9_-]{43}$/.test(body.reset_session);

/** Runs forgot-password against a stand-in API and returns the reset cookie it set. */
async function startFlow(email = EMAIL): Promise<string> {
  nock(API).post('/auth/forgot-password', asksFor(email)).reply(200, envelope('Reset code sent!'));
  const response = await forgotPassword(post('/api/auth/forgot-password', { email }));
  expect(response.status).toBe(200);
  const cookie = cookiePair(response, RESET_FLOW_COOKIE);
  expect(cookie).not.toBeNull();
  return cookie!;
}

/** Runs verify-reset-code with the flow's cookie and returns the cookie that carries the token. */
async function verifyFlow(cookie: string): Promise<string> {
  nock(API)
    .post('/auth/verify-reset-code', { identifier: EMAIL, code: '123456', reset_session: await sessionIn(cookie) })
    .reply(200, envelope('Code verified successfully!', { token: RESET_TOKEN, email: EMAIL, expires_at: '2030-01-01T00:00:00.000Z' }));
  const response = await verifyResetCode(post('/api/auth/verify-reset-code', { code: '123456' }, { cookie }));
  expect(response.status).toBe(200);
  return cookiePair(response, RESET_FLOW_COOKIE)!;
}

describe('POST /api/auth/forgot-password', () => {
  it('asks the API for a code and keeps the email in a sealed, httpOnly cookie', async () => {
    const scope = nock(API)
      .post('/auth/forgot-password', asksFor(EMAIL))
      .matchHeader('x-forwarded-for', '203.0.113.7')
      .reply(200, envelope('Reset code sent! Please check your email for the reset code.'));

    const response = await forgotPassword(post('/api/auth/forgot-password', { email: EMAIL }));

    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Reset code sent! Please check your email for the reset code.' });
    const line = setCookieLine(response, RESET_FLOW_COOKIE)!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=lax/i);
    expect(line).toMatch(/Max-Age=900/);
    expect(line).toMatch(/Path=\//);
    // Sealed, not readable.
    expect(line).not.toContain(EMAIL);
    expect(line).not.toContain(encodeURIComponent(EMAIL));
    const flow = await openResetFlow(sealedValue(cookiePair(response, RESET_FLOW_COOKIE)!));
    expect(flow).toMatchObject({ email: EMAIL });
    expect(flow?.token).toBeUndefined();
  });

  it('binds the code to this flow: the API gets a new random reset session, kept only sealed in the cookie', async () => {
    const sent: string[] = [];
    nock(API)
      .post('/auth/forgot-password', (body: { reset_session: string }) => Boolean(sent.push(body.reset_session)))
      .twice()
      .reply(200, envelope('Reset code sent!'));
    const first = await forgotPassword(post('/api/auth/forgot-password', { email: EMAIL }));
    const second = await forgotPassword(post('/api/auth/forgot-password', { email: EMAIL }));

    expect(sent).toHaveLength(2);
    expect(sent[0]).not.toBe(sent[1]);
    expect(await sessionIn(cookiePair(first, RESET_FLOW_COOKIE)!)).toBe(sent[0]);
    expect(await sessionIn(cookiePair(second, RESET_FLOW_COOKIE)!)).toBe(sent[1]);
    expect(setCookieLine(first, RESET_FLOW_COOKIE)).not.toContain(sent[0]);
    expect(await first.text()).not.toContain(sent[0]);
  });

  it('keeps the reset session when the same email asks again, so a code already mailed still works', async () => {
    const cookie = await startFlow();
    const sent: string[] = [];
    nock(API)
      .post('/auth/forgot-password', (body: { email: string; reset_session: string }) => Boolean(sent.push(`${body.email} ${body.reset_session}`)))
      .twice()
      .reply(200, envelope('Reset code sent!'));
    const again = await forgotPassword(post('/api/auth/forgot-password', { email: EMAIL }, { cookie }));
    const other = await forgotPassword(post('/api/auth/forgot-password', { email: 'other@example.com' }, { cookie }));

    expect(sent[0]).toBe(`${EMAIL} ${await sessionIn(cookie)}`);
    expect(await sessionIn(cookiePair(again, RESET_FLOW_COOKIE)!)).toBe(await sessionIn(cookie));
    // Another email is another reset.
    expect(sent[1]).not.toContain(await sessionIn(cookie));
    expect(await sessionIn(cookiePair(other, RESET_FLOW_COOKIE)!)).not.toBe(await sessionIn(cookie));
  });

  it('refuses a request from another site', async () => {
    const response = await forgotPassword(post('/api/auth/forgot-password', { email: EMAIL }, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect(setCookieLine(response, RESET_FLOW_COOKIE)).toBeUndefined();
  });

  it('answers 422 with the spec’s message when the email is missing', async () => {
    const response = await forgotPassword(post('/api/auth/forgot-password', { email: ' ' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'Please enter your email.', fieldErrors: { email: 'Please enter your email.' } });
  });

  it('answers 503 with “Failed to send reset code.” when the API is down, and starts no flow', async () => {
    nock(API).post('/auth/forgot-password').replyWithError({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' });
    const response = await forgotPassword(post('/api/auth/forgot-password', { email: EMAIL }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Failed to send reset code.' });
    expect(setCookieLine(response, RESET_FLOW_COOKIE)).toBeUndefined();
  });

  it('keeps the API’s rate limit with its Retry-After', async () => {
    nock(API)
      .post('/auth/forgot-password')
      .reply(429, envelope('Too many attempts. Please try again later.', null, 'error'), { 'Retry-After': '600' });
    const response = await forgotPassword(post('/api/auth/forgot-password', { email: EMAIL }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('600');
    expect((await response.json()).message).toBe('Too many attempts. Please try again later.');
  });
});

describe('POST /api/auth/verify-reset-code', () => {
  it('sends the email from the sealed cookie as identifier, and seals the reset token without returning it', async () => {
    const cookie = await startFlow();
    const scope = nock(API)
      .post('/auth/verify-reset-code', { identifier: EMAIL, code: '123456', reset_session: await sessionIn(cookie) })
      .reply(200, envelope('Code verified successfully!', { token: RESET_TOKEN, email: EMAIL, expires_at: '2030-01-01T00:00:00.000Z' }));

    // The browser sends only the code: whatever email it might add is not used.
    const response = await verifyResetCode(post('/api/auth/verify-reset-code', { code: '123456', identifier: 'mallory@example.com' }, { cookie }));

    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      message: 'Code verified successfully! Redirecting you to create new password...',
      email: EMAIL,
    });
    expect(text).not.toContain(RESET_TOKEN);
    const line = setCookieLine(response, RESET_FLOW_COOKIE)!;
    expect(line).not.toContain(RESET_TOKEN);
    const flow = await openResetFlow(sealedValue(cookiePair(response, RESET_FLOW_COOKIE)!));
    expect(flow).toMatchObject({ email: EMAIL, token: RESET_TOKEN });
  });

  it('asks the user to start again when there is no reset cookie', async () => {
    const scope = nock(API).post('/auth/verify-reset-code').reply(200, envelope('ok'));
    const response = await verifyResetCode(post('/api/auth/verify-reset-code', { code: '123456' }));
    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({ restart: true });
    expect(scope.isDone()).toBe(false);
  });

  it('does not trust a cookie sealed with another secret', async () => {
    const forged = await sealData(
      { email: 'victim@example.com', session: 'a'.repeat(43), expiresAt: Date.now() + 60_000 },
      {
        password: 'another-secret-that-is-at-least-32-characters',
        ttl: 900,
      },
    );
    const response = await verifyResetCode(
      post('/api/auth/verify-reset-code', { code: '123456' }, { cookie: `${RESET_FLOW_COOKIE}=${encodeURIComponent(forged)}` }),
    );
    expect(response.status).toBe(410);
  });

  it('does not accept an expired flow', async () => {
    const stale = await sealData({ email: EMAIL, session: 'a'.repeat(43), expiresAt: Date.now() - 1000 }, { password: sealSecret(), ttl: 900 });
    const response = await verifyResetCode(
      post('/api/auth/verify-reset-code', { code: '123456' }, { cookie: `${RESET_FLOW_COOKIE}=${encodeURIComponent(stale)}` }),
    );
    expect(response.status).toBe(410);
  });

  it('answers 422 with the spec’s messages for a missing or too long code', async () => {
    const cookie = await startFlow();
    const empty = await verifyResetCode(post('/api/auth/verify-reset-code', { code: '' }, { cookie }));
    expect(empty.status).toBe(422);
    expect((await empty.json()).message).toBe('Please enter the code.');
    const long = await verifyResetCode(post('/api/auth/verify-reset-code', { code: '1234567' }, { cookie }));
    expect(long.status).toBe(422);
    expect((await long.json()).message).toBe('The code has 6 digits.');
  });

  it('passes the API’s “Invalid or expired code.” through beside the code field', async () => {
    const cookie = await startFlow();
    nock(API)
      .post('/auth/verify-reset-code', { identifier: EMAIL, code: '000000', reset_session: await sessionIn(cookie) })
      .reply(422, envelope('Invalid or expired code.', { code: ['Invalid or expired code.'] }, 'error'));

    const response = await verifyResetCode(post('/api/auth/verify-reset-code', { code: '000000' }, { cookie }));

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'Invalid or expired code.', fieldErrors: { code: 'Invalid or expired code.' } });
    expect(setCookieLine(response, RESET_FLOW_COOKIE)).toBeUndefined();
  });

  it('answers 503 with “Invalid or expired code.” when the API is down', async () => {
    const cookie = await startFlow();
    nock(API).post('/auth/verify-reset-code').replyWithError({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' });
    const response = await verifyResetCode(post('/api/auth/verify-reset-code', { code: '123456' }, { cookie }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Invalid or expired code.' });
  });

  it('refuses a request from another site', async () => {
    const cookie = await startFlow();
    const response = await verifyResetCode(post('/api/auth/verify-reset-code', { code: '123456' }, { cookie, origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('resets with the token sealed in the cookie, then clears the cookie', async () => {
    const cookie = await verifyFlow(await startFlow());
    const scope = nock(API)
      .post('/auth/reset-password', passwords)
      .query({ email: EMAIL, token: RESET_TOKEN })
      .reply(200, envelope('Your password has been reset. You can now log in.'));

    const response = await resetPassword(post('/api/auth/reset-password', passwords, { cookie }));

    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Password reset! Redirecting to login...' });
    expect(text).not.toContain(RESET_TOKEN);
    expect(setCookieLine(response, RESET_FLOW_COOKIE)).toMatch(/Max-Age=0/);
  });

  it('resets with the token and email of an emailed link', async () => {
    const scope = nock(API)
      .post('/auth/reset-password', passwords)
      .query({ email: EMAIL, token: 'link-token' })
      .reply(200, envelope('Your password has been reset. You can now log in.'));

    const response = await resetPassword(post('/api/auth/reset-password', { ...passwords, email: EMAIL, token: 'link-token' }));

    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(200);
  });

  it('resets with the emailed code and email of a link', async () => {
    const scope = nock(API)
      .post('/auth/reset-password', passwords)
      .query({ email: EMAIL, code: '654321' })
      .reply(200, envelope('Your password has been reset. You can now log in.'));

    const response = await resetPassword(post('/api/auth/reset-password', { ...passwords, email: EMAIL, code: '654321' }));

    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(200);
  });

  it('sends the emailed code in the link with the reset session of this browser’s flow', async () => {
    const cookie = await startFlow();
    const scope = nock(API)
      .post('/auth/reset-password', { ...passwords, reset_session: await sessionIn(cookie) })
      .query({ email: EMAIL, code: '654321' })
      .reply(200, envelope('Your password has been reset. You can now log in.'));

    const response = await resetPassword(post('/api/auth/reset-password', { ...passwords, email: EMAIL, code: '654321' }, { cookie }));

    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(200);
  });

  it('asks the user to start again when neither the cookie nor the link proves the reset', async () => {
    const cookie = await startFlow(); // email only: the code was never verified
    const response = await resetPassword(post('/api/auth/reset-password', passwords, { cookie }));
    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({ restart: true });
  });

  it.each([
    [{ password: 'abc', password_confirmation: 'abc' }, 'Password must be at least 6 characters.'],
    [{ password: 'newsecret', password_confirmation: 'different' }, 'Passwords do not match.'],
    [{ password: '', password_confirmation: '' }, 'Please fill in all fields.'],
  ])('answers 422 with the spec’s message for bad passwords (%#)', async (input, message) => {
    const response = await resetPassword(post('/api/auth/reset-password', { ...input, email: EMAIL, token: 't' }));
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe(message);
  });

  it('joins the API’s field errors into the message and keeps them beside their fields', async () => {
    nock(API)
      .post('/auth/reset-password')
      .query(true)
      .reply(
        422,
        envelope(
          'Password must be at most 128 characters.',
          { password: ['Password must be at most 128 characters.'], token: ['This password reset link is invalid or has expired.'] },
          'error',
        ),
      );

    const response = await resetPassword(post('/api/auth/reset-password', { ...passwords, email: EMAIL, token: 'old' }));

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Password must be at most 128 characters. This password reset link is invalid or has expired.',
      fieldErrors: {
        password: 'Password must be at most 128 characters.',
        token: 'This password reset link is invalid or has expired.',
      },
    });
  });

  it('answers 503 with “Failed to reset password” when the API is down, and keeps the cookie', async () => {
    const cookie = await verifyFlow(await startFlow());
    nock(API).post('/auth/reset-password').query(true).replyWithError({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' });

    const response = await resetPassword(post('/api/auth/reset-password', passwords, { cookie }));

    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Failed to reset password' });
    expect(text).not.toContain(RESET_TOKEN);
    expect(setCookieLine(response, RESET_FLOW_COOKIE)).toBeUndefined();
  });

  it('refuses a request from another site', async () => {
    const response = await resetPassword(post('/api/auth/reset-password', { ...passwords, email: EMAIL, token: 't' }, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
  });
});
