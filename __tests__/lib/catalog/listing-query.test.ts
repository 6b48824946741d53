import { EMPTY_LISTING, hasFilters, listingHref, pageWindow, readListingState, toggleCategory } from '@/lib/catalog/listing-query';

describe('readListingState', () => {
  it('reads categories, sort, price range, search and page from the URL', () => {
    expect(readListingState({ category: 'textiles,jewelry', sort: 'price_asc', min: '500', max: '5,000', q: '  kiondo  baskts ', page: '3' })).toEqual({
      categories: ['jewelry', 'textiles'],
      sort: 'price_asc',
      minPrice: 500,
      maxPrice: 5000,
      q: 'kiondo baskts',
      page: 3,
    });
  });

  it('accepts repeated category parameters as well as a comma list', () => {
    expect(readListingState({ category: ['art', 'textiles,art'] }).categories).toEqual(['art', 'textiles']);
  });

  it('ignores nonsense instead of failing', () => {
    expect(readListingState({ category: '<script>,ok-slug', sort: 'cheapest', min: '-5', max: 'lots', page: '0' })).toEqual({
      ...EMPTY_LISTING,
      categories: ['ok-slug'],
    });
    expect(readListingState({ page: '99999999' }).page).toBe(1);
  });

  it('offers relevance only with a search', () => {
    expect(readListingState({ sort: 'relevance' }).sort).toBeNull();
    expect(readListingState({ sort: 'relevance', q: 'beads' }).sort).toBe('relevance');
  });

  it('swaps a minimum above the maximum', () => {
    expect(readListingState({ min: '900', max: '100' })).toMatchObject({ minPrice: 100, maxPrice: 900 });
  });
});

describe('listingHref', () => {
  it('writes one URL per state, with readable commas and no page 1', () => {
    expect(listingHref('/marketplace', {})).toBe('/marketplace');
    expect(listingHref('/marketplace', { categories: ['textiles', 'jewelry'], page: 1 })).toBe('/marketplace?category=jewelry,textiles');
    expect(listingHref('/marketplace', { q: 'kiondo baskts', sort: 'price_desc', minPrice: 0, maxPrice: 2000, page: 2 })).toBe(
      '/marketplace?q=kiondo+baskts&sort=price_desc&min=0&max=2000&page=2',
    );
  });

  it('round-trips through readListingState', () => {
    const state = { categories: ['art', 'baskets'], sort: 'rating' as const, minPrice: 100, maxPrice: 900, q: 'sisal', page: 4 };
    const href = listingHref('/marketplace', state);
    const params = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(readListingState(params)).toEqual(state);
  });
});

describe('toggleCategory', () => {
  it('adds and removes a category and goes back to page 1', () => {
    const on = toggleCategory({ ...EMPTY_LISTING, categories: ['textiles'], page: 5 }, 'art');
    expect(on).toMatchObject({ categories: ['art', 'textiles'], page: 1 });
    expect(toggleCategory(on, 'textiles').categories).toEqual(['art']);
  });

  it('knows when anything narrows the list', () => {
    expect(hasFilters(EMPTY_LISTING)).toBe(false);
    expect(hasFilters({ ...EMPTY_LISTING, maxPrice: 10 })).toBe(true);
  });
});

describe('pageWindow', () => {
  it('shows first, last and two pages either side of the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 'gap', 5]);
    expect(pageWindow(10, 100)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 100]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
