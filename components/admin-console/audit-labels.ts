// The audit log's actions and targets as the console shows them: what happened, in words. The
// filters still send the recorded names (`user.suspend`), which the API knows.
import type { AuditAction, AuditTarget } from '@/contract/rules/audit';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.suspend': 'User suspended',
  'user.ban': 'User banned',
  'user.reactivate': 'User reactivated',
  'order.status': 'Order status changed',
  'order.cancel': 'Order canceled',
  'return.approve': 'Return approved',
  'return.reject': 'Return rejected',
  'seller_application.approve': 'Seller application approved',
  'seller_application.decline': 'Seller application declined',
  'shop.suspend': 'Shop suspended',
  'shop.restore': 'Shop restored',
  'shop.verify': 'Shop verified',
  'shop.unverify': 'Shop verification removed',
  'ticket.reply': 'Ticket answered',
  'ticket.status': 'Ticket status changed',
  'contact_message.status': 'Contact message filed',
  'story.create': 'Story created',
  'story.update': 'Story edited',
  'story.publish': 'Story published',
  'story.unpublish': 'Story unpublished',
  'review.hide': 'Review hidden',
  'review.restore': 'Review restored',
  'product.update': 'Product edited',
  'promo_code.create': 'Promo code created',
  'promo_code.update': 'Promo code edited',
  'promo_code.deactivate': 'Promo code deactivated',
};

export const AUDIT_TARGET_LABELS: Record<AuditTarget, string> = {
  user: 'User',
  order: 'Order',
  return: 'Return',
  seller_application: 'Seller application',
  shop: 'Shop',
  ticket: 'Ticket',
  contact_message: 'Contact message',
  story: 'Story',
  review: 'Review',
  product: 'Product',
  promo_code: 'Promo code',
};
