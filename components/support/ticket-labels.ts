// How a ticket's category, priority and status read on screen ('delivery' -> 'Delivery').
import type { TicketCategory, TicketPriority, TicketStatus } from '@/lib/domain/account';

export const CATEGORY_LABELS: Record<TicketCategory, string> = {
  delivery: 'Delivery',
  product: 'Product',
  order: 'Order',
  payment: 'Payment',
  others: 'Others',
};

export const PRIORITY_LABELS: Record<TicketPriority, string> = { high: 'High', medium: 'Medium', low: 'Low' };

export const STATUS_LABELS: Record<TicketStatus, string> = { open: 'Open', pending: 'Pending', resolved: 'Resolved', closed: 'Closed' };
