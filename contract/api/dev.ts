// Development and test routes (not mounted in production): the outbox (GET /dev/outbox), the mails
// sent to an address, so an end-to-end test can follow a password reset without a real mailbox; and
// the settlement run as if some days had passed (POST /dev/settle-parcels), so a journey can see a
// delivered sale become available without waiting for its returns to close.
import { z } from 'zod';
import { MAX_EMAIL_LENGTH } from '../rules/email';

export const outboxQuerySchema = z.object({ to: z.string().trim().min(1, 'to is required').max(MAX_EMAIL_LENGTH) });

export const outboxMailSchema = z.object({ id: z.number().int(), to: z.string(), subject: z.string(), body: z.string(), created_at: z.string() });

/** The last 20 mails to the address (any case), newest first. */
export const outboxSchema = z.array(outboxMailSchema);

export const settleParcelsBodySchema = z.object({
  days_ahead: z.number({ error: 'days_ahead must be a whole number of days from 0 to 365' }).int().min(0).max(365),
});

/** How many held parcels the run settled. */
export const settleParcelsSchema = z.object({ settled: z.number().int() });
