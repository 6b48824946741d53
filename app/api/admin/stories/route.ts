// POST /api/admin/stories: an admin writes a story, saved as a draft (issue 33, point 7). The API
// cleans its HTML and answers a slug already taken (422, beside the slug) or a bad field with its
// own words; a buyer or a seller is refused here (403) before any call.
import { adminStoryAnswer } from '@/lib/http/answers/admin-stories';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { ACCOUNT_MESSAGES, ADMIN_STORY_MESSAGES } from '@/lib/messages/catalogue';
import { createAdminStory } from '@/lib/upstream/admin-stories';
import { adminStoryFormSchema } from '@/lib/validation/admin-stories';

export const POST = route({
  answer: adminStoryAnswer,
  auth: true,
  signInMessage: ADMIN_STORY_MESSAGES.signIn,
  body: adminStoryFormSchema,
  async handle({ session, body, reply }) {
    if (session.user.userType !== 'admin') return message(ACCOUNT_MESSAGES.adminOnly, 403);
    const result = await createAdminStory(session.accessToken, body);
    if (!result.ok) return upstreamFailure(result.error, ADMIN_STORY_MESSAGES.saveFailed);
    const { id, slug, status } = result.data;
    return reply({ message: ADMIN_STORY_MESSAGES.created, story: { id, slug, status } }, 201);
  },
});
