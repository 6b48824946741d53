// /product/{id} (spec section 2, Product Details). Rendered on demand the first time someone asks
// for a product (nothing is prebuilt: generateStaticParams returns []), then served from the cache
// until its `product:{id}` or `reviews:{id}` tag is revalidated (the API's webhook, a new review)
// or its 'catalogue' lifetime runs out. Everything per visitor (session, cart) is a client island.
import type { Metadata } from 'next';
import { unstable_rethrow } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { RenderedNotFound } from '@/components/layout/rendered-not-found';
import { AboutArtisan } from '@/components/product/about-artisan';
import { AuthenticityCard } from '@/components/product/authenticity-card';
import { ProductGallery } from '@/components/product/product-gallery';
import { ProductSummary } from '@/components/product/product-summary';
import { ProductTabs } from '@/components/product/product-tabs';
import { ReviewsPanel } from '@/components/product/reviews-panel';
import { ShippingInfo } from '@/components/product/shipping-info';
import { Specifications } from '@/components/product/specifications';
import styles from '@/components/product/product-page.module.scss';
import { getProduct, getProductReviews, type ProductDetail, type ReviewPage } from '@/lib/catalog/product';
import { parseId } from '@/contract/rules/ids';
import { divisionTrail, type BreadcrumbItem } from '@/lib/seo/breadcrumbs';
import { JsonLd } from '@/lib/seo/json-ld';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/structured-data';
import { pages } from '@/lib/routing/urls';
import ProductNotFound from './not-found';

interface ProductPageProps {
  params: Promise<{ id: string }>;
}

/** No product is built ahead: each is rendered on its first visit and cached from then on. */
export async function generateStaticParams(): Promise<{ id: string }[]> {
  return [];
}

function describe(product: ProductDetail): string {
  const text = product.description.replace(/\s+/g, ' ').trim();
  if (text.length <= 160) return text;
  return `${text.slice(0, 157).replace(/\s+\S*$/, '')}...`;
}

function trailOf(product: ProductDetail): BreadcrumbItem[] {
  return [...divisionTrail(product.category, product.subcategory, product.division), { name: product.name, href: pages.product(product.id) }];
}

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const id = parseId((await params).id);
  const product = id ? await getProduct(id) : null;
  if (!product) return notFoundMetadata('Product');
  return pageMetadata({
    title: product.name,
    description: describe(product) || `${product.name}, handcrafted by ${product.shop.name}.`,
    path: pages.product(product.id),
    // The link preview is the product's own first image (the default image when it has none).
    images: product.images.slice(0, 1).map((image) => ({ url: image.src, alt: image.alt })),
  });
}

export default async function ProductPage({ params }: ProductPageProps) {
  const id = parseId((await params).id);
  const product = id ? await getProduct(id) : null;
  if (!id || !product) {
    return (
      <RenderedNotFound>
        <ProductNotFound />
      </RenderedNotFound>
    );
  }

  // The product still shows when only its reviews cannot be read; the tab says so.
  let reviews: ReviewPage | null = null;
  try {
    reviews = await getProductReviews(id, 1);
  } catch (error) {
    unstable_rethrow(error);
    console.error(`[product ${id}] reviews:`, error);
  }

  const trail = trailOf(product);
  const rating = reviews?.reviewCount ? reviews.ratingAverage : product.rating;
  const reviewCount = reviews?.reviewCount ?? product.reviewCount;

  return (
    <div className={styles.page}>
      <JsonLd
        data={[
          productJsonLd({
            id: product.id,
            name: product.name,
            description: product.description,
            sku: product.sku,
            images: product.images.map((image) => image.src),
            price: product.price,
            inStock: product.inStock,
            brand: product.shop.name,
            sellerPath: pages.shop(product.shop.slug),
            category: product.categories.join(' > '),
            rating: reviewCount > 0 ? rating : undefined,
            reviewCount,
            reviews: (reviews?.reviews ?? []).map((review) => ({
              author: review.reviewerName,
              rating: review.rating,
              body: review.comment,
              date: review.date,
            })),
            gtin: product.barcode && /^\d{13}$/.test(product.barcode) ? product.barcode : null,
          }),
          breadcrumbJsonLd(trail),
        ]}
      />
      <Breadcrumbs items={trail} />

      <div className={styles.top}>
        <ProductGallery images={product.images} productName={product.name} />
        <div className={styles.side}>
          <ProductSummary product={product} />
          <AuthenticityCard serialNumber={product.serialNumber} />
        </div>
      </div>

      <ProductTabs
        label="About this piece"
        tabs={[
          { id: 'artisan', label: 'About Artisan', content: <AboutArtisan shop={product.shop} /> },
          {
            id: 'reviews',
            label: reviewCount > 0 ? `Reviews (${reviewCount})` : 'Reviews',
            content: <ReviewsPanel productId={product.id} productName={product.name} reviews={reviews} />,
          },
          { id: 'specifications', label: 'Specifications', content: <Specifications product={product} /> },
          { id: 'shipping', label: 'Shipping', content: <ShippingInfo /> },
        ]}
      />
    </div>
  );
}
