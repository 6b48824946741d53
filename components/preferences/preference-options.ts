// What each switch of the two preference screens says (spec section 3); their messages are in the
// catalogue. No zod here: the /newsletter page's island loads none.
import type { NewsletterChoice, NotificationSetting } from '@/lib/domain/account';

export interface SwitchOption<N extends string> {
  name: N;
  label: string;
  hint: string;
}

export const NOTIFICATION_OPTIONS: readonly SwitchOption<NotificationSetting>[] = [
  { name: 'orderUpdates', label: 'Order updates', hint: 'When an order is confirmed, shipped and delivered.' },
  { name: 'promotions', label: 'Promotions', hint: 'Offers and seasonal sales from the marketplace.' },
  { name: 'newsletter', label: 'Newsletter', hint: 'The monthly email about new pieces and the people who make them.' },
  { name: 'reviewReminders', label: 'Review reminders', hint: 'A reminder to review a piece once it has arrived.' },
  { name: 'smsAlerts', label: 'SMS alerts', hint: 'Text messages about your orders and deliveries.' },
  { name: 'pushNotifications', label: 'Push notifications', hint: 'Alerts in your browser while you are away.' },
];

export const NEWSLETTER_OPTIONS: readonly SwitchOption<NewsletterChoice>[] = [
  { name: 'marketing', label: 'Marketing emails', hint: 'Offers, sales and seasonal collections.' },
  { name: 'product', label: 'Product updates', hint: 'New pieces from the artisans and brands on the marketplace.' },
  { name: 'events', label: 'Events', hint: 'Markets, exhibitions and workshops.' },
  { name: 'unsubscribe', label: 'Unsubscribe from all', hint: 'No newsletter email at all, whatever is chosen above.' },
];
