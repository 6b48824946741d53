// The audit log's one writer (issue 33, point 9). Every admin write calls `recordAudit` inside the
// transaction of the change it records, so the change and its entry are kept together or not at
// all. Entries are never changed: the table refuses UPDATE and DELETE (migration 0017's trigger).
import { auditTargetOf, type AuditAction } from '../../../contract/rules/audit';
import type { Executor } from '../account/db';
import { auditLog } from '../db/schema';

/** The admin who acted (the route's signed-in user). */
export interface AuditActor {
  id: number;
  email: string;
}

export interface AuditEntry {
  action: AuditAction;
  /** The record acted on; its kind is the action's part before the dot. */
  targetId: number;
  /** The fields the action changed, as they were and as they are: small, readable objects. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The reason the admin gave, when the action asks for one. */
  reason?: string | null;
}

export async function recordAudit(tx: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: auditTargetOf(entry.action),
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
  });
}
