// /seller-gallery/premium-brands (spec section 2, PremiumBrands). Search, filters, sort and page are
// in the URL, so the page renders per request from the cached shop reads.
import type { Metadata } from 'next';
import { galleryMetadata, ShopGallery } from '@/components/shops/shop-gallery';
import type { SearchParams } from '@/lib/catalog/listing-query';

interface GalleryPageProps {
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ searchParams }: GalleryPageProps): Promise<Metadata> {
  return galleryMetadata('brand', await searchParams);
}

export default async function PremiumBrandsPage({ searchParams }: GalleryPageProps) {
  return <ShopGallery kind="brand" params={await searchParams} />;
}
