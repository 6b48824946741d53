// The site's public address, for canonical URLs, Open Graph, JSON-LD, the sitemap and robots.txt.

/** SITE_URL, else NEXTAUTH_URL, else the development address; never with a trailing slash. */
export function siteUrl(): string {
  return (process.env.SITE_URL ?? process.env.NEXTAUTH_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/** An absolute URL on this site for a root-relative path (`/product/42`). */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}
