// The operator's stories over HTTP (issue 33, point 7); the rules are in admin/stories.ts.
import {
  adminStoryChangeSchema,
  adminStoryCreateSchema,
  adminStoryImageSchema,
  adminStoryListQuerySchema,
  adminStoryListSchema,
  adminStoryParamsSchema,
  adminStorySchema,
  STORY_IMAGE_FIELD,
} from '../../../contract/api/admin-stories';
import { changeStory, createStory, getAdminStory, listAdminStories, publishStory, unpublishStory, uploadStoryImage } from '../admin/stories';
import { ok } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, unauthenticated } from '../http/openapi';
import { limitUpload, uploadBody, uploadedFiles } from '../media/uploads';
import { adminOnly, notAdmin } from './admin-kit';

const noStory = fails('No such story.');
const story = (what: string) => answers(adminStorySchema, what);

const list = createApiRoute({
  method: 'get',
  path: '/admin/blogs',
  summary: 'Every story, drafts too, last changed first (search by title; filter by status)',
  ...adminOnly,
  request: { query: adminStoryListQuerySchema },
  responses: { 200: answers(adminStoryListSchema, 'The stories.'), 401: unauthenticated, 403: notAdmin, 422: invalidInput },
});

const read = createApiRoute({
  method: 'get',
  path: '/admin/blogs/{id}',
  summary: 'One story, draft or published, with its HTML',
  ...adminOnly,
  request: { params: adminStoryParamsSchema },
  responses: { 200: story('The story.'), 401: unauthenticated, 403: notAdmin, 404: noStory },
});

const create = createApiRoute({
  method: 'post',
  path: '/admin/blogs',
  summary: 'Write a story, saved as a draft; its HTML is cleaned by the story allow-list; a blank slug is made from the title',
  ...adminOnly,
  request: { body: jsonBody(adminStoryCreateSchema) },
  responses: {
    201: story('Story saved as a draft.'),
    401: unauthenticated,
    403: notAdmin,
    422: fails('A field is missing or too long, the slug is taken, or the category does not exist.'),
  },
});

const change = createApiRoute({
  method: 'patch',
  path: '/admin/blogs/{id}',
  summary: 'Change any of the story’s fields; a published story’s pages refresh',
  ...adminOnly,
  request: { params: adminStoryParamsSchema, body: jsonBody(adminStoryChangeSchema) },
  responses: { 200: story('Story saved.'), 401: unauthenticated, 403: notAdmin, 404: noStory, 422: invalidInput },
});

const publish = createApiRoute({
  method: 'post',
  path: '/admin/blogs/{id}/publish',
  summary: 'Publish: the story joins /stories, gets its page and its sitemap entry',
  ...adminOnly,
  request: { params: adminStoryParamsSchema },
  responses: {
    200: story('Story published.'),
    401: unauthenticated,
    403: notAdmin,
    404: noStory,
    409: fails('The story is already published.'),
    422: fails('The story has no text yet.'),
  },
});

const unpublish = createApiRoute({
  method: 'post',
  path: '/admin/blogs/{id}/unpublish',
  summary: 'Unpublish: the story is a draft again and leaves /stories, its page and the sitemap',
  ...adminOnly,
  request: { params: adminStoryParamsSchema },
  responses: { 200: story('Story unpublished.'), 401: unauthenticated, 403: notAdmin, 404: noStory, 409: fails('The story is not published.') },
});

const uploadImage = createApiRoute({
  method: 'post',
  path: '/admin/blogs/images',
  summary: `Upload an image for a story (multipart, field \`${STORY_IMAGE_FIELD}\`, one JPEG, PNG or WebP file): checked by its content, re-encoded as WebP without metadata`,
  ...adminOnly,
  middleware: [...adminOnly.middleware, limitUpload(1)],
  request: { body: uploadBody(STORY_IMAGE_FIELD, false) },
  responses: {
    201: answers(adminStoryImageSchema, 'Image uploaded.'),
    400: fails('Not a multipart form (`Choose an image to upload.`).'),
    401: unauthenticated,
    403: notAdmin,
    413: fails('The file is larger than 8 MB.'),
    422: fails('No file, not a JPEG, PNG or WebP image, too many pixels, or damaged.'),
  },
});

export function adminStoryRoutes() {
  return openApiRouter()
    .openapi(list, async (c) => ok(c, await listAdminStories(c.var.deps.db, c.req.valid('query'), c.var.deps.config.publicUrl)))
    .openapi(uploadImage, async (c) => {
      const [file] = await uploadedFiles(c, STORY_IMAGE_FIELD);
      return ok(c, await uploadStoryImage(c.var.deps.db, file, STORY_IMAGE_FIELD, c.var.deps.config.publicUrl), 'Image uploaded.', 201);
    })
    .openapi(read, async (c) => ok(c, await getAdminStory(c.var.deps.db, c.req.valid('param').id, c.var.deps.config.publicUrl)))
    .openapi(create, async (c) =>
      ok(c, await createStory(c.var.deps.db, c.var.user, c.req.valid('json'), c.var.deps.config.publicUrl), 'Story saved as a draft.', 201),
    )
    .openapi(change, async (c) =>
      ok(c, await changeStory(c.var.deps.db, c.var.user, c.req.valid('param').id, c.req.valid('json'), c.var.deps.config.publicUrl), 'Story saved.'),
    )
    .openapi(publish, async (c) =>
      ok(c, await publishStory(c.var.deps.db, c.var.user, c.req.valid('param').id, c.var.deps.config.publicUrl), 'Story published.'),
    )
    .openapi(unpublish, async (c) =>
      ok(c, await unpublishStory(c.var.deps.db, c.var.user, c.req.valid('param').id, c.var.deps.config.publicUrl), 'Story unpublished.'),
    );
}
