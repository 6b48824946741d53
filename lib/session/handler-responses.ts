// What the auth route handlers answer the browser: `{ message, fieldErrors? }` with a status the
// form can act on. Bad input is a 400/422 with the spec's message, an API failure keeps its 4xx
// (429 with Retry-After), an unreachable API is a 503 with the screen's fallback: never a 500.
import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import type { UpstreamError } from '@/lib/upstream/client';
import { firstErrors } from '@/lib/validation/auth';

export interface HandlerAnswer {
  message: string;
  /** Field -> the message to show beside it. */
  fieldErrors?: Record<string, string>;
}

export const NOT_JSON = 'The request body must be JSON.';

type Parsed<T> = { ok: true; data: T } | { ok: false; response: NextResponse<HandlerAnswer> };

/** A plain HTML form post (the browser's own, without JavaScript) rather than a JSON request. */
export function isFormPost(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}

/** The request's JSON object (anything else that is JSON counts as an empty form). */
export async function readJsonBody(request: Request): Promise<Parsed<Record<string, unknown>>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, response: NextResponse.json({ message: NOT_JSON }, { status: 400 }) };
  }
  const object = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return { ok: true, data: object };
}

/** The body checked by the form's own schema: a 422 with the spec's messages otherwise. */
export function parseForm<S extends z.ZodType>(schema: S, body: unknown): Parsed<z.infer<S>> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors = firstErrors(result.error);
  const message = Object.values(fieldErrors)[0] ?? 'Please check the form.';
  return { ok: false, response: NextResponse.json({ message, fieldErrors }, { status: 422 }) };
}

/** The API's field errors, first message per field. */
export function firstFieldErrors(error: UpstreamError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (messages[0]) out[field] = messages[0];
  }
  return out;
}

const PASSED_THROUGH = new Set([400, 401, 403, 404, 409, 410, 422, 429]);

function statusFor(error: UpstreamError): number {
  if (error.kind === 'network' || error.kind === 'timeout') return 503;
  if (error.kind === 'http' && PASSED_THROUGH.has(error.status)) return error.status;
  // A broken answer, a 5xx or anything unexpected from the API.
  return 502;
}

/** The browser's answer for a failed API call; `message` is what the screen shows. */
export function upstreamFailure(error: UpstreamError, message: string): NextResponse<HandlerAnswer> {
  const status = statusFor(error);
  const fieldErrors = status === 422 ? firstFieldErrors(error) : {};
  const body: HandlerAnswer = Object.keys(fieldErrors).length > 0 ? { message, fieldErrors } : { message };
  const headers: Record<string, string> = {};
  if (status === 429) headers['Retry-After'] = String(error.retryAfter ?? 60);
  return NextResponse.json(body, { status, headers });
}
