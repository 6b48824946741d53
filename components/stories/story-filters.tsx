// The stories search and category filter: one GET form, so it works without JavaScript and every
// result is a shareable URL. Submitting drops `page`, so a new search starts at page 1.
import { AutoSubmitSelect } from '@/components/catalog/auto-submit-select';
import { GetForm } from '@/components/catalog/get-form';
import button from '@/components/ui/button.module.scss';
import type { StoryCategory } from '@/lib/domain/catalog';
import { pages } from '@/lib/routing/urls';
import type { StoriesState } from './stories-query';
import { SearchField } from '@/components/catalog/search-field';
import filters from '@/components/catalog/listing-filters.module.scss';
import styles from './story-filters.module.scss';

interface StoryFiltersProps {
  state: StoriesState;
  categories: StoryCategory[];
}

export function StoryFilters({ state, categories }: StoryFiltersProps) {
  return (
    <GetForm action={pages.stories} role="search" aria-label="Search stories" className={filters.form}>
      <div className={`${filters.field} ${styles.search}`}>
        <label htmlFor="stories-q">Search stories</label>
        <SearchField id="stories-q" action={pages.stories} value={state.q} placeholder="Kiondo, kente, beadwork…" className={filters.control} />
      </div>
      <div className={filters.field}>
        <label htmlFor="stories-category">Category</label>
        {/* Keyed by the URL's category, so a link that changes it also changes what is selected. */}
        <AutoSubmitSelect key={state.category} id="stories-category" name="category" defaultValue={state.category} className={filters.control}>
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.id} value={category.slug}>
              {category.name}
            </option>
          ))}
        </AutoSubmitSelect>
      </div>
      <button type="submit" className={`${button.button} ${button.secondary} ${button.small}`}>
        Search
      </button>
    </GetForm>
  );
}
