// The envelope of every answer: {status, message, data} (contract/api/envelope.ts). Lists carry a Laravel-style paginator.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorEnvelope } from '../../../contract/api/envelope';

export interface Envelope<T> {
  status: 'success' | 'error';
  message: string;
  data: T;
}

const success = <T, S extends ContentfulStatusCode>(c: Context, data: T, message: string, status: S) =>
  c.json({ status: 'success' as const, message, data }, status);

/** A success; its status is kept in the type, so a declared route (http/openapi.ts) checks it against its responses. */
export function ok<T>(c: Context, data: T, message?: string): ReturnType<typeof success<T, 200>>;
export function ok<T, S extends ContentfulStatusCode>(c: Context, data: T, message: string, status: S): ReturnType<typeof success<T, S>>;
export function ok(c: Context, data: unknown, message = 'OK', status: ContentfulStatusCode = 200) {
  return success(c, data, message, status);
}

/** The one shape of a failure's body. */
export const errorBody = (message: string, data: unknown = null): ErrorEnvelope => ({ status: 'error', message, data });

/** A failure that reaches the client as an envelope; `data` holds field errors or messages. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly data: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new ApiError(404, `${what} not found`);

export interface Paginator<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export function paginate<T>(data: T[], page: number, perPage: number, total: number): Paginator<T> {
  return { data, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}
