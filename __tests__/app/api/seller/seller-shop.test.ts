/** @jest-environment node */
// The shop profile handlers: PATCH /api/seller/shop sends the profile (checked first with the
// contract's rules: 422 with each field's message; an empty e-mail or phone clears it) and
// answers the shop; POST /api/seller/shop/images/{logo|banner} forwards one file as the API's
// multipart field 'image' (refused first with the contract's words), DELETE removes the image.
// Any other kind is a 404; the API's refusals pass on with its words.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { PATCH as change } from '@/app/api/seller/shop/route';
import { DELETE as removeImage, POST as uploadImage } from '@/app/api/seller/shop/images/[kind]/route';
import { apiSellerShop, sellerShop } from '@/__tests__/components/seller/shop-fixtures';
import * as helpers from '../auth/helpers';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

const { API, SITE, envelope, TOKEN } = helpers;

const sellerSession = { user: { id: '9', name: 'Keza Mukeshimana', email: 'keza@example.com', userType: 'seller' as const }, accessToken: TOKEN };

const shopJson = apiSellerShop;
const shop = sellerShop;

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(sellerSession);

const patch = (body: unknown, options?: { origin?: string | null }) =>
  change(helpers.jsonRequest('PATCH', '/api/seller/shop', body, options), helpers.routeContext());

describe('PATCH /api/seller/shop', () => {
  it('sends the profile with the seller’s token, an empty e-mail as none, and answers the shop', async () => {
    const scope = nock(API)
      .patch('/seller/shop', {
        description: 'Sisal baskets, twined by hand.',
        location: 'Musanze',
        country: 'Rwanda',
        email: null,
        phone_number: '+250788000001',
      })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('Shop updated.', { shop: { ...shopJson, email: null, description: 'Sisal baskets, twined by hand.' } }));
    const response = await patch({
      description: ' Sisal baskets, twined by hand. ',
      location: 'Musanze',
      country: 'Rwanda',
      email: '',
      phone_number: '+250788000001',
    });
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, {
      message: 'Your shop profile is saved.',
      shop: { ...shop, email: null, description: 'Sisal baskets, twined by hand.' },
    });
  });

  it('answers each field’s message with 422, without calling the API', async () => {
    const response = await patch({ description: 'x'.repeat(2001), location: ' ', country: 'Rwanda', email: 'not-an-email', phone_number: '' });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fieldErrors).toEqual({
      description: 'The description may not be longer than 2000 characters.',
      location: 'The location is required.',
      email: 'Please enter a valid email address.',
    });
  });

  it('passes the API’s field messages on', async () => {
    nock(API)
      .patch('/seller/shop')
      .reply(422, envelope('The country is required.', { country: ['The country is required.'] }, 'error'));
    const response = await patch({ country: 'Rwanda' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'The country is required.', fieldErrors: { country: 'The country is required.' } });
  });

  it('passes a buyer’s 403 on, and answers a visitor 401 and another site 403 without calling the API', async () => {
    nock(API)
      .patch('/seller/shop')
      .reply(403, envelope('This is for sellers.', null, 'error'));
    expect((await patch({ country: 'Rwanda' })).status).toBe(403);
    expect((await patch({ country: 'Rwanda' }, { origin: 'https://evil.example' })).status).toBe(403);
    mockedSession.mockResolvedValue(null);
    const response = await patch({ country: 'Rwanda' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please log in as a seller to manage your shop.' });
  });
});

function imageRequest(kind: string, file: File | null) {
  const form = new FormData();
  if (file) form.append('image', file, file.name);
  return uploadImage(
    new Request(`${SITE}/api/seller/shop/images/${kind}`, { method: 'POST', headers: { origin: SITE }, body: form }),
    helpers.routeContext({ kind }),
  );
}
const logoFile = () => new File(['logo-bytes'], 'logo.webp', { type: 'image/webp' });

describe('POST and DELETE /api/seller/shop/images/{kind}', () => {
  it('uploads the logo as the API’s multipart field and answers the shop with it', async () => {
    let sent = '';
    const scope = nock(API)
      .post('/seller/shop/images/logo', (body) => {
        sent = String(body);
        return true;
      })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('Logo saved.', { shop: shopJson }));
    const response = await imageRequest('logo', logoFile());
    expect(scope.isDone()).toBe(true);
    expect(sent).toContain('name="image"; filename="logo.webp"');
    await helpers.expectPrivateJson(response, 200, { message: 'Logo saved.', shop });
  });

  it('says which image was saved', async () => {
    nock(API)
      .post('/seller/shop/images/banner')
      .reply(200, envelope('ok', { shop: { ...shopJson, banner_image_url: 'http://127.0.0.1:4000/media/uploads/banner-12.webp' } }));
    const body = await (await imageRequest('banner', logoFile())).json();
    expect(body.message).toBe('Banner saved.');
    expect(body.shop.banner).toBe('/media/uploads/banner-12.webp');
  });

  it('refuses a file that is not an image, and a form without one, without calling the API', async () => {
    const wrong = await imageRequest('logo', new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }));
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({ message: 'This file is not a JPEG, PNG or WebP image.' });
    const none = await imageRequest('logo', null);
    expect(none.status).toBe(422);
    expect(await none.json()).toEqual({ message: 'Choose an image to upload.' });
  });

  it('answers 404 for a kind that is neither the logo nor the banner', async () => {
    const response = await imageRequest('avatar', logoFile());
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Image not found.' });
  });

  it('removes the banner and answers the shop without it', async () => {
    const scope = nock(API)
      .delete('/seller/shop/images/banner')
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('Banner removed.', { shop: shopJson }));
    const response = await removeImage(helpers.jsonRequest('DELETE', '/api/seller/shop/images/banner'), helpers.routeContext({ kind: 'banner' }));
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, { message: 'Banner removed.', shop });
  });

  it('ends the session when the API refuses the token', async () => {
    nock(API).delete('/seller/shop/images/logo').reply(401, helpers.UNAUTHENTICATED);
    helpers.expectSessionEnded(await removeImage(helpers.jsonRequest('DELETE', '/api/seller/shop/images/logo'), helpers.routeContext({ kind: 'logo' })));
  });
});
