// The operator's audit log (issue 33, point 9), for admins only: a read of what admins did, newest
// first, with filters. There is deliberately no route that writes, changes or deletes an entry:
// entries are made by the admin writes themselves (admin/audit.ts) and the table refuses the rest.
import { auditListQuerySchema, auditListSchema } from '../../../contract/api/admin-audit';
import { listAudit } from '../admin/audit';
import { requireRole, requireUser } from '../auth/middleware';
import { ok } from '../http/envelope';
import { answers, createApiRoute, fails, invalidInput, openApiRouter, SIGNED_IN, unauthenticated } from '../http/openapi';

const listEntries = createApiRoute({
  method: 'get',
  path: '/admin/audit',
  tags: ['Admin'],
  summary: 'The audit log, newest first: filter by action, target, actor (e-mail contains) and days',
  middleware: [requireUser, requireRole('admin')],
  ...SIGNED_IN,
  request: { query: auditListQuerySchema },
  responses: { 200: answers(auditListSchema, 'Audit log entries.'), 401: unauthenticated, 403: fails('Not an admin.'), 422: invalidInput },
});

export function adminAuditRoutes() {
  return openApiRouter().openapi(listEntries, async (c) => ok(c, await listAudit(c.var.deps.db, c.req.valid('query')), 'Audit log entries.'));
}
