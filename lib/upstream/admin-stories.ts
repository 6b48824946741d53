// The console's stories (issue 33, point 7), read and written with the admin's token: the list (by
// status and title, pages), one story with its HTML, a new draft, a change, publish and unpublish,
// and an image for the editor or the featured image (the browser's file forwarded as multipart).
// The API checks the role on every call. Never cached.
import 'server-only';
import type { z } from 'zod';
import {
  adminStoryImageSchema,
  adminStorySchema,
  adminStorySummarySchema,
  STORY_IMAGE_FIELD,
  type AdminStoryChange,
  type AdminStoryCreate,
} from '@/contract/api/admin-stories';
import type { StoryStatus } from '@/contract/rules/stories';
import type { AdminStory, AdminStorySummary } from '@/lib/domain/admin-stories';
import type { Page, StoryDetail } from '@/lib/domain/catalog';
import { api } from '@/lib/routing/urls';
import { userCall, type UpstreamResult } from './client';
import { pageSchema } from './page';
import { sanitizeStoryHtml } from './story-html';
import { UPLOAD_TIMEOUT_MS, uploadForm } from './seller-images';

const toSummary = (s: z.output<typeof adminStorySummarySchema>): AdminStorySummary => ({
  id: s.post_id,
  slug: s.slug,
  title: s.title,
  status: s.status,
  publishedAt: s.published_at,
  categoryId: s.category_id,
  categoryName: s.category_name,
  authorEmail: s.author_email,
  authorName: s.author_name,
  featuredImage: s.featured_image,
  altText: s.alt_text,
  metaTitle: s.meta_title,
  metaDescription: s.meta_description,
  createdAt: s.created_at,
  updatedAt: s.updated_at,
});

const storyPageSchema = pageSchema(adminStorySummarySchema.transform(toSummary));
const storySchema = adminStorySchema.transform((s): AdminStory => ({ ...toSummary(s), content: s.content }));

interface AdminStoryQuery {
  page: number;
  search?: string;
  status?: StoryStatus;
}

export function listAdminStories(token: string, query: AdminStoryQuery): Promise<UpstreamResult<Page<AdminStorySummary>>> {
  return userCall(token, api.adminBlogs, storyPageSchema, { query: { page: query.page, search: query.search, status: query.status } });
}

export function getAdminStory(token: string, id: number): Promise<UpstreamResult<AdminStory>> {
  return userCall(token, api.adminBlog(id), storySchema);
}

/** A new story, saved as a draft; a slug already taken is the API's 422 beside the slug. */
export function createAdminStory(token: string, body: AdminStoryCreate): Promise<UpstreamResult<AdminStory>> {
  return userCall(token, api.adminBlogs, storySchema, { method: 'POST', body });
}

export function updateAdminStory(token: string, id: number, body: AdminStoryChange): Promise<UpstreamResult<AdminStory>> {
  return userCall(token, api.adminBlog(id), storySchema, { method: 'PATCH', body });
}

/** Publish or unpublish; a 409 when the story already is what the step makes it. */
export function moveAdminStory(token: string, id: number, step: 'publish' | 'unpublish'): Promise<UpstreamResult<AdminStory>> {
  return userCall(token, api.adminBlogStep(id, step), storySchema, { method: 'POST' });
}

/** An image for a story; answers the `/media/...` path it is served at. */
export function uploadStoryImage(token: string, file: File): Promise<UpstreamResult<string>> {
  return userCall(
    token,
    api.adminBlogImages,
    adminStoryImageSchema.transform((a) => a.image_url),
    { method: 'POST', body: uploadForm(STORY_IMAGE_FIELD, file), timeoutMs: UPLOAD_TIMEOUT_MS },
  );
}

/** The story as its page will show it (the console's preview): the HTML cleaned by the story page's rules. */
export function previewOf(story: AdminStory): StoryDetail {
  return {
    id: story.id,
    slug: story.slug,
    title: story.title,
    excerpt: '',
    metaTitle: story.metaTitle,
    metaDescription: story.metaDescription,
    image: story.featuredImage,
    imageAlt: story.altText ?? '',
    categoryId: story.categoryId,
    categoryName: story.categoryName,
    createdAt: story.createdAt,
    author: story.authorName ?? story.authorEmail,
    contentHtml: sanitizeStoryHtml(story.content),
    updatedAt: story.updatedAt,
  };
}
