// The signed-in user's own profile.
import { and, eq, ne } from 'drizzle-orm';
import { currentUserSchema } from '../../../contract/api/account';
import { profileBodySchema } from '../../../contract/api/profile';
import { loadCurrentUser } from '../auth/current-user';
import { requireUser } from '../auth/middleware';
import { isUniqueViolation, type Database } from '../db/client';
import { users } from '../db/schema';
import { ApiError, notFound, ok } from '../http/envelope';
import { answers, createApiRoute, fails, jsonBody, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';

/**
 * The name shown everywhere (greeting, orders, mail, reviews) follows the first and last name
 * (issue 30): the halves sent, with the stored one for a half not sent. Null when both are empty,
 * so a name is never blanked.
 */
async function displayName(db: Database, id: number, input: { firstName?: string | null; lastName?: string | null }): Promise<string | null> {
  const [stored] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, id));
  const first = input.firstName === undefined ? stored?.firstName : input.firstName;
  const last = input.lastName === undefined ? stored?.lastName : input.lastName;
  return [first, last].filter(Boolean).join(' ') || null;
}

const phoneTaken = () => new ApiError(422, 'The phone has already been taken.', { phone: ['The phone has already been taken.'] });

const tags = ['Profile'];
const noUser = fails('The account is gone (`User not found`).');

const getProfile = createApiRoute({
  method: 'get',
  path: '/user/profile',
  tags,
  summary: "The signed-in user's profile",
  middleware: requireUser,
  ...SIGNED_IN,
  responses: { 200: answers(currentUserSchema, 'Profile loaded.'), 401: unauthenticated, 404: noUser },
});

const updateProfile = createApiRoute({
  method: 'patch',
  path: '/user/profile',
  tags,
  summary: 'Change any of the profile fields (the display name follows the first and last name)',
  middleware: requireUser,
  ...SIGNED_IN,
  request: { body: jsonBody(profileBodySchema) },
  responses: {
    200: answers(currentUserSchema, 'Profile updated.'),
    401: unauthenticated,
    404: noUser,
    422: fails('The input is invalid, or the phone belongs to another account: `data` maps each field to its messages.'),
  },
});

async function profileOf(db: Database, id: number) {
  const profile = await loadCurrentUser(db, id);
  if (!profile) throw notFound('User');
  return profile;
}

export function userRoutes() {
  return openApiRouter()
    .openapi(getProfile, async (c) => ok(c, await profileOf(c.var.deps.db, c.var.user.id), 'Profile loaded.'))

    .openapi(updateProfile, async (c) => {
      const input = c.req.valid('json');
      const { db } = c.var.deps;
      const id = c.var.user.id;
      if (input.phone) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.phone, input.phone), ne(users.id, id)))
          .limit(1);
        if (taken) throw phoneTaken();
      }
      const changes: Partial<typeof users.$inferInsert> = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      if (input.firstName !== undefined || input.lastName !== undefined) {
        const name = await displayName(db, id, input);
        if (name) changes.name = name;
      }
      if (Object.keys(changes).length > 0) {
        try {
          await db
            .update(users)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(users.id, id));
        } catch (error) {
          // Another account took the number between the check above and this write.
          if (isUniqueViolation(error, 'users_phone_key')) throw phoneTaken();
          throw error;
        }
      }
      return ok(c, await profileOf(db, id), 'Profile updated.');
    });
}
