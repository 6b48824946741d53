import { EMPTY_GALLERY, galleryHref, isFiltered, readGalleryState, shopListQuery } from '@/components/shops/gallery-query';
import { parseShopView } from '@/components/shops/sellers-hub';
import { pages } from '@/lib/routing/urls';
import { shopListParams } from '@/lib/upstream/catalog-normalise';

const COUNTRIES = ['Ghana', 'Kenya', 'South Africa'];
const BRANDS = '/seller-gallery/premium-brands';

describe('readGalleryState', () => {
  it('reads search, country, rating, experience, sort and page from the URL', () => {
    expect(
      readGalleryState({ q: '  bead   studio ', country: 'Kenya', rating: '4', experience: 'experienced', sort: 'location', page: '2' }, COUNTRIES),
    ).toEqual({
      q: 'bead studio',
      country: 'kenya',
      rating: 4,
      experience: 'experienced',
      sort: 'location',
      page: 2,
    });
  });

  it('ignores nonsense instead of failing: rating=9, unknown countries, bad pages and sorts', () => {
    expect(readGalleryState({ rating: '9', country: 'atlantis', page: 'abc', sort: 'price', experience: 'ancient' }, COUNTRIES)).toEqual(EMPTY_GALLERY);
    expect(readGalleryState({ rating: '0' }, COUNTRIES).rating).toBeNull();
    expect(readGalleryState({ rating: '4.5' }, COUNTRIES).rating).toBeNull();
    expect(readGalleryState({ page: '-1' }, COUNTRIES).page).toBe(1);
  });

  it('takes the first of repeated parameters and the empty fields a plain GET form sends', () => {
    expect(readGalleryState({ country: ['ghana', 'kenya'], q: '', rating: '', experience: '', sort: '' }, COUNTRIES)).toEqual({
      ...EMPTY_GALLERY,
      country: 'ghana',
    });
    expect(readGalleryState({ country: 'south africa' }, COUNTRIES).country).toBe('south africa');
  });
});

describe('galleryHref', () => {
  it('writes only what is set, in a fixed order, without the default sort or page 1', () => {
    expect(galleryHref(BRANDS, EMPTY_GALLERY)).toBe(BRANDS);
    expect(galleryHref(BRANDS, { ...EMPTY_GALLERY, rating: 4, country: 'kenya', page: 1 })).toBe(`${BRANDS}?country=kenya&rating=4`);
    expect(galleryHref(BRANDS, { q: 'beads', country: 'south africa', rating: 5, experience: 'new', sort: 'location', page: 3 })).toBe(
      `${BRANDS}?q=beads&country=south+africa&rating=5&experience=new&sort=location&page=3`,
    );
  });

  it('round-trips through readGalleryState', () => {
    const state = { q: 'kente', country: 'ghana', rating: 3, experience: 'new' as const, sort: 'location' as const, page: 2 };
    const params = Object.fromEntries(new URL(galleryHref(BRANDS, state), 'http://x').searchParams);
    expect(readGalleryState(params, COUNTRIES)).toEqual(state);
  });
});

describe('shopListQuery', () => {
  it('asks the API for one kind of shop with the filters in its own terms', () => {
    const query = shopListQuery('individual', { q: 'weaver', country: 'kenya', rating: 4, experience: 'experienced', sort: 'location', page: 2 }, 12);
    expect(shopListParams(query)).toEqual({
      page: 2,
      per_page: 12,
      country: 'kenya',
      shop_type: 'individual',
      ratings: 4,
      years_of_experience: 'experienced',
      sort_by: 'location',
      search: 'weaver',
    });
  });

  it('leaves page 1 out, so the first page shares its cache entry', () => {
    expect(shopListQuery('brand', EMPTY_GALLERY, 12).page).toBeUndefined();
  });

  it('knows when a gallery is filtered', () => {
    expect(isFiltered(EMPTY_GALLERY)).toBe(false);
    expect(isFiltered({ ...EMPTY_GALLERY, sort: 'location', page: 3 })).toBe(false);
    expect(isFiltered({ ...EMPTY_GALLERY, rating: 2 })).toBe(true);
  });
});

describe('shop page views', () => {
  it('reads the category and page from the path after the slug', () => {
    expect(parseShopView(undefined)).toEqual({ category: null, page: 1 });
    expect(parseShopView([])).toEqual({ category: null, page: 1 });
    expect(parseShopView(['jewelry'])).toEqual({ category: 'jewelry', page: 1 });
    expect(parseShopView(['page', '2'])).toEqual({ category: null, page: 2 });
    expect(parseShopView(['home-deco', 'page', '3'])).toEqual({ category: 'home-deco', page: 3 });
  });

  it('turns down every path no link makes (the page is a 404)', () => {
    for (const segments of [['page'], ['page', '1'], ['page', '0'], ['page', 'x'], ['Jewelry!'], ['a', 'b'], ['a', 'page', '2', 'x'], ['page', 'page', '2']]) {
      expect(parseShopView(segments)).toBeNull();
    }
  });

  it('writes the address of each view, with page 1 and All left out', () => {
    expect(pages.shop('indaba-gallery')).toBe('/seller-gallery/shop/indaba-gallery');
    expect(pages.shop('indaba-gallery', { category: null, page: 1 })).toBe('/seller-gallery/shop/indaba-gallery');
    expect(pages.shop('indaba-gallery', { category: 'art', page: 1 })).toBe('/seller-gallery/shop/indaba-gallery/art');
    expect(pages.shop('indaba-gallery', { category: 'art', page: 2 })).toBe('/seller-gallery/shop/indaba-gallery/art/page/2');
    expect(pages.shop('indaba-gallery', { page: 4 })).toBe('/seller-gallery/shop/indaba-gallery/page/4');
  });
});
