// POST /api/admin/stories/images: an image for a story, from the editor's toolbar or the featured
// image field (issue 33, point 7): one file in the multipart field 'image', checked here with the
// contract's rules (wrong type 422, over 8 MB 413) and forwarded with the admin's token; the API
// judges its content and answers where it is served.
import { STORY_IMAGE_FIELD } from '@/contract/api/admin-stories';
import { adminStoryImageAnswer } from '@/lib/http/answers/admin-stories';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { imageUpload } from '@/lib/http/image-upload';
import { ACCOUNT_MESSAGES, ADMIN_STORY_MESSAGES } from '@/lib/messages/catalogue';
import { uploadStoryImage } from '@/lib/upstream/admin-stories';

export const POST = route({
  answer: adminStoryImageAnswer,
  auth: true,
  signInMessage: ADMIN_STORY_MESSAGES.signIn,
  upload: imageUpload(STORY_IMAGE_FIELD),
  async handle({ session, file, reply }) {
    if (session.user.userType !== 'admin') return message(ACCOUNT_MESSAGES.adminOnly, 403);
    const result = await uploadStoryImage(session.accessToken, file);
    if (!result.ok) return upstreamFailure(result.error, ADMIN_STORY_MESSAGES.imageFailed);
    return reply({ message: ADMIN_STORY_MESSAGES.imageUploaded, url: result.data }, 201);
  },
});
