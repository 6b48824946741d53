// The answers of the upstream client (lib/upstream/client.ts) a component test makes its mocked
// resource module give: a success, an HTTP refusal, and one page of a paged list.
import type { UpstreamError, UpstreamResult } from '@/lib/upstream/client';

export const ok = <T>(data: T): UpstreamResult<T> => ({ ok: true, data, message: '' });
export const httpError = (status: number): UpstreamError => ({ kind: 'http', status, message: null, fieldErrors: {}, messages: [], retryAfter: null });
export const failed = (status: number) => ({ ok: false as const, error: httpError(status) });
/** A page of a list as the API pages them (20 a page). */
export const listPage = <T>(items: T[], current = 1, lastPage = 1) => ok({ items, page: current, lastPage, perPage: 20, total: items.length });
