// The /stories list's state in its URL (`/stories?q=kiondo&category=craft-traditions&page=2`), so
// a search can be shared, bookmarked and crawled. Pure functions, used by the pages and the filter
// form; a story's own address is pages.story (lib/routing/urls.ts).
import { pageWindow, readSearchText } from '@/lib/catalog/listing-query';
import { firstParam, readPage, type SearchParams } from '@/lib/routing/search-params';
import { pages } from '@/lib/routing/urls';

/** The page numbers the stories pagination links: first, last and 2 either side of the current. */
export const storyPageWindow = (current: number, last: number) => pageWindow(current, last, 2);

export interface StoriesState {
  /** The search text, whitespace collapsed; '' when not searching. */
  q: string;
  /** A story category's slug; '' for all categories. */
  category: string;
  page: number;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The list's state from the URL. Nonsense is ignored (all categories, page 1), never an error. */
export function readStoriesState(params: SearchParams): StoriesState {
  const category = firstParam(params.category).toLowerCase();
  return {
    q: readSearchText(params.q),
    category: SLUG.test(category) && category.length <= 100 ? category : '',
    page: readPage(params.page),
  };
}

/** The URL of a list state: fixed parameter order, only what is set, never `page=1`. */
export function storiesHref(state: Partial<StoriesState>): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${pages.stories}?${query}` : pages.stories;
}
