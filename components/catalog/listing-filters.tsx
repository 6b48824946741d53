// Sort and price filter: one GET form, so it works without JavaScript and the result is a
// shareable URL. Submitting drops `page`, so any change starts again at page 1.
import button from '@/components/ui/button.module.scss';
import { listingHref, RELEVANCE_OPTION, SORT_OPTIONS, type ListingState } from '@/lib/catalog/listing-query';
import { pages } from '@/lib/routing/urls';
import { AutoSubmitSelect } from './auto-submit-select';
import { GetForm } from './get-form';
import styles from './listing-filters.module.scss';

interface ListingFiltersProps {
  state: ListingState;
  action?: string;
  /** Show the price inputs (the marketplace); collections only sort. */
  priceFilter?: boolean;
}

export function ListingFilters({ state, action = pages.marketplace, priceFilter = true }: ListingFiltersProps) {
  // The list's default order (best match for a search, else newest) is sent as no sort at all,
  // so the default view keeps one URL.
  const all = state.q ? [RELEVANCE_OPTION, ...SORT_OPTIONS] : SORT_OPTIONS;
  const options = all.map((option, index) => ({ label: option.label, value: index === 0 ? '' : option.value }));
  const selected = state.sort && state.sort !== all[0].value ? state.sort : '';
  return (
    // Keyed by the state: after a client-side navigation the inputs show the new URL's values.
    <GetForm key={listingHref(action, { ...state, page: 1 })} action={action} className={styles.form} aria-label="Sort and filter">
      {state.q && <input type="hidden" name="q" value={state.q} />}
      {state.categories.length > 0 && <input type="hidden" name="category" value={state.categories.join(',')} />}
      <div className={styles.field}>
        <label htmlFor="listing-sort">Sort by</label>
        <AutoSubmitSelect id="listing-sort" name="sort" defaultValue={selected} className={styles.control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </AutoSubmitSelect>
      </div>
      {priceFilter && (
        <fieldset className={styles.price}>
          <legend>Price (Ksh)</legend>
          <div className={styles.field}>
            <label htmlFor="listing-min">Min</label>
            <input
              id="listing-min"
              name="min"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="0"
              defaultValue={state.minPrice ?? undefined}
              className={styles.control}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="listing-max">Max</label>
            <input
              id="listing-max"
              name="max"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="Any"
              defaultValue={state.maxPrice ?? undefined}
              className={styles.control}
            />
          </div>
        </fieldset>
      )}
      <button type="submit" className={`${button.button} ${button.secondary} ${button.small}`}>
        Apply
      </button>
    </GetForm>
  );
}
