// /sitemap/{n}.xml: the n-th file of at most 50,000 URLs that /sitemap.xml's index lists once the
// site has more URLs than one file holds (lib/seo/sitemap.ts).
import { getSitemapData } from '@/lib/catalog/sitemap';
import { parseSitemapFile, renderUrlset, sitemapFile, sitemapFileCount, sitemapUrls } from '@/lib/seo/sitemap';
import { xmlResponse } from '@/lib/seo/sitemap-response';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const index = parseSitemapFile((await params).file);
  if (index === null) return new Response('Not Found', { status: 404 });
  const urls = sitemapUrls(await getSitemapData());
  if (index >= sitemapFileCount(urls.length)) return new Response('Not Found', { status: 404 });
  return xmlResponse(renderUrlset(sitemapFile(urls, index)));
}
