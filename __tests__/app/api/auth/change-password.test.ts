/** @jest-environment node */
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { POST } from '@/app/api/account/change-password/route';
import { API, buyerSession as signedIn, envelope, post, UNAUTHENTICATED } from './helpers';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

const form = { current_password: 'secret1', new_password: 'secret22', new_password_confirmation: 'secret22' };

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(signedIn);

describe('POST /api/account/change-password', () => {
  it('changes the password with the session’s token and answers the spec’s success message', async () => {
    const scope = nock(API)
      .post('/auth/change-password', form)
      .matchHeader('authorization', 'Bearer api-bearer-token')
      .reply(200, envelope('Password updated successfully!'));

    const response = await POST(post('/api/account/change-password', form));

    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Password updated successfully!' });
    expect(text).not.toContain('api-bearer-token');
  });

  it('answers 401 with a message when nobody is signed in', async () => {
    mockedSession.mockResolvedValue(null);
    const response = await POST(post('/api/account/change-password', form));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please log in to change your password.' });
  });

  it('refuses a request from another site', async () => {
    const response = await POST(post('/api/account/change-password', form, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
  });

  it('answers 422 with “New passwords do not match.”', async () => {
    const response = await POST(post('/api/account/change-password', { ...form, new_password_confirmation: 'other1' }));
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors).toEqual({ new_password_confirmation: 'New passwords do not match.' });
  });

  it('shows the API’s “current password is incorrect” beside its field', async () => {
    nock(API)
      .post('/auth/change-password')
      .reply(422, envelope('The current password is incorrect.', { current_password: ['The current password is incorrect.'] }, 'error'));

    const response = await POST(post('/api/account/change-password', form));

    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'The current password is incorrect.',
      fieldErrors: { current_password: 'The current password is incorrect.' },
    });
  });

  it('ends the session when the API no longer accepts its token', async () => {
    nock(API).post('/auth/change-password').reply(401, UNAUTHENTICATED);

    const response = await POST(post('/api/account/change-password', form));

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Your session has ended. Please log in again.' });
    expect(response.headers.getSetCookie().some((line) => line.startsWith('next-auth.session-token=;'))).toBe(true);
  });

  it('answers 503 when the API is down', async () => {
    nock(API).post('/auth/change-password').replyWithError({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' });
    const response = await POST(post('/api/account/change-password', form));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Failed to update password.' });
  });
});
