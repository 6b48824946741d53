// How account pages read the API: the session (or a redirect to login that comes back), one
// summary per request shared by the layout and the page, and one rule for a failed read. A 401
// from the API ends the session (through /api/session/expired); any other failure is null, and the
// page shows the screen's own message.
import 'server-only';
import { cache } from 'react';
import { redirect } from 'next/navigation';
import { pageHref, readPage, type SearchParams } from '@/lib/routing/search-params';
import { requireUser, sessionExpiredUrl } from '@/lib/session/session';
import { isNotFound, isUnauthorised, type UpstreamResult } from '@/lib/upstream/client';
import { getAccountSummary } from '@/lib/upstream/account';

/** The result as it is, unless the API refused the session's token: then to login and back. */
export function endIfUnauthorised<R extends UpstreamResult<unknown>>(result: R, here: string): R {
  if (!result.ok && isUnauthorised(result.error)) redirect(sessionExpiredUrl(here));
  return result;
}

/** The result's data; null when it failed for any reason but an ended session. */
export function readOrEnd<T>(result: UpstreamResult<T>, here: string): T | null {
  endIfUnauthorised(result, here);
  if (result.ok) return result.data;
  console.warn(`[account] ${here}: a read failed`, { kind: result.error.kind, status: result.error.status });
  return null;
}

/** True when the read failed because the record is not the buyer's (or does not exist). */
export function isMissing<T>(result: UpstreamResult<T>): boolean {
  return !result.ok && isNotFound(result.error);
}

/** The account's figures, fetched once per request whoever asks (layout, page). */
export const loadAccountSummary = cache((token: string) => getAccountSummary(token));

/** The signed-in buyer for an account page at `here`; anonymous visitors go to login and back. */
export const accountSession = requireUser;

/** A paged account list at `path`: the page asked for, its own address, and the buyer's session. */
export async function pagedAccountPage(path: string, searchParams: Promise<SearchParams>) {
  const page = readPage((await searchParams).page);
  const here = pageHref(path, page);
  return { page, here, session: await accountSession(here) };
}
