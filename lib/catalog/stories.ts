// Cached reads of the stories (blog): the list, its categories and one story. Tagged `stories`
// (the list tag) and `story:{id}` for every story shown, so the API's webhook refreshes exactly
// the pages that show a changed story.
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { fetchStoryList } from '@/lib/upstream/catalog';
import { fetchStory, fetchStoryCategories } from '@/lib/upstream/stories';
import type { Page, StoryCategory, StoryDetail, StoryListQuery, StorySummary } from '@/lib/domain/catalog';
import { lifetimes, tags } from './tags';
import { avoidBuildTimeFetch, unwrap, unwrapOrNull } from './load';

async function cachedStoryList(query: StoryListQuery): Promise<Page<StorySummary>> {
  'use cache';
  cacheLife(lifetimes.editorial);
  cacheTag(tags.catalogue, tags.storyList);
  const page = unwrap(await fetchStoryList(query), 'load stories');
  if (page.items.length > 0) cacheTag(...page.items.map((s) => tags.story(s.id)));
  return page;
}

/** One page of stories (10 by default). Throws when the API fails. */
export async function getStoryList(query: StoryListQuery = {}): Promise<Page<StorySummary>> {
  await avoidBuildTimeFetch();
  const key = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as StoryListQuery;
  return cachedStoryList(key);
}

async function cachedStoryCategories(): Promise<StoryCategory[]> {
  'use cache';
  cacheLife(lifetimes.editorial);
  // A new or moved story changes the counts: the list tag refreshes them.
  cacheTag(tags.catalogue, tags.storyList);
  return unwrap(await fetchStoryCategories(), 'load story categories');
}

/** The story categories for the filter, by name. Throws when the API fails. */
export async function getStoryCategories(): Promise<StoryCategory[]> {
  await avoidBuildTimeFetch();
  return cachedStoryCategories();
}

async function cachedStory(id: number): Promise<StoryDetail | null> {
  'use cache';
  cacheLife(lifetimes.editorial);
  cacheTag(tags.catalogue, tags.story(id));
  return unwrapOrNull(await fetchStory(id), 'load the story');
}

/**
 * One story with its sanitised HTML; null when there is no such story (the page calls notFound()).
 * Throws when the API fails, so error.tsx shows 'Unable to load story.' and no error is cached.
 */
export async function getStory(id: number): Promise<StoryDetail | null> {
  await avoidBuildTimeFetch();
  return cachedStory(id);
}

async function cachedStoryBySlug(slug: string): Promise<StoryDetail | null> {
  'use cache';
  cacheLife(lifetimes.editorial);
  // A miss may become a hit when a story is published: the list tag covers that.
  cacheTag(tags.catalogue, tags.storyList);
  const story = unwrapOrNull(await fetchStory(slug), 'load the story');
  if (story) cacheTag(tags.story(story.id));
  return story;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A story by its slug (an old link whose id no longer matches); null for no such story. */
export async function getStoryBySlug(slug: string): Promise<StoryDetail | null> {
  const clean = slug.trim().toLowerCase();
  if (!SLUG.test(clean) || clean.length > 200) return null;
  await avoidBuildTimeFetch();
  return cachedStoryBySlug(clean);
}
