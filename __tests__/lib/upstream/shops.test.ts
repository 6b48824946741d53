import { parseShopSlug } from '@/lib/catalog/shop';
import { shopDetailSchema } from '@/contract/api/shops';
import { categorySlug, toShopDetail } from '@/lib/upstream/shops';
import { storeJsonLd } from '@/lib/seo/structured-data';
import { apiProduct } from '../catalog/fixtures';

// GET /shops/slug/{slug} as the API answers it (trimmed).
const apiShop = {
  shop_id: 7,
  shop_name: 'Cape Coast Adornments Collective',
  shop_url_slug: 'cape-coast-adornments-collective',
  shop_type: 'brand',
  location: 'Cape Coast, Ghana',
  country: 'Ghana',
  rating_average: 4.56,
  reviews: 154,
  years_of_experience: 6,
  experience_label: 'Experienced',
  description: 'A Cape Coast studio.',
  banner_image_url: 'http://127.0.0.1:4000/media/banners/7.png',
  logo_image_url: 'http://127.0.0.1:4000/media/uploads/logo-7.webp',
  email: 'hello@cape-coast-adornments-collective.shops.crafts.ke',
  phone_number: '+233201047514',
  totalActiveProducts: 54,
  categories: [
    { category_id: 1, name: 'Textiles' },
    { category_id: 4, name: 'Home Deco' },
  ],
  featured_product: apiProduct,
};

describe('shop detail normalisation', () => {
  const shop = toShopDetail(shopDetailSchema.parse({ shop: apiShop }));

  it('gives the page the card’s fields with local image paths', () => {
    expect(shop).toMatchObject({
      id: 7,
      slug: 'cape-coast-adornments-collective',
      type: 'brand',
      rating: 4.56,
      reviews: 154,
      yearsOfExperience: 6,
      banner: '/media/banners/7.png',
      logo: '/media/uploads/logo-7.webp',
      email: 'hello@cape-coast-adornments-collective.shops.crafts.ke',
      phone: '+233201047514',
      activeProducts: 54,
    });
  });

  it('gives each category a slug for its chip', () => {
    expect(shop.categories).toEqual([
      { id: 1, name: 'Textiles', slug: 'textiles' },
      { id: 4, name: 'Home Deco', slug: 'home-deco' },
    ]);
  });

  it('keeps the featured product as a card with its description', () => {
    expect(shop.featuredProduct).toMatchObject({ id: 49, price: 3510, image: '/media/products/baskets-1.png', description: apiProduct.description });
  });

  it('reads a shop answered without the `shop` key, and one without a featured product', () => {
    const bare = toShopDetail(shopDetailSchema.parse({ ...apiShop, featured_product: null }));
    expect(bare.id).toBe(7);
    expect(bare.featuredProduct).toBeNull();
  });

  it('reads a shop with no logo (one another API leaves out) as having none', () => {
    const withoutLogo: Partial<typeof apiShop> = { ...apiShop };
    delete withoutLogo.logo_image_url;
    expect(toShopDetail(shopDetailSchema.parse({ shop: withoutLogo })).logo).toBeNull();
  });

  it('still shows the shop when its featured product or categories come back malformed', () => {
    const odd = toShopDetail(shopDetailSchema.parse({ shop: { ...apiShop, featured_product: { product_id: 'x' }, categories: 'none' } }));
    expect(odd.featuredProduct).toBeNull();
    expect(odd.categories).toEqual([]);
  });
});

describe('categorySlug', () => {
  it('lowercases and hyphenates names (spec section 3), dropping what a path cannot hold', () => {
    expect(categorySlug('Leather Goods')).toBe('leather-goods');
    expect(categorySlug('Arts & Crafts')).toBe('arts-crafts');
    expect(categorySlug('  Café Décor ')).toBe('cafe-decor');
  });
});

describe('parseShopSlug', () => {
  it('accepts slugs, lowercased, and turns down anything else', () => {
    expect(parseShopSlug('Indaba-Gallery')).toBe('indaba-gallery');
    expect(parseShopSlug('indaba%20gallery')).toBeNull();
    expect(parseShopSlug('%E0%A4%A')).toBeNull();
    expect(parseShopSlug("a'b")).toBeNull();
    expect(parseShopSlug('x'.repeat(201))).toBeNull();
  });
});

describe('storeJsonLd', () => {
  it('describes the shop as a Store with its place, contact and rating', () => {
    const data = storeJsonLd({
      path: '/seller-gallery/shop/indaba-gallery',
      name: 'Indaba Gallery',
      image: '/media/banners/3.png',
      locality: 'Cape Town, South Africa',
      country: 'South Africa',
      email: 'hello@indaba.example',
      telephone: '+27215550134',
      rating: 4.234,
      reviewCount: 12,
    });
    expect(data).toMatchObject({
      '@type': 'Store',
      name: 'Indaba Gallery',
      url: expect.stringMatching(/\/seller-gallery\/shop\/indaba-gallery$/),
      image: expect.stringMatching(/^https?:\/\/.+\/media\/banners\/3\.png$/),
      // The country as its ISO code, the rating as the page shows it (contract/rules/rating.ts).
      address: { '@type': 'PostalAddress', addressLocality: 'Cape Town, South Africa', addressCountry: 'ZA' },
      aggregateRating: { ratingValue: 4.2, reviewCount: 12 },
    });
  });

  it('leaves the rating out when nobody has reviewed the shop', () => {
    expect(storeJsonLd({ path: '/x', name: 'New', locality: 'Nairobi', country: 'Kenya', rating: 0, reviewCount: 0 })).not.toHaveProperty('aggregateRating');
  });
});
