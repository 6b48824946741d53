// The only code that speaks HTTP to the marketplace API. Answers are values, never exceptions:
// `{ ok: true, data, message }` or `{ ok: false, error }`. Public calls and calls that carry a
// buyer's token are separate functions, so a token can never end up in a shared cached answer.
import 'server-only';
import { z } from 'zod';
import { settings } from '@/lib/settings/environment';
import { noteUpstreamOutage } from './outage';

const DEFAULT_TIMEOUT_MS = 8000;

export const upstreamBaseUrl = (): string => settings().upstreamUrl;

type UpstreamErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

export interface UpstreamError {
  kind: UpstreamErrorKind;
  /** HTTP status; 0 when the API could not be reached. */
  status: number;
  /** The API's own message, when it sent one. */
  message: string | null;
  /** Field errors (`{field: [messages]}`) from a 422. */
  fieldErrors: Record<string, string[]>;
  /** A list of messages (the login error shape). */
  messages: string[];
  /** Seconds, from a 429's Retry-After. */
  retryAfter: number | null;
}

export type UpstreamResult<T> = { ok: true; data: T; message: string } | { ok: false; error: UpstreamError };

// What a failure means, named once: the callers ask these instead of comparing kinds and statuses.
const answeredWith = (error: UpstreamError, status: number) => error.kind === 'http' && error.status === status;
/** The API no longer accepts the buyer's token (401): the session is over. */
export const isUnauthorised = (error: UpstreamError) => answeredWith(error, 401);
/** The API accepts the token but not this use of it (403). */
export const isForbidden = (error: UpstreamError) => answeredWith(error, 403);
/** The record does not exist, or is not the buyer's (404). */
export const isNotFound = (error: UpstreamError) => answeredWith(error, 404);
/** The request clashes with what is stored (409), e.g. a second review of one product. */
export const isConflict = (error: UpstreamError) => answeredWith(error, 409);
/** The API checked the input and said why it is wrong (422). */
export const isInvalid = (error: UpstreamError) => answeredWith(error, 422);
/** Too many tries (429); `retryAfter` says for how long. */
export const isRateLimited = (error: UpstreamError) => answeredWith(error, 429);
/** The API answered and turned the request down (a 4xx): the request's fault, not an outage. */
export const isRefused = (error: UpstreamError) => error.kind === 'http' && error.status < 500;
/** The API could not answer: unreachable, too slow, or a 5xx. */
export const isOutage = (error: UpstreamError) => error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && error.status >= 500);

/**
 * The spec's rule for what a person reads (section 8): the joined list of messages, else the
 * server's message, else the screen's own fallback. Unreachable API or a broken answer: fallback.
 */
export function describeError(error: UpstreamError, fallback: string): string {
  if (!isRefused(error)) return fallback;
  if (error.messages.length > 0) return error.messages.join(' ');
  return error.message || fallback;
}

const successEnvelope = z.object({ status: z.literal('success'), message: z.string().catch(''), data: z.unknown() });

const errorEnvelope = z.object({
  status: z.literal('error'),
  message: z.string().catch(''),
  data: z.unknown(),
});

function readErrorData(data: unknown): Pick<UpstreamError, 'fieldErrors' | 'messages'> {
  if (Array.isArray(data)) return { fieldErrors: {}, messages: data.filter((m): m is string => typeof m === 'string') };
  if (data && typeof data === 'object') {
    const fieldErrors: Record<string, string[]> = {};
    for (const [field, value] of Object.entries(data)) {
      if (Array.isArray(value)) fieldErrors[field] = value.filter((m): m is string => typeof m === 'string');
      else if (typeof value === 'string') fieldErrors[field] = [value];
    }
    return { fieldErrors, messages: [] };
  }
  return { fieldErrors: {}, messages: [] };
}

function failure(kind: UpstreamErrorKind, status: number, extra: Partial<UpstreamError> = {}): { ok: false; error: UpstreamError } {
  if (kind === 'network' || kind === 'timeout' || status >= 502) noteUpstreamOutage();
  return { ok: false, error: { kind, status, message: null, fieldErrors: {}, messages: [], retryAfter: null, ...extra } };
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;
  /** JSON, or a FormData (an upload), sent as multipart with the boundary fetch writes. */
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Next's fetch cache options for public reads (the catalogue layer decides). */
  next?: { revalidate?: number | false; tags?: string[] };
  /** The browser's address, so the API's per-client rate limits see the buyer, not the storefront. */
  forwardedFor?: string | null;
}

/** Who is asking, for the API's per-client rate limits: the browser's address. */
export type Forwarded = Pick<CallOptions, 'forwardedFor'>;

/**
 * The options of a public read behind a cached page (catalogue, product, shop, story): a slow API
 * should fail the render, keeping the cached copy, rather than hold a visitor for the default 8 s.
 */
export const CACHED_READ: CallOptions = { timeoutMs: 6000 };

function buildUrl(path: string, query: CallOptions['query'] = {}): string {
  const url = new URL(`${upstreamBaseUrl()}/${path.replace(/^\//, '')}`);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}

const RETRY_STATUSES = new Set([429, 502, 503, 504]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Less time than this left of the deadline is not worth a second try. */
const MIN_TRY_MS = 250;

async function call<S extends z.ZodType>(path: string, schema: S, options: CallOptions, token: string | null): Promise<UpstreamResult<z.infer<S>>> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  const url = buildUrl(path, options.query);
  // Reads are retried once on a busy or restarting API; writes never are (the Idempotency-Key
  // belongs to the caller that knows whether a retry is safe).
  const attempts = method === 'GET' ? 2 : 1;
  // One deadline for the call, all its tries included: a retry gets only what is left of it, so a
  // slow API costs the caller at most the timeout, not the timeout once per try.
  const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const remaining = () => deadline - Date.now();
  /** Whether a retry after `pause` ms still has time to be worth making. */
  const canRetry = (attempt: number, pause: number) => attempt < attempts && remaining() - pause > MIN_TRY_MS;

  for (let attempt = 1; ; attempt += 1) {
    let response: Response;
    const signal = AbortSignal.timeout(Math.max(remaining(), 1));
    try {
      response = await fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
        signal,
        ...(token ? { cache: 'no-store' as const } : options.next ? { next: options.next } : {}),
      });
    } catch {
      // The deadline's own signal says whether it ran out (the error's class depends on the realm).
      const timedOut = signal.aborted;
      // A try that used up the deadline is not repeated; a refused connection is, if time is left.
      if (!timedOut && canRetry(attempt, 150)) {
        await sleep(150);
        continue;
      }
      return failure(timedOut ? 'timeout' : 'network', 0);
    }

    const retryAfterHeader = Number(response.headers.get('retry-after'));
    const retryAfter = Number.isFinite(retryAfterHeader) && retryAfterHeader > 0 ? retryAfterHeader : null;
    const pause = retryAfter ? retryAfter * 1000 : 200;
    if (RETRY_STATUSES.has(response.status) && (retryAfter ?? 0) <= 1 && canRetry(attempt, pause)) {
      await sleep(pause);
      continue;
    }

    let json: unknown;
    try {
      json = await response.json();
    } catch {
      // The body is read under the same deadline as the headers.
      if (signal.aborted) return failure('timeout', 0);
      return failure('invalid-response', response.status);
    }

    if (!response.ok) {
      const parsed = errorEnvelope.safeParse(json);
      const { fieldErrors, messages } = parsed.success ? readErrorData(parsed.data.data) : { fieldErrors: {}, messages: [] };
      return failure('http', response.status, {
        message: parsed.success && parsed.data.message ? parsed.data.message : null,
        fieldErrors,
        messages,
        retryAfter,
      });
    }

    const outer = successEnvelope.safeParse(json);
    const inner = outer.success ? schema.safeParse(outer.data.data) : null;
    if (!outer.success || !inner?.success) {
      const issues = outer.success ? inner?.error : outer.error;
      console.error(`[upstream] ${method} ${path}: the answer does not match its schema`, issues ? z.prettifyError(issues) : '');
      return failure('invalid-response', response.status);
    }
    return { ok: true, data: inner.data as z.infer<S>, message: outer.data.message };
  }
}

/** A call anyone may make; its answer may be cached and shared between visitors. */
export function publicCall<S extends z.ZodType>(path: string, schema: S, options: CallOptions = {}) {
  return call(path, schema, options, null);
}

/** A call on behalf of one signed-in buyer: never cached. */
export function userCall<S extends z.ZodType>(token: string, path: string, schema: S, options: CallOptions = {}) {
  return call(path, schema, options, token);
}

export interface Download {
  body: ArrayBuffer;
  contentType: string;
  /** The API's Content-Disposition, passed on so the browser saves the file under its name. */
  disposition: string | null;
}

/**
 * A file (an invoice PDF) fetched on a buyer's behalf: the bytes, not an envelope. Failures are
 * read like every other call's, so the route handler answers them the same way.
 */
export async function userDownload(token: string, path: string, options: Pick<CallOptions, 'timeoutMs'> = {}): Promise<UpstreamResult<Download>> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path), {
      headers: { authorization: `Bearer ${token}`, accept: '*/*' },
      cache: 'no-store',
      signal: AbortSignal.timeout(options.timeoutMs ?? 15000),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return failure(timedOut ? 'timeout' : 'network', 0);
  }
  if (!response.ok) {
    const parsed = errorEnvelope.safeParse(await response.json().catch(() => null));
    return failure('http', response.status, { message: parsed.success && parsed.data.message ? parsed.data.message : null });
  }
  return {
    ok: true,
    message: '',
    data: {
      body: await response.arrayBuffer(),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      disposition: response.headers.get('content-disposition'),
    },
  };
}
