// Administration of accounts: read any user's profile, and suspend, ban or reactivate an account.
// Suspending or banning ends every session of the account at once (its tokens are revoked, and
// login refuses an account that is not active), so the person is out on their next request.
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { loadCurrentUser } from '../auth/current-user';
import { requireRole, requireUser } from '../auth/middleware';
import { revokeAllTokens } from '../auth/tokens';
import type { AppEnv } from '../context';
import { users } from '../db/schema';
import { ApiError, notFound, ok } from '../http/envelope';
import { idParam, parseBody } from '../http/validate';

const USER_STATUSES = ['active', 'suspended', 'banned'] as const;
const STATUS_MESSAGE = 'status must be one of active, suspended, banned.';

const statusBody = z.object({ status: z.enum(USER_STATUSES, { error: STATUS_MESSAGE }) });

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
      const [updated] = await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id)).returning({ id: users.id });
      if (!updated) throw notFound('User');
      if (status !== 'active') await revokeAllTokens(tx, id);
    });
    return ok(c, await loadCurrentUser(db, id), STATUS_CHANGED[status]);
  });

  return app;
}
