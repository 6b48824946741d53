// The site's public address, for canonical URLs, Open Graph, JSON-LD, the sitemap and robots.txt.
import { settings } from '@/lib/settings/environment';

/** SITE_URL, else NEXTAUTH_URL, else the development address; never with a trailing slash. */
export const siteUrl = (): string => settings().canonicalUrl;

/** An absolute URL on this site for a root-relative path (`/product/42`). */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}
