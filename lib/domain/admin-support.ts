// The operator's support inbox and Contact messages (issue 33, point 6), as the console shows them.
import type { PersonRef } from './person';
import type { ContactMessageStatus } from '@/contract/rules/contact-messages';
import type { SupportTicket } from './account';

/** A ticket in the inbox: with its buyer and its newest message's time (the inbox's order). */
export interface AdminSupportTicket extends SupportTicket {
  buyer: PersonRef;
  lastMessageAt: string;
}

/** A message sent through the Contact page. */
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  /** The sender's account when they were signed in. */
  userId: number | null;
  status: ContactMessageStatus;
  createdAt: string;
}
