// The marketplace's category filter: multi-select chips that are plain links, so they work without
// JavaScript and crawlers can follow them. A selected chip shows × and its link removes it.
import Link from 'next/link';
import type { Category } from '@/lib/domain/catalog';
import { listingHref, toggleCategory, type ListingState } from '@/lib/catalog/listing-query';
import { pages } from '@/lib/routing/urls';
import styles from './category-chips.module.scss';

interface CategoryChipsProps {
  categories: Pick<Category, 'id' | 'name' | 'slug'>[];
  state: ListingState;
  pathname?: string;
}

export function CategoryChips({ categories, state, pathname = pages.marketplace }: CategoryChipsProps) {
  const noneSelected = state.categories.length === 0;
  return (
    <nav aria-label="Filter by category" className={styles.nav}>
      <ul className={styles.chips}>
        <li>
          <Link
            href={listingHref(pathname, { ...state, categories: [], page: 1 })}
            className={noneSelected ? `${styles.chip} ${styles.selected}` : styles.chip}
            aria-current={noneSelected ? 'page' : undefined}
            scroll={false}
          >
            All
          </Link>
        </li>
        {categories.map((category) => {
          const selected = state.categories.includes(category.slug);
          return (
            <li key={category.id}>
              <Link
                href={listingHref(pathname, toggleCategory(state, category.slug))}
                className={selected ? `${styles.chip} ${styles.selected}` : styles.chip}
                aria-label={selected ? `${category.name}, selected: remove this filter` : `Filter by ${category.name}`}
                data-selected={selected || undefined}
                scroll={false}
              >
                {category.name}
                {selected && (
                  <span className={styles.remove} aria-hidden="true">
                    ×
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
