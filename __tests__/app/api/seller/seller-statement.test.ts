/** @jest-environment node */
// GET /api/seller/statement?month=YYYY-MM: passes the API's CSV statement on as a private file with
// the seller's token, refuses a month that is not one (422) and a visitor (401) before the API, and
// says a failure of the API in the seller's words.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { GET as statement } from '@/app/api/seller/statement/route';
import { SELLER_PAYOUT_MESSAGES } from '@/lib/messages/catalogue';
import * as helpers from '../auth/helpers';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

const { API, TOKEN } = helpers;
const CSV = 'date,kind,order_number,balance,amount,memo\r\n2026-10-31T21:00:00.000Z,opening_balance,,held,0,"Opening balance, 2026-11"\r\n';

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(helpers.sessionAs('seller'));

const get = (query: string) => statement(new Request(`${helpers.SITE}/api/seller/statement${query}`));

describe('GET /api/seller/statement', () => {
  it('passes the month’s CSV on as a private file', async () => {
    const scope = nock(API)
      .get('/seller/statements/2026-11')
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, CSV, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="statement-2026-11.csv"' });
    const response = await get('?month=2026-11');
    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="statement-2026-11.csv"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toBe(CSV);
  });

  it('refuses a month that is not one without calling the API, and a visitor', async () => {
    for (const query of ['?month=2026-13', '?month=..%2f', '?month=2026-11-01', '?month=2026-1']) {
      const response = await get(query);
      expect(response.status).toBe(422);
      expect((await response.json()).message).toBe(SELLER_PAYOUT_MESSAGES.badMonth);
    }
    mockedSession.mockResolvedValue(null);
    expect((await get('?month=2026-11')).status).toBe(401);
  });

  it('asks for the PDF when the seller chose it, and refuses another format', async () => {
    const scope = nock(API)
      .get('/seller/statements/2026-10')
      .query({ format: 'pdf' })
      .reply(200, '%PDF-1.7', { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="statement-2026-10.pdf"' });
    const response = await get('?month=2026-10&format=pdf');
    expect(scope.isDone()).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="statement-2026-10.pdf"');
    const refused = await get('?month=2026-10&format=xls');
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toBe(SELLER_PAYOUT_MESSAGES.badFormat);
  });

  it('gives this month’s statement without a month', async () => {
    const month = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 7);
    const scope = nock(API).get(`/seller/statements/${month}`).reply(200, CSV, { 'content-type': 'text/csv; charset=utf-8' });
    const response = await get('');
    expect(scope.isDone()).toBe(true);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="statement-${month}.csv"`);
  });

  it('says a failure of the API in the seller’s words', async () => {
    nock(API).get('/seller/statements/2026-11').reply(500, { message: 'boom' });
    const response = await get('?month=2026-11');
    expect(response.status).toBe(502);
    expect((await response.json()).message).toBe(SELLER_PAYOUT_MESSAGES.statementFailed);
  });
});
