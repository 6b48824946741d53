// The operator's stories (issue 33, point 7). An admin lists every story (drafts too), writes one
// (saved as a draft), changes any field, publishes and unpublishes it, and uploads its images. The
// HTML is cleaned by the story page's own allow-list (contract/rules/story-html.ts) before it is
// stored. Each write locks the story's row and records its audit entry in the same transaction;
// after the commit a change buyers can see (a publish, an unpublish, an edit of a published story)
// tells the storefront to refresh the story's page, the stories list and the sitemap.
import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminStoryChange, AdminStoryCreate, AdminStoryJson, AdminStoryListQuery, AdminStorySummaryJson } from '../../../contract/api/admin-stories';
import { STORED_IMAGE_WIDTH } from '../../../contract/rules/images';
import { sanitizeStoryHtml } from '../../../contract/rules/story-html';
import { slugFromTitle, STORY_MESSAGES, type StoryStatus } from '../../../contract/rules/stories';
import type { Executor } from '../account/db';
import { selectStories, type PostRow } from '../catalog/blog-json';
import { mediaUrl } from '../catalog/product-json';
import { likePattern } from '../catalog/query-input';
import { isUniqueViolation, type Database } from '../db/client';
import { blogCategories, blogPosts, users } from '../db/schema';
import { ApiError, notFound, paginate } from '../http/envelope';
import { notifyStorefront, storyChanged } from '../http/storefront-notify';
import { prepareImage } from '../media/images';
import { storeImage } from '../media/uploads';
import { recordAudit, type AuditActor } from './audit';

const SLUG_CONSTRAINT = 'blog_posts_slug_unique';

type StoryRow = { post: PostRow; categoryName: string | null; authorName: string | null };

const invalid = (field: string, message: string) => new ApiError(422, message, { [field]: [message] });

function toSummaryJson({ post, categoryName, authorName }: StoryRow, publicUrl: string): AdminStorySummaryJson {
  return {
    post_id: post.id,
    slug: post.slug,
    title: post.title,
    status: post.status,
    published_at: post.publishedAt ? post.publishedAt.toISOString() : null,
    category_id: post.categoryId,
    category_name: categoryName,
    author_email: post.authorEmail,
    author_name: authorName,
    featured_image: post.featuredImage ? mediaUrl(publicUrl, post.featuredImage) : null,
    alt_text: post.altText,
    meta_title: post.metaTitle,
    meta_description: post.metaDescription,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
  };
}

const toStoryJson = (row: StoryRow, publicUrl: string): AdminStoryJson => ({ ...toSummaryJson(row, publicUrl), content: row.post.content });

/** The console's list: every story, last changed first; search is part of the title, any case. */
export async function listAdminStories(db: Executor, q: AdminStoryListQuery, publicUrl: string) {
  const conditions: SQL[] = [];
  if (q.search) conditions.push(sql`${blogPosts.title} ilike ${likePattern(q.search)}`);
  if (q.status) conditions.push(eq(blogPosts.status, q.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    selectStories(db)
      .where(where)
      .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return paginate(
    rows.map((row) => toSummaryJson(row, publicUrl)),
    q.page,
    q.per_page,
    total,
  );
}

async function readStory(db: Executor, id: number): Promise<StoryRow> {
  const [row] = await selectStories(db).where(eq(blogPosts.id, id));
  if (!row) throw notFound('Story');
  return row;
}

/** One story, draft or published, with its HTML. */
export async function getAdminStory(db: Executor, id: number, publicUrl: string): Promise<AdminStoryJson> {
  return toStoryJson(await readStory(db, id), publicUrl);
}

/** The story's row, locked for the change; 404 when there is none. */
async function lockStory(tx: Executor, id: number) {
  const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
  if (!row) throw notFound('Story');
  return row;
}

async function slugIsTaken(tx: Executor, slug: string, exceptId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId === null ? eq(blogPosts.slug, slug) : and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The slug to store: the one given must be free (422 otherwise); without one, the title's, with
 * -2, -3... added until it is free.
 */
async function chooseSlug(tx: Executor, given: string | null | undefined, title: string, exceptId: number | null): Promise<string> {
  if (given) {
    if (await slugIsTaken(tx, given, exceptId)) throw invalid('slug', STORY_MESSAGES.slugTaken);
    return given;
  }
  const base = slugFromTitle(title);
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugIsTaken(tx, slug, exceptId))) return slug;
  }
}

async function assertCategory(tx: Executor, categoryId: number | null | undefined): Promise<void> {
  if (categoryId === null || categoryId === undefined) return;
  const [row] = await tx.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, categoryId));
  if (!row) throw invalid('category_id', STORY_MESSAGES.noCategory);
}

/** The author: an e-mail (linked to its account when there is one), or the admin who writes. */
async function chooseAuthor(tx: Executor, email: string | null | undefined, admin: AuditActor) {
  if (!email) return { authorId: admin.id, authorEmail: admin.email };
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  return { authorId: user?.id ?? null, authorEmail: email };
}

/** The text a reader would see: empty when the HTML holds no words and no image. */
const isEmptyStory = (html: string) => !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';

/** What the audit log keeps of a story's fields: the HTML by its length, not its text. */
function auditFields(row: Partial<typeof blogPosts.$inferSelect>, keys: string[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of keys) {
    if (key === 'content') fields.content_length = row.content?.length ?? 0;
    else fields[key] = (row as Record<string, unknown>)[key] ?? null;
  }
  return fields;
}

async function withSlugGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Another admin took the slug between the check and the write.
    if (isUniqueViolation(error, SLUG_CONSTRAINT)) throw invalid('slug', STORY_MESSAGES.slugTaken);
    throw error;
  }
}

/** A new story, saved as a draft (buyers see it once it is published). */
export async function createStory(db: Database, admin: AuditActor, input: AdminStoryCreate, publicUrl: string): Promise<AdminStoryJson> {
  const id = await withSlugGuard(() =>
    db.transaction(async (tx) => {
      await assertCategory(tx, input.category_id);
      const slug = await chooseSlug(tx, input.slug, input.title, null);
      const [row] = await tx
        .insert(blogPosts)
        .values({
          slug,
          title: input.title,
          content: sanitizeStoryHtml(input.content),
          categoryId: input.category_id ?? null,
          ...(await chooseAuthor(tx, input.author_email, admin)),
          featuredImage: input.featured_image ?? null,
          altText: input.alt_text ?? null,
          metaTitle: input.meta_title ?? null,
          metaDescription: input.meta_description ?? null,
          status: 'draft',
        })
        .returning();
      await recordAudit(tx, admin, { action: 'story.create', targetId: row.id, after: auditFields(row, ['title', 'slug', 'status', 'content']) });
      return row.id;
    }),
  );
  return getAdminStory(db, id, publicUrl);
}

/** Changes any of the story's fields; a published story's pages are refreshed. */
export async function changeStory(db: Database, admin: AuditActor, id: number, change: AdminStoryChange, publicUrl: string): Promise<AdminStoryJson> {
  const status = await withSlugGuard(() =>
    db.transaction(async (tx) => {
      const before = await lockStory(tx, id);
      await assertCategory(tx, change.category_id);
      const set: Partial<typeof blogPosts.$inferInsert> = {};
      if (change.title !== undefined) set.title = change.title;
      if (change.slug !== undefined) set.slug = await chooseSlug(tx, change.slug, change.title ?? before.title, id);
      if (change.category_id !== undefined) set.categoryId = change.category_id;
      if (change.author_email !== undefined) Object.assign(set, await chooseAuthor(tx, change.author_email, admin));
      if (change.featured_image !== undefined) set.featuredImage = change.featured_image;
      if (change.alt_text !== undefined) set.altText = change.alt_text;
      if (change.meta_title !== undefined) set.metaTitle = change.meta_title;
      if (change.meta_description !== undefined) set.metaDescription = change.meta_description;
      if (change.content !== undefined) {
        set.content = sanitizeStoryHtml(change.content);
        if (before.status === 'published' && isEmptyStory(set.content)) throw invalid('content', STORY_MESSAGES.emptyContent);
      }
      const [after] = await tx
        .update(blogPosts)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      // The fields that changed (the console's form sends every field).
      const keys = Object.keys(set).filter((key) => (before as Record<string, unknown>)[key] !== (after as Record<string, unknown>)[key]);
      await recordAudit(tx, admin, { action: 'story.update', targetId: id, before: auditFields(before, keys), after: auditFields(after, keys) });
      return after.status;
    }),
  );
  if (status === 'published') void notifyStorefront(storyChanged(id));
  return getAdminStory(db, id, publicUrl);
}

async function moveStory(db: Database, admin: AuditActor, id: number, to: StoryStatus, publicUrl: string): Promise<AdminStoryJson> {
  await db.transaction(async (tx) => {
    const before = await lockStory(tx, id);
    if (before.status === to) throw new ApiError(409, to === 'published' ? STORY_MESSAGES.alreadyPublished : STORY_MESSAGES.notPublished);
    if (to === 'published' && isEmptyStory(before.content)) throw invalid('content', STORY_MESSAGES.emptyContent);
    const now = new Date();
    const [after] = await tx
      .update(blogPosts)
      .set(to === 'published' ? { status: to, publishedAt: now, updatedAt: now } : { status: to, updatedAt: now })
      .where(eq(blogPosts.id, id))
      .returning();
    await recordAudit(tx, admin, {
      action: to === 'published' ? 'story.publish' : 'story.unpublish',
      targetId: id,
      before: { status: before.status },
      after: { status: after.status, published_at: after.publishedAt?.toISOString() ?? null },
    });
  });
  void notifyStorefront(storyChanged(id));
  return getAdminStory(db, id, publicUrl);
}

/** Publishes a draft: it joins /stories, gets its page and its sitemap entry. */
export const publishStory = (db: Database, admin: AuditActor, id: number, publicUrl: string) => moveStory(db, admin, id, 'published', publicUrl);

/** Takes a published story back to a draft: it leaves /stories, its page and the sitemap. */
export const unpublishStory = (db: Database, admin: AuditActor, id: number, publicUrl: string) => moveStory(db, admin, id, 'draft', publicUrl);

/** Checks and stores one image for a story (the editor's or the featured one); answers its URL. */
export async function uploadStoryImage(db: Database, file: Uint8Array, field: string, publicUrl: string): Promise<{ image_url: string }> {
  const image = await prepareImage(file, STORED_IMAGE_WIDTH, field);
  const path = await storeImage(db, image, null);
  return { image_url: mediaUrl(publicUrl, path) };
}
