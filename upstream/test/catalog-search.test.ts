// Product search: typo tolerance through the catalogue's known words (search_lexemes, kept by
// triggers on products) and the bounded candidate set a search ranks. This file writes products,
// so it has a database of its own.
import { eq, sql } from 'drizzle-orm';
import { SEARCH_CANDIDATES } from '../src/catalog/product-list';
import { products, searchLexemes } from '../src/db/schema';
import { testApiForFile } from './harness';

const t = testApiForFile();

async function search(term: string, extra = '') {
  const res = await t.request('GET', `/products?searchTerm=${encodeURIComponent(term)}${extra}`);
  expect(res.status).toBe(200);
  return res.body.data as { data: { product_id: number; product_name: string; tags: string[]; description: string }[]; total: number };
}

/** Whether search_lexemes holds the word (as the English dictionary stems it). */
async function isKnownWord(word: string) {
  const stems = sql`tsvector_to_array(to_tsvector('english', ${word}))`;
  return (
    (
      await t.db
        .select()
        .from(searchLexemes)
        .where(sql`${searchLexemes.lexeme} = any(${stems})`)
    ).length > 0
  );
}

/** A new product in product 1's shop and division. */
async function insertProduct(values: { productName: string; tags?: string[]; description?: string }) {
  const [source] = await t.db.select().from(products).where(eq(products.id, 1));
  const n = Math.floor(Math.random() * 1e9);
  const [row] = await t.db
    .insert(products)
    .values({
      shopId: source.shopId,
      categoryId: source.categoryId,
      subcategoryId: source.subcategoryId,
      divisionId: source.divisionId,
      sku: `TEST-${n}`,
      serialNumber: `TEST-SERIAL-${n}`,
      basePrice: 1500,
      stock: 3,
      ...values,
    })
    .returning({ id: products.id });
  return row.id;
}

describe('search forgives typos', () => {
  it.each([
    ['kiondo baskts', /kiondo/i, /basket/i],
    ['tingatnga paintngs', /tingatinga/i, /painting/i],
    ['soapstne', /soapstone/i, /./],
  ])('"%s" finds what was meant, first', async (term, first, second) => {
    const page = await search(term);
    expect(page.total).toBeGreaterThan(0);
    const top = page.data.slice(0, 5);
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((p) => first.test(p.product_name) && second.test(p.product_name))).toBe(true);
  });

  it('widens only the words no product uses, and leaves known words as typed', async () => {
    const widened = async (term: string) =>
      (await t.db.execute(sql`select search_lookalike_query(${term})::text as q`)) as unknown as { rows: { q: string }[] };
    expect((await widened('kiondo basket')).rows[0].q).toBe("'kiondo' & 'basket'");
    expect((await widened('kiondo baskts')).rows[0].q).toMatch(/^'kiondo' & \( 'baskt' \| .*'basket'.*\)$/);
  });

  it('finds nothing for a word like no other', async () => {
    expect((await search('zzqxv')).total).toBe(0);
  });
});

describe('search knows words written after the seed', () => {
  it('finds a new product by a new word, even misspelt', async () => {
    expect(await isKnownWord('quillwork')).toBe(false);
    const id = await insertProduct({ productName: 'Quillwork Trinket Pouch' });
    expect(await isKnownWord('quillwork')).toBe(true);
    expect((await search('quillwork')).data.map((p) => p.product_id)).toEqual([id]);
    expect((await search('quilwork')).data.map((p) => p.product_id)).toEqual([id]);
  });

  it('finds several products inserted in one statement by their new words', async () => {
    const [source] = await t.db.select().from(products).where(eq(products.id, 1));
    const rows = ['Zelliges Tile Coaster', 'Marrakshi Lantern Shade'].map((productName, i) => ({
      shopId: source.shopId,
      categoryId: source.categoryId,
      subcategoryId: source.subcategoryId,
      divisionId: source.divisionId,
      productName,
      sku: `BATCH-${i}`,
      serialNumber: `BATCH-SERIAL-${i}`,
      basePrice: 900,
    }));
    expect(await isKnownWord('zelliges')).toBe(false);
    const inserted = await t.db.insert(products).values(rows).returning({ id: products.id });
    // A misspelt word also finds the other known words spelled like it, ranked below.
    expect((await search('zeliges')).data[0].product_id).toBe(inserted[0].id);
    expect((await search('marakshi')).data[0].product_id).toBe(inserted[1].id);
  });

  it('finds a product renamed, retagged or redescribed with a new word, even misspelt', async () => {
    const newWords = ['ostrichshell', 'shweshwe', 'indigofera'];
    for (const word of newWords) expect(await isKnownWord(word)).toBe(false);
    await t.db.update(products).set({ productName: 'Ostrichshell Bead Necklace' }).where(eq(products.id, 10));
    await t.db
      .update(products)
      .set({ tags: ['shweshwe'] })
      .where(eq(products.id, 11));
    await t.db.update(products).set({ description: 'Dyed with indigofera leaves.' }).where(eq(products.id, 12));
    for (const word of newWords) expect(await isKnownWord(word)).toBe(true);
    expect((await search('ostrichshel necklace')).data[0].product_id).toBe(10);
    expect((await search('shweshwi')).data.map((p) => p.product_id)).toContain(11);
    // Found among products named "Indigo ...": a word in the description weighs less than the name.
    expect((await search('indigoferra', '&per_page=100')).data.map((p) => p.product_id)).toContain(12);
  });
});

describe('search ranks a bounded set of candidates', () => {
  it(`answers at most ${SEARCH_CANDIDATES} matches for a word most products use, best first and without repeats`, async () => {
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.searchVector} @@ websearch_to_tsquery('english', 'handmade')`);
    expect(n).toBeGreaterThan(SEARCH_CANDIDATES);
    const first = await search('handmade', '&per_page=100');
    expect(first.total).toBe(SEARCH_CANDIDATES);
    const ids = [];
    for (let page = 1; page <= SEARCH_CANDIDATES / 100; page += 1)
      ids.push(...(await search('handmade', `&per_page=100&page=${page}`)).data.map((p) => p.product_id));
    expect(new Set(ids).size).toBe(SEARCH_CANDIDATES);
    expect((await search('handmade', `&per_page=100&page=${SEARCH_CANDIDATES / 100 + 1}`)).data).toEqual([]);
  });

  it('counts every match when there are fewer than the cap', async () => {
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.searchVector} @@ websearch_to_tsquery('english', 'kiondo')`);
    expect(n).toBeLessThan(SEARCH_CANDIDATES);
    expect((await search('kiondo')).total).toBe(n);
  });
});
