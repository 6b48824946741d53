// POST /api/admin/stories/{id}/publish | unpublish (issue 33, point 7): a draft joins /stories, its
// page and the sitemap, or a published story leaves them. A step that does not apply (publishing a
// published story) is the API's 409, passed on with its words; any other step name is a 404.
import { adminStoryAnswer } from '@/lib/http/answers/admin-stories';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { ACCOUNT_MESSAGES, ADMIN_STORY_MESSAGES } from '@/lib/messages/catalogue';
import { moveAdminStory } from '@/lib/upstream/admin-stories';
import { z } from '@/lib/validation/zod';

const DONE = { publish: ADMIN_STORY_MESSAGES.published, unpublish: ADMIN_STORY_MESSAGES.unpublished } as const;

export const POST = route({
  answer: adminStoryAnswer,
  auth: true,
  signInMessage: ADMIN_STORY_MESSAGES.signIn,
  params: idParams('id').extend({ storyStep: z.enum(['publish', 'unpublish']) }),
  notFoundMessage: ADMIN_STORY_MESSAGES.missing,
  async handle({ session, params, reply }) {
    if (session.user.userType !== 'admin') return message(ACCOUNT_MESSAGES.adminOnly, 403);
    const result = await moveAdminStory(session.accessToken, params.id, params.storyStep);
    if (!result.ok) return upstreamFailure(result.error, ADMIN_STORY_MESSAGES.stepFailed);
    const { id, slug, status } = result.data;
    return reply({ message: DONE[params.storyStep], story: { id, slug, status } });
  },
});
