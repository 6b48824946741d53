// Outgoing mail goes to the outbox table first; outside production it is printed, with SMTP_URL it is sent.
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export interface Mailer {
  send(db: Database, mail: Mail): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from?: string;
  /** Print each mail to the console (development). */
  print?: boolean;
}

/**
 * How mail leaves the API. A mail holds a reset code that opens the account: it is printed only off
 * production (a developer's console is the only place it can reach them without SMTP), never in
 * production, where logs are kept and read by others. Production without SMTP holds mail in the
 * outbox, and `notice` says so once at start.
 */
export function mailDelivery({ env, smtpUrl }: { env: 'development' | 'test' | 'production'; smtpUrl?: string }): { print: boolean; notice: string | null } {
  if (env === 'production')
    return {
      print: false,
      notice: smtpUrl ? null : '[mail] SMTP_URL is not set: mail (reset codes) is held in the mail_outbox table, neither sent nor printed',
    };
  return { print: !smtpUrl || env === 'development', notice: null };
}

export function createMailer({ smtpUrl, from = 'Crafts Marketplace <no-reply@localhost>', print = false }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(db, mail) {
      const [row] = await db.insert(mailOutbox).values({ toAddress: mail.to, subject: mail.subject, body: mail.body }).returning({ id: mailOutbox.id });
      if (print) console.log(`[mail] to=${mail.to} subject="${mail.subject}"\n${mail.body}\n`);
      if (!transport) return;
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        // The outbox keeps the failure; the request that caused the mail still succeeds.
        console.error(`[mail] sending to ${mail.to} failed:`, (error as Error).message);
        await db
          .update(mailOutbox)
          .set({ error: (error as Error).message })
          .where(eq(mailOutbox.id, row.id));
      }
    },
  };
}
