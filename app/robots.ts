// /robots.txt: everything public may be crawled; see lib/seo/robots.ts for what may not.
import type { MetadataRoute } from 'next';
import { disallowedPaths } from '@/lib/seo/robots';
import { absoluteUrl } from '@/lib/seo/site';
import { pages } from '@/lib/routing/urls';

// The sitemap address comes from SITE_URL at run time, not from the build machine.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: disallowedPaths() }],
    sitemap: absoluteUrl(pages.sitemap),
  };
}
