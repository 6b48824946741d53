// /sitemap.xml: every public page with its lastmod (lib/seo/sitemap.ts). Up to 50,000 URLs it is
// the sitemap itself; past that it is the index of /sitemap/0.xml, /sitemap/1.xml, ... Built at
// request time from one cached read (the build has no API); with the API unreachable and nothing
// cached it answers 503 with Retry-After (the route helper), so a crawler comes back later.
// Transactional and personal pages (cart, sign-in, account) stay out, as robots.txt says.
//
// A route handler rather than app/sitemap.ts with generateSitemaps: Next serves those files at
// /sitemap/{id}.xml with no index at /sitemap.xml, and lists them at build time, when there is no API.
import { route } from '@/lib/http/handler';
import { NOT_JSON } from '@/lib/http/answers/common';
import { getSitemapData } from '@/lib/catalog/sitemap';
import { renderSitemapRoot, sitemapUrls } from '@/lib/seo/sitemap';
import { xmlResponse } from '@/lib/seo/sitemap-response';

export const dynamic = 'force-dynamic';

export const GET = route({
  answer: NOT_JSON,
  handle: async () => xmlResponse(renderSitemapRoot(sitemapUrls(await getSitemapData()))),
});
