/** @jest-environment node */
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { POST } from '@/app/api/auth/register/route';
import { API, envelope, post } from './helpers';
import { apiUser } from '@/__tests__/support/api-user';
import { onlyNockedCalls } from '@/__tests__/support/nock';

const form = { name: 'Amina Wanjiru', email: 'amina@example.com', password: 'secret1', password_confirmation: 'secret1' };

const user = apiUser({
  phone: null,
  created_at: '2025-01-02T10:00:00.000Z',
  updated_at: '2025-01-02T10:00:00.000Z',
  firstName: 'Amina',
  lastName: 'Wanjiru',
  createdAt: '2025-01-02T10:00:00.000Z',
});

onlyNockedCalls();

describe('POST /api/auth/register', () => {
  it('registers a buyer and answers the spec’s success message', async () => {
    const scope = nock(API)
      .post('/auth/register', { ...form, user_type: 'buyer' })
      .matchHeader('x-forwarded-for', '203.0.113.7')
      .reply(201, envelope('Registration successful! You can now login.', { user }));

    const response = await POST(post('/api/auth/register', form));

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: 'Registration successful! You can now login.' });
    expect(scope.isDone()).toBe(true);
  });

  it('refuses a request from another site with 403 before calling the API', async () => {
    const scope = nock(API).post('/auth/register').reply(201, envelope('ok', { user }));
    const response = await POST(post('/api/auth/register', form, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect(scope.isDone()).toBe(false);
  });

  it('refuses a request without an Origin header', async () => {
    const response = await POST(post('/api/auth/register', form, { origin: null }));
    expect(response.status).toBe(403);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await POST(post('/api/auth/register', null, { raw: 'name=Amina' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body must be JSON.' });
  });

  it.each([
    [{ ...form, name: '' }, 'name', 'Please fill in all fields.'],
    [{ ...form, password: 'abc', password_confirmation: 'abc' }, 'password', 'Password must be at least 6 characters.'],
    [{ ...form, password_confirmation: 'secret2' }, 'password_confirmation', 'Passwords do not match.'],
  ])('answers 422 with the spec’s message for a bad form (%#)', async (input, field, message) => {
    const response = await POST(post('/api/auth/register', input));
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.message).toBe(message);
    expect(body.fieldErrors[field]).toBe(message);
  });

  it('treats a JSON body that is not an object as an empty form', async () => {
    const response = await POST(post('/api/auth/register', ['x']));
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe('Please fill in all fields.');
  });

  it('passes the API’s field errors through beside their fields', async () => {
    nock(API)
      .post('/auth/register')
      .reply(422, envelope('The email has already been taken.', { email: ['The email has already been taken.'] }, 'error'));

    const response = await POST(post('/api/auth/register', form));

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'The email has already been taken.',
      fieldErrors: { email: 'The email has already been taken.' },
    });
  });

  it('keeps a rate limit as 429 with Retry-After', async () => {
    nock(API)
      .post('/auth/register')
      .reply(429, envelope('Too many attempts. Please try again later.', null, 'error'), { 'Retry-After': '120' });

    const response = await POST(post('/api/auth/register', form));

    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('120');
    expect((await response.json()).message).toBe('Too many attempts. Please try again later.');
  });

  it('answers 503 with the spec’s fallback when the API cannot be reached', async () => {
    nock(API).post('/auth/register').replyWithError({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' });

    const response = await POST(post('/api/auth/register', form));

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Registration failed' });
  });

  it('answers 502 with the fallback, never a 500 or a stack, when the API fails', async () => {
    nock(API)
      .post('/auth/register')
      .reply(500, envelope('Something went wrong.', null, 'error'));

    const response = await POST(post('/api/auth/register', form));

    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'Registration failed' });
  });
});
