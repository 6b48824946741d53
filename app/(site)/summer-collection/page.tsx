// /summer-collection: the API's 'summer-collection' collection, sortable and paginated.
import type { Metadata } from 'next';
import { JsonLd } from '@/lib/seo/json-ld';
import { CollectionView } from '@/components/catalog/collection-view';
import { listingHref, readListingState, type SearchParams } from '@/lib/catalog/listing-query';
import { getProductList } from '@/lib/catalog/products';
import { pageMetadata } from '@/lib/seo/metadata';
import { itemListJsonLd } from '@/lib/seo/structured-data';
import { pages } from '@/lib/routing/urls';

const PATH = pages.summerCollection;
const TITLE = 'Summer Collection For Women';
const INTRO = 'Light kikoi and kanga, beaded sandals, woven totes and jewellery for warm days, handmade across Africa.';

interface Props {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { page } = readListingState(await searchParams);
  return pageMetadata({ title: TITLE, description: INTRO, path: listingHref(PATH, { page }) });
}

export default async function SummerCollectionPage({ searchParams }: Props) {
  const state = readListingState(await searchParams);
  const list = await getProductList({ collection: 'summer-collection', page: state.page, perPage: 20, sortBy: state.sort ?? undefined });
  return (
    <>
      <CollectionView title={TITLE} intro={INTRO} path={PATH} state={{ ...state, q: '', categories: [] }} list={list} />
      <JsonLd
        data={itemListJsonLd(
          TITLE,
          list.products.map((p) => p.id),
        )}
      />
    </>
  );
}
