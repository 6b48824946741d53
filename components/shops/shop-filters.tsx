// The gallery's search box, filters (country, rating, experience) and sort: one GET form, so it
// works without JavaScript and every result is a shareable URL. Selects apply at once (spec
// section 4); submitting drops `page`, so any change starts again at page 1.
import { AutoSubmitSelect } from '@/components/catalog/auto-submit-select';
import { GetForm } from '@/components/catalog/get-form';
import button from '@/components/ui/button.module.scss';
import { EXPERIENCE_OPTIONS, galleryHref, RATING_OPTIONS, SHOP_SORT_OPTIONS, type GalleryState } from './gallery-query';
import type { GalleryInfo } from './sellers-hub';
import { SearchField } from '@/components/catalog/search-field';
import filters from '@/components/catalog/listing-filters.module.scss';
import styles from './shop-filters.module.scss';

interface ShopFiltersProps {
  gallery: GalleryInfo;
  state: GalleryState;
  /** Every country shops are in, as the API names them ('South Africa'). */
  countries: readonly string[];
}

export function ShopFilters({ gallery, state, countries }: ShopFiltersProps) {
  const id = (name: string) => `${gallery.kind}-${name}`;
  return (
    // Keyed by the state: after a client-side navigation the selects show the new URL's values.
    <GetForm
      key={galleryHref(gallery.path, { ...state, page: 1 })}
      action={gallery.path}
      role="search"
      aria-label={`Search ${gallery.many}`}
      className={filters.form}
    >
      <div className={`${filters.field} ${styles.search}`}>
        <label htmlFor={id('q')}>Search</label>
        <SearchField id={id('q')} action={gallery.path} value={state.q} placeholder={`Search ${gallery.many} by name or place`} className={filters.control} />
      </div>
      <div className={filters.field}>
        <label htmlFor={id('country')}>Country</label>
        <AutoSubmitSelect id={id('country')} name="country" defaultValue={state.country} className={filters.control}>
          <option value="">All countries</option>
          {countries.map((country) => (
            <option key={country} value={country.toLowerCase()}>
              {country}
            </option>
          ))}
        </AutoSubmitSelect>
      </div>
      <div className={filters.field}>
        <label htmlFor={id('rating')}>Rating</label>
        <AutoSubmitSelect id={id('rating')} name="rating" defaultValue={state.rating ? String(state.rating) : ''} className={filters.control}>
          <option value="">Any rating</option>
          {RATING_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </AutoSubmitSelect>
      </div>
      <div className={filters.field}>
        <label htmlFor={id('experience')}>Experience</label>
        <AutoSubmitSelect id={id('experience')} name="experience" defaultValue={state.experience ?? ''} className={filters.control}>
          <option value="">Any experience</option>
          {EXPERIENCE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </AutoSubmitSelect>
      </div>
      <div className={filters.field}>
        <label htmlFor={id('sort')}>Sort by</label>
        {/* The default order (Name A-Z) is sent as no sort at all, so the default view keeps one URL. */}
        <AutoSubmitSelect id={id('sort')} name="sort" defaultValue={state.sort === SHOP_SORT_OPTIONS[0].value ? '' : state.sort} className={filters.control}>
          {SHOP_SORT_OPTIONS.map((option, index) => (
            <option key={option.value} value={index === 0 ? '' : option.value}>
              {option.label}
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
