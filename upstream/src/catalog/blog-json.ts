// The shapes of stories (blog posts) in answers: list cards with a plain-text excerpt, and the full
// post; and the one select both the public reads and the console's read them with.
import { eq } from 'drizzle-orm';
import type { Executor } from '../account/db';
import { blogCategories, blogPosts, users } from '../db/schema';
import { mediaUrl } from './product-json';

// Every column but the search vector, which answers never show.
const postColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  content: blogPosts.content,
  metaTitle: blogPosts.metaTitle,
  metaDescription: blogPosts.metaDescription,
  featuredImage: blogPosts.featuredImage,
  altText: blogPosts.altText,
  categoryId: blogPosts.categoryId,
  authorId: blogPosts.authorId,
  authorEmail: blogPosts.authorEmail,
  status: blogPosts.status,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};

/** What a buyer or a crawler may read: a published story (a draft is the console's only). */
export const isPublished = eq(blogPosts.status, 'published');

/** Stories with their category's and author's names, as the lists and the story read them. */
export function selectStories(db: Executor) {
  return db
    .select({ post: postColumns, categoryName: blogCategories.name, authorName: users.name })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .leftJoin(users, eq(users.id, blogPosts.authorId));
}

/** A post as selected for answers (the search vector stays in the database). */
export type PostRow = Omit<typeof blogPosts.$inferSelect, 'searchVector'>;

const EXCERPT_LENGTH = 200;

export interface BlogCardJson {
  post_id: number;
  slug: string;
  title: string;
  excerpt: string;
  meta_title: string | null;
  meta_description: string | null;
  featured_image: string;
  alt_text: string | null;
  category_id: number | null;
  category_name: string | null;
  created_at: string;
  author_email: string | null;
  /** The author's display name (an addition to spec section 7's fields), null when the account is gone. */
  author_name: string | null;
  /** On the card too (not only the full post), so a list is enough for the sitemap's lastmod. */
  updated_at: string;
}

export interface BlogPostJson extends BlogCardJson {
  content: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The post's text without markup, cut at a word boundary near `length` characters. */
function excerptOf(html: string, length = EXCERPT_LENGTH): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_m, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

export function toBlogCardJson(row: PostRow, categoryName: string | null, authorName: string | null, publicUrl: string): BlogCardJson {
  return {
    post_id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: excerptOf(row.content),
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    featured_image: mediaUrl(publicUrl, row.featuredImage),
    alt_text: row.altText,
    category_id: row.categoryId,
    category_name: categoryName,
    created_at: row.createdAt.toISOString(),
    author_email: row.authorEmail,
    author_name: authorName,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toBlogPostJson(row: PostRow, categoryName: string | null, authorName: string | null, publicUrl: string): BlogPostJson {
  return {
    ...toBlogCardJson(row, categoryName, authorName, publicUrl),
    content: row.content,
  };
}
