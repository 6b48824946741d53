import { canonicalProductQuery, productListParams, shopListParams, storyListParams, toProductListPage, toShopSummary } from '@/lib/upstream/catalog-normalise';
import { productListSchema } from '@/contract/api/catalog';
import { toMediaPath } from '@/contract/api/media';
import { shopListSchema } from '@/contract/api/shops';
import { categoryListSchema } from '@/contract/api/taxonomy';
import { apiProduct, apiProductList } from './fixtures';

describe('toMediaPath', () => {
  it('turns the API’s absolute media URLs into paths on the storefront’s origin', () => {
    expect(toMediaPath('http://127.0.0.1:4000/media/products/baskets-1.png')).toBe('/media/products/baskets-1.png');
    expect(toMediaPath('https://api.example.com/media/banners/3.png?v=2')).toBe('/media/banners/3.png?v=2');
  });

  it('keeps root-relative paths and leaves foreign URLs for the image placeholder to handle', () => {
    expect(toMediaPath('/images/placeholder.svg')).toBe('/images/placeholder.svg');
    expect(toMediaPath('https://cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png');
    expect(toMediaPath('//evil.example/x.png')).toBe('//evil.example/x.png');
  });
});

describe('product list normalisation', () => {
  const page = toProductListPage(productListSchema.parse(apiProductList([apiProduct], 2, 5, 90, 20)));

  it('reads the paginator into page, lastPage, total and perPage', () => {
    expect(page).toMatchObject({ page: 2, lastPage: 5, total: 90, perPage: 20 });
  });

  it('gives a card everything it shows, with the first image as a local path', () => {
    expect(page.products[0]).toEqual({
      id: 49,
      name: 'Handmade Sisal Kiondo Tote in Ochre and Black',
      sku: 'BAS-005-000049',
      price: 3510,
      image: '/media/products/baskets-1.png',
      imageAlt: 'Handmade Sisal Kiondo Tote in Ochre and Black, front view',
      artisan: 'Kivu Cloth House',
      shopSlug: 'kivu-cloth-house',
      rating: apiProduct.rating_average,
      reviewCount: apiProduct.review_count,
      inStock: apiProduct.in_stock,
      stock: apiProduct.stock,
      isFeatured: apiProduct.is_featured,
      category: { id: apiProduct.category.category_id, name: apiProduct.category.name },
      subcategory: { id: apiProduct.division.subcategory.subcategory_id, name: apiProduct.division.subcategory.name },
      division: { id: apiProduct.division.division_id, name: apiProduct.division.name },
    });
  });

  it('falls back to no image and the product name as alt text when the product has no images', () => {
    const [bare] = toProductListPage(productListSchema.parse(apiProductList([{ ...apiProduct, images: [] }]))).products;
    expect(bare.image).toBeNull();
    expect(bare.imageAlt).toBe(apiProduct.product_name);
  });

  it('counts an empty result as one empty page', () => {
    expect(toProductListPage(productListSchema.parse(apiProductList([], 1, 0, 0)))).toMatchObject({ products: [], lastPage: 1, total: 0 });
  });
});

describe('categories and shops', () => {
  it('parses categories with local image paths', () => {
    const [category] = categoryListSchema.parse([
      {
        category_id: 6,
        name: 'Baskets',
        slug: 'baskets',
        description: 'Kiondo and more.',
        image_url: 'http://127.0.0.1:4000/media/categories/baskets.png',
        product_count: 287,
      },
    ]);
    expect(category.image_url).toBe('/media/categories/baskets.png');
  });

  it('labels a shop’s experience by the spec’s 2-year rule when the API does not', () => {
    const shop = {
      shop_id: 33,
      shop_name: "Akinyi's Baskets",
      shop_url_slug: 'akinyi-s-baskets',
      shop_type: 'individual',
      location: 'Malindi, Kenya',
      country: 'Kenya',
      rating_average: 4.61,
      reviews: 17,
      years_of_experience: 2,
      description: 'Baskets from Malindi.',
      banner_image_url: 'http://127.0.0.1:4000/media/banners/13.png',
      email: null,
      phone_number: null,
      totalActiveProducts: 23,
    };
    const [parsed] = shopListSchema.parse({ data: [shop], current_page: 1, last_page: 1, per_page: 12, total: 1 }).data;
    expect(toShopSummary(parsed)).toMatchObject({ slug: 'akinyi-s-baskets', experienceLabel: 'Experienced', banner: '/media/banners/13.png' });
    expect(toShopSummary({ ...parsed, years_of_experience: 1 }).experienceLabel).toBe('New Seller');
  });
});

describe('product queries', () => {
  it('sends only the values that are set, with the API’s names', () => {
    expect(productListParams({})).toEqual({});
    expect(
      productListParams({
        page: 3,
        perPage: 8,
        categoryIds: [3, 1],
        subcategoryId: 4,
        divisionId: 9,
        shopId: 7,
        minPrice: 500,
        maxPrice: 5000,
        sortBy: 'price_asc',
        searchTerm: '  kiondo   baskts ',
        isFeatured: true,
        inStock: true,
        collection: 'editors-pick',
      }),
    ).toEqual({
      page: 3,
      per_page: 8,
      category_id: [1, 3],
      subcategory_id: 4,
      division_id: 9,
      shop_id: 7,
      min_price: 500,
      max_price: 5000,
      sortBy: 'price_asc',
      searchTerm: 'kiondo baskts',
      is_featured: true,
      inStock: true,
      collection: 'editors-pick',
    });
  });

  it('drops page 1, false flags, blank searches and nonsense numbers', () => {
    expect(productListParams({ page: 1, isFeatured: false, inStock: false, searchTerm: '   ', shopId: -2, divisionId: 1.5, minPrice: Number.NaN })).toEqual({});
  });

  it('caps the page size at the API’s 100', () => {
    expect(productListParams({ perPage: 500 }).per_page).toBe(100);
  });

  it('swaps a minimum above the maximum instead of asking for an impossible range', () => {
    expect(productListParams({ minPrice: 9000, maxPrice: 100 })).toEqual({ min_price: 100, max_price: 9000 });
  });

  it('gives equal filters one canonical form, so they share one cache entry', () => {
    const a = canonicalProductQuery({ categorySlugs: ['jewelry', 'Textiles', 'jewelry'], categoryIds: [2, 1, 2], page: 1, inStock: false });
    const b = canonicalProductQuery({ categorySlugs: ['textiles', 'jewelry'], categoryIds: [1, 2] });
    expect(a).toEqual(b);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(productListParams(b).category).toEqual(['jewelry', 'textiles']);
  });

  it('never sends a slug the API would refuse', () => {
    expect(productListParams({ categorySlugs: ['textiles', 'DROP TABLE', '../x', ''] }).category).toEqual(['textiles']);
  });
});

describe('shop and story queries', () => {
  it('lowercases the country and keeps ratings within 1-5', () => {
    expect(shopListParams({ country: ' Kenya ', ratings: 4, shopType: 'brand', sortBy: 'name', page: 2 })).toEqual({
      country: 'kenya',
      ratings: 4,
      shop_type: 'brand',
      sort_by: 'name',
      page: 2,
    });
    expect(shopListParams({ ratings: 9 })).toEqual({});
  });

  it('sends story search and category only when set', () => {
    expect(storyListParams({ search: ' kiondo ', categoryId: 2, page: 1 })).toEqual({ search: 'kiondo', category_id: 2 });
  });
});
