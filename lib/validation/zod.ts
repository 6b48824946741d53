// The zod every form schema is built with. Jitless: zod would otherwise probe `new Function` to
// compile fast parsers, which the Content-Security-Policy (no 'unsafe-eval') blocks and the browser
// reports as a violation on every page with a form.
import { z } from 'zod';

z.config({ jitless: true });

export { z };

/** Field -> first message, for forms that show one error beside each field. */
export function firstErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    out[key] ??= issue.message;
  }
  return out;
}
