// /subcategories/{id}: the subcategory's divisions as tiles and up to 8 of its products.
import type { Metadata } from 'next';
import { TaxonomyNotFound } from '@/components/catalog/taxonomy-not-found';
import { TaxonomyPage } from '@/components/catalog/taxonomy-page';
import styles from '@/components/catalog/catalogue-page.module.scss';
import { RenderedNotFound } from '@/components/layout/rendered-not-found';
import { parseId } from '@/contract/rules/ids';
import { getProductList, SECTION_SIZE } from '@/lib/catalog/products';
import { getSubcategory } from '@/lib/catalog/taxonomy';
import { formatCount } from '@/lib/format/count';
import { subcategoryTrail } from '@/lib/seo/breadcrumbs';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata';
import { pages } from '@/lib/routing/urls';

const HANDCRAFTED_PIECES = { one: 'handcrafted piece', many: 'handcrafted pieces' };

// Rendered on the first visit (never at build), cached, refreshed after a minute or on demand.
export const revalidate = 60;
export function generateStaticParams(): { subcategory_id: string }[] {
  return [];
}

interface SubcategoryPageProps {
  params: Promise<{ subcategory_id: string }>;
}

async function loadSubcategory(params: SubcategoryPageProps['params']) {
  const id = parseId((await params).subcategory_id);
  // null for an unknown id: the page answers 404.
  return id ? getSubcategory(id) : null;
}

export async function generateMetadata({ params }: SubcategoryPageProps): Promise<Metadata> {
  const subcategory = await loadSubcategory(params);
  if (!subcategory) return notFoundMetadata('Subcategory');
  return pageMetadata({
    title: `${subcategory.name} | ${subcategory.category.name}`,
    description: `Handcrafted ${subcategory.name} in ${subcategory.category.name}, from Kenyan and African artisans, priced in Ksh.`,
    path: pages.subcategory(subcategory.id),
    images: [{ url: subcategory.image, alt: subcategory.name }],
  });
}

export default async function SubcategoryPage({ params }: SubcategoryPageProps) {
  const subcategory = await loadSubcategory(params);
  if (!subcategory) {
    return (
      <RenderedNotFound>
        <TaxonomyNotFound kind="subcategory" />
      </RenderedNotFound>
    );
  }
  const products = await getProductList({ subcategoryId: subcategory.id, perPage: SECTION_SIZE });

  return (
    <TaxonomyPage
      name={subcategory.name}
      trail={subcategoryTrail(subcategory.category, subcategory)}
      intro={
        <p className={styles.intro}>
          Part of {subcategory.category.name}: {formatCount(products.total, HANDCRAFTED_PIECES)}.
        </p>
      }
      below={{
        headingId: 'divisions-heading',
        heading: 'Shop by type',
        label: `${subcategory.name} divisions`,
        tiles: subcategory.divisions.map((d) => ({ id: d.id, name: d.name, href: pages.division(d.id), image: d.image })),
      }}
      products={products}
      emptyText="There are no products in this subcategory yet."
    />
  );
}
