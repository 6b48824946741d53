// Where the header and footers link to (spec section 2, route table).
export interface NavLink {
  href: string;
  label: string;
}

export const PRIMARY_LINKS: NavLink[] = [
  { href: '/marketplace', label: 'Marketplace' },
  { href: '/seller-gallery', label: 'Sellers Hub' },
  { href: '/stories', label: 'Stories' },
  { href: '/about', label: 'About' },
  { href: '/faq', label: 'Faq' },
  { href: '/contact', label: 'Contact Us' },
];

export const MORE_LINKS: NavLink[] = [
  { href: '/editors-pick', label: "Editor's Pick" },
  { href: '/summer-collection', label: 'Summer Collection' },
  { href: '/ShopCategoryPage', label: 'Browse categories' },
  { href: '/newsletter', label: 'Newsletter' },
];

export const ACCOUNT_LINKS: NavLink[] = [
  { href: '/my-profile', label: 'Profile' },
  { href: '/profile-details', label: 'Settings' },
  { href: '/notifications', label: 'Notifications' },
  { href: '/support', label: 'Help' },
];

export const TRACK_LINK: NavLink = { href: '/track-order', label: 'Track' };
export const WISHLIST_LINK: NavLink = { href: '/wishlist', label: 'Wishlist' };

export const SELLER_LINKS: NavLink[] = [
  { href: '/seller-gallery', label: 'Sellers Hub' },
  { href: '/seller-gallery/premium-brands', label: 'Premium Brands' },
  { href: '/seller-gallery/individual-artisans', label: 'Individual Artisans' },
  { href: '/contact', label: 'Become a seller' },
];

export const FOOTER_COLUMNS: { title: string; links: NavLink[] }[] = [
  {
    title: 'Shop',
    links: [
      { href: '/marketplace', label: 'Marketplace' },
      { href: '/ShopCategoryPage', label: 'Browse categories' },
      { href: '/editors-pick', label: "Editor's Pick" },
      { href: '/summer-collection', label: 'Summer Collection' },
    ],
  },
  { title: 'Sellers', links: SELLER_LINKS },
  {
    title: 'Help',
    links: [
      { href: '/faq', label: 'FAQ' },
      { href: '/contact', label: 'Contact' },
      { href: '/track-order', label: 'Track Order' },
      { href: '/returns-refunds', label: 'Returns & Refunds' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/about', label: 'About' },
      { href: '/stories', label: 'Stories' },
      { href: '/newsletter', label: 'Newsletter' },
    ],
  },
];

/** A link is current on its own page and on the pages below it. */
export function isCurrentPath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  return pathname === href || pathname.startsWith(`${href}/`);
}
