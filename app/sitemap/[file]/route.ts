// /sitemap/{n}.xml: the n-th file of at most 50,000 URLs that /sitemap.xml's index lists once the
// site has more URLs than one file holds (lib/seo/sitemap.ts).
import { z } from 'zod';
import { route, message } from '@/lib/http/handler';
import { NOT_JSON } from '@/lib/http/answers/common';
import { getSitemapData } from '@/lib/catalog/sitemap';
import { parseSitemapFile, renderUrlset, sitemapFile, sitemapFileCount, sitemapUrls } from '@/lib/seo/sitemap';
import { xmlResponse } from '@/lib/seo/sitemap-response';

export const dynamic = 'force-dynamic';

const NOT_A_SITEMAP = 'There is no such sitemap file.';

/** `{ file: '3.xml' }` → 3; anything else is a 404. */
const sitemapParams = z.object({ file: z.string() }).transform((raw, ctx) => {
  const index = parseSitemapFile(raw.file);
  if (index === null) {
    ctx.addIssue({ code: 'custom', message: NOT_A_SITEMAP });
    return z.NEVER;
  }
  return { index };
});

export const GET = route({
  params: sitemapParams,
  notFoundMessage: NOT_A_SITEMAP,
  answer: NOT_JSON,
  handle: async ({ params }) => {
    const urls = sitemapUrls(await getSitemapData());
    if (params.index >= sitemapFileCount(urls.length)) return message(NOT_A_SITEMAP, 404);
    return xmlResponse(renderUrlset(sitemapFile(urls, params.index)));
  },
});
