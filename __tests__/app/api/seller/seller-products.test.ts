/** @jest-environment node */
// The seller's product handlers: POST /api/seller/products creates a draft from the form's text
// (numbers and lists read, 422 with the form's messages before the API), PATCH changes a product,
// POST .../{publish|unpublish|archive} moves it (any other step is a 404), DELETE removes it. The
// API's refusals (409 for a SKU taken or a product ordered, 403 for a buyer, 404 for another
// shop's product, 422 with field messages) are passed on with its words; a visitor gets 401 first.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { apiProduct } from '@/__tests__/lib/catalog/fixtures';
import { POST as create } from '@/app/api/seller/products/route';
import { DELETE as remove, PATCH as change } from '@/app/api/seller/products/[productId]/route';
import { POST as step } from '@/app/api/seller/products/[productId]/[step]/route';
import * as helpers from '../auth/helpers';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

const { API, envelope, TOKEN } = helpers;

const sellerSession = { user: { id: '9', name: 'Keza Mukeshimana', email: 'keza@example.com', userType: 'seller' as const }, accessToken: TOKEN };

const sellerProductJson = {
  ...apiProduct,
  // The seller's answer gives each photo its id, position and stored size (contract/api/seller-images.ts).
  images: apiProduct.images.map((image, position) => ({ ...image, id: position + 1, position, width: null, height: null })),
  serial_number: null,
  status: 'draft',
  provenance: { maker: 'Keza Mukeshimana', region: 'Musanze', materials: ['sisal', 'leather'], time_to_make: '3 days' },
  updated_at: '2026-11-20T08:00:00.000Z',
};

const product = {
  id: 49,
  name: 'Handmade Sisal Kiondo Tote in Ochre and Black',
  description: 'A kiondo tote twined by hand from sisal.',
  price: 3510,
  stock: 25,
  sku: 'BAS-005-000049',
  status: 'draft',
  serialNumber: null,
  categoryId: 6,
  subcategoryId: 20,
  divisionId: 54,
  placement: 'Baskets / Kiondo / Leather-trim Kiondo',
  tags: ['kiondo', 'baskets', 'sisal', 'basket', 'leather'],
  origin: 'Musanze, Rwanda',
  weight: '0.4 kg',
  dimensions: '26 x 20 x 30 cm',
  maker: 'Keza Mukeshimana',
  region: 'Musanze',
  materials: ['sisal', 'leather'],
  timeToMake: '3 days',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

/** The form as the browser sends it: every field as text. */
const form = {
  name: ' Kiondo Tote ',
  description: 'Twined by hand.',
  price: '3510',
  stock: '25',
  sku: 'BAS-005',
  division_id: '54',
  tags: 'kiondo, sisal, , kiondo',
  origin: '',
  weight: '0.4 kg',
  dimensions: '',
  maker: 'Keza',
  region: 'Musanze',
  materials: 'sisal, leather',
  time_to_make: '',
};

const sent = {
  name: 'Kiondo Tote',
  description: 'Twined by hand.',
  price: 3510,
  stock: 25,
  sku: 'BAS-005',
  division_id: 54,
  tags: ['kiondo', 'sisal'],
  origin: null,
  weight: '0.4 kg',
  dimensions: null,
  maker: 'Keza',
  region: 'Musanze',
  materials: ['sisal', 'leather'],
  time_to_make: null,
};

onlyNockedCalls();
const mockedSession = eachTestStartsWithSession(sellerSession);

const post = (body: unknown, options?: { origin?: string | null }) =>
  create(helpers.jsonRequest('POST', '/api/seller/products', body, options), helpers.routeContext());
const patch = (id: string, body: unknown) => change(helpers.jsonRequest('PATCH', `/api/seller/products/${id}`, body), helpers.routeContext({ productId: id }));
const move = (id: string, name: string) =>
  step(helpers.jsonRequest('POST', `/api/seller/products/${id}/${name}`, {}), helpers.routeContext({ productId: id, step: name }));
const del = (id: string) => remove(helpers.jsonRequest('DELETE', `/api/seller/products/${id}`), helpers.routeContext({ productId: id }));

describe('POST /api/seller/products', () => {
  it('sends the form as the API’s body with the seller’s token and answers the new draft', async () => {
    const scope = nock(API)
      .post('/seller/products', sent)
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(201, envelope('Product created.', { product: sellerProductJson }));
    const response = await post(form);
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 201, { message: 'Product saved as a draft.', product });
  });

  it('answers a visitor 401 without calling the API', async () => {
    mockedSession.mockResolvedValue(null);
    const response = await post(form);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Please log in as a seller to manage your products.' });
  });

  it('refuses another site’s write (403) before reading the session', async () => {
    mockedSession.mockClear();
    const response = await post(form, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(mockedSession).not.toHaveBeenCalled();
  });

  it('answers bad input with 422 and each field’s message, without calling the API', async () => {
    const response = await post({ ...form, name: ' ', price: 'free', stock: '-1', sku: 'BAS 005', division_id: '' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'The name may not be blank.',
      fieldErrors: {
        name: 'The name may not be blank.',
        price: 'The price must be a number.',
        stock: 'The stock may not be negative.',
        sku: 'The SKU may hold only letters, digits, dots, hyphens and underscores.',
        division_id: 'Please choose a category, a subcategory and a division.',
      },
    });
  });

  it('passes the API’s field messages on as a 422', async () => {
    nock(API)
      .post('/seller/products')
      .reply(422, envelope('The shop already has a product with this SKU.', { sku: ['The shop already has a product with this SKU.'] }, 'error'));
    const response = await post(form);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'The shop already has a product with this SKU.',
      fieldErrors: { sku: 'The shop already has a product with this SKU.' },
    });
  });

  it.each([
    [409, 'The shop already has a product with this SKU.'],
    [403, 'Not a seller, or a seller without a shop yet.'],
  ])('passes the API’s %i on with its message', async (status, text) => {
    nock(API)
      .post('/seller/products')
      .reply(status, envelope(text, null, 'error'));
    const response = await post(form);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message: text });
  });

  it('answers the screen’s own message when the API fails', async () => {
    nock(API)
      .post('/seller/products')
      .reply(500, envelope('boom', null, 'error'));
    const response = await post(form);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'Failed to save the product.' });
  });

  it('ends the session when the API refuses the token', async () => {
    nock(API).post('/seller/products').reply(401, helpers.UNAUTHENTICATED);
    helpers.expectSessionEnded(await post(form));
  });
});

describe('PATCH /api/seller/products/{id}', () => {
  it('sends the change and answers the product as saved', async () => {
    const scope = nock(API)
      .patch('/seller/products/49', { stock: 3 })
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('Product updated.', { product: { ...sellerProductJson, stock: 3 } }));
    const response = await patch('49', { stock: 3 });
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, { message: 'Product saved.', product: { ...product, stock: 3 } });
  });

  it('answers 404 for an address that is no product id, without calling the API', async () => {
    const response = await patch('abc', { stock: 3 });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Product not found.' });
  });

  it('passes the API’s 404 on for another shop’s product', async () => {
    nock(API)
      .patch('/seller/products/50')
      .reply(404, envelope('Product not found', null, 'error'));
    const response = await patch('50', { stock: 3 });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Product not found' });
  });
});

describe('POST /api/seller/products/{id}/{step}', () => {
  it.each([
    ['publish', 'active', 'Product published.'],
    ['unpublish', 'draft', 'Product unpublished.'],
    ['archive', 'archived', 'Product archived.'],
  ])('%s moves the product and says so', async (name, status, text) => {
    const scope = nock(API)
      .post(`/seller/products/49/${name}`)
      .matchHeader('authorization', `Bearer ${TOKEN}`)
      .reply(200, envelope('ok', { product: { ...sellerProductJson, status } }));
    const response = await move('49', name);
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, { message: text, product: { ...product, status } });
  });

  it('answers 404 for a step that does not exist, without calling the API', async () => {
    const response = await move('49', 'feature');
    expect(response.status).toBe(404);
  });

  it('passes the API’s 409 on when the step does not apply', async () => {
    nock(API)
      .post('/seller/products/49/publish')
      .reply(409, envelope('Not a draft.', null, 'error'));
    const response = await move('49', 'publish');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'Not a draft.' });
  });
});

describe('DELETE /api/seller/products/{id}', () => {
  it('deletes the product', async () => {
    const scope = nock(API)
      .delete('/seller/products/49')
      .reply(200, envelope('Product deleted.', { id: 49 }));
    const response = await del('49');
    expect(scope.isDone()).toBe(true);
    await helpers.expectPrivateJson(response, 200, { message: 'Product deleted.' });
  });

  it('passes the API’s 409 on for a product that was ordered', async () => {
    nock(API)
      .delete('/seller/products/49')
      .reply(409, envelope('This product has been ordered: archive it instead.', null, 'error'));
    const response = await del('49');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'This product has been ordered: archive it instead.' });
  });
});
