// The one way browser code calls the storefront's own route handlers: JSON in (or a FormData for an
// upload, sent as multipart), the answer parsed with the handler's own schema (lib/http/answers/)
// out, as a value (sendJson), or as SWR's fetcher (answerFetcher). A lost connection, an
// unreadable answer or one that is not the handler's shape becomes the screen's own fallback
// message (the spec's words for that screen, section 8); a 5xx says the fallback too (the buyer
// can act on a 4xx's words, not on a server's).
import type * as z from 'zod/mini';
import type { AnswerSchema, FailureAnswer } from './answers/common';

interface Answered {
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  /** The answer's message (a success's confirmation, a failure's reason), else the fallback. */
  message: string;
}

/** A success with its parsed body, or a failure with what the handler said (null when nothing readable). */
export type ClientAnswer<T> =
  | (Answered & { ok: true; fieldErrors: Record<string, never>; data: T })
  | (Answered & { ok: false; fieldErrors: Record<string, string>; data: FailureAnswer | null });

export type SendOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON, or a FormData (a file upload), which goes as multipart with the boundary fetch writes. */
  body?: unknown;
  signal?: AbortSignal;
  /** Finish the request even if the page is left meanwhile (an add to cart followed by a link). */
  keepalive?: boolean;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The failure's words, read leniently: a proxy's or an older handler's body may say less. */
function readFailure(body: unknown): FailureAnswer | null {
  if (!body || typeof body !== 'object') return null;
  const { message, fieldErrors, restart } = body as Record<string, unknown>;
  const errors: Record<string, string> = {};
  if (fieldErrors && typeof fieldErrors === 'object') {
    for (const [field, value] of Object.entries(fieldErrors)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string' && first) errors[field] = first;
    }
  }
  return { message: text(message) ?? '', fieldErrors: errors, ...(restart === true ? { restart } : {}) };
}

export async function sendJson<S extends AnswerSchema>(url: string, schema: S, options: SendOptions, fallback: string): Promise<ClientAnswer<z.output<S>>> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const json = options.body !== undefined && !(options.body instanceof FormData);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { accept: 'application/json', ...(json ? { 'content-type': 'application/json' } : {}) },
      body: options.body === undefined ? undefined : json ? JSON.stringify(options.body) : (options.body as FormData),
      credentials: 'same-origin',
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, status: 0, message: fallback, fieldErrors: {}, data: null };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // An HTML error page or an empty answer: the fallback message below.
  }
  if (response.ok) {
    const parsed = schema.safeParse(body);
    if (parsed.success) {
      const said = body && typeof body === 'object' ? text((body as { message?: unknown }).message) : null;
      return { ok: true, status: response.status, message: said ?? fallback, fieldErrors: {}, data: parsed.data };
    }
    // A success we cannot read is no success: nothing the screen could show from it is known.
    console.warn(`${method} ${url} answered ${response.status} in an unexpected shape`);
    return { ok: false, status: response.status, message: fallback, fieldErrors: {}, data: null };
  }
  const failure = readFailure(body);
  return {
    ok: false,
    status: response.status,
    message: response.status >= 500 ? fallback : (text(failure?.message) ?? fallback),
    fieldErrors: failure?.fieldErrors ?? {},
    data: failure,
  };
}

/**
 * SWR's fetcher for a GET handler whose answer `schema` describes (the key is the URL, or a list
 * that starts with it): the parsed body, or a thrown error when there is no good answer, so SWR
 * keeps what it had and reports the error.
 */
export function answerFetcher<S extends AnswerSchema>(schema: S) {
  return async (key: string | readonly [string, ...unknown[]]): Promise<z.output<S>> => {
    const url = typeof key === 'string' ? key : key[0];
    const answer = await sendJson(url, schema, {}, 'No answer');
    if (!answer.ok) throw new Error(`GET ${url} answered ${answer.status || 'nothing'}${answer.data ? '' : ' unreadably'}`);
    return answer.data;
  };
}
