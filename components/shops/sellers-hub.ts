// The Sellers Hub: its two galleries, their trail and page sizes, and a shop page's view (category
// chip and page) read back from the path pages.shop writes (lib/routing/urls.ts):
// `/seller-gallery/shop/{slug}/jewelry/page/2`. Pure functions.
import type { ShopType } from '@/lib/domain/catalog';
import { pages, type ShopView } from '@/lib/routing/urls';
import { HOME_CRUMB, type BreadcrumbItem } from '@/lib/seo/breadcrumbs';

export const HUB_CRUMB: BreadcrumbItem = { name: 'Sellers Hub', href: pages.sellersHub };

/** Shop cards on one page of a gallery (the API's default). */
export const SHOPS_PER_PAGE = 12;
/** Products on one page of a shop. */
export const SHOP_PRODUCTS_PER_PAGE = 24;
/** Highest page number a link may carry. */
const MAX_PAGE = 10_000;

export interface GalleryInfo {
  kind: ShopType;
  path: string;
  title: string;
  /** The card's badge. */
  badge: string;
  /** One and many, for counts ('1 brand', '25 brands'). */
  one: string;
  many: string;
  empty: string;
  intro: string;
}

export const GALLERIES: Record<ShopType, GalleryInfo> = {
  brand: {
    kind: 'brand',
    path: pages.premiumBrands,
    title: 'Premium Brands',
    badge: 'Brand',
    one: 'brand',
    many: 'brands',
    empty: 'No brands available',
    intro:
      'Studios and collectives that work with many artisans, known for their finish and consistency. Every brand is verified, and every piece carries a serial number you can check.',
  },
  individual: {
    kind: 'individual',
    path: pages.individualArtisans,
    title: 'Individual Artisans',
    badge: 'Artisan',
    one: 'artisan',
    many: 'artisans',
    empty: 'No artisans available',
    intro: 'Makers who work on their own or with their family: each piece shaped by one pair of hands. Buying here pays the artisan directly.',
  },
};

/** The other gallery, for the link between the two. */
export const otherGallery = (kind: ShopType): GalleryInfo => GALLERIES[kind === 'brand' ? 'individual' : 'brand'];

export function galleryTrail(kind: ShopType): BreadcrumbItem[] {
  const gallery = GALLERIES[kind];
  return [HOME_CRUMB, HUB_CRUMB, { name: gallery.title, href: gallery.path }];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// The word before a page number in the path, as pages.shop writes it.
const PAGE_WORD = 'page';

function readPageSegment(raw: string): number | null {
  if (!/^[1-9]\d{0,4}$/.test(raw)) return null;
  const page = Number(raw);
  // Page 1 has no page segment: one view, one address.
  return page >= 2 && page <= MAX_PAGE ? page : null;
}

/** The view from the segments after the slug; null for anything no link makes (a 404). */
export function parseShopView(segments: readonly string[] | undefined): ShopView | null {
  const parts = segments ?? [];
  if (parts.length === 0) return { category: null, page: 1 };
  if (parts.length === 1) return SLUG.test(parts[0]) && parts[0] !== PAGE_WORD ? { category: parts[0], page: 1 } : null;
  if (parts.length === 2 && parts[0] === PAGE_WORD) {
    const page = readPageSegment(parts[1]);
    return page ? { category: null, page } : null;
  }
  if (parts.length === 3 && parts[1] === PAGE_WORD && SLUG.test(parts[0]) && parts[0] !== PAGE_WORD) {
    const page = readPageSegment(parts[2]);
    return page ? { category: parts[0], page } : null;
  }
  return null;
}

/** A phone number as a tel: link target (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
