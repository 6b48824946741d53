import { asc, count, eq } from 'drizzle-orm';
import { categories, divisions, products, subcategories } from '../src/db/schema';
import { testApiForFile } from './harness';

const t = testApiForFile();

const CATEGORY_NAMES = ['Textiles', 'Jewelry', 'Art', 'Home Deco', 'Leather Goods', 'Baskets', 'Beadwork', 'Carvings'];

async function firstSubcategory(categoryId: number) {
  const [row] = await t.db.select().from(subcategories).where(eq(subcategories.categoryId, categoryId)).orderBy(asc(subcategories.id)).limit(1);
  return row;
}

async function firstDivision(subcategoryId: number) {
  const [row] = await t.db.select().from(divisions).where(eq(divisions.subcategoryId, subcategoryId)).orderBy(asc(divisions.id)).limit(1);
  return row;
}

describe('GET /categories/list', () => {
  it('lists every category in shop order with slug, absolute image and product count', async () => {
    const res = await t.request('GET', '/categories/list');
    expect(res.status).toBe(200);
    const list = res.body.data as any[];
    expect(list.map((c) => c.name)).toEqual(CATEGORY_NAMES);
    expect(list.find((c) => c.name === 'Home Deco').slug).toBe('home-deco');
    for (const c of list) {
      expect(c).toEqual({
        category_id: expect.any(Number),
        name: expect.any(String),
        slug: expect.any(String),
        description: expect.any(String),
        image_url: expect.stringMatching(/^http:\/\/api\.test\/media\//),
        product_count: expect.any(Number),
      });
      expect(c.product_count).toBeGreaterThan(0);
    }
    const [{ n }] = await t.db.select({ n: count() }).from(products);
    expect(list.reduce((sum, c) => sum + c.product_count, 0)).toBe(n);
  });

  it('agrees with the product list filtered by each category', async () => {
    const list = (await t.request('GET', '/categories/list')).body.data as any[];
    const jewelry = list.find((c) => c.slug === 'jewelry');
    const page = await t.request('GET', `/products?category_id=${jewelry.category_id}&per_page=1`);
    expect(page.body.data.total).toBe(jewelry.product_count);
  });
});

describe('GET /categories/{id}', () => {
  it('answers the category with its subcategories', async () => {
    const [baskets] = await t.db.select().from(categories).where(eq(categories.slug, 'baskets'));
    const res = await t.request('GET', `/categories/${baskets.id}`);
    expect(res.status).toBe(200);
    const category = res.body.data.category;
    expect(category).toEqual(expect.objectContaining({ category_id: baskets.id, name: 'Baskets', slug: 'baskets' }));
    expect(category.subcategories.length).toBeGreaterThan(0);
    expect(category.subcategories.map((s: any) => s.name)).toContain('Kiondo');
    expect(category.subcategories.every((s: any) => s.category_id === baskets.id)).toBe(true);
  });
});

describe('GET /categories/{category_id}/subcategories', () => {
  it("lists the category's subcategories", async () => {
    const [textiles] = await t.db.select().from(categories).where(eq(categories.slug, 'textiles'));
    const res = await t.request('GET', `/categories/${textiles.id}/subcategories`);
    expect(res.status).toBe(200);
    const list = res.body.data as any[];
    const [{ n }] = await t.db.select({ n: count() }).from(subcategories).where(eq(subcategories.categoryId, textiles.id));
    expect(list).toHaveLength(n);
    for (const s of list) {
      expect(s).toEqual({
        subcategory_id: expect.any(Number),
        name: expect.any(String),
        slug: expect.stringMatching(/^[a-z0-9-]+$/),
        image_url: expect.stringMatching(/^http:\/\/api\.test\//),
        category_id: textiles.id,
      });
    }
  });
});

describe('GET /subcategories/{id} and its divisions', () => {
  it('answers the subcategory with its category for the breadcrumb', async () => {
    const [art] = await t.db.select().from(categories).where(eq(categories.slug, 'art'));
    const sub = await firstSubcategory(art.id);
    const res = await t.request('GET', `/subcategories/${sub.id}`);
    expect(res.status).toBe(200);
    const subcategory = res.body.data.subcategory;
    expect(subcategory).toEqual(expect.objectContaining({ subcategory_id: sub.id, name: sub.name, category_id: art.id }));
    expect(subcategory.category).toEqual(expect.objectContaining({ category_id: art.id, name: 'Art', slug: 'art' }));
  });

  it("lists the subcategory's divisions", async () => {
    const [carvings] = await t.db.select().from(categories).where(eq(categories.slug, 'carvings'));
    const sub = await firstSubcategory(carvings.id);
    const res = await t.request('GET', `/subcategories/${sub.id}/divisions`);
    expect(res.status).toBe(200);
    const list = res.body.data as any[];
    expect(list.length).toBeGreaterThan(0);
    for (const d of list) {
      expect(d).toEqual({
        division_id: expect.any(Number),
        name: expect.any(String),
        slug: expect.any(String),
        image_url: expect.stringMatching(/^http:\/\/api\.test\//),
        subcategory_id: sub.id,
      });
    }
  });
});

describe('GET /divisions/{id}', () => {
  it('answers the division with its subcategory and category', async () => {
    const [jewelry] = await t.db.select().from(categories).where(eq(categories.slug, 'jewelry'));
    const sub = await firstSubcategory(jewelry.id);
    const div = await firstDivision(sub.id);
    const res = await t.request('GET', `/divisions/${div.id}`);
    expect(res.status).toBe(200);
    const division = res.body.data.division;
    expect(division).toEqual(expect.objectContaining({ division_id: div.id, name: div.name, subcategory_id: sub.id }));
    expect(division.subcategory).toEqual(expect.objectContaining({ subcategory_id: sub.id, name: sub.name }));
    expect(division.subcategory.category).toEqual(expect.objectContaining({ category_id: jewelry.id, name: 'Jewelry' }));
  });
});

describe('unknown taxonomy answers 404, never 500', () => {
  it.each([
    '/categories/999999',
    '/categories/abc',
    '/categories/0',
    '/categories/99999999999',
    '/categories/999999/subcategories',
    '/categories/x/subcategories',
    '/subcategories/999999',
    '/subcategories/-1',
    '/subcategories/999999/divisions',
    '/subcategories/1.5/divisions',
    '/divisions/999999',
    '/divisions/abc',
  ])('%s', async (url) => {
    const res = await t.request('GET', url);
    expect(res.status).toBe(404);
    expect(res.body.status).toBe('error');
    expect(res.body.message).toMatch(/not found/i);
  });
});
