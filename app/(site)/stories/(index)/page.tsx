// /stories (spec section 2, Stories): search, a category filter and pages of story cards, with
// the state in the URL (?q=, ?category=, ?page=). Rendered per request from cached reads, so the
// cards and links are in the first HTML and a repeat visit does not reach the API. Its loading
// skeleton sits in this route group so that it does not wrap the cached story pages (decision 006).
import type { Metadata } from 'next';
import Link from 'next/link';
import { EmptyState } from '@/components/catalog/empty-state';
import { Pagination } from '@/components/ui/pagination';
import styles from '@/components/catalog/catalogue-page.module.scss';
import { readStoriesState, storiesHref, type StoriesState } from '@/components/stories/stories-query';
import { StoryFilters } from '@/components/stories/story-filters';
import { StoryGrid } from '@/components/stories/story-grid';
import button from '@/components/ui/button.module.scss';
import { getStoryCategories, getStoryList } from '@/lib/catalog/stories';
import type { SearchParams } from '@/lib/routing/search-params';
import type { StoryCategory } from '@/lib/domain/catalog';
import { formatShowing } from '@/lib/format/count';
import { HOME_CRUMB } from '@/lib/seo/breadcrumbs';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';

const INTRO = 'The people, places and traditions behind the pieces: artisan profiles, craft histories, style guides and news from the workshops.';

interface StoriesPageProps {
  searchParams: Promise<SearchParams>;
}

/** The state with only a category that exists (an old or mistyped link shows every story). */
function knownState(state: StoriesState, categories: StoryCategory[]): { state: StoriesState; category: StoryCategory | null } {
  const category = categories.find((c) => c.slug === state.category) ?? null;
  return { state: { ...state, category: category?.slug ?? '' }, category };
}

export async function generateMetadata({ searchParams }: StoriesPageProps): Promise<Metadata> {
  const { state, category } = knownState(readStoriesState(await searchParams), await getStoryCategories());
  return pageMetadata({
    title: state.q ? `Stories about "${state.q}"` : category ? `${category.name}: Stories` : 'Stories',
    description: category ? `${category.name} from the marketplace: ${INTRO}` : INTRO,
    // A search is a view of the list; the category and the page are its content.
    path: storiesHref({ category: state.category, page: state.page }),
    noIndex: Boolean(state.q),
  });
}

export default async function StoriesPage({ searchParams }: StoriesPageProps) {
  const categories = await getStoryCategories();
  const { state, category } = knownState(readStoriesState(await searchParams), categories);
  const list = await getStoryList({ page: state.page, search: state.q || undefined, categoryId: category?.id });
  const filtered = Boolean(state.q || state.category);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Stories</h1>
        <p className={styles.intro}>{INTRO}</p>
      </header>

      <div className={styles.toolbar}>
        <StoryFilters state={state} categories={categories} />
      </div>

      {/* Announced after a search or a filter change. */}
      <p className={styles.summary} role="status">
        {list.items.length > 0 && (
          <span>
            {formatShowing(list, list.items.length, { one: 'story', many: 'stories' })}
            {category ? ` in ${category.name}` : ''}
            {state.q ? ` about “${state.q}”` : ''}
          </span>
        )}
        {filtered && list.items.length > 0 && (
          <Link href={storiesHref({})} className={styles.clear}>
            Show all stories
          </Link>
        )}
      </p>

      {list.items.length > 0 ? (
        <>
          <StoryGrid stories={list.items} label={category ? `${category.name} stories` : 'Stories'} />
          <Pagination page={list.page} lastPage={list.lastPage} hrefFor={(page) => storiesHref({ ...state, page })} label="Stories pages" />
        </>
      ) : (
        <EmptyState
          title="No stories found."
          actions={
            filtered || state.page > 1 ? (
              <Link href={storiesHref({})} className={`${button.button} ${button.primary}`}>
                Show all stories
              </Link>
            ) : undefined
          }
        >
          {filtered && <p>Try another word, or choose All categories.</p>}
        </EmptyState>
      )}
      <JsonLd data={breadcrumbJsonLd([HOME_CRUMB, { name: 'Stories', href: storiesHref({}) }])} />
    </div>
  );
}
