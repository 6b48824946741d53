/** @jest-environment node */
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { POST } from '@/app/api/contact/route';
import { API, envelope, expectTooManySubmissionsPassedOn, post, SITE, tooManySubmissions } from './auth/helpers';
import { onlyNockedCalls } from '@/__tests__/support/nock';

onlyNockedCalls();

const MESSAGE = { name: 'Amina Wanjiru', email: 'amina@example.com', message: 'Do you ship kiondo baskets to Kampala?' };

describe('POST /api/contact', () => {
  it('sends the message to the API, with the sender’s address for its rate limit, and thanks them', async () => {
    const scope = nock(API)
      .post('/contact', MESSAGE)
      .matchHeader('x-forwarded-for', '203.0.113.7')
      .reply(201, envelope("Thank you! We'll be in touch soon.", { id: 7, created_at: '2026-01-15T09:00:00.000Z' }));

    const response = await POST(post('/api/contact', { ...MESSAGE, name: '  Amina Wanjiru ' }));

    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: "Thank you! We'll be in touch soon." });
  });

  it('refuses a request from another site with 403, without calling the API', async () => {
    const response = await POST(post('/api/contact', MESSAGE, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
  });

  it('refuses a request without an Origin header with 403', async () => {
    const response = await POST(post('/api/contact', MESSAGE, { origin: null }));
    expect(response.status).toBe(403);
  });

  it.each([
    [{}, 'Please fill in all fields.', 'name'],
    [{ ...MESSAGE, name: '   ' }, 'Please fill in all fields.', 'name'],
    [{ ...MESSAGE, message: '' }, 'Please fill in all fields.', 'message'],
    [{ ...MESSAGE, email: 'not-an-email' }, 'Please enter a valid email address.', 'email'],
    [{ ...MESSAGE, name: 'x'.repeat(121) }, 'Your name can be at most 120 characters.', 'name'],
    [{ ...MESSAGE, message: 'x'.repeat(5001) }, 'Your message can be at most 5,000 characters.', 'message'],
    [{ ...MESSAGE, email: 42 }, 'Please fill in all fields.', 'email'],
  ])('answers 422 for %p with the message beside its field, without calling the API', async (body, message, field) => {
    const response = await POST(post('/api/contact', body));
    expect(response.status).toBe(422);
    const json = await response.json();
    expect(json.message).toBe(message);
    expect(json.fieldErrors[field]).toBe(message);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await POST(post('/api/contact', null, { raw: '{"name":' }));
    expect(response.status).toBe(400);
  });

  it('says the message could not be sent when the API fails, never with its details', async () => {
    nock(API)
      .post('/contact')
      .reply(500, envelope('Internal error', null, 'error'));
    const response = await POST(post('/api/contact', MESSAGE));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: "We couldn't send your message. Please try again." });
  });

  it('answers 503 when the API cannot be reached', async () => {
    nock(API).post('/contact').replyWithError({ code: 'ECONNREFUSED' });
    const response = await POST(post('/api/contact', MESSAGE));
    expect(response.status).toBe(503);
    expect((await response.json()).message).toBe("We couldn't send your message. Please try again.");
  });

  it('passes a rate limit on with its message and Retry-After', async () => {
    nock(API)
      .post('/contact')
      .reply(...tooManySubmissions);
    const response = await POST(post('/api/contact', MESSAGE));
    await expectTooManySubmissionsPassedOn(response);
  });
});

describe('POST /api/contact without JavaScript (a plain form post)', () => {
  const formPost = (body: string, origin = SITE) =>
    new Request(`${SITE}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'x-forwarded-for': '203.0.113.7' },
      body,
    });
  const encoded = (values: Record<string, string>) => new URLSearchParams(values).toString();

  it('sends the message and the browser on to the thank-you page', async () => {
    const scope = nock(API)
      .post('/contact', MESSAGE)
      .reply(201, envelope("Thank you! We'll be in touch soon.", { id: 8 }));
    const response = await POST(formPost(encoded(MESSAGE)));
    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE}/contact/sent#contact-form`);
  });

  it('sends a missing field or a bad address back without calling the API', async () => {
    expect((await POST(formPost(encoded({ ...MESSAGE, message: '' })))).headers.get('location')).toBe(`${SITE}/contact/missing#contact-form`);
    expect((await POST(formPost(encoded({ ...MESSAGE, email: 'nope' })))).headers.get('location')).toBe(`${SITE}/contact/invalid#contact-form`);
  });

  it('says it failed when the API does', async () => {
    nock(API)
      .post('/contact')
      .reply(500, envelope('Internal error', null, 'error'));
    expect((await POST(formPost(encoded(MESSAGE)))).headers.get('location')).toBe(`${SITE}/contact/failed#contact-form`);
  });

  it('still refuses another site’s form', async () => {
    expect((await POST(formPost(encoded(MESSAGE), 'https://evil.example'))).status).toBe(403);
  });
});
