// The seller centre's navigation (issue 32): its five sections. The overview is /seller itself.
import type { StaffLink } from '@/components/staff/staff-links';
import { pages } from '@/lib/routing/urls';

export const SELLER_CENTRE_LINKS: readonly StaffLink[] = [
  { href: pages.sellerCentre, label: 'Overview' },
  { href: pages.sellerProducts(), label: 'Products' },
  { href: pages.sellerOrders, label: 'Orders' },
  { href: pages.sellerShop, label: 'Shop' },
  { href: pages.sellerPayouts, label: 'Payouts' },
];
