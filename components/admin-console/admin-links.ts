// The operator's console's navigation (issue 33): its sections. The overview is /admin itself.
import type { StaffLink } from '@/components/staff/staff-links';
import { pages } from '@/lib/routing/urls';

export const ADMIN_CONSOLE_LINKS: readonly StaffLink[] = [
  { href: pages.adminConsole, label: 'Overview' },
  { href: pages.adminUsers(), label: 'People' },
  { href: pages.adminSellers(), label: 'Sellers' },
  { href: pages.adminOrders(), label: 'Orders' },
  { href: pages.adminMoney, label: 'Money' },
  { href: pages.adminReturns(), label: 'Returns' },
  { href: pages.adminSupport(), label: 'Support' },
  { href: pages.adminMessages(), label: 'Messages' },
  { href: pages.adminStories(), label: 'Stories' },
  { href: pages.adminReviews(), label: 'Reviews' },
  { href: pages.adminAudit(), label: 'Audit log' },
];
