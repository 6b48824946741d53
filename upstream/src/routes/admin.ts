// Administration: read any user's profile, suspend, ban or reactivate an account, and read the
// messages sent through the Contact page and mark them read, unread or archived (admin/contact-messages.ts).
// Suspending or banning ends every session of the account at once (its tokens are revoked, and
// login refuses an account that is not active), so the person is out on their next request.
// Only an admin who is still active when the change is made may make it: checked under a lock on
// every admin row, so two admins banning each other at once cannot leave the marketplace with none
// (issue 30). With no change of one's own status allowed, the last active admin always stays.
import { idPath } from '../../../contract/api/fields';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { currentUserSchema } from '../../../contract/api/account';
import {
  accountStatusBodySchema,
  contactMessageListQuerySchema,
  contactMessageListSchema,
  contactMessageParamsSchema,
  contactMessageSchema,
  contactMessageStatusBodySchema,
} from '../../../contract/api/admin';
import type { ACCOUNT_STATUSES } from '../../../contract/rules/status';
import { loadCurrentUser } from '../auth/current-user';
import { recordAudit } from '../admin/audit';
import { listContactMessages, setContactMessageStatus } from '../admin/contact-messages';
import { requireRole, requireUser } from '../auth/middleware';
import { revokeAllTokens } from '../auth/tokens';
import { users } from '../db/schema';
import { ApiError, notFound, ok } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';

const ONLY_ACTIVE_ADMINS = 'Only an active admin can change an account’s status.';

const STATUS_CHANGED: Record<(typeof ACCOUNT_STATUSES)[number], string> = {
  active: 'User reactivated.',
  suspended: 'User suspended.',
  banned: 'User banned.',
};

/** The audit log's name for each change of status. */
const STATUS_ACTION = { active: 'user.reactivate', suspended: 'user.suspend', banned: 'user.ban' } as const;

const tags = ['Admin'];
const adminOnly = { middleware: [requireUser, requireRole('admin')], ...SIGNED_IN };
const notAdmin = fails('Not an admin.');
const userId = z.object({ id: idPath('User') });

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

const listContacts = createApiRoute({
  method: 'get',
  path: '/admin/contact-messages',
  tags,
  summary: "The Contact page's messages, newest first (`status`: unread, read or archived)",
  ...adminOnly,
  request: { query: contactMessageListQuerySchema },
  responses: {
    200: answers(contactMessageListSchema, 'Contact messages retrieved successfully'),
    401: unauthenticated,
    403: notAdmin,
    422: invalidInput,
  },
});

const markContact = createApiRoute({
  method: 'patch',
  path: '/admin/contact-messages/{id}',
  tags,
  summary: 'Mark a Contact message read, unread or archived (audited when it changes)',
  ...adminOnly,
  request: { params: contactMessageParamsSchema, body: jsonBody(contactMessageStatusBodySchema) },
  responses: {
    200: answers(contactMessageSchema, 'Contact message updated.'),
    401: unauthenticated,
    403: notAdmin,
    404: fails('No such message.'),
    422: invalidInput,
  },
});

export function adminRoutes() {
  return (
    openApiRouter()
      .openapi(getUser, async (c) => {
        const { id } = c.req.valid('param');
        const profile = await loadCurrentUser(c.var.deps.db, id);
        if (!profile) throw notFound('User');
        return ok(c, profile, 'Profile loaded.');
      })

      .openapi(setUserStatus, async (c) => {
        const { id } = c.req.valid('param');
        const { status } = c.req.valid('json');
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
          const [before] = await tx.select({ status: users.status }).from(users).where(eq(users.id, id)).for('update');
          if (!before) throw notFound('User');
          await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
          if (status !== 'active') await revokeAllTokens(tx, id);
          await recordAudit(tx, c.var.user, { action: STATUS_ACTION[status], targetId: id, before: { status: before.status }, after: { status } });
        });
        const profile = await loadCurrentUser(db, id);
        if (!profile) throw notFound('User');
        return ok(c, profile, STATUS_CHANGED[status]);
      })

      // The Contact page's messages (POST /contact), newest first: support reads them here as well as
      // in the inbox copy the mailer sends, and marks them read, unread or archived.
      .openapi(listContacts, async (c) => ok(c, await listContactMessages(c.var.deps.db, c.req.valid('query')), 'Contact messages retrieved successfully'))
      .openapi(markContact, async (c) =>
        ok(c, await setContactMessageStatus(c.var.deps.db, c.var.user, c.req.valid('param').id, c.req.valid('json').status), 'Contact message updated.'),
      )
  );
}
