// The console's stories (issue 33, point 7): a save, a publish or an unpublish answers its message
// and where the story now stands (the page is read again for the rest); an upload, the image's path.
import * as z from 'zod/mini';
import { STORY_STATUSES } from '@/contract/rules/stories';
import { id } from './common';

/** POST /api/admin/stories, PATCH /api/admin/stories/{id}, POST .../publish and .../unpublish. */
export const adminStoryAnswer = z.object({
  message: z.string(),
  story: z.object({ id: id(), slug: z.string(), status: z.enum(STORY_STATUSES) }),
});

/** POST /api/admin/stories/images: the `/media/...` path the image is served at. */
export const adminStoryImageAnswer = z.object({ message: z.string(), url: z.string() });
