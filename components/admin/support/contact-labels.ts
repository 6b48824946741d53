// How a Contact message's state reads on screen ('unread' -> 'Unread').
import type { ContactMessageStatus } from '@/contract/rules/contact-messages';

export const CONTACT_STATUS_LABELS: Record<ContactMessageStatus, string> = { unread: 'Unread', read: 'Read', archived: 'Archived' };
