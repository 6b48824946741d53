// Route guards: requireUser answers 401 without a valid bearer token; optionalUser only reads it.
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { AppEnv, AuthUser } from '../context';
import { ApiError } from '../http/envelope';
import { findTokenUser } from './tokens';

function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c);
  const user = token ? await findTokenUser(c.var.deps.db, token) : null;
  if (!user) throw new ApiError(401, 'Unauthenticated.');
  c.set('user', user);
  await next();
});

/** For public routes that read more when a buyer is known (e.g. contact, newsletter). */
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c);
  const user = token ? await findTokenUser(c.var.deps.db, token) : null;
  if (user) c.set('user', user);
  await next();
});

export function requireRole(...roles: AuthUser['userType'][]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(c.var.user.userType)) throw new ApiError(403, 'This action is not allowed.');
    await next();
  });
}
