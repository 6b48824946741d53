// The body of a curated collection page (/editors-pick, /summer-collection): heading, sort, the
// paginated grid, and an empty state.
import Link from 'next/link';
import button from '@/components/ui/button.module.scss';
import { listingHref, type ListingState } from '@/lib/catalog/listing-query';
import type { ProductListPage } from '@/lib/domain/catalog';
import { formatShowing, PRODUCT_NOUN } from '@/lib/format/count';
import { pages } from '@/lib/routing/urls';
import { EmptyState } from './empty-state';
import { ListingFilters } from './listing-filters';
import { Pagination } from '@/components/ui/pagination';
import { ProductGrid } from './product-grid';
import styles from './catalogue-page.module.scss';

interface CollectionViewProps {
  title: string;
  intro: string;
  path: string;
  state: ListingState;
  list: ProductListPage;
}

export function CollectionView({ title, intro, path, state, list }: CollectionViewProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
      </header>
      {list.products.length > 0 ? (
        <>
          <div className={styles.toolbar}>
            <ListingFilters state={state} action={path} priceFilter={false} />
          </div>
          <p className={styles.summary}>{formatShowing(list, list.products.length, PRODUCT_NOUN)}</p>
          <ProductGrid products={list.products} label={title} headingLevel={2} />
          <Pagination page={list.page} lastPage={list.lastPage} hrefFor={(page) => listingHref(path, { sort: state.sort, page })} />
        </>
      ) : (
        <EmptyState
          title="No Data Found"
          actions={
            <Link href={pages.marketplace} className={`${button.button} ${button.primary}`}>
              Browse the marketplace
            </Link>
          }
        >
          <p>{state.page > 1 ? 'This page of the collection is empty.' : 'This collection is being refreshed. Please check back soon.'}</p>
        </EmptyState>
      )}
    </div>
  );
}
