// The signed-in buyer's Newsletter Preferences (spec section 3), for the client island on the
// public /newsletter page: GET answers the four switches and the account's e-mail, PUT {marketing?,
// product?, events?, unsubscribe?} saves any of them and answers all four.
import { json, route, upstreamFailure } from '@/lib/http/handler';
import { PREFERENCE_MESSAGES } from '@/lib/messages/catalogue';
import { getNewsletterPreferences, saveNewsletterPreferences } from '@/lib/upstream/preferences';
import { newsletterChoicesSchema } from '@/lib/validation/preferences';

export const GET = route({
  auth: true,
  signInMessage: PREFERENCE_MESSAGES.signIn,
  async handle({ session }) {
    const result = await getNewsletterPreferences(session.accessToken);
    if (!result.ok) return upstreamFailure(result.error, PREFERENCE_MESSAGES.newsletterLoadFailed);
    return json({ preferences: result.data });
  },
});

export const PUT = route({
  auth: true,
  signInMessage: PREFERENCE_MESSAGES.signIn,
  body: newsletterChoicesSchema,
  async handle({ session, body }) {
    const result = await saveNewsletterPreferences(session.accessToken, body);
    if (!result.ok) return upstreamFailure(result.error, PREFERENCE_MESSAGES.newsletterFailed);
    return json({ message: PREFERENCE_MESSAGES.newsletterSaved, preferences: result.data });
  },
});
