// The product JSON comes from one database function (catalogue_products). These tests hold it to
// the shape the API answered before, built here from Drizzle's relational query, and to the
// storefront's contract schema, including the cases a JSON round trip could get wrong.
import { eq, inArray, sql } from 'drizzle-orm';
import { productDetailSchema, productListSchema } from '../../contract/api/catalog';
import { loadProducts, mediaUrl, type ProductJson } from '../src/catalog/product-json';
import { productImages, products, shops } from '../src/db/schema';
import { testApiForFile } from './harness';

const t = testApiForFile();

/** The product as the loader before catalogue_products built it, from Drizzle's relational query. */
async function expectedProducts(ids: number[]): Promise<Map<number, ProductJson>> {
  const rows = await t.db.query.products.findMany({
    where: inArray(products.id, ids),
    with: {
      images: true,
      shop: { with: { owner: { columns: { name: true } } } },
      category: true,
      division: { with: { subcategory: { with: { category: true } } } },
    },
  });
  return new Map(
    rows.map((row) => {
      const { division } = row;
      const { subcategory } = division;
      const images = [...row.images].sort((a, b) => a.position - b.position || a.id - b.id);
      const json: ProductJson = {
        product_id: row.id,
        product_name: row.productName,
        sku: row.sku,
        base_price: row.basePrice,
        description: row.description,
        images: images.map((i) => ({ image_url: mediaUrl(t.publicUrl, i.imageUrl), alt_text: i.altText })),
        shop: {
          shop_id: row.shop.id,
          shop_name: row.shop.shopName,
          shop_url_slug: row.shop.shopUrlSlug,
          shop_type: row.shop.shopType,
          description: row.shop.description,
          location: row.shop.location,
          country: row.shop.country,
          rating_average: row.shop.ratingAverage,
          reviews: row.shop.reviews,
          years_of_experience: row.shop.yearsOfExperience,
          owner: row.shop.owner ? { name: row.shop.owner.name } : null,
        },
        categories: [row.category.name, subcategory.name, division.name],
        category: { category_id: row.category.id, name: row.category.name },
        division: {
          division_id: division.id,
          name: division.name,
          subcategory: {
            subcategory_id: subcategory.id,
            name: subcategory.name,
            category: { category_id: subcategory.category.id, name: subcategory.category.name },
          },
        },
        origin: row.origin,
        verifiedAt: row.verifiedAt ? row.verifiedAt.toISOString() : null,
        weight: row.weight,
        barcode: row.barcode,
        is_digital: row.isDigital,
        dimensions: row.dimensions,
        tags: row.tags,
        stock: row.stock,
        in_stock: row.stock > 0,
        is_featured: row.isFeatured,
        rating_average: row.ratingAverage,
        review_count: row.reviewCount,
        created_at: row.createdAt.toISOString(),
      };
      return [row.id, json];
    }),
  );
}

describe('the product JSON', () => {
  it('is the same, field for field, as the relational query builds it, in the order asked', async () => {
    const ids = [17, 3, 1, 250, 1999, 42, 3];
    const loaded = await loadProducts(t.db, ids, t.publicUrl);
    const expected = await expectedProducts(ids);
    expect(loaded).toStrictEqual(ids.map((id) => expected.get(id)));
  });

  it('keeps cents, decimals, quotes, nulls, an empty tag list, no images and an ownerless shop', async () => {
    const [shop] = await t.db
      .insert(shops)
      .values({ shopName: 'Odd "Quoted" Shop\\', shopUrlSlug: 'odd-quoted-shop', shopType: 'individual', location: 'Lamu', country: 'Kenya' })
      .returning();
    const [source] = await t.db.select().from(products).where(eq(products.id, 5));
    const [odd] = await t.db
      .insert(products)
      .values({
        shopId: shop.id,
        categoryId: source.categoryId,
        subcategoryId: source.subcategoryId,
        divisionId: source.divisionId,
        productName: 'Ünïcode “quoted” name \\ with a backslash',
        sku: 'ODD-SKU-1',
        serialNumber: 'ODD-SERIAL-1',
        basePrice: 1234.5,
        tags: [],
        ratingAverage: 4.25,
        createdAt: new Date('2026-01-02T03:04:05.678Z'),
      })
      .returning();
    // A timestamp with microseconds (PostgreSQL keeps them; JavaScript dates stop at milliseconds).
    await t.db
      .update(products)
      .set({ verifiedAt: sql`'2026-03-04T05:06:07.891234Z'::timestamptz` })
      .where(eq(products.id, odd.id));
    await t.db.delete(productImages).where(eq(productImages.productId, odd.id));

    const [json] = await loadProducts(t.db, [odd.id], t.publicUrl);
    expect(json).toStrictEqual((await expectedProducts([odd.id])).get(odd.id));
    expect(json).toMatchObject({
      base_price: 1234.5,
      rating_average: 4.25,
      tags: [],
      images: [],
      origin: null,
      verifiedAt: '2026-03-04T05:06:07.891Z',
      created_at: '2026-01-02T03:04:05.678Z',
      shop: { shop_name: 'Odd "Quoted" Shop\\', owner: null },
    });
  });

  it('skips ids that do not exist and answers nothing for no ids', async () => {
    expect(await loadProducts(t.db, [], t.publicUrl)).toEqual([]);
    expect((await loadProducts(t.db, [99_999_999, 2], t.publicUrl)).map((p) => p.product_id)).toEqual([2]);
  });

  it('parses with the storefront contract schemas, on a list page and a product page', async () => {
    const page = await t.request('GET', '/products?per_page=100');
    expect(productListSchema.safeParse(page.body.data).success).toBe(true);
    const one = await t.request('GET', '/products/7');
    const parsed = productDetailSchema.safeParse(one.body.data);
    expect(parsed.success).toBe(true);
    const [expected] = await loadProducts(t.db, [7], t.publicUrl);
    const [row] = await t.db.select({ serial: products.serialNumber }).from(products).where(eq(products.id, 7));
    expect(one.body.data).toStrictEqual({ product: { ...expected, serial_number: row.serial } });
  });
});
