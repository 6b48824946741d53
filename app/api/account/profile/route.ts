// PATCH /api/account/profile: User Details' Edit form, saved at the API with the buyer's token.
import { profileSavedAnswer } from '@/lib/http/answers/account';
import { route, upstreamFailure } from '@/lib/http/handler';
import { ACCOUNT_MESSAGES } from '@/lib/messages/catalogue';
import { updateProfile } from '@/lib/upstream/profile';
import { profileSchema } from '@/lib/validation/account';

export const PATCH = route({
  answer: profileSavedAnswer,
  auth: true,
  body: profileSchema,
  async handle({ session, body, reply }) {
    const result = await updateProfile(session.accessToken, body);
    if (!result.ok) return upstreamFailure(result.error, ACCOUNT_MESSAGES.profileFailed);
    return reply({ message: ACCOUNT_MESSAGES.profileSaved, details: result.data.details });
  },
});
