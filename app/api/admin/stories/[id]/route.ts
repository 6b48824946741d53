// PATCH /api/admin/stories/{id}: an admin changes a story's fields (issue 33, point 7); a published
// story's pages refresh (the API tells the storefront). A slug already taken is the API's 422.
import { adminStoryAnswer } from '@/lib/http/answers/admin-stories';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { ACCOUNT_MESSAGES, ADMIN_STORY_MESSAGES } from '@/lib/messages/catalogue';
import { updateAdminStory } from '@/lib/upstream/admin-stories';
import { adminStoryChangeFormSchema } from '@/lib/validation/admin-stories';

export const PATCH = route({
  answer: adminStoryAnswer,
  auth: true,
  signInMessage: ADMIN_STORY_MESSAGES.signIn,
  params: idParams('id'),
  notFoundMessage: ADMIN_STORY_MESSAGES.missing,
  body: adminStoryChangeFormSchema,
  async handle({ session, params, body, reply }) {
    if (session.user.userType !== 'admin') return message(ACCOUNT_MESSAGES.adminOnly, 403);
    const result = await updateAdminStory(session.accessToken, params.id, body);
    if (!result.ok) return upstreamFailure(result.error, ADMIN_STORY_MESSAGES.saveFailed);
    const { id, slug, status } = result.data;
    return reply({ message: ADMIN_STORY_MESSAGES.saved, story: { id, slug, status } });
  },
});
