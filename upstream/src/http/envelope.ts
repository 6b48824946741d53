// The envelope of every answer: {status, message, data}. Lists carry a Laravel-style paginator.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface Envelope<T> {
  status: 'success' | 'error';
  message: string;
  data: T;
}

export function ok<T>(c: Context, data: T, message = 'OK', status: ContentfulStatusCode = 200) {
  return c.json<Envelope<T>>({ status: 'success', message, data }, status);
}

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
