// Field -> first message of a failed zod parse. A module of its own, without zod itself: the forms
// (components/forms/use-form.ts) read errors on every page with a form, and importing zod for this
// would put the whole library in those pages' first JavaScript (the rules load only when used).
import type { z } from 'zod';

/** Field -> first message, for forms that show one error beside each field. */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    out[key] ??= issue.message;
  }
  return out;
}
