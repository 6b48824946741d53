// The operator's audit log (issue 33, point 9): GET /admin/audit lists what admins did, newest
// first, filtered by action, target, actor and dates. Read only: no route changes an entry.
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '../rules/audit';
import { paginatorSchema } from './envelope';
import { idQuery, pageParam, perPageParam } from './fields';

/** The longest piece of an actor's e-mail the filter takes. */
export const AUDIT_ACTOR_MAX = 200;

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string().meta({ description: 'When the change was made (ISO 8601).' }),
    actor: z.object({ id: z.number().int(), email: z.string() }).meta({ description: 'The admin who acted, as they were then.' }),
    action: z.enum(AUDIT_ACTIONS),
    target_type: z.enum(AUDIT_TARGETS),
    target_id: z.number().int(),
    before: z.record(z.string(), z.unknown()).nullable().meta({ description: 'The changed fields as they were.' }),
    after: z.record(z.string(), z.unknown()).nullable().meta({ description: 'The changed fields as they became.' }),
    reason: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });

export const auditListSchema = paginatorSchema(auditEntrySchema);
export type AuditEntryJson = z.infer<typeof auditEntrySchema>;

const day = (name: string) => z.iso.date(`${name} must be a date (YYYY-MM-DD).`).optional();

export const auditListQuerySchema = z
  .object({
    action: z.enum(AUDIT_ACTIONS, { error: 'action must be one of the audit log’s actions.' }).optional(),
    target_type: z.enum(AUDIT_TARGETS, { error: `target_type must be one of ${AUDIT_TARGETS.join(', ')}.` }).optional(),
    target_id: idQuery('target_id').optional(),
    actor: z.string().trim().max(AUDIT_ACTOR_MAX, `actor may not be longer than ${AUDIT_ACTOR_MAX} characters.`).optional(),
    from: day('from').meta({ description: 'The first day, in Nairobi time.' }),
    to: day('to').meta({ description: 'The last day, in Nairobi time (included).' }),
    page: pageParam,
    per_page: perPageParam(30, 100),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to.', path: ['to'] });
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
