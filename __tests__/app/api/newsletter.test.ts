/** @jest-environment node */
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { POST } from '@/app/api/newsletter/route';
import { API, envelope, expectTooManySubmissionsPassedOn, post, SITE, tooManySubmissions } from './auth/helpers';
import { onlyNockedCalls } from '@/__tests__/support/nock';

onlyNockedCalls();

describe('POST /api/newsletter', () => {
  it('subscribes the address at the API, with the buyer’s address for its rate limit', async () => {
    const scope = nock(API)
      .post('/newsletter/subscribe', { email: 'amina@example.com' })
      .matchHeader('x-forwarded-for', '203.0.113.7')
      .reply(200, envelope('Thank you for subscribing!', { email: 'amina@example.com', subscribed: true }));

    const response = await POST(post('/api/newsletter', { email: ' amina@example.com ' }));

    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Thank you for subscribing!' });
  });

  it('refuses a request from another site with 403', async () => {
    const response = await POST(post('/api/newsletter', { email: 'amina@example.com' }, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
  });

  it('refuses a request without an Origin header with 403', async () => {
    const response = await POST(post('/api/newsletter', { email: 'amina@example.com' }, { origin: null }));
    expect(response.status).toBe(403);
  });

  it.each([
    [{}, 'Please enter your email.'],
    [{ email: '   ' }, 'Please enter your email.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
  ])('answers 422 for %p without calling the API', async (body, message) => {
    const response = await POST(post('/api/newsletter', body));
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe(message);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await POST(post('/api/newsletter', null, { raw: 'email=amina@example.com' }));
    expect(response.status).toBe(400);
  });

  it('says “Subscription failed. Please try again.” when the API fails', async () => {
    nock(API)
      .post('/newsletter/subscribe')
      .reply(500, envelope('Internal error', null, 'error'));
    const response = await POST(post('/api/newsletter', { email: 'amina@example.com' }));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'Subscription failed. Please try again.' });
  });

  it('passes a rate limit on with its message and Retry-After', async () => {
    nock(API)
      .post('/newsletter/subscribe')
      .reply(...tooManySubmissions);
    const response = await POST(post('/api/newsletter', { email: 'amina@example.com' }));
    await expectTooManySubmissionsPassedOn(response);
  });
});

describe('POST /api/newsletter without JavaScript (a plain form post)', () => {
  const formPost = (body: string, origin = SITE) =>
    new Request(`${SITE}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'x-forwarded-for': '203.0.113.7' },
      body,
    });

  it('subscribes and sends the browser back to the landing page’s signup with the outcome', async () => {
    const scope = nock(API).post('/newsletter/subscribe', { email: 'amina@example.com' }).reply(200, envelope('Thank you for subscribing!', {}));
    const response = await POST(formPost('email=amina%40example.com'));
    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}/newsletter?outcome=subscribed#newsletter`);
  });

  it('sends an empty or malformed address back without calling the API', async () => {
    expect((await POST(formPost('email='))).headers.get('location')).toBe(`${SITE}/newsletter?outcome=missing#newsletter`);
    expect((await POST(formPost('email=nope'))).headers.get('location')).toBe(`${SITE}/newsletter?outcome=invalid#newsletter`);
  });

  it('still refuses another site’s form', async () => {
    expect((await POST(formPost('email=amina%40example.com', 'https://evil.example'))).status).toBe(403);
  });
});
