// The operator's audit log (issue 33, point 9): the actions an admin takes and the kinds of thing
// they act on. The API records each in the same transaction as the change; the console's filters
// offer these lists. A new admin action adds its name here first.

/** What an admin did, as `<thing>.<verb>`. */
export const AUDIT_ACTIONS = [
  'user.suspend',
  'user.ban',
  'user.reactivate',
  'user.wallet_credit',
  'order.status',
  'order.cancel',
  'return.approve',
  'return.reject',
  'seller_application.approve',
  'seller_application.decline',
  'shop.suspend',
  'shop.restore',
  'shop.verify',
  'shop.unverify',
  'ticket.reply',
  'ticket.status',
  'contact_message.status',
  'story.create',
  'story.update',
  'story.publish',
  'story.unpublish',
  'review.hide',
  'review.restore',
  'product.update',
  'refund.retry',
  'refund.to_wallet',
  'promo_code.create',
  'promo_code.update',
  'promo_code.deactivate',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What it was done to: the record's table, by name. */
export const AUDIT_TARGETS = [
  'user',
  'order',
  'return',
  'seller_application',
  'shop',
  'ticket',
  'contact_message',
  'story',
  'review',
  'product',
  'refund',
  'promo_code',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** The target of an action: its part before the dot. */
export const auditTargetOf = (action: AuditAction) => action.slice(0, action.indexOf('.')) as AuditTarget;
