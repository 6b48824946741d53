// /seller-gallery/shop/{slug} (spec section 2, Shop): the shop's header card, its category chips,
// its featured product with Quick Buy and a grid of its products in stock. A chip or a page number
// is a path (`/jewelry`, `/page/2`), so every view is rendered on its first visit and then served
// from the full-page cache, like a product page, until its `shop:{id}` tag is revalidated or a
// minute passes. Everything per visitor (cart state, badge) is a client island.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { EmptyState } from '@/components/catalog/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { ProductGrid } from '@/components/catalog/product-grid';
import page from '@/components/catalog/catalogue-page.module.scss';
import { RenderedNotFound } from '@/components/layout/rendered-not-found';
import { FeaturedProduct } from '@/components/shops/featured-product';
import { ShopCategoryChips } from '@/components/shops/shop-category-chips';
import { ShopHeader } from '@/components/shops/shop-header';
import { galleryTrail, parseShopView, SHOP_PRODUCTS_PER_PAGE } from '@/components/shops/sellers-hub';
import { pages, type ShopView } from '@/lib/routing/urls';
import button from '@/components/ui/button.module.scss';
import { getProductList } from '@/lib/catalog/products';
import { getShopBySlug } from '@/lib/catalog/shop';
import type { ShopCategory, ShopDetail } from '@/lib/domain/catalog';
import { formatCount, PIECE_NOUN } from '@/lib/format/count';
import type { BreadcrumbItem } from '@/lib/seo/breadcrumbs';
import { JsonLd } from '@/lib/seo/json-ld';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd, itemListJsonLd, storeJsonLd } from '@/lib/seo/structured-data';
import ShopNotFound from './not-found';

// No shop is built ahead (the build has no API): each view renders on its first visit, is cached,
// and is refreshed after a minute or when the API says the shop or one of its products changed.
export const revalidate = 60;
export function generateStaticParams(): { slug: string; view?: string[] }[] {
  return [];
}

interface ShopPageProps {
  params: Promise<{ slug: string; view?: string[] }>;
}

interface ShopPageData {
  shop: ShopDetail;
  view: ShopView;
  category: ShopCategory | null;
}

/** The shop and the view the URL asks for; null (a 404) for an unknown shop, category or address. */
async function loadShopPage(params: ShopPageProps['params']): Promise<ShopPageData | null> {
  const { slug, view: segments } = await params;
  const view = parseShopView(segments);
  if (!view) return null;
  const shop = await getShopBySlug(slug);
  if (!shop) return null;
  const category = view.category ? (shop.categories.find((c) => c.slug === view.category) ?? null) : null;
  if (view.category && !category) return null;
  return { shop, view, category };
}

/** The 404, written into the HTML (and stored), not left to JavaScript. */
function ShopMissing() {
  return (
    <RenderedNotFound>
      <ShopNotFound />
    </RenderedNotFound>
  );
}

function trailOf({ shop, view, category }: ShopPageData): BreadcrumbItem[] {
  const trail = [...galleryTrail(shop.type), { name: shop.name, href: pages.shop(shop.slug) }];
  if (category) trail.push({ name: category.name, href: pages.shop(shop.slug, { category: view.category }) });
  return trail;
}

function describe(shop: ShopDetail): string {
  const text = shop.description.replace(/\s+/g, ' ').trim();
  if (text.length <= 160) return text;
  return `${text.slice(0, 157).replace(/\s+\S*$/, '')}...`;
}

export async function generateMetadata({ params }: ShopPageProps): Promise<Metadata> {
  const data = await loadShopPage(params);
  if (!data) return notFoundMetadata('Shop');
  const { shop, view, category } = data;
  const title = category ? `${category.name} from ${shop.name}` : shop.name;
  return pageMetadata({
    title: view.page > 1 ? `${title} (page ${view.page})` : title,
    description: describe(shop) || `Handcrafted pieces from ${shop.name}, ${shop.location}.`,
    path: pages.shop(shop.slug, view),
    images: [{ url: shop.banner, alt: shop.name }],
  });
}

export default async function ShopPage({ params }: ShopPageProps) {
  const data = await loadShopPage(params);
  if (!data) return <ShopMissing />;
  const { shop, view, category } = data;
  const products = await getProductList({
    shopId: shop.id,
    inStock: true,
    categoryIds: category ? [category.id] : undefined,
    page: view.page,
    perPage: SHOP_PRODUCTS_PER_PAGE,
  });
  // A page past the last is not a page of this shop: a 404, like an unknown shop.
  if (view.page > products.lastPage) return <ShopMissing />;

  const trail = trailOf(data);
  const featured = !category && view.page === 1 ? shop.featuredProduct : null;
  const heading = category ? `${category.name} from ${shop.name}` : `Products from ${shop.name}`;

  return (
    <div className={page.page}>
      <Breadcrumbs items={trail} />
      <ShopHeader shop={shop} />

      <section className={page.section} aria-labelledby="products-heading">
        <div className={page.sectionHeader}>
          <h2 id="products-heading" className={page.sectionTitle}>
            {heading}
          </h2>
          {products.total > 0 && <p className={page.summary}>{formatCount(products.total, PIECE_NOUN)} in stock</p>}
        </div>
        {shop.categories.length > 0 && (
          <div className={page.toolbar}>
            <ShopCategoryChips shopSlug={shop.slug} categories={shop.categories} selected={category?.slug ?? null} />
          </div>
        )}

        {featured && <FeaturedProduct product={featured} />}

        {products.products.length > 0 ? (
          <>
            <ProductGrid products={products.products} label={heading} eagerCount={featured ? 0 : 4} />
            <Pagination
              page={products.page}
              lastPage={products.lastPage}
              hrefFor={(n) => pages.shop(shop.slug, { category: view.category, page: n })}
              label={`${shop.name} product pages`}
            />
          </>
        ) : (
          <EmptyState
            title="No products found"
            headingLevel={3}
            actions={
              category ? (
                <Link href={pages.shop(shop.slug)} className={`${button.button} ${button.primary}`}>
                  Show all products
                </Link>
              ) : undefined
            }
          >
            <p>This shop hasn&apos;t listed any products yet. Please check back later.</p>
          </EmptyState>
        )}
      </section>

      <JsonLd
        data={[
          storeJsonLd({
            path: pages.shop(shop.slug),
            name: shop.name,
            description: shop.description,
            image: shop.banner,
            locality: shop.location,
            country: shop.country,
            email: shop.email,
            telephone: shop.phone,
            rating: shop.rating,
            reviewCount: shop.reviews,
          }),
          breadcrumbJsonLd(trail),
          itemListJsonLd(
            heading,
            products.products.map((p) => p.id),
          ),
        ]}
      />
    </div>
  );
}
