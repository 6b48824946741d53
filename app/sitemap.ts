// /sitemap.xml: the fixed pages, every product, the category tree, every shop and every story.
// Built at request time from one cached read (the build has no API), capped at the protocol's
// 50,000 URLs. Transactional and personal pages (cart, sign-in, account) stay out, as robots.txt
// says.
import type { MetadataRoute } from 'next';
import { getSitemapData, SITEMAP_MAX_URLS } from '@/lib/catalog/sitemap';
import { shopHref } from '@/components/product/product-links';
import { storyPath } from '@/components/stories/stories-query';
import { productHref } from '@/lib/domain/catalog';
import { categoryHref, divisionHref, subcategoryHref } from '@/lib/seo/breadcrumbs';
import { absoluteUrl } from '@/lib/seo/site';

export const dynamic = 'force-dynamic';

type Entry = MetadataRoute.Sitemap[number];

const STATIC_PAGES: { path: string; changeFrequency: Entry['changeFrequency']; priority: number }[] = [
  { path: '/', changeFrequency: 'daily', priority: 1 },
  { path: '/marketplace', changeFrequency: 'daily', priority: 0.9 },
  { path: '/ShopCategoryPage', changeFrequency: 'weekly', priority: 0.7 },
  { path: '/editors-pick', changeFrequency: 'weekly', priority: 0.7 },
  { path: '/summer-collection', changeFrequency: 'weekly', priority: 0.7 },
  { path: '/seller-gallery', changeFrequency: 'weekly', priority: 0.7 },
  { path: '/seller-gallery/premium-brands', changeFrequency: 'weekly', priority: 0.6 },
  { path: '/seller-gallery/individual-artisans', changeFrequency: 'weekly', priority: 0.6 },
  { path: '/stories', changeFrequency: 'weekly', priority: 0.6 },
  { path: '/about', changeFrequency: 'monthly', priority: 0.4 },
  { path: '/faq', changeFrequency: 'monthly', priority: 0.4 },
  { path: '/contact', changeFrequency: 'monthly', priority: 0.3 },
  { path: '/newsletter', changeFrequency: 'monthly', priority: 0.3 },
];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const data = await getSitemapData();
  const entries: MetadataRoute.Sitemap = [
    ...STATIC_PAGES.map((p) => ({ url: absoluteUrl(p.path), changeFrequency: p.changeFrequency, priority: p.priority })),
    ...data.categoryIds.map((id) => ({ url: absoluteUrl(categoryHref(id)), changeFrequency: 'daily' as const, priority: 0.8 })),
    ...data.subcategoryIds.map((id) => ({ url: absoluteUrl(subcategoryHref(id)), changeFrequency: 'daily' as const, priority: 0.7 })),
    ...data.divisionIds.map((id) => ({ url: absoluteUrl(divisionHref(id)), changeFrequency: 'daily' as const, priority: 0.6 })),
    ...data.shopSlugs.map((slug) => ({ url: absoluteUrl(shopHref(slug)), changeFrequency: 'weekly' as const, priority: 0.6 })),
    ...data.stories.map((story) => ({ url: absoluteUrl(storyPath(story)), changeFrequency: 'monthly' as const, priority: 0.5 })),
    ...data.productIds.map((id) => ({ url: absoluteUrl(productHref(id)), changeFrequency: 'daily' as const, priority: 0.8 })),
  ];
  return entries.slice(0, SITEMAP_MAX_URLS);
}
