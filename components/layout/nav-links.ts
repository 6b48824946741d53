// Where the header and footers link to (spec section 2, route table).
import { pages } from '@/lib/routing/urls';
export interface NavLink {
  href: string;
  label: string;
}

export const PRIMARY_LINKS: NavLink[] = [
  { href: pages.marketplace, label: 'Marketplace' },
  { href: pages.sellersHub, label: 'Sellers Hub' },
  { href: pages.stories, label: 'Stories' },
  { href: pages.about, label: 'About' },
  { href: pages.faq, label: 'Faq' },
  { href: pages.contact, label: 'Contact Us' },
];

export const MORE_LINKS: NavLink[] = [
  { href: pages.editorsPick, label: "Editor's Pick" },
  { href: pages.summerCollection, label: 'Summer Collection' },
  { href: pages.categories, label: 'Browse categories' },
  { href: pages.newsletter, label: 'Newsletter' },
];

export const ACCOUNT_LINKS: NavLink[] = [
  { href: pages.myProfile, label: 'Profile' },
  { href: pages.profileDetails, label: 'Settings' },
  { href: pages.notifications, label: 'Notifications' },
  { href: pages.supportTickets, label: 'Help' },
];

/** In the account menu of a signed-in seller. */
export const SELLER_CENTRE_LINK: NavLink = { href: pages.sellerCentre, label: 'Seller centre' };

export const TRACK_LINK: NavLink = { href: pages.trackOrder(), label: 'Track' };
export const WISHLIST_LINK: NavLink = { href: pages.wishlist, label: 'Wishlist' };

export const SELLER_LINKS: NavLink[] = [
  { href: pages.sellersHub, label: 'Sellers Hub' },
  { href: pages.premiumBrands, label: 'Premium Brands' },
  { href: pages.individualArtisans, label: 'Individual Artisans' },
  { href: pages.sell, label: 'Become a seller' },
];

export const FOOTER_COLUMNS: { title: string; links: NavLink[] }[] = [
  {
    title: 'Shop',
    links: [
      { href: pages.marketplace, label: 'Marketplace' },
      { href: pages.categories, label: 'Browse categories' },
      { href: pages.editorsPick, label: "Editor's Pick" },
      { href: pages.summerCollection, label: 'Summer Collection' },
    ],
  },
  { title: 'Sellers', links: SELLER_LINKS },
  {
    title: 'Help',
    links: [
      { href: pages.faq, label: 'FAQ' },
      { href: pages.contact, label: 'Contact' },
      { href: pages.trackOrder(), label: 'Track Order' },
      { href: pages.returnsRefunds, label: 'Returns & Refunds' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: pages.about, label: 'About' },
      { href: pages.stories, label: 'Stories' },
      { href: pages.newsletter, label: 'Newsletter' },
    ],
  },
];

/** A link is current on its own page and on the pages below it. */
export function isCurrentPath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  return pathname === href || pathname.startsWith(`${href}/`);
}
