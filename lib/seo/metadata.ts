// Page metadata with one shape everywhere: a canonical URL, Open Graph and a Twitter card.
import type { Metadata } from 'next';
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/messages/brand';
import { DEFAULT_OG_IMAGE } from './icons';
import { absoluteUrl } from './site';

/** The link preview of a page without an image of its own: the logo and the name, 1200x630. */
function defaultOgImage() {
  return { url: absoluteUrl(DEFAULT_OG_IMAGE.src), width: DEFAULT_OG_IMAGE.width, height: DEFAULT_OG_IMAGE.height, alt: SITE_NAME };
}

export interface PageMetadataInput {
  /** The page's own title; the root layout's template adds the site name. */
  title: string;
  description?: string;
  /** The canonical path, e.g. '/categories/3' or '/marketplace?category=textiles'. */
  path: string;
  /** Root-relative image paths (`/media/...`) for link previews; the first leads. None: the default image. */
  images?: { url: string | null; alt?: string }[];
  type?: 'website' | 'article';
  /** Keep the page out of search results (e.g. search results, deep pages of filters). */
  noIndex?: boolean;
}

export function pageMetadata({ title, description = SITE_DESCRIPTION, path, images = [], type = 'website', noIndex = false }: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  const own = images.filter((i): i is { url: string; alt?: string } => Boolean(i.url)).map((i) => ({ url: absoluteUrl(i.url), alt: i.alt }));
  const ogImages = own.length > 0 ? own : [defaultOgImage()];
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title,
      description,
      url,
      siteName: SITE_NAME,
      locale: 'en_KE',
      type,
      images: ogImages,
    },
    twitter: { card: 'summary_large_image', title, description, images: ogImages.map((i) => i.url) },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

/**
 * The metadata of a page whose item does not exist (it answers 404): a title that says so, and kept
 * out of search results while its links are still followed.
 */
export function notFoundMetadata(what: string): Metadata {
  return { title: `${what} not found`, robots: { index: false, follow: true } };
}
