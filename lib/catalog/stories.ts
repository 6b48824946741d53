// Cached reads of the stories (blog): the list, its categories and one story. Tagged `stories`
// (the list tag, which every story event refreshes) and `story:{id}` for one story.
import 'server-only';
import { cachedRead } from './cache';
import { fetchStoryList } from '@/lib/upstream/catalog';
import { fetchStory, fetchStoryCategories } from '@/lib/upstream/stories';
import type { Page, StoryCategory, StoryDetail, StoryListQuery, StorySummary } from '@/lib/domain/catalog';
import { lifetimes, tags } from './tags';
import { avoidBuildTimeFetch, dataOrThrow, dataOrNullIfMissing } from './load';

const cachedStoryList = cachedRead(
  'story-list',
  lifetimes.editorial,
  () => [tags.catalogue, tags.storyList],
  async (query: StoryListQuery): Promise<Page<StorySummary>> => dataOrThrow(await fetchStoryList(query), 'load stories'),
);

/** One page of stories (10 by default). Throws when the API fails. */
export async function getStoryList(query: StoryListQuery = {}): Promise<Page<StorySummary>> {
  await avoidBuildTimeFetch();
  const key = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as StoryListQuery;
  return cachedStoryList(key);
}

// A new or moved story changes the counts: the list tag refreshes them.
const cachedStoryCategories = cachedRead(
  'story-categories',
  lifetimes.editorial,
  () => [tags.catalogue, tags.storyList],
  async (): Promise<StoryCategory[]> => dataOrThrow(await fetchStoryCategories(), 'load story categories'),
);

/** The story categories for the filter, by name. Throws when the API fails. */
export async function getStoryCategories(): Promise<StoryCategory[]> {
  await avoidBuildTimeFetch();
  return cachedStoryCategories();
}

const cachedStory = cachedRead(
  'story',
  lifetimes.editorial,
  ([id]) => [tags.catalogue, tags.story(id)],
  async (id: number): Promise<StoryDetail | null> => dataOrNullIfMissing(await fetchStory(id), 'load the story'),
);

/**
 * One story with its sanitised HTML; null when there is no such story (the page calls notFound()).
 * Throws when the API fails, so error.tsx shows 'Unable to load story.' and no error is cached.
 */
export async function getStory(id: number): Promise<StoryDetail | null> {
  await avoidBuildTimeFetch();
  return cachedStory(id);
}

// Found by slug while events name ids: the list tag, which every story event refreshes, covers it
// (and a miss that becomes a hit when a story is published).
const cachedStoryBySlug = cachedRead(
  'story-by-slug',
  lifetimes.editorial,
  () => [tags.catalogue, tags.storyList],
  async (slug: string): Promise<StoryDetail | null> => dataOrNullIfMissing(await fetchStory(slug), 'load the story'),
);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A story by its slug (an old link whose id no longer matches); null for no such story. */
export async function getStoryBySlug(slug: string): Promise<StoryDetail | null> {
  const clean = slug.trim().toLowerCase();
  if (!SLUG.test(clean) || clean.length > 200) return null;
  await avoidBuildTimeFetch();
  return cachedStoryBySlug(clean);
}
