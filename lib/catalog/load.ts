// What every cached catalogue read shares: the build-time guard and turning a failed API call into
// a thrown error (so nothing bad is cached and the page's error.tsx shows the spec's message).
import 'server-only';
import { connection } from 'next/server';
import { settings } from '@/lib/settings/environment';
import { isNotFound, type UpstreamError, type UpstreamResult } from '@/lib/upstream/client';

/** Thrown by a catalogue read when the API fails; never cached, caught by the page's error.tsx. */
export class CatalogueUnavailableError extends Error {
  readonly status: number;
  constructor(what: string, error: UpstreamError) {
    super(`The marketplace API could not ${what} (${error.kind}${error.status ? ` ${error.status}` : ''})`);
    this.name = 'CatalogueUnavailableError';
    this.status = error.status;
  }
}

/**
 * `next build` runs without the API (CI has none). A page that reaches a catalogue read while it
 * is being prerendered opts out of prerendering here (`connection()` marks it dynamic), so the
 * build never calls the API and the page renders on demand, from the cached reads, at run time.
 * Pages with dynamic segments or searchParams are never prerendered and never get here at build.
 */
export async function avoidBuildTimeFetch(): Promise<void> {
  if (settings().building) await connection();
}

/** The data of a successful result; a failure throws (the cache keeps nothing). */
export function dataOrThrow<T>(result: UpstreamResult<T>, what: string): T {
  if (result.ok) return result.data;
  throw new CatalogueUnavailableError(what, result.error);
}

/** Like `dataOrThrow`, but a 404 is an answer (null: the page calls notFound()), not a failure. */
export function dataOrNullIfMissing<T>(result: UpstreamResult<T>, what: string): T | null {
  if (!result.ok && isNotFound(result.error)) return null;
  return dataOrThrow(result, what);
}
