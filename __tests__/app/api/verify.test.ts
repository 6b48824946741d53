/** @jest-environment node */
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { VERIFY_MESSAGES } from '@/lib/messages/catalogue';
import { GET } from '@/app/api/verify/[serial]/route';
import { onlyNockedCalls } from '@/__tests__/support/nock';

const API = 'http://upstream.test';
const SITE = 'http://localhost:3000';

function verify(serial: string, forwardedFor = '203.0.113.7') {
  const request = new Request(`${SITE}/api/verify/${encodeURIComponent(serial)}`, { headers: { 'x-forwarded-for': forwardedFor } });
  return GET(request, { params: Promise.resolve({ serial }) });
}

const envelope = (message: string, data: unknown, status: 'success' | 'error' = 'success') => ({ status, message, data });

/** What the API answers for a genuine serial: absolute media URLs and more than the dialog needs. */
const apiVerification = {
  verification_status: 'verified',
  verification_date: '2026-03-02T09:00:00.000Z',
  product: {
    product_id: 1,
    product_name: 'Hand-woven Sisal Kiondo Basket',
    serial_number: 'AFC-KE01-0001',
    sku: 'BAS-001-000001',
    base_price: 2450,
    stock: 24,
    images: [
      { image_url: 'http://upstream.test/media/products/baskets-1.png', alt_text: 'Kiondo basket, front view' },
      { image_url: 'http://127.0.0.1:4000/media/products/baskets-4.png', alt_text: 'Kiondo basket, detail' },
    ],
    shop: {
      shop_id: 7,
      shop_name: 'Otieno Lakeside Crafts',
      shop_url_slug: 'otieno-lakeside-crafts',
      shop_type: 'individual',
      description: 'Baskets and carvings from a home workshop in Kisumu.',
      location: 'Kisumu, Kenya',
      country: 'Kenya',
      rating_average: 4.82,
      reviews: 120,
      years_of_experience: 9,
    },
    category: { category_id: 6, name: 'Baskets' },
    division: { division_id: 40, name: 'Sisal Kiondo', subcategory: { subcategory_id: 15, name: 'Kiondo', category: { category_id: 6, name: 'Baskets' } } },
    origin: 'Kisumu, Kenya',
    verifiedAt: '2026-02-15T08:00:00.000Z',
    master_artisan: 'Otieno Lakeside Crafts',
    artisan_story: 'Baskets and carvings from a home workshop in Kisumu.',
  },
};

onlyNockedCalls();

describe('GET /api/verify/{serial}', () => {
  it('answers a genuine serial with the verification, its image URL made a path on our own site', async () => {
    const scope = nock(API)
      .get('/verify-product/AFC-KE01-0001')
      .matchHeader('x-forwarded-for', '203.0.113.7')
      .reply(200, envelope('Product verified successfully', { verification: apiVerification }));

    const response = await verify('AFC-KE01-0001');

    expect(scope.isDone()).toBe(true);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const body = await response.json();
    expect(body.ok).toBe(true);
    expect(body.verification.status).toBe('verified');
    expect(body.verification.product.image.src).toBe('/media/products/baskets-1.png');
    expect(body.verification.product.shop).toMatchObject({ name: 'Otieno Lakeside Crafts', slug: 'otieno-lakeside-crafts', country: 'Kenya', rating: 4.82 });
    expect(body.verification.product).toMatchObject({ division: 'Sisal Kiondo', subcategory: 'Kiondo' });
  });

  it('sends only what the dialog shows, never anything the API did not send', async () => {
    nock(API)
      .get('/verify-product/AFC-KE01-0001')
      .reply(200, envelope('ok', { verification: apiVerification }));
    const text = await (await verify('AFC-KE01-0001')).text();
    expect(text).not.toContain('base_price');
    expect(text).not.toContain('upstream.test');
    expect(text).not.toContain('127.0.0.1');
    expect(text).not.toContain('"owner"');
  });

  it('trims the serial before asking the API', async () => {
    const scope = nock(API)
      .get('/verify-product/AFC-KE01-0001')
      .reply(200, envelope('ok', { verification: apiVerification }));
    const response = await verify('  AFC-KE01-0001 ');
    expect(scope.isDone()).toBe(true);
    expect((await response.json()).ok).toBe(true);
  });

  it('passes the API’s own failure message through', async () => {
    nock(API)
      .get('/verify-product/AFC-FAKE-0000')
      .reply(404, envelope('This serial number was reported as counterfeit.', { verification: { verification_status: 'invalid' } }, 'error'));

    const response = await verify('AFC-FAKE-0000');

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ ok: false, message: 'This serial number was reported as counterfeit.' });
  });

  it('falls back to the spec’s message when the API sends none', async () => {
    nock(API).get('/verify-product/AFC-FAKE-0000').reply(404, { status: 'error', message: '', data: null });
    expect(await (await verify('AFC-FAKE-0000')).json()).toEqual({ ok: false, message: 'Serial number not found or invalid.' });
  });

  it('does not call a serial genuine unless the API says it is verified', async () => {
    nock(API)
      .get('/verify-product/AFC-KE01-0001')
      .reply(200, envelope('ok', { verification: { ...apiVerification, verification_status: 'revoked' } }));
    const response = await verify('AFC-KE01-0001');
    expect(await response.json()).toEqual({ ok: false, message: 'Serial number not found or invalid.' });
  });

  it.each(['bad serial', 'AFC_KE01', 'x'.repeat(65), '../etc/passwd', '   '])(
    'rejects the malformed serial %p with 422 without calling the API',
    async (serial) => {
      const response = await verify(serial);
      expect(response.status).toBe(422);
      const body = await response.json();
      expect(body.ok).toBe(false);
      expect(typeof body.message).toBe('string');
      expect(nock.pendingMocks()).toEqual([]);
    },
  );

  it('passes a rate limit (429) through with its Retry-After', async () => {
    nock(API)
      .get('/verify-product/AFC-KE01-0001')
      .times(2)
      .reply(429, envelope('Too many verification attempts. Please try again in a minute.', null, 'error'), { 'Retry-After': '42' });

    const response = await verify('AFC-KE01-0001');

    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(await response.json()).toEqual({ ok: false, message: 'Too many verification attempts. Please try again in a minute.' });
  });

  it('does not call a genuine piece fake when the API cannot be reached', async () => {
    nock(API).get('/verify-product/AFC-KE01-0001').times(2).replyWithError('connect ECONNREFUSED');
    const response = await verify('AFC-KE01-0001');
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body.ok).toBe(false);
    expect(body.message).not.toBe('Serial number not found or invalid.');
  });

  it('answers a failing API as every handler does (502), with the check’s own message, never calling the piece fake', async () => {
    nock(API).get('/verify-product/AFC-KE01-0001').times(2).reply(500, { status: 'error', message: 'Server error', data: null });
    const response = await verify('AFC-KE01-0001');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ ok: false, message: VERIFY_MESSAGES.unavailable });
  });
});
