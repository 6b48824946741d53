/** @jest-environment node */
// The two preference screens' route handlers: each refuses a visitor (401, before the API) and
// another site (403), checks every switch before the API does (422 with the API's words), passes
// the buyer's token only to the API, and ends the session when the API refuses it.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { GET as getNewsletter, PUT as putNewsletter } from '@/app/api/newsletter/preferences/route';
import { GET as getNotifications, PUT as putNotifications } from '@/app/api/notifications/settings/route';
import {
  API,
  buyerSession as buyer,
  envelope,
  expectPrivateJson,
  expectSessionEnded,
  jsonRequest as request,
  routeContext,
  TOKEN,
  UNAUTHENTICATED,
} from '../auth/helpers';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

const DEFAULT_SETTINGS = { orderUpdates: true, promotions: true, newsletter: false, reviewReminders: true, smsAlerts: false, pushNotifications: false };
const CHANGED_SETTINGS = { ...DEFAULT_SETTINGS, promotions: false, smsAlerts: true };
const DEFAULT_PREFERENCES = { email: 'amina@example.com', subscribed: false, marketing: true, product: true, events: false, unsubscribe: false };

const ctx = routeContext();

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(buyer);

describe('every preference handler', () => {
  const calls: [string, string, () => Promise<Response>][] = [
    ['GET /api/notifications/settings', '/notifications/settings', () => getNotifications(request('GET', '/api/notifications/settings'), ctx)],
    [
      'PUT /api/notifications/settings',
      '/notifications/settings',
      () => putNotifications(request('PUT', '/api/notifications/settings', CHANGED_SETTINGS), ctx),
    ],
    ['GET /api/newsletter/preferences', '/newsletter/preferences', () => getNewsletter(request('GET', '/api/newsletter/preferences'), ctx)],
    ['PUT /api/newsletter/preferences', '/newsletter/preferences', () => putNewsletter(request('PUT', '/api/newsletter/preferences', { events: true }), ctx)],
  ];

  it.each(calls)('%s answers 401 to a visitor without calling the API', async (_name, _path, call) => {
    mockedSession.mockResolvedValue(null);
    const scope = nock(API).get(/.*/).reply(200).put(/.*/).reply(200);
    const response = await call();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please log in to manage your preferences.' });
    expect(scope.isDone()).toBe(false);
  });

  it.each(calls)('%s ends the session when the API refuses the token', async (name, path, call) => {
    nock(API).intercept(path, name.split(' ')[0]).reply(401, UNAUTHENTICATED);
    const response = await call();
    expectSessionEnded(response);
  });

  it('refuses another site’s PUT (403) without calling the API', async () => {
    const evil = { origin: 'https://evil.example' };
    expect((await putNotifications(request('PUT', '/api/notifications/settings', CHANGED_SETTINGS, evil), ctx)).status).toBe(403);
    expect((await putNewsletter(request('PUT', '/api/newsletter/preferences', { events: true }, evil), ctx)).status).toBe(403);
    expect((await putNewsletter(request('PUT', '/api/newsletter/preferences', { events: true }, { origin: null }), ctx)).status).toBe(403);
  });
});

describe('/api/notifications/settings', () => {
  it('answers the six switches as the API has them (its defaults until saved), never cached', async () => {
    nock(API).get('/notifications/settings').matchHeader('authorization', `Bearer ${TOKEN}`).reply(200, envelope('OK', DEFAULT_SETTINGS));
    const response = await getNotifications(request('GET', '/api/notifications/settings'), ctx);
    await expectPrivateJson(response, 200, { settings: DEFAULT_SETTINGS });
  });

  it('saves the switches at the API with the buyer’s token and answers all six with the confirmation', async () => {
    const scope = nock(API)
      .put('/notifications/settings', CHANGED_SETTINGS)
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('Notification settings saved.', CHANGED_SETTINGS));
    const response = await putNotifications(request('PUT', '/api/notifications/settings', CHANGED_SETTINGS), ctx);
    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Notification settings saved.', settings: CHANGED_SETTINGS });
  });

  it('says which switch is not true or false, and names an unknown one, before the API (422)', async () => {
    const notBoolean = await putNotifications(request('PUT', '/api/notifications/settings', { ...CHANGED_SETTINGS, smsAlerts: 'yes' }), ctx);
    expect(notBoolean.status).toBe(422);
    expect(await notBoolean.json()).toEqual({ message: 'smsAlerts must be true or false.', fieldErrors: { smsAlerts: 'smsAlerts must be true or false.' } });

    const unknown = await putNotifications(request('PUT', '/api/notifications/settings', { carrierPigeon: true }), ctx);
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).message).toBe('Unknown setting: carrierPigeon');

    expect((await putNotifications(request('PUT', '/api/notifications/settings', null, { raw: '{oops' }), ctx)).status).toBe(400);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('says the screen’s own words when the API is down', async () => {
    nock(API)
      .put('/notifications/settings')
      .reply(500, envelope('Server Error', null, 'error'));
    const response = await putNotifications(request('PUT', '/api/notifications/settings', CHANGED_SETTINGS), ctx);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'Failed to save notification settings.' });
  });
});

describe('/api/newsletter/preferences', () => {
  it('answers the four switches for the account’s e-mail', async () => {
    nock(API).get('/newsletter/preferences').matchHeader('authorization', `Bearer ${TOKEN}`).reply(200, envelope('OK', DEFAULT_PREFERENCES));
    const response = await getNewsletter(request('GET', '/api/newsletter/preferences'), ctx);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ preferences: DEFAULT_PREFERENCES });
  });

  it('saves what was sent and answers all four with the confirmation', async () => {
    const saved = { ...DEFAULT_PREFERENCES, subscribed: true, events: true, marketing: false };
    const scope = nock(API)
      .put('/newsletter/preferences', { marketing: false, product: true, events: true, unsubscribe: false })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('Preferences saved.', saved));
    const response = await putNewsletter(
      request('PUT', '/api/newsletter/preferences', { marketing: false, product: true, events: true, unsubscribe: false }),
      ctx,
    );
    expect(scope.isDone()).toBe(true);
    expect(await response.json()).toEqual({ message: 'Preferences saved.', preferences: saved });
  });

  it('checks each switch before the API (422 with the API’s words)', async () => {
    const response = await putNewsletter(request('PUT', '/api/newsletter/preferences', { events: 'sometimes' }), ctx);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'events must be true or false.', fieldErrors: { events: 'events must be true or false.' } });
    const unknown = await putNewsletter(request('PUT', '/api/newsletter/preferences', { weekly: true }), ctx);
    expect((await unknown.json()).message).toBe('Unknown preference: weekly');
  });

  it('passes the API’s own refusal on (422)', async () => {
    nock(API)
      .put('/newsletter/preferences')
      .reply(422, envelope('events must be true or false.', { events: ['events must be true or false.'] }, 'error'));
    const response = await putNewsletter(request('PUT', '/api/newsletter/preferences', { events: true }), ctx);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'events must be true or false.', fieldErrors: { events: 'events must be true or false.' } });
  });
});
