// A record id read from outside (a URL segment, a webhook event): contract/rules/ids.ts's rule as a
// zod transform, so every schema that takes an id answers the same issue for a bad one.
import { parseId } from '@/contract/rules/ids';
import { z } from './zod';

/** The id as a number; an issue ('Not a record id.') when `raw` is not one. */
export function toRecordId(raw: number | string, ctx: z.RefinementCtx): number {
  const id = parseId(raw);
  if (id === null) {
    ctx.addIssue({ code: 'custom', message: 'Not a record id.' });
    return z.NEVER;
  }
  return id;
}
