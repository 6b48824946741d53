// /categories/{id}: the category's subcategories as tiles and up to 8 of its products. Rendered on
// the first visit and then served from the full-page cache; the API's webhook refreshes it.
import type { Metadata } from 'next';
import Link from 'next/link';
import { TaxonomyNotFound } from '@/components/catalog/taxonomy-not-found';
import { TaxonomyPage } from '@/components/catalog/taxonomy-page';
import styles from '@/components/catalog/catalogue-page.module.scss';
import { RenderedNotFound } from '@/components/layout/rendered-not-found';
import { listingHref } from '@/lib/catalog/listing-query';
import { parseId } from '@/contract/rules/ids';
import { getProductList, SECTION_SIZE } from '@/lib/catalog/products';
import { getCategory } from '@/lib/catalog/taxonomy';
import { formatNumber } from '@/lib/format/count';
import { categoryTrail } from '@/lib/seo/breadcrumbs';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata';
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

  return (
    <TaxonomyPage
      name={category.name}
      trail={categoryTrail(category)}
      intro={category.description && <p className={styles.intro}>{category.description}</p>}
      below={{
        headingId: 'subcategories-heading',
        heading: 'Shop by subcategory',
        label: `${category.name} subcategories`,
        tiles: category.subcategories.map((s) => ({ id: s.id, name: s.name, href: pages.subcategory(s.id), image: s.image })),
      }}
      products={products}
      productsLink={
        products.total > products.products.length && (
          <Link href={listingHref(pages.marketplace, { categories: [category.slug] })} className={styles.moreLink}>
            See all {formatNumber(products.total)} in the marketplace
          </Link>
        )
      }
      emptyText="There are no products in this category yet."
    />
  );
}
