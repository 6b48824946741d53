/** @jest-environment node */
// A product's photo handlers: POST /api/seller/products/{id}/images forwards one file as the API's
// multipart field 'images' with the seller's token (the file refused first with the contract's
// words: not an image 422, over 8 MB 413, none 422, two at once 422), DELETE .../images/{imageId}
// removes one, PUT .../images/order sends the new order. Each answers the product's photos, main
// first, with local image paths; the API's refusals pass on with its words.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { POST as upload } from '@/app/api/seller/products/[productId]/images/route';
import { DELETE as remove } from '@/app/api/seller/products/[productId]/images/[imageId]/route';
import { PUT as order } from '@/app/api/seller/products/[productId]/images/order/route';
import { MAX_IMAGE_BYTES } from '@/contract/rules/images';
import * as helpers from '../auth/helpers';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

const { API, SITE, envelope, TOKEN } = helpers;

const sellerSession = { user: { id: '9', name: 'Keza Mukeshimana', email: 'keza@example.com', userType: 'seller' as const }, accessToken: TOKEN };

const image = (id: number, position: number) => ({
  id,
  image_url: `http://127.0.0.1:4000/media/uploads/photo-${id}.webp`,
  alt_text: 'Kiondo Tote',
  position,
  width: 1920,
  height: 1440,
});
const photo = (id: number, position: number) => ({ id, url: `/media/uploads/photo-${id}.webp`, alt: 'Kiondo Tote', position, width: 1920, height: 1440 });

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(sellerSession);

const png = (name = 'kiondo.png', content = 'not-really-png-bytes', type = 'image/png') => new File([content], name, { type });

function multipart(path: string, files: File[], { field = 'images', origin = SITE as string | null } = {}) {
  const form = new FormData();
  for (const file of files) form.append(field, file, file.name);
  return new Request(`${SITE}${path}`, { method: 'POST', headers: origin ? { origin } : {}, body: form });
}

const post = (id: string, files: File[], options?: { field?: string; origin?: string | null }) =>
  upload(multipart(`/api/seller/products/${id}/images`, files, options), helpers.routeContext({ productId: id }));

describe('POST /api/seller/products/{id}/images', () => {
  it('forwards the file as the API’s multipart field with the seller’s token, and answers the photos', async () => {
    let sent = '';
    const scope = nock(API)
      .post('/seller/products/49/images', (body) => {
        sent = String(body);
        return true;
      })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .matchHeader('content-type', /^multipart\/form-data; boundary=/)
      .reply(201, envelope('Photo added.', { images: [image(3, 0), image(4, 1)] }));
    const response = await post('49', [png()]);
    expect(scope.isDone()).toBe(true);
    expect(sent).toContain('name="images"; filename="kiondo.png"');
    expect(sent).toContain('Content-Type: image/png');
    expect(sent).toContain('not-really-png-bytes');
    await helpers.expectPrivateJson(response, 201, { message: 'Photo added.', photos: [photo(3, 0), photo(4, 1)] });
  });

  it('shows the photos main first even when the API lists them otherwise', async () => {
    nock(API)
      .post('/seller/products/49/images')
      .reply(201, envelope('Photo added.', { images: [image(4, 1), image(3, 0)] }));
    const body = await (await post('49', [png()])).json();
    expect(body.photos.map((p: { id: number }) => p.id)).toEqual([3, 4]);
  });

  it('refuses a file that is not a JPEG, PNG or WebP with the API’s words, without calling it', async () => {
    const response = await post('49', [png('notes.txt', 'hello', 'text/plain')]);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'This file is not a JPEG, PNG or WebP image.' });
  });

  it('refuses a file over 8 MB with 413, without calling the API', async () => {
    const response = await post('49', [new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' })]);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'An image may be at most 8 MB.' });
  });

  it('refuses a request longer than a file may be by its Content-Length, before reading it', async () => {
    const request = new Request(`${SITE}/api/seller/products/49/images`, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(MAX_IMAGE_BYTES * 2) },
      body: '--x--',
    });
    const response = await upload(request, helpers.routeContext({ productId: '49' }));
    expect(response.status).toBe(413);
  });

  it.each([
    [
      'a JSON body',
      () => upload(helpers.jsonRequest('POST', '/api/seller/products/49/images', { images: 'x.png' }), helpers.routeContext({ productId: '49' })),
    ],
    ['a form without the file', () => post('49', [png()], { field: 'photo' })],
    ['an empty file', () => post('49', [png('empty.png', '')])],
  ])('asks for an image for %s, without calling the API', async (_case, send) => {
    const response = await send();
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'Choose an image to upload.' });
  });

  it('takes one file per request', async () => {
    const response = await post('49', [png('a.png'), png('b.png')]);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: 'Send one file at a time.' });
  });

  it('passes the API’s judgement of the content on (an image bomb, a ninth photo)', async () => {
    const text = 'This image is too large: at most 12,000 px on a side and 50 megapixels.';
    nock(API)
      .post('/seller/products/49/images')
      .reply(422, envelope(text, { images: [text] }, 'error'));
    const response = await post('49', [png()]);
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe(text);
  });

  it('passes the API’s 404 on for another shop’s product, and answers 404 for an address that is no id', async () => {
    nock(API)
      .post('/seller/products/50/images')
      .reply(404, envelope('Product not found', null, 'error'));
    expect((await post('50', [png()])).status).toBe(404);
    const response = await post('abc', [png()]);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Product not found.' });
  });

  it('answers a visitor 401 and another site 403, without calling the API', async () => {
    expect((await post('49', [png()], { origin: 'https://evil.example' })).status).toBe(403);
    mockedSession.mockResolvedValue(null);
    const response = await post('49', [png()]);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please log in as a seller to manage your products.' });
  });

  it('says the screen’s own words when the API fails', async () => {
    nock(API)
      .post('/seller/products/49/images')
      .reply(500, envelope('boom', null, 'error'));
    const response = await post('49', [png()]);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'Failed to add the photo. Please try again.' });
  });
});

describe('DELETE /api/seller/products/{id}/images/{imageId}', () => {
  const del = (id: string, imageId: string) =>
    remove(helpers.jsonRequest('DELETE', `/api/seller/products/${id}/images/${imageId}`), helpers.routeContext({ productId: id, imageId }));

  it('removes the photo and answers those left', async () => {
    const scope = nock(API)
      .delete('/seller/products/49/images/3')
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('Photo removed.', { images: [image(4, 0)] }));
    const response = await del('49', '3');
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, { message: 'Photo removed.', photos: [photo(4, 0)] });
  });

  it('passes the API’s 409 on for the last photo of a published product', async () => {
    nock(API)
      .delete('/seller/products/49/images/3')
      .reply(409, envelope('A published product needs at least one photo.', null, 'error'));
    const response = await del('49', '3');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'A published product needs at least one photo.' });
  });

  it('answers 404 for a photo address that is no id, without calling the API', async () => {
    expect((await del('49', 'first')).status).toBe(404);
  });
});

describe('PUT /api/seller/products/{id}/images/order', () => {
  const put = (body: unknown) => order(helpers.jsonRequest('PUT', '/api/seller/products/49/images/order', body), helpers.routeContext({ productId: '49' }));

  it('sends the new order and answers the photos in it', async () => {
    const scope = nock(API)
      .put('/seller/products/49/images/order', { image_ids: [4, 3] })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('Photos reordered.', { images: [image(4, 0), image(3, 1)] }));
    const response = await put({ image_ids: [4, 3] });
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, { message: 'Photos reordered.', photos: [photo(4, 0), photo(3, 1)] });
  });

  it('refuses a list that is not photo ids with the contract’s words, without calling the API', async () => {
    for (const body of [{}, { image_ids: 'all' }, { image_ids: [] }, { image_ids: [1.5] }]) {
      const response = await put(body);
      expect(response.status).toBe(422);
    }
    expect((await (await put({ image_ids: [] })).json()).message).toBe('image_ids must name every photo of the product.');
  });

  it('passes the API’s 422 on for ids that are not exactly the product’s photos', async () => {
    nock(API)
      .put('/seller/products/49/images/order')
      .reply(
        422,
        envelope('image_ids must name every photo of the product once.', { image_ids: ['image_ids must name every photo of the product once.'] }, 'error'),
      );
    const response = await put({ image_ids: [4] });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'image_ids must name every photo of the product once.',
      fieldErrors: { image_ids: 'image_ids must name every photo of the product once.' },
    });
  });
});
