// The Contact page's message: `POST /contact` (public). The API stores it and mails the support
// inbox; its answer carries nothing the storefront needs beyond success.
import 'server-only';
import { api } from '@/lib/routing/urls';
import { publicCall } from './client';
import type { Forwarded } from './product';
import { emptySchema } from '@/contract/api/envelope';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export function sendContactMessage(input: ContactMessage, { forwardedFor }: Forwarded = {}) {
  return publicCall(api.contact, emptySchema, { method: 'POST', body: input, forwardedFor });
}
