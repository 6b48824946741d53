import { count, eq } from 'drizzle-orm';
import { blogCategories, blogPosts, users } from '../src/db/schema';
import { listPage, testApiForFile } from './harness';

const t = testApiForFile();

const list = (query: string) => listPage(t, `/blogs${query}`);

async function postCount() {
  const [row] = await t.db.select({ n: count() }).from(blogPosts);
  return row.n;
}

describe('GET /blogs', () => {
  it('answers 10 stories a page, newest first, with plain-text excerpts', async () => {
    const page = await list('');
    expect(page.per_page).toBe(10);
    expect(page.data).toHaveLength(10);
    expect(page.total).toBe(await postCount());
    expect(page.total).toBeGreaterThanOrEqual(30);
    const dates = page.data.map((p) => Date.parse(p.created_at));
    expect(dates.every((d, i) => i === 0 || dates[i - 1] >= d)).toBe(true);
    for (const post of page.data) {
      expect(post).toEqual({
        post_id: expect.any(Number),
        slug: expect.any(String),
        title: expect.any(String),
        excerpt: expect.any(String),
        meta_title: expect.any(String),
        meta_description: expect.any(String),
        featured_image: expect.stringMatching(/^http:\/\/api\.test\/media\//),
        alt_text: expect.any(String),
        category_id: expect.any(Number),
        category_name: expect.any(String),
        created_at: expect.any(String),
        author_email: expect.any(String),
        author_name: expect.any(String),
        updated_at: expect.any(String),
      });
      expect(Date.parse(post.updated_at)).toBeGreaterThanOrEqual(Date.parse(post.created_at));
      expect(post.excerpt.length).toBeGreaterThan(50);
      expect(post.excerpt.length).toBeLessThanOrEqual(201);
      expect(post.excerpt).not.toMatch(/[<>]/);
    }
  });

  it('pages add up to the total', async () => {
    const first = await list('?per_page=7');
    const ids = [...first.data];
    for (let page = 2; page <= first.last_page; page += 1) ids.push(...(await list(`?per_page=7&page=${page}`)).data);
    expect(new Set(ids.map((p) => p.post_id)).size).toBe(first.total);
  });

  it('filters by category', async () => {
    const [category] = await t.db.select().from(blogCategories).limit(1);
    const page = await list(`?category_id=${category.id}&per_page=50`);
    const [{ n }] = await t.db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.categoryId, category.id));
    expect(page.total).toBe(n);
    expect(page.data.every((p) => p.category_id === category.id && p.category_name === category.name)).toBe(true);
  });

  it('searches the words of a story', async () => {
    const page = await list('?search=kente');
    expect(page.total).toBeGreaterThan(0);
    expect(page.data[0].title).toMatch(/kente/i);
  });

  it('finds stories despite a typo, best match first', async () => {
    const page = await list(`?search=${encodeURIComponent('tingatinga paintng')}`);
    expect(page.total).toBeGreaterThan(0);
    expect(page.data[0].title).toMatch(/Tingatinga Painting/);
    const typo = await list('?search=makonde%20carvng');
    expect(typo.data[0].title).toMatch(/Makonde Carving/);
  });

  it('searches within a category', async () => {
    const [category] = await t.db.select().from(blogCategories).where(eq(blogCategories.name, 'Sustainability'));
    const page = await list(`?search=kiondo&category_id=${category.id}`);
    expect(page.data.every((p) => p.category_id === category.id)).toBe(true);
  });

  it('finds nothing for nonsense and survives odd input', async () => {
    expect((await list('?search=qqxzv')).total).toBe(0);
    expect((await list(`?search=${'x'.repeat(5000)}`)).total).toBe(0);
    expect((await list(`?search=${encodeURIComponent('!!! & | :* ( ')}`)).data).toBeDefined();
  });

  it.each([
    ['page=abc', 'page'],
    ['per_page=51', 'per_page'],
    ['category_id=x', 'category_id'],
    ['category_id=0', 'category_id'],
  ])('rejects ?%s with 422 naming %s', async (query, param) => {
    const res = await t.request('GET', `/blogs?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.message).toContain(param);
  });
});

describe('GET /blogs/categories', () => {
  it('lists the story categories with their post counts', async () => {
    const res = await t.request('GET', '/blogs/categories');
    expect(res.status).toBe(200);
    const list = res.body.data as any[];
    expect(list.length).toBeGreaterThan(1);
    for (const c of list) {
      expect(c).toEqual({ category_id: expect.any(Number), name: expect.any(String), slug: expect.any(String), post_count: expect.any(Number) });
    }
    expect(list.reduce((sum, c) => sum + c.post_count, 0)).toBe(await postCount());
  });
});

describe('GET /blogs/{idOrSlug}', () => {
  it('answers the full post by id and by slug', async () => {
    const [row] = await t.db.select().from(blogPosts).limit(1);
    const byId = await t.request('GET', `/blogs/${row.id}`);
    expect(byId.status).toBe(200);
    const post = byId.body.data.post;
    expect(post).toEqual(
      expect.objectContaining({ post_id: row.id, slug: row.slug, title: row.title, content: row.content, category_name: expect.any(String) }),
    );
    expect(post.content).toMatch(/<p>/);
    const bySlug = await t.request('GET', `/blogs/${row.slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data.post).toEqual(post);
  });

  it("names the author by their account's name, and by email only once the account is gone", async () => {
    const [row] = await t.db.select().from(blogPosts).limit(1);
    const [author] = await t.db.select().from(users).where(eq(users.id, row.authorId!));
    const post = (await t.request('GET', `/blogs/${row.id}`)).body.data.post;
    expect(post).toMatchObject({ author_name: author.name, author_email: author.email });

    await t.db.update(blogPosts).set({ authorId: null }).where(eq(blogPosts.id, row.id));
    try {
      const orphan = (await t.request('GET', `/blogs/${row.id}`)).body.data.post;
      expect(orphan).toMatchObject({ author_name: null, author_email: author.email });
    } finally {
      await t.db.update(blogPosts).set({ authorId: row.authorId }).where(eq(blogPosts.id, row.id));
    }
  });

  it.each(['/blogs/999999', '/blogs/99999999999', '/blogs/no-such-story', '/blogs/%20', "/blogs/a'b", '/blogs/0'])('%s answers 404', async (url) => {
    const res = await t.request('GET', url);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Story not found');
  });
});
