// The landing page (spec section 2): hero carousel, two fixed tiles, Shop by Category, Featured
// Products, Editor's Pick, Summer Collection For Women, Verified Creators, the trust strip and the
// newsletter signup.
//
// Rendering: one cached document for every visitor, like a product page. The route is the root
// optional catch-all so that `/` needs no rewrite and nothing is built ahead (the build has no
// API): the first visit renders it from the cached reads of lib/catalog and stores it, later
// visits get the stored HTML, refreshed every minute or when the API says a product changed. Only
// `/` itself is the landing page: proxy.ts sends every address no route answers to the not-found
// page before it can reach this one (lib/routing/app-routes.ts). A section whose read fails
// throws: a render that fails never replaces the stored page, so the last good landing page keeps
// being served while the API is down (error.tsx only when there is none yet). See
// docs/decisions/005-cached-entry-pages.md.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StaffSignOut } from '@/components/auth/staff-sign-out';
import { SITE_NAME, SITE_TAGLINE } from '@/lib/messages/brand';
import { CategorySection } from '@/components/landing/category-section';
import { FeatureTiles } from '@/components/landing/feature-tiles';
import { HeroCarousel } from '@/components/landing/hero-carousel';
import { HERO_SLIDES } from '@/components/landing/hero-slides';
import { LandingSection } from '@/components/landing/landing-section';
import { NewsletterSection } from '@/components/landing/newsletter-section';
import { ProductSection } from '@/components/landing/product-section';
import { TrustStrip } from '@/components/landing/trust-strip';
import { VerifiedCreators } from '@/components/landing/verified-creators';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/structured-data';
import { pages } from '@/lib/routing/urls';
import styles from './page.module.scss';

export const revalidate = 60;

export function generateStaticParams(): { home: string[] }[] {
  return [];
}

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
    viewAll: { href: pages.marketplace, label: 'Shop the marketplace' },
  },
  {
    id: 'editors-pick',
    title: "Editor's Pick",
    intro: 'Chosen by our team this month, for the craft and the story behind it.',
    query: { collection: 'editors-pick' as const },
    viewAll: { href: pages.editorsPick, label: "All of Editor's Pick" },
  },
  {
    id: 'summer-collection',
    title: 'Summer Collection For Women',
    intro: 'Light kitenge, beaded sandals and woven bags for the warm months.',
    query: { collection: 'summer-collection' as const },
    viewAll: { href: pages.summerCollection, label: 'All of the Summer Collection' },
  },
];

interface LandingPageProps {
  /** Empty for `/`; anything else is an address no other route answers. */
  params: Promise<{ home?: string[] }>;
}

export default async function LandingPage({ params }: LandingPageProps) {
  if ((await params).home?.length) notFound();
  return (
    <>
      <StaffSignOut />
      <JsonLd data={[webSiteJsonLd(), organizationJsonLd()]} />
      <h1 className={styles.visuallyHidden}>
        {SITE_NAME}: {SITE_TAGLINE}
      </h1>

      <div className={styles.hero}>
        <HeroCarousel slides={HERO_SLIDES} />
        <FeatureTiles />
      </div>

      <LandingSection id="categories" title="Shop by Category" viewAll={{ href: pages.marketplace, label: 'Browse everything' }}>
        <CategorySection />
      </LandingSection>

      {PRODUCT_SECTIONS.map((section) => (
        <LandingSection key={section.id} id={section.id} title={section.title} intro={section.intro} viewAll={section.viewAll}>
          <ProductSection query={section.query} label={section.title} />
        </LandingSection>
      ))}

      <LandingSection
        id="creators"
        title="Verified Creators"
        intro="Premium brands and individual artisans whose every piece carries a serial number you can check."
        viewAll={{ href: pages.sellersHub, label: 'Visit the Sellers Hub' }}
      >
        <VerifiedCreators />
      </LandingSection>

      <TrustStrip />
      <NewsletterSection />
    </>
  );
}
