// The authenticity check: a verified serial, or the reason it is not (at a 4xx or 5xx status).
import * as z from 'zod/mini';
import type { VerifyAnswer } from '@/lib/domain/verification';

const verification = z.object({
  status: z.literal('verified'),
  date: z.string(),
  product: z.object({
    name: z.string(),
    image: z.nullable(z.object({ src: z.string(), alt: z.string() })),
    shop: z.object({ name: z.string(), slug: z.string(), country: z.string(), rating: z.number(), story: z.string() }),
    category: z.string(),
    subcategory: z.string(),
    division: z.string(),
    origin: z.nullable(z.string()),
    verifiedAt: z.nullable(z.string()),
  }),
});

/** GET /api/verify/{serial}. */
export const verifyAnswer = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), verification }),
  z.object({ ok: z.literal(false), message: z.string() }),
]) satisfies z.ZodMiniType<VerifyAnswer>;
