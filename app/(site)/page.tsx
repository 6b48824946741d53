// The landing page (spec section 2): hero carousel, two fixed tiles, Shop by Category, Featured
// Products, Editor's Pick, Summer Collection For Women, Verified Creators, the trust strip and the
// newsletter signup.
//
// Rendering: the document is rendered per request, and every section reads the API through the
// shared 'use cache' reads of lib/catalog (tagged, 'catalogue'/'editorial' lifetimes), so the API
// sees at most one call per section per lifetime whatever the traffic. Next 16 without Cache
// Components cannot postpone a static route's first render to run time: prerendering it at build
// would need the API, and a build-time placeholder with `revalidate` would be served after every
// deploy until its first revalidation. So `force-dynamic`: the build never calls the API, and each
// section streams in behind its skeleton, failing alone ('Failed to load products') if the API does.
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { StaffSignOut } from '@/components/auth/staff-sign-out';
import { SITE_NAME, SITE_TAGLINE } from '@/components/layout/brand';
import { CategorySection } from '@/components/landing/category-section';
import { FeatureTiles } from '@/components/landing/feature-tiles';
import { HeroCarousel } from '@/components/landing/hero-carousel';
import { HERO_SLIDES } from '@/components/landing/hero-slides';
import { LandingSection } from '@/components/landing/landing-section';
import { NewsletterSection } from '@/components/landing/newsletter-section';
import { readNewsletterOutcome } from '@/lib/validation/newsletter';
import { ProductSection } from '@/components/landing/product-section';
import { SectionSkeleton } from '@/components/landing/section-skeleton';
import { TrustStrip } from '@/components/landing/trust-strip';
import { VerifiedCreators } from '@/components/landing/verified-creators';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { organizationJsonLd } from '@/lib/seo/structured-data';
import styles from './page.module.scss';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  ...pageMetadata({ title: `${SITE_NAME}: ${SITE_TAGLINE}`, path: '/', images: [{ url: HERO_SLIDES[0].image, alt: HERO_SLIDES[0].imageAlt }] }),
  // The landing page's title stands alone (no '| Mikono' suffix from the layout's template).
  title: { absolute: `${SITE_NAME}: ${SITE_TAGLINE}` },
};

const PRODUCT_SECTIONS = [
  {
    id: 'featured',
    title: 'Featured Products',
    intro: 'Pieces our buyers keep coming back for.',
    query: { isFeatured: true },
    viewAll: { href: '/marketplace', label: 'Shop the marketplace' },
  },
  {
    id: 'editors-pick',
    title: "Editor's Pick",
    intro: 'Chosen by our team this month, for the craft and the story behind it.',
    query: { collection: 'editors-pick' as const },
    viewAll: { href: '/editors-pick', label: "All of Editor's Pick" },
  },
  {
    id: 'summer-collection',
    title: 'Summer Collection For Women',
    intro: 'Light kitenge, beaded sandals and woven bags for the warm months.',
    query: { collection: 'summer-collection' as const },
    viewAll: { href: '/summer-collection', label: 'All of the Summer Collection' },
  },
];

interface LandingPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function LandingPage({ searchParams }: LandingPageProps) {
  // Set only after a newsletter signup posted without JavaScript (app/api/newsletter).
  const newsletter = readNewsletterOutcome((await searchParams).newsletter);
  return (
    <>
      <StaffSignOut />
      <JsonLd data={organizationJsonLd()} />
      <h1 className={styles.visuallyHidden}>
        {SITE_NAME}: {SITE_TAGLINE}
      </h1>

      <div className={styles.hero}>
        <HeroCarousel slides={HERO_SLIDES} />
        <FeatureTiles />
      </div>

      <LandingSection id="categories" title="Shop by Category" viewAll={{ href: '/marketplace', label: 'Browse everything' }}>
        <Suspense fallback={<SectionSkeleton cards={8} shape="tile" label="Loading categories…" fallback={{ href: '/marketplace', label: 'Browse every category in the marketplace' }} />}>
          <CategorySection />
        </Suspense>
      </LandingSection>

      {PRODUCT_SECTIONS.map((section) => (
        <LandingSection key={section.id} id={section.id} title={section.title} intro={section.intro} viewAll={section.viewAll}>
          <Suspense fallback={<SectionSkeleton fallback={section.viewAll} />}>
            <ProductSection query={section.query} label={section.title} />
          </Suspense>
        </LandingSection>
      ))}

      <LandingSection
        id="creators"
        title="Verified Creators"
        intro="Premium brands and individual artisans whose every piece carries a serial number you can check."
        viewAll={{ href: '/seller-gallery', label: 'Visit the Sellers Hub' }}
      >
        <Suspense fallback={<SectionSkeleton cards={3} label="Loading shops…" fallback={{ href: '/seller-gallery', label: 'Meet the makers in the Sellers Hub' }} />}>
          <VerifiedCreators />
        </Suspense>
      </LandingSection>

      <TrustStrip />
      <NewsletterSection outcome={newsletter} />
    </>
  );
}
