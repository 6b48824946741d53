// Stories (blog posts) beyond the list in catalog.ts: one post by id or slug, and the categories
// of the stories filter. Public calls only, so lib/catalog may cache them for every visitor. The
// post's HTML is sanitised here, while normalising, so nothing unsafe is ever cached or rendered.
import 'server-only';
import type { z } from 'zod';
import { api } from '@/lib/routing/urls';
import { toStorySummary } from './catalog-normalise';
import { CACHED_READ, publicCall, type UpstreamResult } from './client';
import { blogCategoryListSchema, blogDetailSchema, type blogCategorySchema, type blogPostSchema } from '@/contract/api/blogs';
import { sanitizeStoryHtml } from './story-html';
import type { StoryCategory, StoryDetail } from '@/lib/domain/catalog';

function toStoryDetail(post: z.infer<typeof blogPostSchema>): StoryDetail {
  return { ...toStorySummary(post), contentHtml: sanitizeStoryHtml(post.content), updatedAt: post.updated_at };
}

function toStoryCategory(c: z.infer<typeof blogCategorySchema>): StoryCategory {
  return { id: c.category_id, name: c.name, slug: c.slug, postCount: c.post_count };
}

const storyDetailSchema = blogDetailSchema.transform(toStoryDetail);
const storyCategoriesSchema = blogCategoryListSchema.transform((list) => list.map(toStoryCategory));

/** `GET /blogs/{id or slug}`: a 404 is an unknown story. */
export function fetchStory(idOrSlug: number | string): Promise<UpstreamResult<StoryDetail>> {
  return publicCall(api.blog(idOrSlug), storyDetailSchema, CACHED_READ);
}

/** `GET /blogs/categories`. */
export function fetchStoryCategories(): Promise<UpstreamResult<StoryCategory[]>> {
  return publicCall(api.blogCategories, storyCategoriesSchema, CACHED_READ);
}
