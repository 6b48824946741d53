// The audit log's one writer and its one reader (issue 33, point 9). Every admin write calls
// `recordAudit` inside the transaction of the change it records, so the change and its entry are
// kept together or not at all. Entries are never changed: the table refuses UPDATE and DELETE
// (migration 0017's trigger), and `listAudit` only reads them, newest first.
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntryJson, AuditListQuery } from '../../../contract/api/admin-audit';
import { auditTargetOf, type AuditAction } from '../../../contract/rules/audit';
import type { Executor } from '../account/db';
import { likePattern } from '../catalog/query-input';
import { auditLog } from '../db/schema';
import { paginate } from '../http/envelope';

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

/** The first instant of a Nairobi calendar day (YYYY-MM-DD), `plus` days later. */
export const nairobiDay = (date: string, plus = 0) => new Date(Date.parse(`${date}T00:00:00+03:00`) + plus * 24 * 60 * 60 * 1000);

/** One page of the log, newest first, with the filters given (`to` is a whole day, included). */
export async function listAudit(db: Executor, query: AuditListQuery) {
  const where: SQL[] = [];
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.target_type) where.push(eq(auditLog.targetType, query.target_type));
  if (query.target_id) where.push(eq(auditLog.targetId, query.target_id));
  if (query.actor) where.push(sql`${auditLog.actorEmail} ilike ${likePattern(query.actor)}`);
  if (query.from) where.push(gte(auditLog.at, nairobiDay(query.from)));
  if (query.to) where.push(lt(auditLog.at, nairobiDay(query.to, 1)));
  const filter = where.length ? and(...where) : undefined;
  const { page, per_page } = query;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(filter)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(per_page)
      .offset((page - 1) * per_page),
    db.select({ total: count() }).from(auditLog).where(filter),
  ]);
  const data: AuditEntryJson[] = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, email: row.actorEmail },
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    before: (row.before as Record<string, unknown> | null) ?? null,
    after: (row.after as Record<string, unknown> | null) ?? null,
    reason: row.reason,
  }));
  return paginate(data, page, per_page, total);
}
