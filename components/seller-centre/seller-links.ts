// The seller centre's navigation (issue 32): its four sections. The overview is /seller itself.
import { pages } from '@/lib/routing/urls';

export interface SellerLink {
  href: string;
  label: string;
}

export const SELLER_CENTRE_LINKS: SellerLink[] = [
  { href: pages.sellerCentre, label: 'Overview' },
  { href: pages.sellerProducts(), label: 'Products' },
  { href: pages.sellerOrders, label: 'Orders' },
  { href: pages.sellerShop, label: 'Shop' },
];

/** The section a path belongs to: the longest link that is it or above it. */
export function sellerSectionFor(pathname: string | null): SellerLink | null {
  if (!pathname) return null;
  let best: SellerLink | null = null;
  for (const link of SELLER_CENTRE_LINKS) {
    if ((pathname === link.href || pathname.startsWith(`${link.href}/`)) && (!best || link.href.length > best.href.length)) best = link;
  }
  return best;
}
