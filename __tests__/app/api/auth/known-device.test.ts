/** @jest-environment node */
// Issue 30, points 3 and 4: a browser that has signed in carries the API's known-device token in a
// sealed HttpOnly cookie, and the storefront forwards it (server to server, as X-Device-Token) with
// that browser's later logins and password resets, so the API lets it past the throttles it keeps
// for strangers to the account. The token never reaches the browser readable.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { NextRequest } from 'next/server';
import { sealData } from 'iron-session';
import { GET as nextAuthGet, POST as nextAuthPost } from '@/app/api/auth/[...nextauth]/route';
import { POST as forgotPassword } from '@/app/api/auth/forgot-password/route';
import { POST as resetPassword } from '@/app/api/auth/reset-password/route';
import { POST as verifyResetCode } from '@/app/api/auth/verify-reset-code/route';
import { sealSecret } from '@/lib/session/config';
import { KNOWN_DEVICE_COOKIE, readKnownDevice } from '@/lib/session/known-device';
import { RESET_FLOW_COOKIE } from '@/lib/session/reset-flow';
import { apiUser } from '@/__tests__/support/api-user';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { enterRequest } from '@/__tests__/support/request-scope';
import { API, cookiePair, envelope, nextAuthUrlIsSite, post, setCookieLine, SITE } from './helpers';

jest.mock('next/headers', () => jest.requireActual('@/__tests__/support/request-scope').nextHeaders);

/** Device tokens are 32 random bytes in base64url, 43 characters. */
const DEVICE = 'dev1ce-t0ken_0123456789'.padEnd(43, 'x');
const OTHER_DEVICE = 'another-device-token_'.padEnd(43, 'y');
const EMAIL = 'amina@example.com';

nextAuthUrlIsSite();
onlyNockedCalls();

function loginAnswer(deviceToken: string) {
  return envelope('Login successful.', {
    accessToken: 'api-bearer-token',
    token_type: 'Bearer',
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    device_token: deviceToken,
    user: apiUser(),
  });
}

/** Signs in through next-auth's credentials callback with the browser's `cookie`; answers the login's response. */
async function signIn(cookie = ''): Promise<Response> {
  const csrf = await nextAuthGet(enterRequest(new NextRequest(`${SITE}/api/auth/csrf`, { headers: { origin: SITE } })), {
    params: Promise.resolve({ nextauth: ['csrf'] }),
  });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookies = [...csrf.headers.getSetCookie().map((line) => line.split(';')[0]), cookie].filter(Boolean).join('; ');
  const request = enterRequest(
    new NextRequest(`${SITE}/api/auth/callback/credentials`, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded', cookie: cookies, 'x-forwarded-for': '203.0.113.7' },
      body: new URLSearchParams({ csrfToken, email: EMAIL, password: 'karibu-2026', json: 'true' }).toString(),
    }),
  );
  return nextAuthPost(request, { params: Promise.resolve({ nextauth: ['callback', 'credentials'] }) });
}

const deviceCookie = async (token: string) => `${KNOWN_DEVICE_COOKIE}=${encodeURIComponent(await sealData(token, { password: sealSecret(), ttl: 3600 }))}`;

describe('the known-device cookie at login', () => {
  it('keeps the API’s device token in a sealed, HttpOnly, SameSite=Lax cookie for a year, unreadable', async () => {
    nock(API).post('/auth/login').reply(200, loginAnswer(DEVICE));
    const response = await signIn();
    expect(response.status).toBe(200);

    const line = setCookieLine(response, KNOWN_DEVICE_COOKIE)!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=lax/i);
    expect(line).toMatch(/Path=\//);
    expect(line).toMatch(/Max-Age=31536000/);
    expect(line).not.toContain(DEVICE);
    expect(await response.text()).not.toContain(DEVICE);
    expect(await readKnownDevice(cookiePair(response, KNOWN_DEVICE_COOKIE))).toBe(DEVICE);
  });

  it('sends the browser’s device token with its next login, and only in its own header', async () => {
    nock(API).post('/auth/login').reply(200, loginAnswer(DEVICE));
    const first = await signIn();
    const cookie = cookiePair(first, KNOWN_DEVICE_COOKIE)!;

    const scope = nock(API)
      .post('/auth/login', { email: EMAIL, password: 'karibu-2026' })
      .matchHeader('x-device-token', DEVICE)
      .matchHeader('x-forwarded-for', '203.0.113.7')
      .reply(200, loginAnswer(DEVICE));
    expect((await signIn(cookie)).status).toBe(200);
    expect(scope.isDone()).toBe(true);
  });

  it('sends no device token for a browser without the cookie, or with one sealed by someone else', async () => {
    const forged = `${KNOWN_DEVICE_COOKIE}=${encodeURIComponent(await sealData(OTHER_DEVICE, { password: 'another-secret-that-is-at-least-32-characters', ttl: 3600 }))}`;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (const cookie of ['', forged, `${KNOWN_DEVICE_COOKIE}=garbage`]) {
        const scope = nock(API)
          .post('/auth/login')
          .matchHeader('x-device-token', (value) => value === undefined)
          .reply(200, loginAnswer(DEVICE));
        expect((await signIn(cookie)).status).toBe(200);
        expect(scope.isDone()).toBe(true);
      }
    } finally {
      warn.mockRestore();
    }
  });

  it('sets no cookie when the login fails', async () => {
    nock(API)
      .post('/auth/login')
      .reply(401, envelope('Invalid credentials.', ['These credentials do not match our records.'], 'error'));
    const response = await signIn();
    expect(response.status).toBe(401);
    expect(setCookieLine(response, KNOWN_DEVICE_COOKIE)).toBeUndefined();
  });
});

describe('the known-device token in the password reset', () => {
  it('goes with forgot-password, verify-reset-code and reset-password to the API', async () => {
    const device = await deviceCookie(DEVICE);
    const forgot = nock(API).post('/auth/forgot-password').matchHeader('x-device-token', DEVICE).reply(200, envelope('Reset code sent!'));
    const started = await forgotPassword(post('/api/auth/forgot-password', { email: EMAIL }, { cookie: device }));
    expect(forgot.isDone()).toBe(true);
    const cookie = `${cookiePair(started, RESET_FLOW_COOKIE)}; ${device}`;

    const verify = nock(API)
      .post('/auth/verify-reset-code')
      .matchHeader('x-device-token', DEVICE)
      .reply(422, envelope('Invalid or expired code.', { code: ['Invalid or expired code.'] }, 'error'));
    await verifyResetCode(post('/api/auth/verify-reset-code', { code: '123456' }, { cookie }));
    expect(verify.isDone()).toBe(true);

    const reset = nock(API)
      .post('/auth/reset-password')
      .query({ email: EMAIL, code: '654321' })
      .matchHeader('x-device-token', DEVICE)
      .reply(200, envelope('Your password has been reset. You can now log in.', { device_token: DEVICE }));
    const response = await resetPassword(
      post('/api/auth/reset-password', { password: 'newsecret', password_confirmation: 'newsecret', email: EMAIL, code: '654321' }, { cookie }),
    );
    expect(response.status).toBe(200);
    expect(reset.isDone()).toBe(true);
  });

  it('makes the browser that reset the password a known one', async () => {
    nock(API)
      .post('/auth/reset-password')
      .query({ email: EMAIL, token: 'link-token' })
      .reply(200, envelope('Your password has been reset. You can now log in.', { device_token: OTHER_DEVICE }));
    const response = await resetPassword(
      post('/api/auth/reset-password', { password: 'newsecret', password_confirmation: 'newsecret', email: EMAIL, token: 'link-token' }),
    );
    expect(response.status).toBe(200);
    expect(setCookieLine(response, KNOWN_DEVICE_COOKIE)).toMatch(/HttpOnly/i);
    expect(await response.text()).not.toContain(OTHER_DEVICE);
    expect(await readKnownDevice(cookiePair(response, KNOWN_DEVICE_COOKIE))).toBe(OTHER_DEVICE);
  });
});
