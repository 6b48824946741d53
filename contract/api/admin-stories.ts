// The operator's stories (issue 33, point 7): the console's list (every story, drafts too, by
// status and title, pages), one story with its HTML, and the writes: create (a draft), change any
// field, publish, unpublish, and upload an image for the editor or the featured image. Each write
// answers the story as the console shows it.
import { z } from 'zod';
import { MAX_EMAIL_LENGTH } from '../rules/email';
import { STORY_LIMITS, STORY_MESSAGES, STORY_STATUSES } from '../rules/stories';
import { enumQuery, fromQuery, searchQuery } from './catalog-query';
import { paginatorSchema } from './envelope';
import { bodyId, idPath, pageParam, perPageParam, requiredText } from './fields';
import { mediaPath } from './media-path';
import { mediaUrlSchema, toMediaPath } from './media';

export const adminStorySummarySchema = z
  .object({
    post_id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    status: z.enum(STORY_STATUSES),
    published_at: z.string().nullable().meta({ description: 'When it was last published; null for a draft never published.' }),
    category_id: z.number().int().nullable(),
    category_name: z.string().nullable(),
    author_email: z.string().nullable(),
    author_name: z.string().nullable(),
    featured_image: z
      .string()
      .nullable()
      .transform((v) => (v ? toMediaPath(v) : null))
      .meta({ description: 'The API’s media URL; null without one.' }),
    alt_text: z.string().nullable(),
    meta_title: z.string().nullable(),
    meta_description: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminStorySummary' });
export type AdminStorySummaryJson = z.input<typeof adminStorySummarySchema>;

/** One story with its HTML, as the API stored it (cleaned by contract/rules/story-html.ts). */
export const adminStorySchema = adminStorySummarySchema.extend({ content: z.string().meta({ description: 'HTML, cleaned.' }) }).meta({ id: 'AdminStory' });
export type AdminStoryJson = z.input<typeof adminStorySchema>;

/** `GET /admin/blogs`: newest first (last changed first). */
export const adminStoryListSchema = paginatorSchema(adminStorySummarySchema);

/** `POST /admin/blogs/images`: where the uploaded image is served. */
export const adminStoryImageSchema = z.object({ image_url: mediaUrlSchema });

/** The multipart field that carries the file of `POST /admin/blogs/images`. */
export const STORY_IMAGE_FIELD = 'image';

// Requests.

/** Optional free text: trimmed; blank or null clears it. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} may not be longer than ${max} characters.`)
    .nullable()
    .transform((v) => (v ? v : null));

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug, or blank (null) for one made from the title. */
const slugField = z
  .string({ error: 'The slug must be text.' })
  .trim()
  .toLowerCase()
  .max(STORY_LIMITS.slug, `The slug may not be longer than ${STORY_LIMITS.slug} characters.`)
  .refine((v) => v === '' || SLUG.test(v), STORY_MESSAGES.slugForm)
  .nullable()
  .transform((v) => (v ? v : null));

/** An image served here (`/media/...`, or the API's absolute media URL), kept as its path; blank clears it. */
const featuredImageField = z
  .string({ error: 'The featured image must be text.' })
  .trim()
  .max(STORY_LIMITS.featuredImage, `The featured image may not be longer than ${STORY_LIMITS.featuredImage} characters.`)
  .refine((v) => v === '' || mediaPath(v) !== null, STORY_MESSAGES.imageNotOurs)
  .nullable()
  .transform((v) => (v ? mediaPath(v) : null));

const authorField = z
  .string({ error: 'The author must be an e-mail address.' })
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH, `The author's e-mail may not be longer than ${MAX_EMAIL_LENGTH} characters.`)
  .refine((v) => v === '' || z.email().safeParse(v).success, "The author must be an account's e-mail address.")
  .nullable()
  .transform((v) => (v ? v : null));

const storyFields = {
  title: requiredText({ required: 'The title is required.', max: STORY_LIMITS.title, label: 'The title' }),
  slug: slugField,
  category_id: bodyId('The category').nullable(),
  author_email: authorField.meta({ description: "The author's account, by e-mail; blank for the admin who writes." }),
  featured_image: featuredImageField,
  alt_text: optionalText('The alt text', STORY_LIMITS.altText),
  meta_title: optionalText('The meta title', STORY_LIMITS.metaTitle),
  meta_description: optionalText('The meta description', STORY_LIMITS.metaDescription),
  content: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? STORY_MESSAGES.emptyContent : 'The content must be HTML text.') })
    .max(STORY_LIMITS.content, `The story may not be longer than ${STORY_LIMITS.content.toLocaleString('en-US')} characters of HTML.`)
    .meta({ description: 'HTML; cleaned by the story allow-list before it is stored.' }),
};

/** `POST /admin/blogs`: a new story, saved as a draft. */
export const adminStoryCreateSchema = z.object({
  title: storyFields.title,
  slug: storyFields.slug.optional(),
  category_id: storyFields.category_id.optional(),
  author_email: storyFields.author_email.optional(),
  featured_image: storyFields.featured_image.optional(),
  alt_text: storyFields.alt_text.optional(),
  meta_title: storyFields.meta_title.optional(),
  meta_description: storyFields.meta_description.optional(),
  content: storyFields.content,
});
export type AdminStoryCreate = z.infer<typeof adminStoryCreateSchema>;

/** `PATCH /admin/blogs/{id}`: any of the same fields; at least one. A blank slug is made again from the title. */
export const adminStoryChangeSchema = z
  .object({
    title: storyFields.title.optional(),
    slug: storyFields.slug.optional(),
    category_id: storyFields.category_id.optional(),
    author_email: storyFields.author_email.optional(),
    featured_image: storyFields.featured_image.optional(),
    alt_text: storyFields.alt_text.optional(),
    meta_title: storyFields.meta_title.optional(),
    meta_description: storyFields.meta_description.optional(),
    content: storyFields.content.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Send at least one field to change.',
    path: ['title'],
  });
export type AdminStoryChange = z.infer<typeof adminStoryChangeSchema>;

export const adminStoryListQuerySchema = z.object({
  page: fromQuery(pageParam),
  per_page: fromQuery(perPageParam(20, 100)),
  search: fromQuery(searchQuery).meta({ description: "Part of the story's title." }),
  status: fromQuery(enumQuery('status', STORY_STATUSES).optional()),
});
export type AdminStoryListQuery = z.infer<typeof adminStoryListQuerySchema>;

export const adminStoryParamsSchema = z.object({ id: idPath('Story') });
