// The one way browser code calls the storefront's own route handlers: JSON in, the handler's
// `{message, fieldErrors?, ...}` out, as a value (sendJson), or as SWR's fetcher (jsonFetcher). A
// lost connection or an unreadable answer becomes the screen's own fallback message; a 5xx says the
// fallback too (the buyer can act on a 4xx's words, not on a server's).
export interface ClientAnswer<T = Record<string, unknown>> {
  ok: boolean;
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  message: string;
  fieldErrors: Record<string, string>;
  /** The whole JSON body (empty when there was none). */
  data: T;
}

export type SendOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Finish the request even if the page is left meanwhile (an add to cart followed by a link). */
  keepalive?: boolean;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

function readFieldErrors(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(value)) {
    const first = Array.isArray(message) ? message[0] : message;
    if (typeof first === 'string' && first) out[field] = first;
  }
  return out;
}

export async function sendJson<T = Record<string, unknown>>(url: string, options: SendOptions, fallback: string): Promise<ClientAnswer<T>> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { accept: 'application/json', ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, status: 0, message: fallback, fieldErrors: {}, data: {} as T };
  }
  let json: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) json = parsed as Record<string, unknown>;
  } catch {
    // An HTML error page or an empty answer: the fallback message below.
  }
  return {
    ok: response.ok,
    status: response.status,
    message: response.status >= 500 ? fallback : (text(json.message) ?? fallback),
    fieldErrors: response.ok ? {} : readFieldErrors(json.fieldErrors),
    data: json as T,
  };
}

/**
 * SWR's fetcher for the storefront's GET handlers (the key is the URL, or a list that starts with
 * it): the JSON body, or a thrown error when there is no good answer, so SWR keeps what it had and
 * reports the error. Each caller reads the body into its own shape.
 */
export async function jsonFetcher(key: string | readonly [string, ...unknown[]]): Promise<Record<string, unknown>> {
  const url = typeof key === 'string' ? key : key[0];
  const answer = await sendJson(url, {}, 'No answer');
  if (!answer.ok) throw new Error(`GET ${url} answered ${answer.status || 'nothing'}`);
  return answer.data;
}
