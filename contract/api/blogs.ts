// Stories: the list, one post with its HTML, and the story categories.
import { z } from 'zod';
import { paginatorSchema } from './envelope';
import { optionalMediaUrl } from './media';

export const blogSummarySchema = z.object({
  post_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().catch(''),
  meta_title: z.string().nullable().catch(null),
  meta_description: z.string().nullable().catch(null),
  featured_image: optionalMediaUrl,
  alt_text: z.string().nullable().catch(null),
  category_id: z.number().int().nullable().catch(null),
  category_name: z.string().nullable().catch(null),
  created_at: z.string(),
  author_email: z.string().nullable().catch(null),
  // Our API adds the author's display name; an API without it leaves the email to show.
  author_name: z.string().nullable().optional().catch(null),
});
export const blogListSchema = paginatorSchema(blogSummarySchema);

/** One post with its HTML `content` (unsafe until lib/upstream/story-html.ts has cleaned it). */
export const blogPostSchema = blogSummarySchema.extend({
  content: z.string(),
  updated_at: z.string().nullable().catch(null),
});

/**
 * `GET /blogs/{id}`: the post under `post`, under `blog`, or the post itself (spec section 7 reads
 * all three), always answered as the post.
 */
export const blogDetailSchema = z.union([
  z.object({ post: blogPostSchema }).transform((d) => d.post),
  z.object({ blog: blogPostSchema }).transform((d) => d.blog),
  blogPostSchema,
]);

/** `GET /blogs/categories`: the story categories for the filter, with how many posts each has. */
export const blogCategorySchema = z.object({
  category_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  post_count: z.number().int().catch(0),
});
export const blogCategoryListSchema = z.array(blogCategorySchema);
