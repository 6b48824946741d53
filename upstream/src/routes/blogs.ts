// Stories: the searchable list, the categories for its filter, and one post by id or slug.
import { isIdText } from '../../../contract/rules/ids';
import { idQuery, pageParam, perPageParam } from '../../../contract/api/fields';
import { Hono } from 'hono';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../context';
import type { Database } from '../db/client';
import { blogCategories, blogPosts, users } from '../db/schema';
import { notFound, ok, paginate } from '../http/envelope';
import { parseWith } from '../http/validate';
import { toBlogCardJson, toBlogPostJson } from '../catalog/blog-json';
import { isSlug, readQuery, searchQuery } from '../catalog/query-input';

const blogListQuery = z.object({
  page: pageParam,
  per_page: perPageParam(10, 50),
  search: searchQuery,
  category_id: idQuery('category_id').optional(),
});

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
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};

/** Stories with their category's and author's names, as the list and the story read them. */
function selectStories(db: Database) {
  return db
    .select({ post: postColumns, categoryName: blogCategories.name, authorName: users.name })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .leftJoin(users, eq(users.id, blogPosts.authorId));
}

export function blogRoutes() {
  return new Hono<AppEnv>()
    .get('/blogs', async (c) => {
      const { db, config } = c.var.deps;
      const q = parseWith(blogListQuery, readQuery(c));
      const conditions: SQL[] = [];
      if (q.category_id !== undefined) conditions.push(eq(blogPosts.categoryId, q.category_id));
      let order: SQL[] = [desc(blogPosts.createdAt), desc(blogPosts.id)];
      if (q.search) {
        const tsQuery = sql`websearch_to_tsquery('english', ${q.search})`;
        // Words anywhere in the story, or a title that is close despite a typo.
        conditions.push(sql`(${blogPosts.searchVector} @@ ${tsQuery} or ${q.search} <% ${blogPosts.title})`);
        // A search shows the best match first; equally good matches stay newest first.
        order = [sql`(ts_rank(${blogPosts.searchVector}, ${tsQuery}) + word_similarity(${q.search}, ${blogPosts.title})) desc`, ...order];
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        selectStories(db)
          .where(where)
          .orderBy(...order)
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page),
        db.select({ total: count() }).from(blogPosts).where(where),
      ]);
      const items = rows.map((r) => toBlogCardJson(r.post, r.categoryName, r.authorName, config.publicUrl));
      return ok(c, paginate(items, q.page, q.per_page, total), 'Stories retrieved successfully');
    })
    .get('/blogs/categories', async (c) => {
      const rows = await c.var.deps.db
        .select({
          category_id: blogCategories.id,
          name: blogCategories.name,
          slug: blogCategories.slug,
          post_count: count(blogPosts.id),
        })
        .from(blogCategories)
        .leftJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
        .groupBy(blogCategories.id)
        .orderBy(asc(blogCategories.name), asc(blogCategories.id));
      return ok(c, rows, 'Story categories retrieved successfully');
    })
    .get('/blogs/:idOrSlug', async (c) => {
      const { db, config } = c.var.deps;
      const key = (c.req.param('idOrSlug') ?? '').trim();
      let match: SQL;
      if (isIdText(key)) match = eq(blogPosts.id, Number(key));
      else if (isSlug(key.toLowerCase())) match = eq(blogPosts.slug, key.toLowerCase());
      else throw notFound('Story');
      const [row] = await selectStories(db).where(match);
      if (!row) throw notFound('Story');
      return ok(c, { post: toBlogPostJson(row.post, row.categoryName, row.authorName, config.publicUrl) }, 'Story retrieved successfully');
    });
}
