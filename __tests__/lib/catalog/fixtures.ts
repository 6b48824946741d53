// Catalogue answers as the API sends them (copied from the seeded API, trimmed).

/** One product of GET /products, as the API answers it (absolute image URLs on the API's host). */
export const apiProduct = {
  product_id: 49,
  product_name: 'Handmade Sisal Kiondo Tote in Ochre and Black',
  sku: 'BAS-005-000049',
  base_price: 3510,
  description: 'A kiondo tote twined by hand from sisal.',
  images: [
    {
      image_url: 'http://127.0.0.1:4000/media/products/baskets-1.png',
      alt_text: 'Handmade Sisal Kiondo Tote in Ochre and Black, front view',
    },
    {
      image_url: 'http://127.0.0.1:4000/media/products/baskets-4.png',
      alt_text: 'Handmade Sisal Kiondo Tote in Ochre and Black, detail of the handwork',
    },
  ],
  shop: {
    shop_id: 5,
    shop_name: 'Kivu Cloth House',
    shop_url_slug: 'kivu-cloth-house',
    shop_type: 'brand',
    description: 'A Musanze studio.',
    location: 'Musanze, Rwanda',
    country: 'Rwanda',
    rating_average: 4.83,
    reviews: 293,
    years_of_experience: 16,
    owner: {
      name: 'Keza Mukeshimana',
    },
  },
  categories: ['Baskets', 'Kiondo', 'Leather-trim Kiondo'],
  category: {
    category_id: 6,
    name: 'Baskets',
  },
  division: {
    division_id: 54,
    name: 'Leather-trim Kiondo',
    subcategory: {
      subcategory_id: 20,
      name: 'Kiondo',
      category: {
        category_id: 6,
        name: 'Baskets',
      },
    },
  },
  origin: 'Musanze, Rwanda',
  verifiedAt: '2025-10-30T01:32:02.530Z',
  weight: '0.4 kg',
  barcode: '6160050000499',
  is_digital: false,
  dimensions: '26 x 20 x 30 cm',
  tags: ['kiondo', 'baskets', 'sisal', 'basket', 'leather'],
  stock: 25,
  in_stock: true,
  is_featured: false,
  rating_average: 4.25,
  review_count: 4,
  created_at: '2025-10-28T01:32:02.530Z',
};

export function apiProductList(products: unknown[], page = 1, lastPage = 1, total = products.length, perPage = 20) {
  return { data: products, current_page: page, last_page: lastPage, per_page: perPage, total };
}

export const envelope = (data: unknown, message = 'OK') => ({ status: 'success', message, data });

/**
 * Next's data cache as it is outside a Next server, for `jest.mock('next/cache', ...)`: each read
 * runs straight through, and the mock records its key, lifetime and tags.
 */
export const straightThroughCache = () => ({ unstable_cache: jest.fn((read: () => Promise<unknown>) => read) });

/** What the reads asked of that mocked cache in this test file: each call's key parts, lifetime and tags. */
export const cacheCalls = () =>
  jest.requireMock<{ unstable_cache: jest.Mock }>('next/cache').unstable_cache.mock.calls.map(([, keyParts, options]) => ({ keyParts, ...options }));
