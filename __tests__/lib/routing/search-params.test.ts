import { firstParam, pageHref, readPage } from '@/lib/routing/search-params';

describe('reading ?page=', () => {
  it('reads a page number from the query, a repeated key by its first value', () => {
    expect(readPage('3')).toBe(3);
    expect(readPage(['4', '9'])).toBe(4);
    expect(readPage(' 2 ')).toBe(2);
  });

  it('falls back to page 1 for nonsense, zero, negatives, fractions and pages past the last a link may ask for', () => {
    for (const raw of [undefined, null, '', 'two', '0', '-1', '1.5', '1e3', '10001', '9999999']) expect(readPage(raw)).toBe(1);
    expect(readPage('10000')).toBe(10_000);
  });
});

describe('a page address', () => {
  it('leaves page 1 without a page parameter, so one page has one address', () => {
    expect(pageHref('/wallet', 1)).toBe('/wallet');
    expect(pageHref('/wallet', 2)).toBe('/wallet?page=2');
  });

  it('puts the page after a filter the address already carries', () => {
    expect(pageHref('/seller/orders?state=shipped', 2)).toBe('/seller/orders?state=shipped&page=2');
    expect(pageHref('/seller/orders?state=shipped', 1)).toBe('/seller/orders?state=shipped');
  });
});

describe('a query value', () => {
  it('is the first value, trimmed, or empty when absent', () => {
    expect(firstParam(['  kiondo ', 'x'])).toBe('kiondo');
    expect(firstParam(undefined)).toBe('');
  });
});
