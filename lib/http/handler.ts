// The one way a route handler in app/api/ is written. `route()` does the common part once:
// the Origin check on every non-GET request (403), the session where the route needs one (401,
// never reaching the API), the route's params and JSON body parsed by zod schemas (404 / 400 /
// 422 with the spec's message) or an upload's one file checked (422 / 413), the API's failures
// turned into the browser's answer (a 401 from the API ends the session here, in this one place),
// `private, no-store` on every answer unless the route says otherwise, and no 500 for anything a
// caller sent. A handler file is only its own logic: it gets what it asked for, already checked,
// and returns a Response. Its success answer is declared once (`answer`, a schema of
// lib/http/answers/) and written with `reply`, typed by that schema, so the answer the browser
// parses and the one the handler writes cannot drift. Every route declares it: a handler whose
// answer is not JSON says so by name (`answer: NOT_JSON`).
import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import type * as zm from 'zod/mini';
import { HTTP_MESSAGES } from '@/lib/messages/catalogue';
import { sessionCookieName } from '@/lib/session/config';
import { getSession, type ServerSession } from '@/lib/session/session';
import { CatalogueUnavailableError } from '@/lib/catalog/load';
import { describeError, isUnauthorised, type UpstreamError } from '@/lib/upstream/client';
import { firstErrors } from '@/lib/validation/zod';
import type { AnswerSchema, FailureAnswer, NotJson } from './answers/common';
import { isForeignRequest } from './origin';

const NO_STORE = 'private, no-store';

/** What every handler answers the browser on failure: the text to show, and field errors. */
type HandlerAnswer = FailureAnswer;

type Headers = Record<string, string>;

/**
 * A JSON answer, `private, no-store` unless the headers say otherwise. Not exported: a handler
 * answers success through `reply`, typed by its declared answer, and failure through `message`.
 */
function json<T>(body: T, status = 200, headers: Headers = {}): NextResponse<T> {
  return NextResponse.json(body, { status, headers: { 'Cache-Control': NO_STORE, ...headers } });
}

/** A message with a status: what a screen shows. */
export function message(text: string, status: number, extra: Record<string, unknown> = {}, headers: Headers = {}): NextResponse {
  return json({ message: text, ...extra }, status, headers);
}

/** A 422 naming the fields to fix; the summary is the first of them unless given. */
export function invalid(fieldErrors: Record<string, string>, summary?: string): NextResponse<HandlerAnswer> {
  return json({ message: summary ?? Object.values(fieldErrors)[0] ?? HTTP_MESSAGES.checkForm, fieldErrors }, 422);
}

/** The API's field errors, first message per field. */
function firstFieldErrors(error: UpstreamError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) if (messages[0]) out[field] = messages[0];
  return out;
}

const PASSED_THROUGH = new Set([400, 401, 403, 404, 409, 410, 422, 429]);

/**
 * The one table from a failed API call to the browser's status: unreachable or too slow is 503, a
 * refusal the browser can act on passes through (a 429 with its Retry-After), anything else (a
 * broken answer, a 5xx) is 502. Handlers whose answer has its own shape use it directly.
 */
export function failureStatus(error: UpstreamError): { status: number; headers: Headers } {
  if (error.kind === 'network' || error.kind === 'timeout') return { status: 503, headers: {} };
  if (error.kind === 'http' && PASSED_THROUGH.has(error.status)) {
    return { status: error.status, headers: error.status === 429 ? { 'Retry-After': String(error.retryAfter ?? 60) } : {} };
  }
  return { status: 502, headers: {} };
}

/** The session is over: the cookie is cleared and the browser told to log in again. */
function sessionEnded(text: string = HTTP_MESSAGES.sessionEnded): NextResponse {
  const response = message(text, 401);
  response.cookies.delete(sessionCookieName());
  return response;
}

/**
 * A failed API call as the browser's answer. `fallback` is the screen's own message (spec section
 * 8): used as it is for an unreachable API or a 5xx; a 4xx says the API's message unless
 * `useApiMessage` is false. A 401 from the API ends the session: the one place that happens.
 */
export function upstreamFailure(error: UpstreamError, fallback: string, options: { useApiMessage?: boolean } = {}): NextResponse {
  if (isUnauthorised(error)) return sessionEnded();
  const { status, headers } = failureStatus(error);
  const text = options.useApiMessage === false ? fallback : describeError(error, fallback);
  const fieldErrors = status === 422 ? firstFieldErrors(error) : {};
  const body: HandlerAnswer = Object.keys(fieldErrors).length > 0 ? { message: text, fieldErrors } : { message: text };
  return json(body, status, headers);
}

/** A plain HTML form post (the browser's own, without JavaScript) rather than a JSON request. */
function isFormPost(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}

type Parsed<T> = { ok: true; data: T } | { ok: false; response: NextResponse };

/** The body checked by a schema: a 422 with the first message of each field otherwise. */
function parseWith<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.infer<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, response: invalid(firstErrors(result.error)) };
}

/** The 403 for a non-GET request from another site, or null when it is one of our pages. */
function rejectForeignOrigin(request: Request): NextResponse | null {
  return isForeignRequest(request) ? message(HTTP_MESSAGES.foreignOrigin, 403) : null;
}

/** `private, no-store` on an answer that says nothing about caching (a redirect, next-auth's). */
function withDefaultCaching(response: Response): Response {
  if (response.headers.has('cache-control')) return response;
  try {
    response.headers.set('Cache-Control', NO_STORE);
  } catch (error) {
    // Immutable headers (Response.redirect(), a fetched Response): the answer goes out as it is.
    // By name: the TypeError may come from another realm (undici's), where instanceof fails.
    if ((error as { name?: unknown } | null)?.name !== 'TypeError') throw error;
  }
  return response;
}

async function readJson(request: Request): Promise<Parsed<Record<string, unknown>>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, response: message(HTTP_MESSAGES.notJson, 400) };
  }
  // Anything that is JSON but not an object counts as an empty form: the schema names what is missing.
  return { ok: true, data: body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {} };
}

/**
 * An upload route's body: one file in a multipart field, checked before anything goes to the API.
 * Not multipart, unreadable or no file is a 422 with `missing`; a request longer than `maxBytes`
 * (the file's limit plus room for the form around it) is a 413 with `tooLarge`, refused by its
 * Content-Length before it is read, or as soon as a body without one runs past it; `refuse`
 * judges the file itself (its type, its size).
 */
export interface Upload {
  field: string;
  missing: string;
  maxBytes: number;
  tooLarge: string;
  refuse?: (file: File) => { status: number; message: string } | null;
}

/** What multipart adds around a file (boundaries, part headers, the file's name). */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** The body's bytes, or null once it runs past `limit` (a chunked body has no Content-Length to refuse it by). */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function readUpload(request: Request, upload: Upload): Promise<Parsed<File>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return { ok: false, response: message(upload.missing, 422) };
  const limit = upload.maxBytes + FORM_OVERHEAD_BYTES;
  const tooLarge = { ok: false as const, response: message(upload.tooLarge, 413) };
  const length = Number(request.headers.get('content-length'));
  if (Number.isFinite(length) && length > limit) return tooLarge;
  const bytes = await readAtMost(request, limit);
  if (!bytes) return tooLarge;
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    return { ok: false, response: message(upload.missing, 422) };
  }
  const files = form.getAll(upload.field).filter((value): value is File => typeof value !== 'string');
  if (files.length === 0) return { ok: false, response: message(upload.missing, 422) };
  if (files.length > 1) return { ok: false, response: message(HTTP_MESSAGES.oneFile, 422) };
  const refused = upload.refuse?.(files[0]);
  if (refused) return { ok: false, response: message(refused.message, refused.status) };
  return { ok: true, data: files[0] };
}

type RawParams = Record<string, string | string[] | undefined>;
type RouteContext = { params: Promise<RawParams> };

/** What a route declares it answers: a schema of lib/http/answers/, or NOT_JSON. */
type Answer = AnswerSchema | NotJson;

/** The route's success answer, of the shape its `answer` schema declares (nothing for NOT_JSON). */
type AnswerBody<AS> = AS extends AnswerSchema ? zm.input<AS> : never;
type Reply<AS> = (body: AnswerBody<AS>, status?: number, headers?: Headers) => NextResponse<AnswerBody<AS>>;

interface Context<B, P, S, AS, F> {
  request: Request;
  session: S;
  body: B;
  params: P;
  /** An upload route's file, checked (`upload`). */
  file: F;
  /** Next's own route context, for a handler that passes it on (next-auth's). */
  context: RouteContext | undefined;
  /**
   * A JSON answer (200 unless told) of the route's `answer` shape, `private, no-store` unless the
   * headers say otherwise. A NOT_JSON route cannot call it (its body is `never`).
   */
  reply: Reply<AS>;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

type UploadedFile<U> = U extends Upload ? File : undefined;

interface RouteOptions<
  BS extends z.ZodType | undefined,
  PS extends z.ZodType | undefined,
  Auth extends boolean,
  AS extends Answer,
  U extends Upload | undefined,
> {
  /**
   * Only the storefront's own pages may send a non-GET request (403 otherwise). False only for a
   * caller that proves itself another way (the API's signed revalidation webhook).
   */
  sameOrigin?: boolean;
  /** An account route: no session answers 401 with `signInMessage`, before anything else is read. */
  auth?: Auth;
  signInMessage?: string;
  /** The route's params (`[id]` segments); a mismatch answers 404 with `notFoundMessage`. */
  params?: PS;
  notFoundMessage?: string;
  /** The JSON body's schema: not JSON is a 400, a mismatch a 422 with the form's messages. */
  body?: BS;
  /** Instead of a JSON body, one uploaded file (see `Upload`), handed to the handler as `file`. */
  upload?: U;
  /** A plain HTML form post (no JavaScript) is handed here instead of being read as JSON. */
  formPost?: (request: Request) => Promise<Response>;
  /**
   * Required: the success answer's schema (lib/http/answers/), which the browser parses it with,
   * or NOT_JSON (lib/http/answers/common.ts) for a file, a redirect or another program's answer.
   */
  answer: AS;
  handle: (
    context: Context<Infer<BS>, Infer<PS>, Auth extends true ? ServerSession : ServerSession | null, AS, UploadedFile<U>>,
  ) => Response | Promise<Response>;
}

/**
 * A route handler: `export const POST = route({ auth: true, body: schema, answer, handle })`. The
 * session is read once (and only for routes that use it), the token stays on the server.
 */
export function route<
  AS extends Answer,
  BS extends z.ZodType | undefined = undefined,
  PS extends z.ZodType | undefined = undefined,
  Auth extends boolean = false,
  U extends Upload | undefined = undefined,
>(options: RouteOptions<BS, PS, Auth, AS, U>): (request: Request, context?: RouteContext) => Promise<Response> {
  return async (request, context) => {
    try {
      if (options.sameOrigin !== false) {
        const foreign = rejectForeignOrigin(request);
        if (foreign) return foreign;
      }

      const session = options.auth ? await getSession() : null;
      if (options.auth && !session) return message(options.signInMessage ?? HTTP_MESSAGES.signIn, 401);

      let params: unknown = undefined;
      if (options.params) {
        const raw = context ? await context.params : {};
        const parsed = options.params.safeParse(raw);
        if (!parsed.success) return message(options.notFoundMessage ?? HTTP_MESSAGES.notFound, 404);
        params = parsed.data;
      }

      if (options.formPost && isFormPost(request)) return withDefaultCaching(await options.formPost(request));

      let body: unknown = undefined;
      if (options.body) {
        const read = await readJson(request);
        if (!read.ok) return read.response;
        const parsed = parseWith(options.body, read.data);
        if (!parsed.ok) return parsed.response;
        body = parsed.data;
      }

      let file: File | undefined = undefined;
      if (options.upload) {
        const read = await readUpload(request, options.upload);
        if (!read.ok) return read.response;
        file = read.data;
      }

      const response = await options.handle({
        request,
        session: session as Auth extends true ? ServerSession : ServerSession | null,
        body: body as Infer<BS>,
        params: params as Infer<PS>,
        file: file as UploadedFile<U>,
        context,
        reply: json,
      });
      return withDefaultCaching(response);
    } catch (error) {
      // A cached catalogue read (the sitemap's) that could not reach the API: down for a moment.
      if (error instanceof CatalogueUnavailableError) {
        console.error(`[api] ${request.method} ${new URL(request.url).pathname}: ${error.message}`);
        return message(HTTP_MESSAGES.unavailable, 503, {}, { 'Retry-After': '30' });
      }
      // A defect of ours, not the caller's: logged with its stack, answered without one.
      console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed:`, error);
      return message(HTTP_MESSAGES.unexpected, 500);
    }
  };
}
