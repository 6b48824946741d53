import { formatCount, formatNumber, formatShowing, formatYears, PRODUCT_NOUN as PRODUCTS, REVIEW_NOUN } from '@/lib/format/count';

describe('formatCount', () => {
  it('separates thousands the Kenyan way and names one in the singular', () => {
    expect(formatNumber(12345)).toBe('12,345');
    expect(formatCount(2000, PRODUCTS)).toBe('2,000 products');
    expect(formatCount(1, REVIEW_NOUN)).toBe('1 review');
    expect(formatCount(0, REVIEW_NOUN)).toBe('0 reviews');
  });
});

describe('formatShowing', () => {
  it('says which items of the whole list a page shows, with thousands separated', () => {
    expect(formatShowing({ page: 2, perPage: 16, total: 2000 }, 16, PRODUCTS)).toBe('Showing 17 to 32 of 2,000 products');
  });

  it('counts a short last page by what it holds', () => {
    expect(formatShowing({ page: 3, perPage: 10, total: 23 }, 3, { one: 'story', many: 'stories' })).toBe('Showing 21 to 23 of 23 stories');
  });

  it('names a single item in the singular', () => {
    expect(formatShowing({ page: 1, perPage: 16, total: 1 }, 1, PRODUCTS)).toBe('Showing 1 to 1 of 1 product');
  });

  it('writes nothing beyond Latin-1, so a cached page stays a one-byte string', () => {
    const text = formatShowing({ page: 1, perPage: 12, total: 12345 }, 12, PRODUCTS);
    expect([...text].every((ch) => ch.charCodeAt(0) <= 0xff)).toBe(true);
  });
});

describe('formatYears', () => {
  it("says 'n+ years', and 'New Seller' before the first year is out", () => {
    expect(formatYears(14)).toBe('14+ years');
    expect(formatYears(1)).toBe('1+ year');
    expect(formatYears(0)).toBe('New Seller');
  });
});
