/** @jest-environment node */
// The account area's route handlers: each refuses a visitor (401) and another site (403), answers
// bad input with a 4xx and the form's message, passes another buyer's record on as a 404, and
// never lets the buyer's token out of the server.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { PATCH as patchProfile } from '@/app/api/account/profile/route';
import { PATCH as patchStatus } from '@/app/api/admin/users/[userId]/status/route';
import { DELETE as deleteAddress, PUT as putAddress } from '@/app/api/addresses/[addressId]/route';
import { POST as defaultAddress } from '@/app/api/addresses/[addressId]/default/route';
import { POST as createReturn } from '@/app/api/returns/route';
import { POST as cancelReturn } from '@/app/api/returns/[returnId]/cancel/route';
import { GET as downloadInvoice } from '@/app/api/invoices/[invoiceId]/download/route';
import { GET as downloadCreditNote } from '@/app/api/refunds/[refundId]/credit-note/route';
import { GET as getCounts } from '@/app/api/account/counts/route';
import {
  adminSession as admin,
  API,
  buyerSession as buyer,
  envelope,
  expectSessionEnded,
  jsonRequest as request,
  routeContext as ctx,
  TOKEN,
  UNAUTHENTICATED,
} from '../auth/helpers';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

const profileJson = {
  user_id: 7,
  name: 'Amina Wanjiru',
  username: 'amina',
  email: 'amina@example.com',
  phone: '+254712000001',
  user_type: 'buyer',
  status: 'active',
  email_verified_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  roles: [{ role_name: 'buyer', role_description: 'Buys crafts', permissions: ['place_orders'] }],
  firstName: 'Amina',
  lastName: 'Wanjiru',
  dateOfBirth: null,
  gender: null,
  mpesa: null,
  idNumber: null,
  country: 'Kenya',
  town: 'Nairobi',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const form = {
  firstName: 'Amina',
  lastName: 'W',
  username: 'amina_w',
  phone: '',
  mpesa: '+254712000001',
  dateOfBirth: '1990-05-01',
  gender: 'female',
  idNumber: '',
  country: 'Kenya',
  town: 'Nairobi',
};
const addressJson = {
  id: 12,
  name: 'Amina',
  street: 'Moi Avenue 1',
  city: 'Nairobi',
  country: 'Kenya',
  phone: '+254712000001',
  is_default: true,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
};
const address = { name: 'Amina', street: 'Moi Avenue 1', city: 'Nairobi', country: 'Kenya', phone: '+254712000001' };
const returnJson = {
  id: 5,
  orderId: 'ORD-1',
  order_id: 9,
  date: '2026-11-01T00:00:00.000Z',
  status: 'Pending',
  refund: 2500,
  reason: 'Wrong size',
  decision_reason: null,
  canceled_by_buyer: false,
  updated_at: '2026-11-01T00:00:00.000Z',
  refund_to: 'original',
  refunds: [],
};

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(buyer);

describe('every account handler', () => {
  const calls: [string, () => Promise<Response>][] = [
    ['PATCH /api/account/profile', () => patchProfile(request('PATCH', '/api/account/profile', form), ctx({}))],
    ['PATCH /api/admin/users/3/status', () => patchStatus(request('PATCH', '/api/admin/users/3/status', { status: 'suspended' }), ctx({ userId: '3' }))],
    ['PUT /api/addresses/12', () => putAddress(request('PUT', '/api/addresses/12', address), ctx({ addressId: '12' }))],
    ['DELETE /api/addresses/12', () => deleteAddress(request('DELETE', '/api/addresses/12'), ctx({ addressId: '12' }))],
    ['POST /api/addresses/12/default', () => defaultAddress(request('POST', '/api/addresses/12/default', {}), ctx({ addressId: '12' }))],
    ['POST /api/returns', () => createReturn(request('POST', '/api/returns', { orderNumber: 'ORD-1', reason: 'x' }), ctx({}))],
    ['POST /api/returns/5/cancel', () => cancelReturn(request('POST', '/api/returns/5/cancel', {}), ctx({ returnId: '5' }))],
    ['GET /api/invoices/4/download', () => downloadInvoice(request('GET', '/api/invoices/4/download'), ctx({ invoiceId: '4' }))],
    ['GET /api/refunds/4/credit-note', () => downloadCreditNote(request('GET', '/api/refunds/4/credit-note'), ctx({ refundId: '4' }))],
    ['GET /api/account/counts', () => getCounts(request('GET', '/api/account/counts'), ctx({}))],
  ];

  it.each(calls)('%s answers 401 to a visitor without calling the API', async (_name, call) => {
    mockedSession.mockResolvedValue(null);
    const response = await call();
    expect(response.status).toBe(401);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it.each(calls)('%s ends the session when the API refuses the token', async (name, call) => {
    const [method, path] = name.split(' ');
    mockedSession.mockResolvedValue(name.includes('admin') ? admin : buyer);
    nock(API)
      .intercept(
        path
          .replace('/api/admin/users', '/admin/users')
          .replace('/api/account/profile', '/user/profile')
          .replace('/api/account/counts', '/account/summary?activity=false')
          .replace('/api/', '/'),
        method === 'PUT' || method === 'PATCH' || method === 'DELETE' || method === 'GET' ? method : 'POST',
      )
      .reply(401, UNAUTHENTICATED);
    const response = await call();
    expectSessionEnded(response);
  });

  it('refuses another site’s write (403)', async () => {
    const response = await putAddress(request('PUT', '/api/addresses/12', address, { origin: 'https://evil.example' }), ctx({ addressId: '12' }));
    expect(response.status).toBe(403);
  });
});

describe('PATCH /api/account/profile', () => {
  it('saves the checked fields at the API with the buyer’s token, empty ones as none', async () => {
    const scope = nock(API)
      .patch('/user/profile', { ...form, phone: null, idNumber: null })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('Profile updated.', { ...profileJson, username: 'amina_w' }));
    const response = await patchProfile(request('PATCH', '/api/account/profile', form), ctx({}));
    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ message: 'Your details were saved.', details: { username: 'amina_w', country: 'Kenya' } });
    expect(text).not.toContain(TOKEN);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers bad input with 422 and the field’s message, before the API', async () => {
    const response = await patchProfile(request('PATCH', '/api/account/profile', { ...form, username: '', mpesa: 'abc' }), ctx({}));
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fieldErrors).toEqual({ username: 'Please enter a username.', mpesa: 'Please enter a valid M-Pesa number.' });
    expect((await patchProfile(request('PATCH', '/api/account/profile', null, { raw: '{oops' }), ctx({}))).status).toBe(400);
  });

  it('passes the API’s field errors on (a phone already taken)', async () => {
    nock(API)
      .patch('/user/profile')
      .reply(422, envelope('The phone has already been taken.', { phone: ['The phone has already been taken.'] }, 'error'));
    const response = await patchProfile(request('PATCH', '/api/account/profile', { ...form, phone: '+254712000003' }), ctx({}));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'The phone has already been taken.', fieldErrors: { phone: 'The phone has already been taken.' } });
  });
});

describe('PATCH /api/admin/users/{id}/status', () => {
  it('is refused to a buyer (403) without calling the API', async () => {
    const response = await patchStatus(request('PATCH', '/api/admin/users/3/status', { status: 'banned' }), ctx({ userId: '3' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Only an admin can do this.' });
  });

  it('lets an admin suspend an account through the API', async () => {
    mockedSession.mockResolvedValue(admin);
    const scope = nock(API)
      .patch('/admin/users/3/status', { status: 'suspended' })
      .reply(200, envelope('Status updated.', { user_id: 3, status: 'suspended' }));
    const response = await patchStatus(request('PATCH', '/api/admin/users/3/status', { status: 'suspended' }), ctx({ userId: '3' }));
    expect(scope.isDone()).toBe(true);
    expect(await response.json()).toEqual({ message: 'The account is now suspended.', status: 'suspended' });
  });

  it('passes the reason on to the audit log, trimmed, and refuses one too long (422)', async () => {
    mockedSession.mockResolvedValue(admin);
    const scope = nock(API)
      .patch('/admin/users/3/status', { status: 'banned', reason: 'Sold counterfeit goods.' })
      .reply(200, envelope('User banned.', { user_id: 3, status: 'banned' }));
    const response = await patchStatus(
      request('PATCH', '/api/admin/users/3/status', { status: 'banned', reason: '  Sold counterfeit goods. ' }),
      ctx({ userId: '3' }),
    );
    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(200);
    const long = await patchStatus(request('PATCH', '/api/admin/users/3/status', { status: 'banned', reason: 'x'.repeat(501) }), ctx({ userId: '3' }));
    expect(long.status).toBe(422);
  });

  it('answers a bad status (422), a bad id (404) and an unknown user (404)', async () => {
    mockedSession.mockResolvedValue(admin);
    expect((await patchStatus(request('PATCH', '/api/admin/users/3/status', { status: 'gone' }), ctx({ userId: '3' }))).status).toBe(422);
    expect((await patchStatus(request('PATCH', '/api/admin/users/x/status', { status: 'active' }), ctx({ userId: 'x' }))).status).toBe(404);
    nock(API)
      .patch('/admin/users/999/status')
      .reply(404, envelope('User not found', null, 'error'));
    expect((await patchStatus(request('PATCH', '/api/admin/users/999/status', { status: 'active' }), ctx({ userId: '999' }))).status).toBe(404);
  });
});

describe('addresses', () => {
  it('edits an address and answers it normalised', async () => {
    nock(API).put('/addresses/12', address).matchHeader('authorization', `Bearer ${TOKEN}`).reply(200, envelope('Address updated.', addressJson));
    const response = await putAddress(request('PUT', '/api/addresses/12', address), ctx({ addressId: '12' }));
    expect(await response.json()).toEqual({ message: 'Address saved.', address: { ...address, id: 12, isDefault: true } });
  });

  it('asks for every field of the address form (422)', async () => {
    const response = await putAddress(request('PUT', '/api/addresses/12', { ...address, city: ' ' }), ctx({ addressId: '12' }));
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors).toEqual({ city: 'City is required.' });
  });

  it('answers another buyer’s address as a 404', async () => {
    nock(API)
      .delete('/addresses/77')
      .reply(404, envelope('Address not found', null, 'error'));
    const response = await deleteAddress(request('DELETE', '/api/addresses/77'), ctx({ addressId: '77' }));
    expect(response.status).toBe(404);
    expect((await defaultAddress(request('POST', '/api/addresses/0/default', {}), ctx({ addressId: '0' }))).status).toBe(404);
  });

  it('makes an address the default', async () => {
    nock(API).post('/addresses/12/default').reply(200, envelope('Default address set.', addressJson));
    const response = await defaultAddress(request('POST', '/api/addresses/12/default', {}), ctx({ addressId: '12' }));
    expect(await response.json()).toMatchObject({ message: 'Default address updated.', address: { id: 12, isDefault: true } });
  });
});

describe('returns', () => {
  it('opens a request for the chosen order', async () => {
    nock(API)
      .post('/returns', { order_number: 'ORD-1', reason: 'Wrong size', refund_to: 'original' })
      .reply(201, envelope('Return request submitted.', returnJson));
    const response = await createReturn(request('POST', '/api/returns', { orderNumber: ' ORD-1 ', reason: ' Wrong size ' }), ctx({}));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      message: 'Return request submitted.',
      request: { orderNumber: 'ORD-1', status: 'Pending', refund: 2500, refundTo: 'original', refunds: [] },
    });
  });

  it('sends the buyer’s choice of the wallet on as refund_to', async () => {
    nock(API)
      .post('/returns', { order_number: 'ORD-1', reason: 'Wrong size', refund_to: 'wallet' })
      .reply(201, envelope('Return request submitted.', { ...returnJson, refund_to: 'wallet' }));
    const response = await createReturn(request('POST', '/api/returns', { orderNumber: 'ORD-1', reason: 'Wrong size', refundTo: 'wallet' }), ctx({}));
    expect(response.status).toBe(201);
    expect((await response.json()).request.refundTo).toBe('wallet');
  });

  it('refuses a refund destination other than the two it offers, without calling the API', async () => {
    const response = await createReturn(request('POST', '/api/returns', { orderNumber: 'ORD-1', reason: 'Wrong size', refundTo: 'bank' }), ctx({}));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'Choose where the refund goes.', fieldErrors: { refundTo: 'Choose where the refund goes.' } });
  });

  it("says 'All fields are required.' for a missing order or reason", async () => {
    const response = await createReturn(request('POST', '/api/returns', { orderNumber: '', reason: '' }), ctx({}));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'All fields are required.',
      fieldErrors: { orderNumber: 'All fields are required.', reason: 'All fields are required.' },
    });
  });

  it('passes on the API’s refusal to cancel a request that is no longer Pending (409)', async () => {
    nock(API)
      .post('/returns/5/cancel')
      .reply(409, envelope('Only pending return requests can be cancelled.', null, 'error'));
    const response = await cancelReturn(request('POST', '/api/returns/5/cancel', {}), ctx({ returnId: '5' }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'Only pending return requests can be cancelled.' });
  });
});

// The invoice's PDF and a refund's credit note: the same download, each through its own handler.
describe.each([
  {
    name: 'an invoice',
    path: 'invoices/{id}/download',
    param: 'invoiceId',
    handler: downloadInvoice,
    file: 'INV-2026-000004.pdf',
    missing: 'Invoice not found',
  },
  {
    name: 'a credit note',
    path: 'refunds/{id}/credit-note',
    param: 'refundId',
    handler: downloadCreditNote,
    file: 'CN-2026-000004.pdf',
    missing: 'Refund not found',
  },
])('GET /api/$path ($name)', ({ path, param, handler, file, missing }) => {
  const at = (id: string) => path.replace('{id}', id);
  const download = (id: string) => handler(request('GET', `/api/${at(id)}`), ctx({ [param]: id }));

  it('passes the PDF on as a file, with the buyer’s token only on the server side', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%test\n');
    nock(API)
      .get(`/${at('4')}`)
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, pdf, { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${file}"` });
    const response = await download('4');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${file}"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('answers another buyer’s file as a 404 with a message', async () => {
    nock(API)
      .get(`/${at('8')}`)
      .reply(404, envelope(missing, null, 'error'));
    const response = await download('8');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: missing });
  });

  it('answers an id that is not one as a 404 without calling the API', async () => {
    const response = await download('abc');
    expect(response.status).toBe(404);
    expect(nock.pendingMocks()).toEqual([]);
  });
});

describe('GET /api/account/counts', () => {
  it('answers the sidebar’s three counts from the account’s figures alone, never cached', async () => {
    nock(API)
      .get('/account/summary')
      .query({ activity: 'false' })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(
        200,
        envelope('OK', {
          orders: { total: 4, on_the_way: 2 },
          tickets: { open: 1 },
          wishlist: { items: 3 },
          wallet: { balance: 7773, currency: 'KES' },
          reviews: { count: 2, average_rating: 4.5 },
          recent_activity: [],
        }),
      );
    const response = await getCounts(request('GET', '/api/account/counts'), ctx({}));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ onTheWay: 2, openTickets: 1, wishlistItems: 3 });
  });
});
