// Stories: the searchable list, the categories for its filter, and one post by id or slug. Published
// stories only: a draft is the console's (routes/admin-stories.ts) until an admin publishes it.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { blogAnswerSchema, blogCategoryListSchema, blogListQuerySchema, blogListSchema, blogParamsSchema } from '../../../contract/api/blogs';
import { blogCategories, blogPosts } from '../db/schema';
import { notFound, ok, paginate } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, openApiRouter } from '../http/openapi';
import { isPublished, selectStories, toBlogCardJson, toBlogPostJson } from '../catalog/blog-json';

const tags = ['Stories'];

const listStories = createApiRoute({
  method: 'get',
  path: '/blogs',
  tags,
  summary: 'Stories, newest first, or the best match first for a search (10 a page, at most 50)',
  request: { query: blogListQuerySchema },
  responses: { 200: answers(blogListSchema, 'Stories retrieved successfully'), 422: invalidInput },
});

const listStoryCategories = createApiRoute({
  method: 'get',
  path: '/blogs/categories',
  tags,
  summary: 'The story categories for the filter, by name, with how many stories each has',
  responses: { 200: answers(blogCategoryListSchema, 'Story categories retrieved successfully') },
});

const getStory = createApiRoute({
  method: 'get',
  path: '/blogs/{idOrSlug}',
  tags,
  summary: 'One story, by id or by slug, with its HTML',
  request: { params: blogParamsSchema },
  responses: { 200: answers(blogAnswerSchema, 'Story retrieved successfully'), 404: fails('No such story (`Story not found`).') },
});

export function blogRoutes() {
  return openApiRouter()
    .openapi(listStories, async (c) => {
      const { db, config } = c.var.deps;
      const q = c.req.valid('query');
      const conditions: SQL[] = [isPublished];
      if (q.category_id !== undefined) conditions.push(eq(blogPosts.categoryId, q.category_id));
      let order: SQL[] = [desc(blogPosts.createdAt), desc(blogPosts.id)];
      if (q.search) {
        const tsQuery = sql`websearch_to_tsquery('english', ${q.search})`;
        // Words anywhere in the story, or a title that is close despite a typo.
        conditions.push(sql`(${blogPosts.searchVector} @@ ${tsQuery} or ${q.search} <% ${blogPosts.title})`);
        // A search shows the best match first; equally good matches stay newest first.
        order = [sql`(ts_rank(${blogPosts.searchVector}, ${tsQuery}) + word_similarity(${q.search}, ${blogPosts.title})) desc`, ...order];
      }
      const where = and(...conditions);
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

    .openapi(listStoryCategories, async (c) => {
      const rows = await c.var.deps.db
        .select({
          category_id: blogCategories.id,
          name: blogCategories.name,
          slug: blogCategories.slug,
          post_count: count(blogPosts.id),
        })
        .from(blogCategories)
        .leftJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), isPublished))
        .groupBy(blogCategories.id)
        .orderBy(asc(blogCategories.name), asc(blogCategories.id));
      return ok(c, rows, 'Story categories retrieved successfully');
    })

    .openapi(getStory, async (c) => {
      const { db, config } = c.var.deps;
      const { idOrSlug: key } = c.req.valid('param');
      const [row] = await selectStories(db).where(and(key.slug === undefined ? eq(blogPosts.id, key.id) : eq(blogPosts.slug, key.slug), isPublished));
      if (!row) throw notFound('Story');
      return ok(c, { post: toBlogPostJson(row.post, row.categoryName, row.authorName, config.publicUrl) }, 'Story retrieved successfully');
    });
}
