// Administration: read any user's profile, suspend, ban or reactivate an account, and read the
// messages sent through the Contact page.
// Suspending or banning ends every session of the account at once (its tokens are revoked, and
// login refuses an account that is not active), so the person is out on their next request.
// Only an admin who is still active when the change is made may make it: checked under a lock on
// every admin row, so two admins banning each other at once cannot leave the marketplace with none
// (issue 30). With no change of one's own status allowed, the last active admin always stays.
import { pageParam, perPageParam } from '../../../contract/api/fields';
import { Hono } from 'hono';
import { asc, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { loadCurrentUser } from '../auth/current-user';
import { requireRole, requireUser } from '../auth/middleware';
import { revokeAllTokens } from '../auth/tokens';
import type { AppEnv } from '../context';
import { contactMessages, users } from '../db/schema';
import { ApiError, notFound, ok, paginate } from '../http/envelope';
import { idParam, parseBody, parseQuery } from '../http/validate';

const USER_STATUSES = ['active', 'suspended', 'banned'] as const;
const STATUS_MESSAGE = 'status must be one of active, suspended, banned.';

const statusBody = z.object({ status: z.enum(USER_STATUSES, { error: STATUS_MESSAGE }) });

const contactListQuery = z.object({ page: pageParam, per_page: perPageParam(20, 100) });

const ONLY_ACTIVE_ADMINS = 'Only an active admin can change an account’s status.';

const STATUS_CHANGED: Record<(typeof USER_STATUSES)[number], string> = {
  active: 'User reactivated.',
  suspended: 'User suspended.',
  banned: 'User banned.',
};

export function adminRoutes() {
  const app = new Hono<AppEnv>();
  app.use('/admin/*', requireUser, requireRole('admin'));

  app.get('/admin/users/:id', async (c) => {
    const id = idParam(c, 'id', 'User');
    const profile = await loadCurrentUser(c.var.deps.db, id);
    if (!profile) throw notFound('User');
    return ok(c, profile, 'Profile loaded.');
  });

  app.patch('/admin/users/:id/status', async (c) => {
    const id = idParam(c, 'id', 'User');
    const { status } = await parseBody(c, statusBody);
    // An admin locking themselves out would leave nobody to undo it.
    if (id === c.var.user.id) throw new ApiError(409, 'You cannot change the status of your own account.');
    const { db } = c.var.deps;
    await db.transaction(async (tx) => {
      // In id order, so concurrent changes queue on the same first row instead of deadlocking; a
      // change that committed while we waited is what we read.
      const admins = await tx
        .select({ id: users.id, status: users.status })
        .from(users)
        .where(eq(users.userType, 'admin'))
        .orderBy(asc(users.id))
        .for('update');
      if (admins.find((admin) => admin.id === c.var.user.id)?.status !== 'active') throw new ApiError(403, ONLY_ACTIVE_ADMINS);
      const [updated] = await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id)).returning({ id: users.id });
      if (!updated) throw notFound('User');
      if (status !== 'active') await revokeAllTokens(tx, id);
    });
    return ok(c, await loadCurrentUser(db, id), STATUS_CHANGED[status]);
  });

  // The Contact page's messages (POST /contact), newest first: support reads them here as well as
  // in the inbox copy the mailer sends.
  app.get('/admin/contact-messages', async (c) => {
    const { db } = c.var.deps;
    const { page, per_page } = parseQuery(c, contactListQuery);
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
  });

  return app;
}
