// The development outbox (GET /dev/outbox, not mounted in production): the mails sent to an address,
// so an end-to-end test can follow a password reset without a real mailbox.
import { z } from 'zod';
import { MAX_EMAIL_LENGTH } from '../rules/email';

export const outboxQuerySchema = z.object({ to: z.string().trim().min(1, 'to is required').max(MAX_EMAIL_LENGTH) });

export const outboxMailSchema = z.object({ id: z.number().int(), to: z.string(), subject: z.string(), body: z.string(), created_at: z.string() });

/** The last 20 mails to the address (any case), newest first. */
export const outboxSchema = z.array(outboxMailSchema);
