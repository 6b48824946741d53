// Cached reads of the stories (blog) list.
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { fetchStoryList } from '@/lib/upstream/catalog';
import type { Page, StoryListQuery, StorySummary } from '@/lib/domain/catalog';
import { lifetimes, tags } from './tags';
import { avoidBuildTimeFetch, unwrap } from './load';

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
