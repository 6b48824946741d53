// The Contact page's messages in the operator's console (issue 33, point 6): newest first, all or
// those in one state, and an admin's marking of one as read, unread or archived, audited in the
// same transaction. Marking a message with the state it has changes nothing and records nothing.
import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactMessageListQuerySchema } from '../../../contract/api/admin';
import type { ContactMessageStatus } from '../../../contract/rules/contact-messages';
import type { Executor } from '../account/db';
import { isoDate } from '../account/db';
import type { Database } from '../db/client';
import { contactMessages } from '../db/schema';
import { notFound, paginate } from '../http/envelope';
import { recordAudit, type AuditActor } from './audit';

type ContactMessageRow = typeof contactMessages.$inferSelect;

function toContactMessageJson(row: ContactMessageRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    user_id: row.userId,
    status: row.status,
    created_at: isoDate(row.createdAt),
  };
}

export async function listContactMessages(db: Executor, q: z.output<typeof contactMessageListQuerySchema>) {
  const where = q.status ? eq(contactMessages.status, q.status) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return paginate(rows.map(toContactMessageJson), q.page, q.per_page, total);
}

export async function setContactMessageStatus(db: Database, admin: AuditActor, id: number, status: ContactMessageStatus) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!row) throw notFound('Contact message');
    if (row.status === status) return toContactMessageJson(row);
    const [updated] = await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id)).returning();
    await recordAudit(tx, admin, { action: 'contact_message.status', targetId: id, before: { status: row.status }, after: { status } });
    return toContactMessageJson(updated);
  });
}
