// /sitemap.xml: every public page with its lastmod (lib/seo/sitemap.ts). Up to 50,000 URLs it is
// the sitemap itself; past that it is the index of /sitemap/0.xml, /sitemap/1.xml, ... Built at
// request time from one cached read (the build has no API). Transactional and personal pages
// (cart, sign-in, account) stay out, as robots.txt says.
//
// A route handler rather than app/sitemap.ts with generateSitemaps: Next serves those files at
// /sitemap/{id}.xml with no index at /sitemap.xml, and lists them at build time, when there is no API.
import { getSitemapData } from '@/lib/catalog/sitemap';
import { renderSitemapRoot, sitemapUrls } from '@/lib/seo/sitemap';
import { xmlResponse } from '@/lib/seo/sitemap-response';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return xmlResponse(renderSitemapRoot(sitemapUrls(await getSitemapData())));
}
