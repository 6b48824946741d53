// What every route of the operator's console declares alike: the Admin tag, a signed-in admin (with
// the bearer scheme in its openapi entry), and the 403 a buyer's or a seller's token gets.
import { requireRole, requireUser } from '../auth/middleware';
import { fails, SIGNED_IN } from '../http/openapi';

export const adminOnly = { tags: ['Admin'], middleware: [requireUser, requireRole('admin')], ...SIGNED_IN };
export const notAdmin = fails('Not an admin.');
