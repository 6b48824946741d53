// The API's images, served from the storefront's origin (so next/image optimises them as local
// files and the CSP needs no other image host). The upstream is read at run time, not build time.
import { route } from '@/lib/http/handler';
import { NOT_JSON } from '@/lib/http/answers/common';
import { mediaPathParams } from '@/lib/http/params';
import { upstreamBaseUrl } from '@/lib/upstream/client';

export const GET = route({
  params: mediaPathParams,
  answer: NOT_JSON,
  async handle({ params: { path } }) {
    let upstream: Response;
    try {
      upstream = await fetch(`${upstreamBaseUrl()}/media/${path.map(encodeURIComponent).join('/')}`, {
        signal: AbortSignal.timeout(8000),
      });
    } catch {
      // The API is down or slow: the image is missing for now, the page still renders.
      return new Response('Image unavailable', { status: 502 });
    }
    if (!upstream.ok || !upstream.body) return new Response('Not found', { status: upstream.status === 404 ? 404 : 502 });
    return new Response(upstream.body, {
      headers: {
        'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    });
  },
});
