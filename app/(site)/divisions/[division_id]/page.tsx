// /divisions/{id}: up to 8 products of the division; 'No Data Found' with Refresh Page when empty.
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { EmptyState } from '@/components/catalog/empty-state';
import { ProductGrid } from '@/components/catalog/product-grid';
import { RefreshButton } from '@/components/catalog/refresh-button';
import { TaxonomyNotFound } from '@/components/catalog/taxonomy-not-found';
import styles from '@/components/catalog/catalogue-page.module.scss';
import { RenderedNotFound } from '@/components/layout/rendered-not-found';
import { parseId } from '@/contract/rules/ids';
import { getProductList, SECTION_SIZE } from '@/lib/catalog/products';
import { getDivision } from '@/lib/catalog/taxonomy';
import { divisionTrail } from '@/lib/seo/breadcrumbs';
import { JsonLd } from '@/lib/seo/json-ld';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd, itemListJsonLd } from '@/lib/seo/structured-data';
import { pages } from '@/lib/routing/urls';

// Rendered on the first visit (never at build), cached, refreshed after a minute or on demand.
export const revalidate = 60;
export function generateStaticParams(): { division_id: string }[] {
  return [];
}

interface DivisionPageProps {
  params: Promise<{ division_id: string }>;
}

async function loadDivision(params: DivisionPageProps['params']) {
  const id = parseId((await params).division_id);
  // null for an unknown id: the page answers 404.
  return id ? getDivision(id) : null;
}

export async function generateMetadata({ params }: DivisionPageProps): Promise<Metadata> {
  const division = await loadDivision(params);
  if (!division) return notFoundMetadata('Division');
  return pageMetadata({
    title: `${division.name} | ${division.subcategory.name}`,
    description: `Handcrafted ${division.name} (${division.subcategory.name}, ${division.category.name}) from Kenyan and African artisans, priced in Ksh.`,
    path: pages.division(division.id),
    images: [{ url: division.image, alt: division.name }],
  });
}

export default async function DivisionPage({ params }: DivisionPageProps) {
  const division = await loadDivision(params);
  if (!division) {
    return (
      <RenderedNotFound>
        <TaxonomyNotFound kind="division" />
      </RenderedNotFound>
    );
  }
  const products = await getProductList({ divisionId: division.id, perPage: SECTION_SIZE });
  const trail = divisionTrail(division.category, division.subcategory, division);

  return (
    <div className={styles.page}>
      <Breadcrumbs items={trail} />
      <header className={styles.header}>
        <h1 className={styles.title}>{division.name}</h1>
        <p className={styles.intro}>
          {division.subcategory.name} in {division.category.name}
        </p>
      </header>

      {products.products.length > 0 ? (
        <section className={styles.section} aria-labelledby="products-heading">
          <div className={styles.sectionHeader}>
            <h2 id="products-heading" className={styles.sectionTitle}>
              {division.name} products
            </h2>
          </div>
          <ProductGrid products={products.products} label={`${division.name} products`} />
        </section>
      ) : (
        <EmptyState title="No Data Found" actions={<RefreshButton />}>
          <p>There are no products here yet. New pieces arrive often: please check back soon.</p>
        </EmptyState>
      )}
      <JsonLd
        data={[
          breadcrumbJsonLd(trail),
          itemListJsonLd(
            division.name,
            products.products.map((p) => p.id),
          ),
        ]}
      />
    </div>
  );
}
