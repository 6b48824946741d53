// Stories: the list, one post with its HTML, and the story categories; and the list's query and
// the post's id-or-slug path.
import { z } from 'zod';
import { isIdText } from '../rules/ids';
import { fromQuery, isSlug, searchQuery } from './catalog-query';
import { paginatorSchema } from './envelope';
import { idQuery, pageParam, perPageParam } from './fields';
import { optionalMediaUrl, withFallback } from './media';

export const blogSummarySchema = z
  .object({
    post_id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    excerpt: withFallback(z.string(), '').meta({ description: 'The plain text of the post, cut near 200 characters.' }),
    meta_title: withFallback(z.string().nullable(), null),
    meta_description: withFallback(z.string().nullable(), null),
    featured_image: optionalMediaUrl,
    alt_text: withFallback(z.string().nullable(), null),
    category_id: withFallback(z.number().int().nullable(), null),
    category_name: withFallback(z.string().nullable(), null),
    created_at: z.string(),
    author_email: withFallback(z.string().nullable(), null),
    // Our API adds the author's display name; an API without it leaves the email to show.
    author_name: withFallback(z.string().nullable(), null).meta({ description: "The author account's name; null once the account is gone." }),
    updated_at: withFallback(z.string().nullable(), null).meta({ description: "On the list's items too, so a list is enough for a sitemap's lastmod." }),
  })
  .meta({ id: 'StorySummary' });
export const blogListSchema = paginatorSchema(blogSummarySchema);

/** One post with its HTML `content` (cleaned by contract/rules/story-html.ts before it is stored and again before it is shown). */
export const blogPostSchema = blogSummarySchema.extend({ content: z.string().meta({ description: 'HTML.' }) }).meta({ id: 'Story' });

/** `GET /blogs/{idOrSlug}` as this API answers it: the post under `post`. */
export const blogAnswerSchema = z.object({ post: blogPostSchema });

/**
 * The storefront's reading of `GET /blogs/{idOrSlug}`: the post under `post`, under `blog`, or the
 * post itself (spec section 7 reads all three), always answered as the post.
 */
export const blogDetailSchema = z.union([
  blogAnswerSchema.transform((d) => d.post),
  z.object({ blog: blogPostSchema }).transform((d) => d.blog),
  blogPostSchema,
]);

/** `GET /blogs/categories`: the story categories for the filter, with how many posts each has. */
export const blogCategorySchema = z
  .object({
    category_id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    post_count: withFallback(z.number().int(), 0),
  })
  .meta({ id: 'StoryCategory' });
export const blogCategoryListSchema = z.array(blogCategorySchema);

/** `GET /blogs`: newest first, or the best match first for a search. */
export const blogListQuerySchema = z.object({
  page: fromQuery(pageParam),
  per_page: fromQuery(perPageParam(10, 50)),
  search: fromQuery(searchQuery).meta({ description: "Full-text (websearch syntax) or close to the title's words." }),
  category_id: fromQuery(idQuery('category_id').optional()),
});

/** A story's id, or its slug in any case: anything else names no story (404 'Story not found'). */
const blogKey = z
  .string()
  .transform((raw, ctx) => {
    const key = raw.trim();
    if (isIdText(key)) return { id: Number(key) };
    const slug = key.toLowerCase();
    if (isSlug(slug)) return { slug };
    ctx.addIssue({ code: 'custom', message: 'Story not found' });
    return z.NEVER;
  })
  .meta({ description: "The story's id or its slug.", example: 'kiondo-weaving' });

export const blogParamsSchema = z.object({ idOrSlug: blogKey });
