// /seller-gallery, the Sellers Hub (spec section 2): who sells here (the shop stats), the two
// galleries, and a few featured shops of each kind. Rendered from cached reads; the build has no
// API, so the page renders on demand (lib/catalog/load.ts).
import type { Metadata } from 'next';
import { unstable_rethrow } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import page from '@/components/catalog/catalogue-page.module.scss';
import { FeaturedShops } from '@/components/shops/featured-shops';
import { GalleryCards } from '@/components/shops/gallery-cards';
import { HubStats } from '@/components/shops/hub-stats';
import { SellersHero } from '@/components/shops/sellers-hero';
import { HUB_CRUMB } from '@/components/shops/sellers-hub';
import { getShopStats } from '@/lib/catalog/shops';
import type { ShopStats } from '@/lib/domain/catalog';
import { HOME_CRUMB } from '@/lib/seo/breadcrumbs';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd } from '@/lib/seo/structured-data';

const INTRO =
  'Meet the people behind the pieces: premium brands and individual artisans from Kenya and across Africa, each verified before they sell, every piece with a serial number you can check.';

export function generateMetadata(): Metadata {
  return pageMetadata({ title: 'Sellers Hub', description: INTRO, path: HUB_CRUMB.href });
}

const TRAIL = [HOME_CRUMB, HUB_CRUMB];

/** The stats, or null when they cannot be read: the hub shows without them (spec section 8). */
async function loadStats(): Promise<ShopStats | null> {
  try {
    return await getShopStats();
  } catch (error) {
    unstable_rethrow(error);
    console.error('[sellers hub] stats:', error);
    return null;
  }
}

export default async function SellersHubPage() {
  const stats = await loadStats();
  return (
    <>
      <SellersHero eyebrow="Verified creators" title="Sellers Hub" intro={INTRO}>
        <HubStats stats={stats} />
      </SellersHero>
      <div className={page.page}>
        <Breadcrumbs items={TRAIL} />
        <section className={page.section} aria-label="Galleries">
          <GalleryCards stats={stats} />
        </section>
        <FeaturedShops kind="brand" />
        <FeaturedShops kind="individual" />
      </div>
      <JsonLd data={breadcrumbJsonLd(TRAIL)} />
    </>
  );
}
