// A staff area's list of what it keeps (the seller's products, the console's stories): a search
// with a status filter (a plain GET form, so it works without JavaScript), one card per item (its
// title with a line under it, its own facts, its status and a link to edit it), an empty state
// that tells a search with no match from a list with nothing yet, and the pages.
import Link from 'next/link';
import type { CSSProperties, ReactNode } from 'react';
import { Field } from '@/components/forms/field';
import { FilterSelect } from '@/components/forms/filter-select';
import button from '@/components/ui/button.module.scss';
import { Pagination } from '@/components/ui/pagination';
import { StatusChip } from '@/components/ui/status-chip';
import type { Page } from '@/lib/domain/catalog';
import type { StatusTone } from '@/lib/domain/status';
import styles from './item-list.module.scss';

export interface ItemListSearch {
  /** The list's own address, where the form goes. */
  action: string;
  /** The search landmark's name. */
  label: string;
  searchLabel: string;
  statusLabel: string;
  /** The status filter's first choice, which leaves it out. */
  anyStatus: string;
  /** The status filter's choices: value to label, in the order they are offered. */
  statuses: Readonly<Record<string, string>>;
  q: string;
  status: string | null;
}

/** What one item's card shows. */
export interface ItemCard {
  id: number;
  title: string;
  /** The muted line under the title. */
  byline: string;
  /** Between the title and the status: `factColumns` columns of the card from a tablet up. */
  facts: ReactNode;
  status: { label: string; tone: StatusTone };
  editHref: string;
}

interface ItemListProps<T> {
  search: ItemListSearch;
  /** The list's name. */
  label: string;
  items: Page<T>;
  card(item: T): ItemCard;
  factColumns: number;
  empty: {
    none: string;
    noMatch: string;
    /** What an empty list, not a search with no match, offers: the way to add the first item. */
    firstStep?: ReactNode;
  };
  pageHref(page: number): string;
  pagesLabel: string;
}

export function ItemList<T>({ search, label, items, card, factColumns, empty, pageHref, pagesLabel }: ItemListProps<T>) {
  const filtered = search.q !== '' || search.status !== null;
  // The facts' columns, for the card's grid from a tablet up (item-list.module.scss).
  const columns = { '--item-facts': factColumns } as CSSProperties;
  return (
    <>
      <form className={styles.filter} action={search.action} method="get" role="search" aria-label={search.label}>
        <Field label={search.searchLabel} name="q" type="search" defaultValue={search.q} />
        <FilterSelect label={search.statusLabel} name="status" defaultValue={search.status} any={search.anyStatus} labels={search.statuses} />
        <button type="submit" className={`${button.button} ${button.secondary}`}>
          Search
        </button>
      </form>
      {items.items.length === 0 ? (
        <div className={styles.empty}>
          <p>{filtered ? empty.noMatch : empty.none}</p>
          {filtered ? null : empty.firstStep}
        </div>
      ) : (
        <ul className={styles.list} aria-label={label} style={columns}>
          {items.items.map((item) => {
            const { id, title, byline, facts, status, editHref } = card(item);
            return (
              <li key={id} className={styles.row}>
                <div>
                  <h2 className={styles.name}>{title}</h2>
                  <p className={styles.byline}>{byline}</p>
                </div>
                {facts}
                <p className={styles.state}>
                  <StatusChip status={status.label} tone={status.tone} />
                  <Link href={editHref} className={`${button.button} ${button.secondary} ${button.small}`} aria-label={`Edit ${title}`}>
                    Edit
                  </Link>
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination page={items.page} lastPage={items.lastPage} hrefFor={pageHref} label={pagesLabel} />
    </>
  );
}
