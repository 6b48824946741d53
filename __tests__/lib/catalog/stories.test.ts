/** @jest-environment node */
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { CatalogueUnavailableError } from '@/lib/catalog/load';
import { getStory, getStoryBySlug, getStoryCategories, getStoryList } from '@/lib/catalog/stories';
import { cacheCalls, envelope } from './fixtures';
import { onlyNockedCalls } from '@/__tests__/support/nock';

jest.mock('next/cache', () => jest.requireActual('./fixtures').straightThroughCache());
jest.mock('next/server', () => ({ connection: jest.fn(async () => undefined) }));

const API = 'http://upstream.test';
const tagsUsed = () => cacheCalls().flatMap((call) => call.tags);

const apiPost = {
  post_id: 12,
  slug: 'meet-mwende-musyoka-kiondo-baskets-from-kitui',
  title: 'Meet Mwende Musyoka: Kiondo Baskets from Kitui',
  excerpt: 'In Kitui, Mwende Musyoka starts work early…',
  meta_title: 'Meet Mwende Musyoka | Crafts Marketplace Stories',
  meta_description: 'In Kitui, Mwende Musyoka starts work early.',
  featured_image: 'http://127.0.0.1:4000/media/stories/1.png',
  alt_text: 'Pattern inspired by kiondo baskets from Kitui',
  category_id: 1,
  category_name: 'Artisan Stories',
  created_at: '2026-01-15T09:00:00.000Z',
  author_email: 'admin@demo.crafts.ke',
  author_name: 'Njeri Kamau',
  content: '<p onclick="x()">In Kitui.</p><script>alert(1)</script><h2>Where it began</h2>',
  updated_at: '2026-01-16T09:00:00.000Z',
};

onlyNockedCalls();
beforeEach(() => jest.clearAllMocks());

describe('getStory', () => {
  it('answers the story with its HTML cleaned and its image on our origin, tagged story:{id}', async () => {
    nock(API)
      .get('/blogs/12')
      .reply(200, envelope({ post: apiPost }));
    const story = await getStory(12);
    expect(story).toMatchObject({
      id: 12,
      slug: apiPost.slug,
      title: apiPost.title,
      image: '/media/stories/1.png',
      categoryName: 'Artisan Stories',
      author: 'Njeri Kamau',
      contentHtml: '<p>In Kitui.</p><h2>Where it began</h2>',
      updatedAt: '2026-01-16T09:00:00.000Z',
    });
    expect(cacheCalls()).toEqual([{ keyParts: ['story', '[12]'], revalidate: 600, tags: ['catalogue', 'story:12'] }]);
  });

  it('names the author by email when the API gives no name, and nobody when it gives neither', async () => {
    const withoutName: Partial<typeof apiPost> = { ...apiPost };
    delete withoutName.author_name;
    nock(API)
      .get('/blogs/12')
      .reply(200, envelope({ post: withoutName }));
    expect((await getStory(12))?.author).toBe('admin@demo.crafts.ke');
    nock(API)
      .get('/blogs/12')
      .reply(200, envelope({ post: { ...apiPost, author_name: null, author_email: null } }));
    expect((await getStory(12))?.author).toBeNull();
  });

  it('reads the post under `blog` or as the data itself, as the spec allows', async () => {
    nock(API)
      .get('/blogs/12')
      .reply(200, envelope({ blog: apiPost }));
    expect((await getStory(12))?.id).toBe(12);
    nock(API).get('/blogs/12').reply(200, envelope(apiPost));
    expect((await getStory(12))?.id).toBe(12);
  });

  it('answers null for an unknown story (the page is a 404)', async () => {
    nock(API).get('/blogs/999').reply(404, { status: 'error', message: 'Story not found', data: null });
    expect(await getStory(999)).toBeNull();
  });

  it('throws when the API fails, so no error is cached and the page says “Unable to load story.”', async () => {
    nock(API).get('/blogs/12').times(2).reply(503, { status: 'error', message: 'Down', data: null });
    await expect(getStory(12)).rejects.toBeInstanceOf(CatalogueUnavailableError);
  });
});

describe('getStoryBySlug', () => {
  it('finds a story by its slug, tagged with the list tag that every story event refreshes', async () => {
    nock(API)
      .get(`/blogs/${apiPost.slug}`)
      .reply(200, envelope({ post: apiPost }));
    expect((await getStoryBySlug(apiPost.slug))?.id).toBe(12);
    expect(tagsUsed()).toEqual(['catalogue', 'stories']);
  });

  it('does not ask the API about something that cannot be a slug', async () => {
    expect(await getStoryBySlug('../admin')).toBeNull();
    expect(await getStoryBySlug('')).toBeNull();
  });
});

describe('getStoryCategories and getStoryList', () => {
  it('answers the categories for the filter', async () => {
    nock(API)
      .get('/blogs/categories')
      .reply(200, envelope([{ category_id: 1, name: 'Artisan Stories', slug: 'artisan-stories', post_count: 6 }]));
    expect(await getStoryCategories()).toEqual([{ id: 1, name: 'Artisan Stories', slug: 'artisan-stories', postCount: 6 }]);
    expect(tagsUsed()).toEqual(expect.arrayContaining(['catalogue', 'stories']));
  });

  it('asks for one page of stories with only the set filters, cached under them', async () => {
    const card = Object.fromEntries(Object.entries(apiPost).filter(([key]) => key !== 'content' && key !== 'updated_at'));
    nock(API)
      .get('/blogs')
      .query({ page: '2', search: 'kiondo', category_id: '1' })
      .reply(200, envelope({ data: [card], current_page: 2, last_page: 2, per_page: 10, total: 11 }));
    const page = await getStoryList({ page: 2, search: 'kiondo', categoryId: 1 });
    expect(page).toMatchObject({ page: 2, lastPage: 2, total: 11, perPage: 10 });
    expect(page.items[0]).toMatchObject({ id: 12, image: '/media/stories/1.png' });
    expect(cacheCalls()).toEqual([
      { keyParts: ['story-list', JSON.stringify([{ page: 2, search: 'kiondo', categoryId: 1 }])], revalidate: 600, tags: ['catalogue', 'stories'] },
    ]);
  });
});
