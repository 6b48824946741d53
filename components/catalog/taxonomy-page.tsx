// The body of a category or subcategory page: breadcrumb, heading and intro, the level below as
// tiles, up to 8 of its products (or an empty state), and the page's structured data. The route
// files load the record and answer 404; this lays it out the same way for both.
import type { ReactNode } from 'react';
import type { ProductListPage } from '@/lib/domain/catalog';
import type { BreadcrumbItem } from '@/lib/seo/breadcrumbs';
import { JsonLd } from '@/lib/seo/json-ld';
import { breadcrumbJsonLd, itemListJsonLd } from '@/lib/seo/structured-data';
import { Breadcrumbs } from './breadcrumbs';
import { EmptyState } from './empty-state';
import { ProductGrid } from './product-grid';
import { TaxonomyTiles, type TaxonomyTile } from './taxonomy-tiles';
import styles from './catalogue-page.module.scss';

interface TaxonomyPageProps {
  /** The category's or subcategory's name: the h1, and the name of its product list. */
  name: string;
  trail: BreadcrumbItem[];
  intro: ReactNode;
  /** The level below (subcategories, divisions), shown as tiles when there are any. */
  below: { headingId: string; heading: string; label: string; tiles: TaxonomyTile[] };
  products: ProductListPage;
  /** A link beside the products' heading (e.g. to the whole list in the marketplace). */
  productsLink?: ReactNode;
  /** What the empty state says when there are no products. */
  emptyText: string;
}

export function TaxonomyPage({ name, trail, intro, below, products, productsLink, emptyText }: TaxonomyPageProps) {
  return (
    <div className={styles.page}>
      <Breadcrumbs items={trail} />
      <header className={styles.header}>
        <h1 className={styles.title}>{name}</h1>
        {intro}
      </header>

      {below.tiles.length > 0 && (
        <section className={styles.section} aria-labelledby={below.headingId}>
          <div className={styles.sectionHeader}>
            <h2 id={below.headingId} className={styles.sectionTitle}>
              {below.heading}
            </h2>
          </div>
          <TaxonomyTiles label={below.label} tiles={below.tiles} />
        </section>
      )}

      <section className={styles.section} aria-labelledby="products-heading">
        <div className={styles.sectionHeader}>
          <h2 id="products-heading" className={styles.sectionTitle}>
            {name} products
          </h2>
          {productsLink}
        </div>
        {products.products.length > 0 ? (
          <ProductGrid products={products.products} label={`${name} products`} />
        ) : (
          <EmptyState title="No Data Found" headingLevel={3}>
            <p>{emptyText}</p>
          </EmptyState>
        )}
      </section>
      <JsonLd
        data={[
          breadcrumbJsonLd(trail),
          itemListJsonLd(
            name,
            products.products.map((p) => p.id),
          ),
        ]}
      />
    </div>
  );
}
