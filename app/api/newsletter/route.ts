// The landing page's newsletter signup: POST /api/newsletter {email} subscribes the address at the
// API. Only the storefront's own pages may post; the buyer's address goes along for the API's
// per-client limit. The form also works without JavaScript: a plain form post is answered with a
// redirect to /newsletter, which shows the outcome (?outcome=...) beside the form.
import { NextResponse } from 'next/server';
import { NEWSLETTER_MESSAGES } from '@/lib/messages/catalogue';
import { newsletterSchema } from '@/lib/validation/newsletter';
import { messageAnswer } from '@/lib/http/answers/common';
import { route, upstreamFailure } from '@/lib/http/handler';
import { clientAddress } from '@/lib/http/origin';
import { subscribeNewsletter } from '@/lib/upstream/preferences';
import type { NewsletterOutcome } from '@/lib/validation/newsletter-outcome';
import { pages } from '@/lib/routing/urls';
import { isInvalid, isRateLimited } from '@/lib/upstream/client';

/** To the newsletter page, with the outcome for it to show. */
function showOutcome(request: Request, outcome: NewsletterOutcome) {
  return NextResponse.redirect(new URL(pages.newsletterOutcome(outcome), request.url), 303);
}

async function subscribeFromForm(request: Request) {
  let email: FormDataEntryValue | null = null;
  try {
    email = (await request.formData()).get('email');
  } catch {
    return showOutcome(request, 'invalid');
  }
  const form = newsletterSchema.safeParse({ email: typeof email === 'string' ? email : '' });
  if (!form.success) return showOutcome(request, form.error.issues[0]?.message === NEWSLETTER_MESSAGES.emailRequired ? 'missing' : 'invalid');
  const result = await subscribeNewsletter(form.data.email, { forwardedFor: clientAddress(request) });
  return showOutcome(request, result.ok ? 'subscribed' : 'failed');
}

export const POST = route({
  answer: messageAnswer,
  body: newsletterSchema,
  formPost: subscribeFromForm,
  async handle({ request, body, reply }) {
    const result = await subscribeNewsletter(body.email, { forwardedFor: clientAddress(request) });
    if (!result.ok) {
      // A rate limit or the API's own validation says something useful; anything else is the spec's message.
      const useful = isInvalid(result.error) || isRateLimited(result.error);
      return upstreamFailure(result.error, NEWSLETTER_MESSAGES.failed, { useApiMessage: useful });
    }
    return reply({ message: NEWSLETTER_MESSAGES.subscribed });
  },
});
