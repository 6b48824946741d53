// The signed-in buyer's Newsletter Preferences (spec section 3), for the client island on the
// public /newsletter page: GET answers the four switches and the account's e-mail, PUT {marketing?,
// product?, events?, unsubscribe?} saves any of them and answers all four.
import { newsletterPreferencesAnswer, newsletterPreferencesSavedAnswer } from '@/lib/http/answers/preferences';
import { route, upstreamFailure } from '@/lib/http/handler';
import { PREFERENCE_MESSAGES } from '@/lib/messages/catalogue';
import { getNewsletterPreferences, saveNewsletterPreferences } from '@/lib/upstream/preferences';
import { newsletterChoicesSchema } from '@/lib/validation/preferences';

export const GET = route({
  answer: newsletterPreferencesAnswer,
  auth: true,
  signInMessage: PREFERENCE_MESSAGES.signIn,
  async handle({ session, reply }) {
    const result = await getNewsletterPreferences(session.accessToken);
    if (!result.ok) return upstreamFailure(result.error, PREFERENCE_MESSAGES.newsletterLoadFailed);
    return reply({ preferences: result.data });
  },
});

export const PUT = route({
  answer: newsletterPreferencesSavedAnswer,
  auth: true,
  signInMessage: PREFERENCE_MESSAGES.signIn,
  body: newsletterChoicesSchema,
  async handle({ session, body, reply }) {
    const result = await saveNewsletterPreferences(session.accessToken, body);
    if (!result.ok) return upstreamFailure(result.error, PREFERENCE_MESSAGES.newsletterFailed);
    return reply({ message: PREFERENCE_MESSAGES.newsletterSaved, preferences: result.data });
  },
});
