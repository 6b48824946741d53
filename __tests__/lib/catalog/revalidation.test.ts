import { createHmac } from 'node:crypto';
import { expiryFor, revalidateBodySchema, tagsForEvents } from '@/lib/catalog/revalidation';
import { checkNotice, NOTICE_MAX_AGE_S, signNotice } from '@/contract/rules/webhook-signature';

const SECRET = 'test-revalidate-secret';
const body = JSON.stringify({ events: [{ type: 'product', id: 42 }] });
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const AT = NOW / 1000;
const hmac = (secret: string, raw: string, at = AT) => createHmac('sha256', secret).update(`${at}.${raw}`).digest('hex');

describe('webhook signatures', () => {
  it('signs t=<seconds>,sha256=<hex HMAC of "<seconds>.<raw body>">, and accepts it', () => {
    expect(signNotice(SECRET, body, NOW)).toBe(`t=${AT},sha256=${hmac(SECRET, body)}`);
    expect(checkNotice(SECRET, body, `t=${AT},sha256=${hmac(SECRET, body)}`, NOW)).toEqual({
      ok: true,
      id: hmac(SECRET, body),
      expiresAt: NOW + NOTICE_MAX_AGE_S * 1000,
    });
    expect(checkNotice(SECRET, body, `t=${AT},SHA256=${hmac(SECRET, body).toUpperCase()}`, NOW).ok).toBe(true);
  });

  it('refuses another secret, another body, another time, a malformed header, no header and no secret', () => {
    const unsigned = { ok: false, reason: 'unsigned' };
    expect(checkNotice(SECRET, body, `t=${AT},sha256=${hmac('other', body)}`, NOW)).toEqual(unsigned);
    expect(checkNotice(SECRET, `${body} `, `t=${AT},sha256=${hmac(SECRET, body)}`, NOW)).toEqual(unsigned);
    expect(checkNotice(SECRET, body, `t=${AT + 1},sha256=${hmac(SECRET, body)}`, NOW)).toEqual(unsigned);
    expect(checkNotice(SECRET, body, `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`, NOW)).toEqual(unsigned);
    expect(checkNotice(SECRET, body, `t=${AT},sha256=abc`, NOW)).toEqual(unsigned);
    expect(checkNotice(SECRET, body, null, NOW)).toEqual(unsigned);
    expect(checkNotice(undefined, body, `t=${AT},sha256=${hmac('', body)}`, NOW)).toEqual(unsigned);
  });

  it('calls a rightly signed notice stale once it is more than five minutes away from now', () => {
    const old = NOW - (NOTICE_MAX_AGE_S + 1) * 1000;
    expect(checkNotice(SECRET, body, signNotice(SECRET, body, old), NOW)).toEqual({ ok: false, reason: 'stale' });
    expect(checkNotice(SECRET, body, signNotice(SECRET, body, NOW + (NOTICE_MAX_AGE_S + 1) * 1000), NOW)).toEqual({ ok: false, reason: 'stale' });
    expect(checkNotice(SECRET, body, signNotice(SECRET, body, NOW - NOTICE_MAX_AGE_S * 1000), NOW).ok).toBe(true);
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

  it("expires the shop list at once: a shop's own page is read under it, by its slug", () => {
    expect(expiryFor('shops')).toEqual({ expire: 0 });
  });

  it('expires the story list at once: a story published or withdrawn shows on the next visit', () => {
    expect(expiryFor('stories')).toEqual({ expire: 0 });
  });
});
