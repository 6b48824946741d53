// How the auth forms talk to their route handlers: JSON in, `{message, fieldErrors?}` out. A lost
// connection or an unreadable answer becomes the screen's own fallback message.
export interface FormAnswer {
  ok: boolean;
  status: number;
  message: string;
  fieldErrors: Record<string, string>;
  /** The reset flow is gone (expired, or started in another browser): start again. */
  restart: boolean;
  email: string | null;
}

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

export async function postForm(url: string, body: unknown, fallback: string): Promise<FormAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, status: 0, message: fallback, fieldErrors: {}, restart: false, email: null };
  }
  let json: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>;
  } catch {
    // An HTML error page or an empty answer: the fallback message below.
  }
  return {
    ok: response.ok,
    status: response.status,
    message: text(json.message) ?? fallback,
    fieldErrors: response.ok ? {} : readFieldErrors(json.fieldErrors),
    restart: json.restart === true,
    email: text(json.email),
  };
}
