import { createHmac } from 'node:crypto';
import { expiryFor, isValidSignature, revalidateBodySchema, signBody, tagsForEvents } from '@/lib/catalog/revalidation';

const SECRET = 'test-revalidate-secret';
const body = JSON.stringify({ events: [{ type: 'product', id: 42 }] });
const hmac = (secret: string, raw: string) => createHmac('sha256', secret).update(raw).digest('hex');

describe('webhook signatures', () => {
  it('accepts sha256=<hex HMAC of the raw body>', () => {
    expect(signBody(SECRET, body)).toBe(`sha256=${hmac(SECRET, body)}`);
    expect(isValidSignature(SECRET, body, `sha256=${hmac(SECRET, body)}`)).toBe(true);
    expect(isValidSignature(SECRET, body, `SHA256=${hmac(SECRET, body).toUpperCase()}`)).toBe(true);
  });

  it('refuses another secret, another body, a malformed header, no header and no secret', () => {
    expect(isValidSignature(SECRET, body, `sha256=${hmac('other', body)}`)).toBe(false);
    expect(isValidSignature(SECRET, `${body} `, `sha256=${hmac(SECRET, body)}`)).toBe(false);
    expect(isValidSignature(SECRET, body, hmac(SECRET, body))).toBe(false);
    expect(isValidSignature(SECRET, body, 'sha256=abc')).toBe(false);
    expect(isValidSignature(SECRET, body, null)).toBe(false);
    expect(isValidSignature(undefined, body, `sha256=${hmac('', body)}`)).toBe(false);
  });
});

describe('events to tags', () => {
  it('refreshes a product, its reviews and the product lists', () => {
    expect(tagsForEvents([{ type: 'product', id: 42 }])).toEqual(['product:42', 'reviews:42', 'products']);
  });

  it('maps shops, stories and categories to their own tag and list tag, each tag once', () => {
    expect(
      tagsForEvents([
        { type: 'shop', id: 7 },
        { type: 'story', id: 12 },
        { type: 'category', id: 3 },
        { type: 'product', id: 1 },
        { type: 'product', id: 2 },
      ]),
    ).toEqual(['shop:7', 'shops', 'story:12', 'stories', 'category:3', 'categories', 'product:1', 'reviews:1', 'products', 'product:2', 'reviews:2']);
  });

  it('accepts numeric string ids and refuses unknown types, bad ids and empty batches', () => {
    expect(revalidateBodySchema.parse({ events: [{ type: 'shop', id: '7' }] }).events[0].id).toBe(7);
    expect(revalidateBodySchema.safeParse({ events: [{ type: 'user', id: 1 }] }).success).toBe(false);
    expect(revalidateBodySchema.safeParse({ events: [{ type: 'product', id: 0 }] }).success).toBe(false);
    expect(revalidateBodySchema.safeParse({ events: [] }).success).toBe(false);
    expect(revalidateBodySchema.safeParse({}).success).toBe(false);
  });
});

describe('expiryFor', () => {
  it('expires an item at once and refreshes lists in the background', () => {
    expect(expiryFor('product:42')).toEqual({ expire: 0 });
    expect(expiryFor('story:3')).toEqual({ expire: 0 });
    expect(expiryFor('products')).toBe('max');
    expect(expiryFor('categories')).toBe('max');
  });
});
