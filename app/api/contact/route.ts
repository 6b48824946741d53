// The Contact page's form: POST /api/contact {name, email, message} sends the message to the API's
// `POST /contact`. Only the storefront's own pages may post; the sender's address goes along for
// the API's per-client limit. Without JavaScript the browser posts the form itself and is sent on
// to /contact/{outcome}, a static page that shows how it went beside the form.
import { NextResponse } from 'next/server';
import { messageAnswer } from '@/lib/http/answers/common';
import { route, upstreamFailure } from '@/lib/http/handler';
import { clientAddress } from '@/lib/http/origin';
import { CONTACT_MESSAGES } from '@/lib/messages/catalogue';
import { sendContactMessage } from '@/lib/upstream/contact';
import { contactSchema, outcomeOf } from '@/lib/validation/contact';
import type { ContactOutcome } from '@/lib/validation/contact-outcome';
import { pages } from '@/lib/routing/urls';
import { isInvalid, isRateLimited } from '@/lib/upstream/client';

/** To the contact page's outcome, 303 so the browser follows with a GET. */
function showOutcome(request: Request, outcome: ContactOutcome) {
  return NextResponse.redirect(new URL(pages.contactOutcome(outcome), request.url), 303);
}

async function sendFromForm(request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    console.warn('[contact] unreadable form post:', error instanceof Error ? error.message : error);
    return showOutcome(request, 'missing');
  }
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const parsed = contactSchema.safeParse({ name: field('name'), email: field('email'), message: field('message') });
  if (!parsed.success) return showOutcome(request, outcomeOf(parsed.error));
  const result = await sendContactMessage(parsed.data, { forwardedFor: clientAddress(request) });
  return showOutcome(request, result.ok ? 'sent' : 'failed');
}

export const POST = route({
  answer: messageAnswer,
  body: contactSchema,
  formPost: sendFromForm,
  async handle({ request, body, reply }) {
    const result = await sendContactMessage(body, { forwardedFor: clientAddress(request) });
    if (!result.ok) {
      // A rate limit or the API's own validation says something useful; anything else is our message.
      const useful = isInvalid(result.error) || isRateLimited(result.error);
      return upstreamFailure(result.error, CONTACT_MESSAGES.failed, { useApiMessage: useful });
    }
    return reply({ message: CONTACT_MESSAGES.sent }, 201);
  },
});
