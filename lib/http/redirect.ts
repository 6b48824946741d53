// Redirects from route handlers to a page of this site. The Location is relative (`/login?...`,
// valid since RFC 7231), so the browser stays on the host it used: an absolute URL built from
// `request.url` carries the hostname Next was started with (`localhost`), not the browser's.
import 'server-only';
import { NextResponse } from 'next/server';

export type RedirectStatus = 302 | 303 | 307 | 308;

/** A redirect to a root-relative path on this site (`/verify/ABC`), never to another host. */
export function redirectToPath(path: string, status: RedirectStatus = 307): NextResponse {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    throw new Error(`Not a path on this site: ${path}`);
  }
  return new NextResponse(null, { status, headers: { Location: path } });
}
