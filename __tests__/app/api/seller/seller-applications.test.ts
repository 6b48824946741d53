/** @jest-environment node */
// POST /api/seller/applications: refuses a visitor (401, before the API) and another site (403),
// answers bad input with 422 and the form's messages, sends the application with both numbers in
// E.164 and the years as a number, passes the API's refusals (409, 403) on with its words, and
// ends the session when the API refuses the token.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { POST as apply } from '@/app/api/seller/applications/route';
import * as helpers from '../auth/helpers';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

const { API, envelope, TOKEN } = helpers;

const form = {
  shop_name: ' Kazuri Beads ',
  shop_type: 'individual',
  country: 'Kenya',
  location: 'Nairobi',
  description: 'Hand-rolled ceramic beads.',
  phone: '0712 345 678',
  mpesa_number: '0712345678',
  years_of_experience: '4',
};

const sent = {
  shop_name: 'Kazuri Beads',
  shop_type: 'individual',
  country: 'Kenya',
  location: 'Nairobi',
  description: 'Hand-rolled ceramic beads.',
  phone: '+254712345678',
  mpesa_number: '+254712345678',
  years_of_experience: 4,
};

const applicationJson = {
  id: 12,
  ...sent,
  state: 'pending',
  decline_reason: null,
  shop_url_slug: null,
  decided_at: null,
  created_at: '2026-11-01T08:00:00.000Z',
};

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(helpers.buyerSession);

const post = (body: unknown, options?: { origin?: string | null }) =>
  apply(helpers.jsonRequest('POST', '/api/seller/applications', body, options), helpers.routeContext());

describe('POST /api/seller/applications', () => {
  it('sends the application with the buyer’s token and answers it normalised', async () => {
    const scope = nock(API)
      .post('/seller/applications', sent)
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(201, envelope('Application received.', applicationJson));
    const response = await post(form);
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 201, {
      message: 'Application received. We will e-mail you when it has been reviewed.',
      application: {
        id: 12,
        shopName: 'Kazuri Beads',
        shopType: 'individual',
        country: 'Kenya',
        location: 'Nairobi',
        description: 'Hand-rolled ceramic beads.',
        phone: '+254712345678',
        mpesaNumber: '+254712345678',
        yearsOfExperience: 4,
        state: 'pending',
        declineReason: null,
        shopSlug: null,
        decidedAt: null,
        createdAt: '2026-11-01T08:00:00.000Z',
      },
    });
  });

  it('answers a visitor 401 without calling the API', async () => {
    mockedSession.mockResolvedValue(null);
    const scope = nock(API).post('/seller/applications').reply(201, envelope('ok', applicationJson));
    const response = await post(form);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please log in to apply to sell.' });
    expect(scope.isDone()).toBe(false);
  });

  it('refuses another site’s write (403) before reading the session', async () => {
    mockedSession.mockClear();
    const response = await post(form, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(mockedSession).not.toHaveBeenCalled();
  });

  it('answers bad input with 422 and each field’s message, without calling the API', async () => {
    const response = await post({ ...form, shop_name: '  ', shop_type: 'shop', mpesa_number: '+233240000002', years_of_experience: 'many' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Shop name is required.',
      fieldErrors: {
        shop_name: 'Shop name is required.',
        shop_type: 'Please choose brand or individual.',
        mpesa_number: 'Please enter a Safaricom number for M-Pesa payouts.',
        years_of_experience: 'Years of experience must be a whole number from 0 to 80.',
      },
    });
  });

  it.each([
    [409, 'You already have an application waiting for review.'],
    [403, 'Your account can already sell: only a buyer can apply.'],
  ])('passes the API’s %i on with its message', async (status, text) => {
    nock(API)
      .post('/seller/applications')
      .reply(status, envelope(text, null, 'error'));
    const response = await post(form);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message: text });
  });

  it('answers the screen’s own message when the API fails', async () => {
    nock(API)
      .post('/seller/applications')
      .reply(500, envelope('boom', null, 'error'));
    const response = await post(form);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'Failed to send your application.' });
  });

  it('ends the session when the API refuses the token', async () => {
    nock(API).post('/seller/applications').reply(401, helpers.UNAUTHENTICATED);
    helpers.expectSessionEnded(await post(form));
  });
});
