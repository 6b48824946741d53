// Administration: the console's people (search, a person's overview, suspend, ban or reactivate an
// account; the rules are in admin/users.ts) and the messages sent through the Contact page.
import { idPath, pageParam, perPageParam } from '../../../contract/api/fields';
import { count, desc } from 'drizzle-orm';
import { z } from 'zod';
import { currentUserSchema } from '../../../contract/api/account';
import {
  accountStatusBodySchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserOverviewSchema,
  contactMessageListSchema,
} from '../../../contract/api/admin';
import type { ACCOUNT_STATUSES } from '../../../contract/rules/status';
import { loadCurrentUser } from '../auth/current-user';
import { changeUserStatus, listAdminUsers, userOverview } from '../admin/users';
import { requireRole, requireUser } from '../auth/middleware';
import { contactMessages } from '../db/schema';
import { notFound, ok, paginate } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';

const STATUS_CHANGED: Record<(typeof ACCOUNT_STATUSES)[number], string> = {
  active: 'User reactivated.',
  suspended: 'User suspended.',
  banned: 'User banned.',
};

const tags = ['Admin'];
const adminOnly = { middleware: [requireUser, requireRole('admin')], ...SIGNED_IN };
const notAdmin = fails('Not an admin.');
const userId = z.object({ id: idPath('User') });

const listUsers = createApiRoute({
  method: 'get',
  path: '/admin/users',
  tags,
  summary: 'Every account, newest first: search by part of the name, e-mail or phone; filter by status and role',
  ...adminOnly,
  request: { query: adminUserListQuerySchema },
  responses: { 200: answers(adminUserListSchema, 'The users.'), 401: unauthenticated, 403: notAdmin, 422: invalidInput },
});

const getUserOverview = createApiRoute({
  method: 'get',
  path: '/admin/users/{id}/overview',
  tags,
  summary: "A person's page: profile, recent orders, support tickets and the account's status history",
  ...adminOnly,
  request: { params: userId },
  responses: { 200: answers(adminUserOverviewSchema, 'The user.'), 401: unauthenticated, 403: notAdmin, 404: fails('No such user.') },
});

const getUser = createApiRoute({
  method: 'get',
  path: '/admin/users/{id}',
  tags,
  summary: "Any user's profile",
  ...adminOnly,
  request: { params: userId },
  responses: { 200: answers(currentUserSchema, 'Profile loaded.'), 401: unauthenticated, 403: notAdmin, 404: fails('No such user.') },
});

const setUserStatus = createApiRoute({
  method: 'patch',
  path: '/admin/users/{id}/status',
  tags,
  summary: 'Suspend, ban or reactivate an account (suspending or banning revokes every one of its tokens)',
  ...adminOnly,
  request: { params: userId, body: jsonBody(accountStatusBodySchema) },
  responses: {
    200: answers(currentUserSchema, 'User reactivated, suspended or banned.'),
    401: unauthenticated,
    403: fails('Not an admin, or an admin who is no longer active.'),
    404: fails('No such user.'),
    409: fails('The account is your own.'),
    422: invalidInput,
  },
});

const listContactMessages = createApiRoute({
  method: 'get',
  path: '/admin/contact-messages',
  tags,
  summary: "The Contact page's messages, newest first",
  ...adminOnly,
  request: { query: z.object({ page: pageParam, per_page: perPageParam(20) }) },
  responses: {
    200: answers(contactMessageListSchema, 'Contact messages retrieved successfully'),
    401: unauthenticated,
    403: notAdmin,
    422: invalidInput,
  },
});

export function adminRoutes() {
  return (
    openApiRouter()
      .openapi(listUsers, async (c) => ok(c, await listAdminUsers(c.var.deps.db, c.req.valid('query')), 'The users.'))
      .openapi(getUserOverview, async (c) => ok(c, await userOverview(c.var.deps.db, c.req.valid('param').id), 'The user.'))
      .openapi(getUser, async (c) => {
        const { id } = c.req.valid('param');
        const profile = await loadCurrentUser(c.var.deps.db, id);
        if (!profile) throw notFound('User');
        return ok(c, profile, 'Profile loaded.');
      })

      .openapi(setUserStatus, async (c) => {
        const { id } = c.req.valid('param');
        const { status, reason } = c.req.valid('json');
        const { db } = c.var.deps;
        await changeUserStatus(db, c.var.user, id, status, reason || null);
        const profile = await loadCurrentUser(db, id);
        if (!profile) throw notFound('User');
        return ok(c, profile, STATUS_CHANGED[status]);
      })

      // The Contact page's messages (POST /contact), newest first: support reads them here as well as
      // in the inbox copy the mailer sends.
      .openapi(listContactMessages, async (c) => {
        const { db } = c.var.deps;
        const { page, per_page } = c.req.valid('query');
        const [rows, [{ total }]] = await Promise.all([
          db
            .select()
            .from(contactMessages)
            .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
            .limit(per_page)
            .offset((page - 1) * per_page),
          db.select({ total: count() }).from(contactMessages),
        ]);
        const data = rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          message: row.message,
          user_id: row.userId,
          created_at: row.createdAt.toISOString(),
        }));
        return ok(c, paginate(data, page, per_page, total), 'Contact messages retrieved successfully');
      })
  );
}
