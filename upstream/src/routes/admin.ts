// Administration: the console's people (search, a person's overview, suspend, ban or reactivate an
// account; the rules are in admin/users.ts) and the messages sent through the Contact page, marked
// read, unread or archived (admin/contact-messages.ts).
import { idPath } from '../../../contract/api/fields';
import { z } from 'zod';
import { currentUserSchema } from '../../../contract/api/account';
import {
  accountStatusBodySchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserOverviewSchema,
  contactMessageListQuerySchema,
  contactMessageListSchema,
  contactMessageParamsSchema,
  contactMessageSchema,
  contactMessageStatusBodySchema,
  walletCreditBodySchema,
  walletCreditSchema,
} from '../../../contract/api/admin';
import type { ACCOUNT_STATUSES } from '../../../contract/rules/status';
import { loadCurrentUser } from '../auth/current-user';
import { listContactMessages, setContactMessageStatus } from '../admin/contact-messages';
import { changeUserStatus, creditWallet, listAdminUsers, userOverview } from '../admin/users';
import { notFound, ok } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, jsonBody, openApiRouter, unauthenticated } from '../http/openapi';
import { adminOnly, notAdmin } from './admin-kit';

const STATUS_CHANGED: Record<(typeof ACCOUNT_STATUSES)[number], string> = {
  active: 'User reactivated.',
  suspended: 'User suspended.',
  banned: 'User banned.',
};

const userId = z.object({ id: idPath('User') });

const listUsers = createApiRoute({
  method: 'get',
  path: '/admin/users',
  summary: 'Every account, newest first: search by part of the name, e-mail or phone; filter by status and role',
  ...adminOnly,
  request: { query: adminUserListQuerySchema },
  responses: { 200: answers(adminUserListSchema, 'The users.'), 401: unauthenticated, 403: notAdmin, 422: invalidInput },
});

const getUserOverview = createApiRoute({
  method: 'get',
  path: '/admin/users/{id}/overview',
  summary: "A person's page: profile, recent orders, support tickets and the account's status history",
  ...adminOnly,
  request: { params: userId },
  responses: { 200: answers(adminUserOverviewSchema, 'The user.'), 401: unauthenticated, 403: notAdmin, 404: fails('No such user.') },
});

const getUser = createApiRoute({
  method: 'get',
  path: '/admin/users/{id}',
  summary: "Any user's profile",
  ...adminOnly,
  request: { params: userId },
  responses: { 200: answers(currentUserSchema, 'Profile loaded.'), 401: unauthenticated, 403: notAdmin, 404: fails('No such user.') },
});

const setUserStatus = createApiRoute({
  method: 'patch',
  path: '/admin/users/{id}/status',
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

const creditUserWallet = createApiRoute({
  method: 'post',
  path: '/admin/users/{id}/wallet-credits',
  summary: 'Give a buyer goodwill credit: added to their wallet (paid by the marketplace), shown on their statement with the reason, audited',
  ...adminOnly,
  request: { params: userId, body: jsonBody(walletCreditBodySchema) },
  responses: {
    201: answers(walletCreditSchema, 'Credited.'),
    401: unauthenticated,
    403: notAdmin,
    404: fails('No such user.'),
    409: fails('The account is an admin’s.'),
    422: invalidInput,
  },
});

const listContacts = createApiRoute({
  method: 'get',
  path: '/admin/contact-messages',
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

      .openapi(creditUserWallet, async (c) => {
        const { amount, reason } = c.req.valid('json');
        return ok(c, await creditWallet(c.var.deps.db, c.var.user, c.req.valid('param').id, amount, reason), 'Wallet credited.', 201);
      })

      // The Contact page's messages (POST /contact), newest first: support reads them here as well as
      // in the inbox copy the mailer sends, and marks them read, unread or archived.
      .openapi(listContacts, async (c) => ok(c, await listContactMessages(c.var.deps.db, c.req.valid('query')), 'Contact messages retrieved successfully'))
      .openapi(markContact, async (c) =>
        ok(c, await setContactMessageStatus(c.var.deps.db, c.var.user, c.req.valid('param').id, c.req.valid('json').status), 'Contact message updated.'),
      )
  );
}
