/** @jest-environment node */
// The cart as the storefront reads it from the API: the API's snake_case product and cart become
// lib/domain/cart.ts types here, once, so no handler or view reads the API's own spelling.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { getCartProduct, getUserCart } from '@/lib/upstream/cart';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { API, apiCart, envelope, product } from '@/__tests__/app/api/cart/helpers';

onlyNockedCalls();

describe('the cart from the API', () => {
  it('reads a product as the cart shows it, its image served from the storefront’s own /media/ path', async () => {
    nock(API)
      .get('/products/7')
      .reply(200, envelope('OK', product(7, { price: 900, stock: 3, name: 'Kiondo basket' })));
    const result = await getCartProduct(7);
    expect(result.ok && result.data).toEqual({
      id: 7,
      title: 'Kiondo basket',
      sku: 'SKU-7',
      price: 900,
      stock: 3,
      image: '/media/products/7.png',
      imageAlt: 'Kiondo basket',
      artisan: 'Nyeri Weavers',
      shopId: null,
    });
  });

  it('shows the placeholder for an image that is not the API’s, and the title as its alt text when it has none', async () => {
    const answer = product(8, { name: 'Soapstone bowl' });
    answer.product.images = [{ image_url: 'https://elsewhere.example/x.png', alt_text: '' }];
    nock(API).get('/products/8').reply(200, envelope('OK', answer));
    const result = await getCartProduct(8);
    expect(result.ok && result.data).toMatchObject({ image: null, imageAlt: 'Soapstone bowl' });
  });

  it('reads a buyer’s cart as lines of product ids and quantities with each product', async () => {
    nock(API)
      .get('/cart')
      .reply(200, envelope('OK', apiCart([{ id: 3, quantity: 2, price: 400 }])));
    const result = await getUserCart('token');
    expect(result.ok && result.data.items).toEqual([
      { productId: 3, quantity: 2, product: expect.objectContaining({ id: 3, title: 'Product 3', price: 400 }) },
    ]);
  });
});
