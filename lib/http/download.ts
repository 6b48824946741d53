// A file the API answered (a PDF: an invoice, a packing slip), passed on to the browser as it is:
// private, never cached, never sniffed, named as the API named it or else `fallbackName`.
import 'server-only';
import type { Download } from '@/lib/upstream/client';

export function fileResponse({ body, contentType, disposition }: Download, fallbackName: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': contentType.startsWith('application/pdf') ? 'application/pdf' : contentType,
      'Content-Disposition': disposition ?? `attachment; filename="${fallbackName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
