// /editors-pick: the API's 'editors-pick' collection, sortable and paginated through the URL.
import type { Metadata } from 'next';
import { JsonLd } from '@/lib/seo/json-ld';
import { CollectionView } from '@/components/catalog/collection-view';
import { listingHref, readListingState, type SearchParams } from '@/lib/catalog/listing-query';
import { getProductList } from '@/lib/catalog/products';
import { pageMetadata } from '@/lib/seo/metadata';
import { itemListJsonLd } from '@/lib/seo/structured-data';
import { pages } from '@/lib/routing/urls';

const PATH = pages.editorsPick;
const TITLE = "Editor's Pick";
const INTRO = 'Pieces our editors love this season: chosen for their craft, their makers and the stories they carry.';

interface Props {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { page } = readListingState(await searchParams);
  return pageMetadata({ title: TITLE, description: INTRO, path: listingHref(PATH, { page }) });
}

export default async function EditorsPickPage({ searchParams }: Props) {
  const state = readListingState(await searchParams);
  const list = await getProductList({ collection: 'editors-pick', page: state.page, perPage: 20, sortBy: state.sort ?? undefined });
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
