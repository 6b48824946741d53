// The operator's stories (issue 33, point 7): only an admin lists, writes, changes, publishes and
// unpublishes stories and uploads their images; a story starts as a draft that no public read (the
// list, its page, the categories' counts, so the sitemap) shows until it is published; its HTML is
// stored cleaned by the story page's allow-list; every write leaves its audit entry.
import { and, eq } from 'drizzle-orm';
import { IMAGE_MESSAGES } from '../../contract/rules/images';
import { STORY_MESSAGES } from '../../contract/rules/stories';
import { auditLog, blogCategories, blogPosts } from '../src/db/schema';
import { expectEachNeedsAToken, listPage, testApiForFile } from './harness';
import { fetchMedia, picture, upload } from './seller-fixtures';

const api = testApiForFile();

let adminToken = '';
let admin = { id: 0, email: '' };
beforeAll(async () => {
  const user = await api.createUser({ userType: 'admin' });
  adminToken = user.token;
  admin = { id: user.id, email: user.email };
});

const asAdmin = (method: string, url: string, body?: unknown) => api.request(method, url, { token: adminToken, body });

let serial = 0;
/** A draft written through the API, with a title of its own. */
async function draft(fields: Record<string, unknown> = {}) {
  serial += 1;
  const res = await asAdmin('POST', '/admin/blogs', { title: `Beadwork of the Maasai, part ${serial}`, content: '<p>Colours that speak.</p>', ...fields });
  expect(res.status).toBe(201);
  return res.body.data as { post_id: number; slug: string; title: string; status: string; content: string };
}

async function auditOf(storyId: number) {
  return api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'story'), eq(auditLog.targetId, storyId)))
    .orderBy(auditLog.id);
}

/** Every story id the public list shows, as the sitemap reads it (page by page). */
async function publicStoryIds(): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const list = await listPage(api, `/blogs?per_page=50&page=${page}`);
    ids.push(...list.data.map((s) => s.post_id));
    if (page >= list.last_page) return ids;
  }
}

describe('who may', () => {
  it('needs a token for each route', async () => {
    await expectEachNeedsAToken(
      api,
      [
        ['GET', '/admin/blogs'],
        ['GET', '/admin/blogs/1'],
        ['POST', '/admin/blogs'],
        ['PATCH', '/admin/blogs/1'],
        ['POST', '/admin/blogs/1/publish'],
        ['POST', '/admin/blogs/1/unpublish'],
        ['POST', '/admin/blogs/images'],
      ],
      { title: 'A story', content: '<p>Text.</p>' },
    );
  });

  it('refuses a buyer and a seller (403) and changes nothing', async () => {
    const story = await draft();
    for (const userType of ['buyer', 'seller'] as const) {
      const { token } = await api.createUser({ userType });
      const calls: [string, string, unknown?][] = [
        ['GET', '/admin/blogs'],
        ['GET', `/admin/blogs/${story.post_id}`],
        ['POST', '/admin/blogs', { title: 'Not mine to write', content: '<p>x</p>' }],
        ['PATCH', `/admin/blogs/${story.post_id}`, { title: 'Taken over' }],
        ['POST', `/admin/blogs/${story.post_id}/publish`],
        ['POST', `/admin/blogs/${story.post_id}/unpublish`],
      ];
      for (const [method, url, body] of calls) {
        const res = await api.request(method, url, { token, body });
        expect(res.status).toBe(403);
        expect(res.body.message).toEqual(expect.any(String));
      }
      const image = await upload(api, '/admin/blogs/images', token, 'image', [{ bytes: await picture(50, 50), name: 'a.png', type: 'image/png' }]);
      expect(image.status).toBe(403);
    }
    const [row] = await api.db.select().from(blogPosts).where(eq(blogPosts.id, story.post_id));
    expect(row).toMatchObject({ title: story.title, status: 'draft' });
    expect((await auditOf(story.post_id)).map((e) => e.action)).toEqual(['story.create']);
  });
});

describe('POST /admin/blogs', () => {
  it('saves a draft with every field, its slug made from the title, and records who wrote it', async () => {
    const [category] = await api.db.select().from(blogCategories).limit(1);
    const res = await asAdmin('POST', '/admin/blogs', {
      title: 'Kiondo: a weave from Ukambani',
      slug: '',
      category_id: category.id,
      featured_image: '/media/stories/1.png',
      alt_text: 'A sisal basket',
      meta_title: 'The kiondo',
      meta_description: 'How a kiondo is woven.',
      content: '<h2>Sisal</h2><p>Twisted <strong>by hand</strong>.</p>',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Story saved as a draft.');
    const story = res.body.data;
    expect(story).toMatchObject({
      slug: 'kiondo-a-weave-from-ukambani',
      title: 'Kiondo: a weave from Ukambani',
      status: 'draft',
      published_at: null,
      category_id: category.id,
      category_name: category.name,
      author_email: admin.email,
      featured_image: expect.stringMatching(/\/media\/stories\/1\.png$/),
      alt_text: 'A sisal basket',
      meta_title: 'The kiondo',
      meta_description: 'How a kiondo is woven.',
      content: '<h2>Sisal</h2><p>Twisted <strong>by hand</strong>.</p>',
    });
    const [entry] = await auditOf(story.post_id);
    expect(entry).toMatchObject({ action: 'story.create', actorId: admin.id, actorEmail: admin.email, after: expect.objectContaining({ status: 'draft' }) });

    // The same title again gets a slug of its own.
    const again = await asAdmin('POST', '/admin/blogs', { title: 'Kiondo: a weave from Ukambani', content: '<p>Again.</p>' });
    expect(again.body.data.slug).toBe('kiondo-a-weave-from-ukambani-2');
  });

  it('answers a slug already taken with 422 and its message', async () => {
    const first = await draft();
    const res = await asAdmin('POST', '/admin/blogs', { title: 'Another story', slug: first.slug, content: '<p>x</p>' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(STORY_MESSAGES.slugTaken);
    expect(res.body.data).toEqual({ slug: [STORY_MESSAGES.slugTaken] });
    const change = await asAdmin('PATCH', `/admin/blogs/${(await draft()).post_id}`, { slug: first.slug.toUpperCase() });
    expect(change.status).toBe(422);
    expect(change.body.message).toBe(STORY_MESSAGES.slugTaken);
  });

  it('answers bad input with 422 and clear messages, never a 500', async () => {
    const cases: [unknown, string][] = [
      [{ content: '<p>x</p>' }, 'title'],
      [{ title: '   ', content: '<p>x</p>' }, 'title'],
      [{ title: 'x'.repeat(201), content: '<p>x</p>' }, 'title'],
      [{ title: 'A', slug: 'Not a slug!', content: '<p>x</p>' }, 'slug'],
      [{ title: 'A', category_id: 999999, content: '<p>x</p>' }, 'category_id'],
      [{ title: 'A', featured_image: 'https://elsewhere.example/cat.jpg', content: '<p>x</p>' }, 'featured_image'],
      [{ title: 'A', meta_description: 'x'.repeat(501), content: '<p>x</p>' }, 'meta_description'],
      [{ title: 'A', author_email: 'not-an-email', content: '<p>x</p>' }, 'author_email'],
      [{ title: 'A', content: 42 }, 'content'],
      [{ title: 'A', content: 'x'.repeat(200_001) }, 'content'],
    ];
    for (const [body, field] of cases) {
      const res = await asAdmin('POST', '/admin/blogs', body);
      expect(res.status).toBe(422);
      expect(res.body.message).toEqual(expect.any(String));
      expect(Object.keys(res.body.data)).toContain(field);
    }
  });

  it('stores the HTML cleaned: no <script>, no event handler, no foreign image, and links out are nofollow', async () => {
    const story = await draft({
      content:
        '<h1>Title</h1><p onclick="steal()">Hello<script>alert(1)</script></p><img src="x" onerror="alert(2)"><img src="/media/uploads/0123456789abcdef0123456789abcdef.webp" alt="Beads" onerror="alert(3)"><a href="javascript:alert(4)">bad</a><a href="https://example.org">out</a><iframe src="https://evil.example"></iframe>',
    });
    const [row] = await api.db.select().from(blogPosts).where(eq(blogPosts.id, story.post_id));
    for (const text of [row.content, story.content]) {
      expect(text).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<h1/i);
      expect(text).toContain('<h2>Title</h2>');
      expect(text).toContain('<p>Hello</p>');
      expect(text).toContain('src="/media/uploads/0123456789abcdef0123456789abcdef.webp"');
      expect(text).toContain('<a href="https://example.org" rel="nofollow noopener noreferrer">out</a>');
    }
  });
});

describe('drafts, publishing and unpublishing', () => {
  it('keeps a draft out of every public read until it is published, and takes it out again when unpublished', async () => {
    const story = await draft({ title: 'Soapstone from Tabaka, a draft' });
    const publicRead = async () => (await api.request('GET', `/blogs/${story.post_id}`)).status;
    const bySlug = async () => (await api.request('GET', `/blogs/${story.slug}`)).status;

    expect(await publicRead()).toBe(404);
    expect(await bySlug()).toBe(404);
    expect(await publicStoryIds()).not.toContain(story.post_id);
    const search = await listPage(api, `/blogs?search=${encodeURIComponent('Soapstone Tabaka draft')}`);
    expect(search.data.map((s) => s.post_id)).not.toContain(story.post_id);

    const published = await asAdmin('POST', `/admin/blogs/${story.post_id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ status: 'published', published_at: expect.any(String) });
    expect(await publicRead()).toBe(200);
    expect(await bySlug()).toBe(200);
    expect(await publicStoryIds()).toContain(story.post_id);
    expect((await asAdmin('POST', `/admin/blogs/${story.post_id}/publish`)).status).toBe(409);

    const unpublished = await asAdmin('POST', `/admin/blogs/${story.post_id}/unpublish`);
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.data.status).toBe('draft');
    expect(await publicRead()).toBe(404);
    expect(await publicStoryIds()).not.toContain(story.post_id);
    expect((await asAdmin('POST', `/admin/blogs/${story.post_id}/unpublish`)).status).toBe(409);

    expect((await auditOf(story.post_id)).map((e) => e.action)).toEqual(['story.create', 'story.publish', 'story.unpublish']);
  });

  it('counts only published stories in the categories', async () => {
    const [category] = await api.db.select().from(blogCategories).limit(1);
    const count = async () =>
      (await api.request('GET', '/blogs/categories')).body.data.find((c: { category_id: number }) => c.category_id === category.id).post_count;
    const before = await count();
    const story = await draft({ category_id: category.id });
    expect(await count()).toBe(before);
    await asAdmin('POST', `/admin/blogs/${story.post_id}/publish`);
    expect(await count()).toBe(before + 1);
  });

  it('refuses to publish a story with no text (422)', async () => {
    const story = await draft({ content: '<p> </p><script>x</script>' });
    const res = await asAdmin('POST', `/admin/blogs/${story.post_id}/publish`);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(STORY_MESSAGES.emptyContent);
  });
});

describe('PATCH /admin/blogs/{id} and GET /admin/blogs', () => {
  it('changes the fields sent, cleans the HTML again, and records before and after', async () => {
    const story = await draft();
    const res = await asAdmin('PATCH', `/admin/blogs/${story.post_id}`, { title: 'Renamed', content: '<p>New <em>words</em><img src=x onerror=alert(1)></p>' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'Renamed', slug: story.slug, content: '<p>New <em>words</em></p>' });
    const entries = await auditOf(story.post_id);
    expect(entries.at(-1)).toMatchObject({ action: 'story.update', before: { title: story.title }, after: { title: 'Renamed' } });
    expect(Object.keys(entries.at(-1)!.after as object).sort()).toEqual(['content_length', 'title']);

    expect((await asAdmin('PATCH', `/admin/blogs/${story.post_id}`, {})).status).toBe(422);
    expect((await asAdmin('PATCH', '/admin/blogs/999999', { title: 'Nobody' })).status).toBe(404);
  });

  it('lists drafts and published stories, by status and by part of the title, a page at a time', async () => {
    const story = await draft({ title: 'Zanzibar doors, carved' });
    const found = await asAdmin('GET', `/admin/blogs?search=${encodeURIComponent('ZANZIBAR DOORS')}&status=draft`);
    expect(found.status).toBe(200);
    expect(found.body.data.data.map((s: { post_id: number }) => s.post_id)).toContain(story.post_id);
    expect(found.body.data.data[0]).not.toHaveProperty('content');

    const published = await asAdmin('GET', '/admin/blogs?status=published&per_page=5&page=2');
    expect(published.body.data).toMatchObject({ current_page: 2, per_page: 5 });
    expect(published.body.data.data.every((s: { status: string }) => s.status === 'published')).toBe(true);

    expect((await asAdmin('GET', '/admin/blogs?status=hidden')).status).toBe(422);
    const one = await asAdmin('GET', `/admin/blogs/${story.post_id}`);
    expect(one.body.data).toMatchObject({ post_id: story.post_id, status: 'draft', content: '<p>Colours that speak.</p>' });
  });
});

describe('POST /admin/blogs/images', () => {
  it('stores an image for the editor and serves it as WebP', async () => {
    const res = await upload(api, '/admin/blogs/images', adminToken, 'image', [
      { bytes: await picture(120, 80, 'jpeg'), name: 'beads.jpg', type: 'image/jpeg' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.image_url).toMatch(/^http:\/\/api\.test\/media\/uploads\/[0-9a-f]{32}\.webp$/);
    const served = await fetchMedia(api, res.body.data.image_url);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a file that is not an image (422 with the image rules’ words)', async () => {
    const res = await upload(api, '/admin/blogs/images', adminToken, 'image', [{ bytes: Buffer.from('not a picture'), name: 'x.png', type: 'image/png' }]);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(IMAGE_MESSAGES.notImage);
  });
});
