// The answers of the storefront's own route handlers (app/api/), one schema per answer, grouped by
// feature. They live here, beside the handler helper and the browser's fetcher, because both ends
// read them: `route({ answer })` types what a handler may `reply` (a handler answering another
// shape fails the type-check), and `sendJson` / `answerFetcher` / the form system's `send` parse
// the body with the same schema. Pure and written with zod/mini: an island such as the cart badge
// loads these on every page, and zod/mini costs about 6 KB (gzip) where zod costs about 90
// (docs/benchmarks.md).
import * as z from 'zod/mini';

/** Any answer the browser reads: a zod/mini schema (see above). */
export type AnswerSchema = z.ZodMiniType;

/**
 * What a handler answers on failure: the text to show, and field -> the message beside it. Read
 * leniently by the fetcher (a proxy's error page says less), so a type, not a schema.
 */
export interface FailureAnswer {
  message: string;
  fieldErrors?: Record<string, string>;
  /** The password-reset flow's state is gone: its screens start again (410). */
  restart?: boolean;
}

/**
 * The declared answer of a handler whose success is not JSON: a file (the invoice PDF), a redirect,
 * XML, an image, next-auth's own answers. Named, so a handler that declares no answer at all fails
 * the type-check instead of passing as one of these. Such a handler has no `reply`.
 */
export const NOT_JSON = Symbol('not JSON');
export type NotJson = typeof NOT_JSON;

/** A success that only says so ('Thank you for subscribing!'). */
export const messageAnswer = z.object({ message: z.string() });

export const id = () => z.number().check(z.int());
