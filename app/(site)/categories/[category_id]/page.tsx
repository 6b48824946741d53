// /categories/{id}: the category's subcategories as tiles and up to 8 of its products. Rendered on
// the first visit and then served from the full-page cache; the API's webhook refreshes it.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { EmptyState } from '@/components/catalog/empty-state';
import { ProductGrid } from '@/components/catalog/product-grid';
import { TaxonomyNotFound } from '@/components/catalog/taxonomy-not-found';
import { TaxonomyTiles } from '@/components/catalog/taxonomy-tiles';
import styles from '@/components/catalog/catalogue-page.module.scss';
import { RenderedNotFound } from '@/components/layout/rendered-not-found';
import { listingHref } from '@/lib/catalog/listing-query';
import { parseId } from '@/lib/routing/ids';
import { getProductList, SECTION_SIZE } from '@/lib/catalog/products';
import { getCategory } from '@/lib/catalog/taxonomy';
import { formatNumber } from '@/lib/format/count';
import { categoryTrail } from '@/lib/seo/breadcrumbs';
import { JsonLd } from '@/lib/seo/json-ld';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd, itemListJsonLd } from '@/lib/seo/structured-data';
import { pages } from '@/lib/routing/urls';

// No category is built ahead (the build has no API): each renders on its first visit, is cached,
// and is refreshed after a minute or when the API says it changed.
export const revalidate = 60;
export function generateStaticParams(): { category_id: string }[] {
  return [];
}

interface CategoryPageProps {
  params: Promise<{ category_id: string }>;
}

async function loadCategory(params: CategoryPageProps['params']) {
  const id = parseId((await params).category_id);
  // null for an unknown id: the page answers 404.
  return id ? getCategory(id) : null;
}

export async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
  const category = await loadCategory(params);
  if (!category) return notFoundMetadata('Category');
  return pageMetadata({
    title: category.name,
    description: category.description ?? `Handcrafted ${category.name.toLowerCase()} from Kenyan and African artisans, priced in Ksh.`,
    path: pages.category(category.id),
    images: [{ url: category.image, alt: category.name }],
  });
}

export default async function CategoryPage({ params }: CategoryPageProps) {
  const category = await loadCategory(params);
  if (!category) {
    return (
      <RenderedNotFound>
        <TaxonomyNotFound kind="category" />
      </RenderedNotFound>
    );
  }
  const products = await getProductList({ categoryIds: [category.id], perPage: SECTION_SIZE });
  const trail = categoryTrail(category);

  return (
    <div className={styles.page}>
      <Breadcrumbs items={trail} />
      <header className={styles.header}>
        <h1 className={styles.title}>{category.name}</h1>
        {category.description && <p className={styles.intro}>{category.description}</p>}
      </header>

      {category.subcategories.length > 0 && (
        <section className={styles.section} aria-labelledby="subcategories-heading">
          <div className={styles.sectionHeader}>
            <h2 id="subcategories-heading" className={styles.sectionTitle}>
              Shop by subcategory
            </h2>
          </div>
          <TaxonomyTiles
            label={`${category.name} subcategories`}
            tiles={category.subcategories.map((s) => ({ id: s.id, name: s.name, href: pages.subcategory(s.id), image: s.image }))}
          />
        </section>
      )}

      <section className={styles.section} aria-labelledby="products-heading">
        <div className={styles.sectionHeader}>
          <h2 id="products-heading" className={styles.sectionTitle}>
            {category.name} products
          </h2>
          {products.total > products.products.length && (
            <Link href={listingHref(pages.marketplace, { categories: [category.slug] })} className={styles.moreLink}>
              See all {formatNumber(products.total)} in the marketplace
            </Link>
          )}
        </div>
        {products.products.length > 0 ? (
          <ProductGrid products={products.products} label={`${category.name} products`} />
        ) : (
          <EmptyState title="No Data Found" headingLevel={3}>
            <p>There are no products in this category yet.</p>
          </EmptyState>
        )}
      </section>
      <JsonLd
        data={[
          breadcrumbJsonLd(trail),
          itemListJsonLd(
            category.name,
            products.products.map((p) => p.id),
          ),
        ]}
      />
    </div>
  );
}
