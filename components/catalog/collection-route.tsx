// What a curated collection's route exports (/editors-pick, /summer-collection): its metadata and
// its page, sortable and paginated through the URL, with the list's JSON-LD. The two routes differ
// only in the collection, its address and its words.
import type { Metadata } from 'next';
import { listingHref, readListingState } from '@/lib/catalog/listing-query';
import type { SearchParams } from '@/lib/routing/search-params';
import { getProductList } from '@/lib/catalog/products';
import type { ProductCollection } from '@/lib/domain/catalog';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { itemListJsonLd } from '@/lib/seo/structured-data';
import { CollectionView } from './collection-view';

interface CuratedCollection {
  /** The API's collection. */
  collection: ProductCollection;
  path: string;
  title: string;
  intro: string;
}

interface CollectionPageProps {
  searchParams: Promise<SearchParams>;
}

const PER_PAGE = 20;

export function collectionRoute({ collection, path, title, intro }: CuratedCollection) {
  async function generateMetadata({ searchParams }: CollectionPageProps): Promise<Metadata> {
    const { page } = readListingState(await searchParams);
    return pageMetadata({ title, description: intro, path: listingHref(path, { page }) });
  }

  async function CollectionPage({ searchParams }: CollectionPageProps) {
    const state = readListingState(await searchParams);
    const list = await getProductList({ collection, page: state.page, perPage: PER_PAGE, sortBy: state.sort ?? undefined });
    return (
      <>
        <CollectionView title={title} intro={intro} path={path} state={{ ...state, q: '', categories: [] }} list={list} />
        <JsonLd
          data={itemListJsonLd(
            title,
            list.products.map((p) => p.id),
          )}
        />
      </>
    );
  }

  return { generateMetadata, Page: CollectionPage };
}
