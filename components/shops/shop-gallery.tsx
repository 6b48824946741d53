// The layout the two seller galleries share (spec section 2: PremiumBrands and
// IndividualArtisans): hero, breadcrumb, search and filters in one GET form, a page of shop cards,
// pagination and a link to the other gallery. Rendered on the server from cached reads, so the
// shops and their links are in the first HTML.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { EmptyState } from '@/components/catalog/empty-state';
import { Pagination } from '@/components/ui/pagination';
import page from '@/components/catalog/catalogue-page.module.scss';
import button from '@/components/ui/button.module.scss';
import type { SearchParams } from '@/lib/routing/search-params';
import { getShopCountries, getShopList } from '@/lib/catalog/shops';
import type { ShopType } from '@/lib/domain/catalog';
import { formatShowing } from '@/lib/format/count';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';
import { galleryHref, isFiltered, readGalleryState, shopListQuery, type GalleryState } from './gallery-query';
import { SellersHero } from './sellers-hero';
import { ShopFilters } from './shop-filters';
import { ShopGrid } from './shop-grid';
import { GALLERIES, galleryTrail, otherGallery, SHOPS_PER_PAGE } from './sellers-hub';

function countryName(countries: readonly string[], value: string): string | undefined {
  return countries.find((c) => c.toLowerCase() === value);
}

/** Title, description and canonical URL of a gallery in this state. */
async function galleryMetadata(kind: ShopType, params: SearchParams): Promise<Metadata> {
  const gallery = GALLERIES[kind];
  const countries = await getShopCountries();
  const state = readGalleryState(params, countries);
  const country = countryName(countries, state.country);
  return pageMetadata({
    title: country ? `${gallery.title} in ${country}` : gallery.title,
    description: gallery.intro,
    // Filters, search and sort are views of one list; the page is its content.
    path: galleryHref(gallery.path, { page: state.page }),
    noIndex: isFiltered(state),
  });
}

async function ShopGallery({ kind, params }: { kind: ShopType; params: SearchParams }) {
  const gallery = GALLERIES[kind];
  const other = otherGallery(kind);
  const countries = await getShopCountries();
  const state: GalleryState = readGalleryState(params, countries);
  const list = await getShopList(shopListQuery(kind, state, SHOPS_PER_PAGE));
  const lastPage = Math.max(1, list.lastPage);
  const filtered = isFiltered(state);
  const trail = galleryTrail(kind);
  const country = countryName(countries, state.country);

  return (
    <>
      <SellersHero eyebrow="Sellers Hub" title={gallery.title} intro={gallery.intro}>
        <p>
          Looking for something else? <Link href={other.path}>Browse {other.title}</Link>
        </p>
      </SellersHero>

      <div className={page.page}>
        <Breadcrumbs items={trail} />

        <div className={page.toolbar}>
          <ShopFilters gallery={gallery} state={state} countries={countries} />
        </div>

        {/* Announced after a search or a filter change. */}
        <p className={page.summary} role="status">
          {list.items.length > 0 && (
            <span>
              {formatShowing(list, list.items.length, gallery)}
              {country ? ` in ${country}` : ''}
              {state.q ? ` matching “${state.q}”` : ''}
            </span>
          )}
          {filtered && list.items.length > 0 && (
            <Link href={gallery.path} className={page.clear}>
              Clear filters
            </Link>
          )}
        </p>

        {list.items.length > 0 ? (
          <>
            <ShopGrid shops={list.items} label={gallery.title} priorityCount={3} />
            <Pagination
              page={list.page}
              lastPage={lastPage}
              hrefFor={(n) => galleryHref(gallery.path, { ...state, page: n })}
              label={`${gallery.title} pages`}
            />
          </>
        ) : (
          <EmptyState
            title={gallery.empty}
            actions={
              <>
                {(filtered || state.page > 1) && (
                  <Link href={gallery.path} className={`${button.button} ${button.primary}`}>
                    Show all {gallery.many}
                  </Link>
                )}
                <Link href={other.path} className={`${button.button} ${button.secondary}`}>
                  Browse {other.title}
                </Link>
              </>
            }
          >
            {filtered && <p>Try another search, or widen the filters.</p>}
          </EmptyState>
        )}
      </div>
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </>
  );
}

interface GalleryPageProps {
  searchParams: Promise<SearchParams>;
}

/** What a gallery's route exports: its metadata and its page, for one kind of shop. */
export function galleryRoute(kind: ShopType) {
  async function generateMetadata({ searchParams }: GalleryPageProps): Promise<Metadata> {
    return galleryMetadata(kind, await searchParams);
  }

  async function GalleryPage({ searchParams }: GalleryPageProps) {
    return <ShopGallery kind={kind} params={await searchParams} />;
  }

  return { generateMetadata, Page: GalleryPage };
}
