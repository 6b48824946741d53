// The marketplace listing (spec section 2): category chips, sort and price in one GET form, search
// results from the header (?q=), pagination, and an empty state that helps. Rendered on the server
// from cached reads, so products, prices and links are in the first HTML. Two routes show it: the
// bare /marketplace as one cached document (app/(site)/marketplace/[edition]) and every filtered
// view per request (app/(site)/marketplace/(filtered)/page.tsx).
import type { Metadata } from 'next';
import Link from 'next/link';
import { pages } from '@/lib/routing/urls';
import { CategoryChips } from './category-chips';
import { EmptyState } from './empty-state';
import { ListingFilters } from './listing-filters';
import { Pagination } from '@/components/ui/pagination';
import { ProductGrid } from './product-grid';
import styles from './catalogue-page.module.scss';
import button from '@/components/ui/button.module.scss';
import { hasFilters, listingHref, type ListingState } from '@/lib/catalog/listing-query';
import { getProductList } from '@/lib/catalog/products';
import { getCategories } from '@/lib/catalog/taxonomy';
import type { Category } from '@/lib/domain/catalog';
import { formatShowing, PRODUCT_NOUN } from '@/lib/format/count';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { itemListJsonLd } from '@/lib/seo/structured-data';

const PATH = pages.marketplace;
const PER_PAGE = 20;

function selectedNames(categories: Category[], state: ListingState): string[] {
  return categories.filter((c) => state.categories.includes(c.slug)).map((c) => c.name);
}

/** Title, description and canonical URL of the marketplace in this state. */
export async function marketplaceMetadata(state: ListingState): Promise<Metadata> {
  const categories = await getCategories();
  const names = selectedNames(categories, state);
  const known = categories.filter((c) => state.categories.includes(c.slug)).map((c) => c.slug);
  const title = state.q ? `Results for "${state.q}"` : names.length > 0 ? `${names.join(', ')}: handcrafted in Africa` : 'Marketplace';
  return pageMetadata({
    title,
    description:
      names.length > 0
        ? `Shop handcrafted ${names.join(', ').toLowerCase()} from Kenyan and African artisans and brands, priced in Ksh.`
        : 'Shop handcrafted baskets, beadwork, textiles, leather goods, carvings and art from Kenyan and African artisans and brands, priced in Ksh.',
    // Sort and price are views of the same list; the category filter and the page are the content.
    path: listingHref(PATH, { categories: known, page: state.page }),
    noIndex: Boolean(state.q),
  });
}

export async function MarketplaceListing({ state }: { state: ListingState }) {
  const categories = await getCategories();
  // Only categories that exist reach the API (an old or mistyped link just shows everything).
  const known = categories.filter((c) => state.categories.includes(c.slug)).map((c) => c.slug);
  const view: ListingState = { ...state, categories: known };
  const list = await getProductList({
    page: view.page,
    perPage: PER_PAGE,
    categorySlugs: known,
    minPrice: view.minPrice ?? undefined,
    maxPrice: view.maxPrice ?? undefined,
    sortBy: view.sort ?? undefined,
    searchTerm: view.q || undefined,
  });
  const selected = categories.filter((c) => known.includes(c.slug));
  const names = selected.map((c) => c.name);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{view.q ? `Results for "${view.q}"` : 'Marketplace'}</h1>
        <p className={styles.intro}>
          {view.q
            ? 'Handcrafted pieces that match your search.'
            : 'Handcrafted pieces from artisans and brands across Kenya and Africa: every one verified, every price in Ksh.'}
        </p>
      </header>

      <div className={styles.toolbar}>
        <CategoryChips categories={categories} state={view} pathname={PATH} />
        <ListingFilters state={view} action={PATH} />
      </div>

      <nav aria-label="Explore categories" className={styles.explore}>
        {selected.length > 0 ? (
          selected.map((category) => (
            <Link key={category.id} href={pages.category(category.id)} className={styles.moreLink}>
              Explore {category.name} by type
            </Link>
          ))
        ) : (
          <Link href={pages.categories} className={styles.moreLink}>
            Browse all categories
          </Link>
        )}
      </nav>

      {list.products.length > 0 ? (
        <>
          <p className={styles.summary}>
            <span>
              {formatShowing(list, list.products.length, PRODUCT_NOUN)}
              {names.length > 0 ? ` in ${names.join(', ')}` : ''}
            </span>
            {hasFilters(view) && (
              <Link href={PATH} className={styles.clear}>
                Clear all filters
              </Link>
            )}
          </p>
          <ProductGrid products={list.products} label={view.q ? `Results for ${view.q}` : 'Products'} headingLevel={2} />
          <Pagination page={list.page} lastPage={list.lastPage} hrefFor={(page) => listingHref(PATH, { ...view, page })} />
          <JsonLd
            data={itemListJsonLd(
              view.q ? `Results for "${view.q}"` : 'Marketplace',
              list.products.map((p) => p.id),
            )}
          />
        </>
      ) : (
        <NoResults state={view} />
      )}
    </div>
  );
}

/** An empty result that helps: what to change, where to browse, and a few popular pieces. */
async function NoResults({ state }: { state: ListingState }) {
  const popular = await getProductList({ sortBy: 'rating', perPage: 4, inStock: true });
  const withoutFilters = listingHref(PATH, { q: state.q });
  const narrowed = state.categories.length > 0 || state.minPrice !== null || state.maxPrice !== null;
  return (
    <>
      <EmptyState
        title={state.q ? `No products found for "${state.q}"` : 'No products match these filters'}
        actions={
          <>
            {narrowed && (
              <Link href={withoutFilters} className={`${button.button} ${button.primary}`}>
                Remove filters
              </Link>
            )}
            <Link href={pages.categories} className={`${button.button} ${button.secondary}`}>
              Browse all categories
            </Link>
          </>
        }
      >
        <ul>
          {narrowed && <li>Remove a category or widen the price range.</li>}
          {state.q && <li>Check the spelling, or try a simpler word such as &ldquo;basket&rdquo; or &ldquo;beads&rdquo;.</li>}
          <li>Browse the categories to see everything we have.</li>
        </ul>
      </EmptyState>
      {popular.products.length > 0 && (
        <section className={styles.section} aria-labelledby="popular-heading">
          <div className={styles.sectionHeader}>
            <h2 id="popular-heading" className={styles.sectionTitle}>
              Popular right now
            </h2>
          </div>
          <ProductGrid products={popular.products} label="Popular products" eagerCount={0} />
        </section>
      )}
    </>
  );
}
