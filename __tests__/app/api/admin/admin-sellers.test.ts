/** @jest-environment node */
// The console's seller handlers (issue 33, point 3): approve and decline an application, suspend,
// restore, verify and unverify a shop. Each sends the admin's token, answers its message and the
// new state, checks the reason before the API, passes the API's 409 and 404 on with its words,
// refuses a visitor (401), a buyer or seller (403) and another site (403) before the API.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { POST as approve } from '@/app/api/admin/seller-applications/[id]/approve/route';
import { POST as decline } from '@/app/api/admin/seller-applications/[id]/decline/route';
import { POST as suspend } from '@/app/api/admin/shops/[id]/suspend/route';
import { POST as shopStep } from '@/app/api/admin/shops/[id]/[shopStep]/route';
import * as helpers from '../auth/helpers';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

const { adminSession, API, envelope, TOKEN } = helpers;

const applicationJson = (state: string) => ({
  id: 8,
  shop_name: 'Kazuri Beads',
  shop_type: 'individual',
  country: 'Kenya',
  location: 'Nairobi',
  description: 'Hand-rolled ceramic beads.',
  phone: '+254712345678',
  mpesa_number: '+254712345678',
  years_of_experience: 4,
  state,
  decline_reason: state === 'declined' ? 'Please add photos.' : null,
  shop_url_slug: state === 'approved' ? 'kazuri-beads' : null,
  decided_at: '2026-11-27T10:00:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
});

const shopJson = (status: string, verified: boolean) => ({
  shop_id: 5,
  shop_name: 'Amani Beadworks',
  shop_url_slug: 'amani-beadworks',
  shop_type: 'brand',
  country: 'Kenya',
  status,
  suspended_reason: status === 'suspended' ? 'Counterfeit goods.' : null,
  verified,
  products: 12,
  owner: { id: 3, name: 'Wanjiku Kamau', email: 'wanjiku@example.test' },
  created_at: '2026-01-01T00:00:00.000Z',
});

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(adminSession);

const appCtx = helpers.routeContext({ id: '8' });
const shopCtx = (step?: string) => helpers.routeContext(step ? { id: '5', shopStep: step } : { id: '5' });

describe('an admin’s decision on a seller application', () => {
  it('approves with the admin’s token and answers the new state', async () => {
    const scope = nock(API)
      .post('/admin/seller-applications/8/approve')
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('Application approved.', applicationJson('approved')));
    const response = await approve(helpers.jsonRequest('POST', '/api/admin/seller-applications/8/approve'), appCtx);
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, { message: 'Application approved: the applicant is now a seller.', state: 'approved' });
  });

  it('declines with the reason, trimmed', async () => {
    const scope = nock(API)
      .post('/admin/seller-applications/8/decline', { reason: 'Please add photos.' })
      .reply(200, envelope('Application declined.', applicationJson('declined')));
    const response = await decline(helpers.jsonRequest('POST', '/api/admin/seller-applications/8/decline', { reason: '  Please add photos. ' }), appCtx);
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, { message: 'Application declined: the applicant is e-mailed the reason.', state: 'declined' });
  });

  it('asks for the reason to decline without calling the API', async () => {
    const response = await decline(helpers.jsonRequest('POST', '/api/admin/seller-applications/8/decline', { reason: ' ' }), appCtx);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'Reason is required.', fieldErrors: { reason: 'Reason is required.' } });
  });

  it('passes the API’s 409 on with its words', async () => {
    nock(API)
      .post('/admin/seller-applications/8/approve')
      .reply(409, envelope('This application has already been decided.', null, 'error'));
    const response = await approve(helpers.jsonRequest('POST', '/api/admin/seller-applications/8/approve'), appCtx);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'This application has already been decided.' });
  });
});

describe('an admin’s steps on a shop', () => {
  it('suspends with the reason and answers the new status', async () => {
    const scope = nock(API)
      .post('/admin/shops/5/suspend', { reason: 'Counterfeit goods.' })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('Shop suspended.', shopJson('suspended', false)));
    const response = await suspend(helpers.jsonRequest('POST', '/api/admin/shops/5/suspend', { reason: 'Counterfeit goods.' }), shopCtx());
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, {
      message: 'Shop suspended: its products are hidden from buyers and the seller is e-mailed.',
      status: 'suspended',
      verified: false,
    });
  });

  it('asks for the reason to suspend without calling the API', async () => {
    const response = await suspend(helpers.jsonRequest('POST', '/api/admin/shops/5/suspend', {}), shopCtx());
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'Reason is required.', fieldErrors: { reason: 'Reason is required.' } });
  });

  it.each([
    ['restore', 'active', false, 'Shop restored: its products are back for buyers.'],
    ['verify', 'active', true, 'Shop verified: its page shows the verified badge.'],
    ['unverify', 'active', false, 'Shop no longer verified.'],
  ] as const)('%s answers its message and the shop’s standing', async (step, status, verified, text) => {
    const scope = nock(API)
      .post(`/admin/shops/5/${step}`)
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('ok', shopJson(status, verified)));
    const response = await shopStep(helpers.jsonRequest('POST', `/api/admin/shops/5/${step}`), shopCtx(step));
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, { message: text, status, verified });
  });

  it('passes the API’s 409 and 404 on', async () => {
    nock(API)
      .post('/admin/shops/5/restore')
      .reply(409, envelope('This shop is not suspended.', null, 'error'));
    const conflict = await shopStep(helpers.jsonRequest('POST', '/api/admin/shops/5/restore'), shopCtx('restore'));
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ message: 'This shop is not suspended.' });
    nock(API)
      .post('/admin/shops/5/verify')
      .reply(404, envelope('Shop not found', null, 'error'));
    expect((await shopStep(helpers.jsonRequest('POST', '/api/admin/shops/5/verify'), shopCtx('verify'))).status).toBe(404);
  });

  it('answers 404 for a step it does not know or an id that is none, without calling the API', async () => {
    expect((await shopStep(helpers.jsonRequest('POST', '/api/admin/shops/5/delete'), shopCtx('delete'))).status).toBe(404);
    const response = await shopStep(helpers.jsonRequest('POST', '/api/admin/shops/abc/verify'), helpers.routeContext({ id: 'abc', shopStep: 'verify' }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Shop not found.' });
  });
});

describe('who may', () => {
  it('answers a visitor 401 without calling the API', async () => {
    mockedSession.mockResolvedValue(null);
    const response = await approve(helpers.jsonRequest('POST', '/api/admin/seller-applications/8/approve'), appCtx);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please log in as an admin to manage sellers.' });
  });

  it('refuses a buyer and a seller (403) without calling the API', async () => {
    for (const userType of ['buyer', 'seller'] as const) {
      mockedSession.mockResolvedValue(helpers.sessionAs(userType));
      expect((await shopStep(helpers.jsonRequest('POST', '/api/admin/shops/5/verify'), shopCtx('verify'))).status).toBe(403);
      expect((await suspend(helpers.jsonRequest('POST', '/api/admin/shops/5/suspend', { reason: 'x' }), shopCtx())).status).toBe(403);
      expect((await decline(helpers.jsonRequest('POST', '/api/admin/seller-applications/8/decline', { reason: 'x' }), appCtx)).status).toBe(403);
    }
  });

  it('refuses another site’s step (403) before reading the session', async () => {
    mockedSession.mockClear();
    const response = await suspend(helpers.jsonRequest('POST', '/api/admin/shops/5/suspend', { reason: 'x' }, { origin: 'https://evil.example' }), shopCtx());
    expect(response.status).toBe(403);
    expect(mockedSession).not.toHaveBeenCalled();
  });

  it('ends the session when the API refuses the token', async () => {
    nock(API).post('/admin/shops/5/verify').reply(401, helpers.UNAUTHENTICATED);
    helpers.expectSessionEnded(await shopStep(helpers.jsonRequest('POST', '/api/admin/shops/5/verify'), shopCtx('verify')));
  });
});
