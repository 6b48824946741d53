// Routes declared with their schemas (@hono/zod-openapi, decision 018): a route's params, query and
// body are parsed by its schemas before its handler runs, its answer is typed against its response
// schema, and the same declaration writes GET /openapi.json.
import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { errorEnvelopeSchema, successEnvelope } from '../../../contract/api/envelope';
import type { AppEnv } from '../context';
import { ApiError } from './envelope';
import { fieldErrors, firstMessage, readJson, readObjectBody } from './body-checks';

type Hook = NonNullable<ConstructorParameters<typeof OpenAPIHono<AppEnv>>[0]>['defaultHook'];

/**
 * Every failed input answers the envelope the hand-written validator answered: a path parameter
 * that names no record is a 404 with the parameter's message (`Address not found`); a query or body
 * is a 422 with the first message and every field's messages in `data`.
 */
const answerInvalidInput: Hook = (result) => {
  if (result.success) return;
  const errors = fieldErrors(result.error);
  if (result.target === 'param') throw new ApiError(404, firstMessage(errors));
  throw new ApiError(422, firstMessage(errors), errors);
};

/** A router whose routes are declared with createApiRoute; mount it with app.route('/', ...). */
export const openApiRouter = () => new OpenAPIHono<AppEnv>({ defaultHook: answerInvalidInput });

/**
 * The input hook of a route that answers its failures with `data` as a list of every message, once
 * each, instead of a field map (login, the spec's shape): pass it as `.openapi()`'s third argument.
 */
export function answerInvalidInputAsList(result: { success: true } | { success: false; error: z.ZodError }): undefined {
  if (!result.success) throw invalidInputAsList(result.error);
  return undefined;
}

function invalidInputAsList(error: z.ZodError): ApiError {
  const messages = [...new Set(Object.values(fieldErrors(error)).flat())];
  return new ApiError(422, messages[0], messages);
}

/**
 * The body checks of such a route, in its shape, as the route's own middleware: a body that is not
 * JSON or holds text the database cannot store, and one that is not an object (with its schema's
 * message, as answerInvalidInputAsList), answer a list. What passes is an object, which the house's
 * body checks after these let through.
 */
export const listedBodyChecks = (schema: z.ZodType) =>
  createMiddleware<AppEnv>(async (c, next) => {
    let body: unknown;
    try {
      body = await readJson(c);
    } catch (error) {
      if (error instanceof ApiError) throw new ApiError(error.status, error.message, [error.message], error.headers);
      throw error;
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      const result = schema.safeParse(body);
      if (!result.success) throw invalidInputAsList(result.error);
    }
    await next();
  });

/**
 * Before the body's schema: a 400 when it is not JSON (whatever its Content-Type says), a 422 when
 * it is not an object, nests too deeply or holds text the database cannot store (readObjectBody).
 */
const jsonBodyChecks = (schema: z.ZodType) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await readObjectBody(c, schema);
    await next();
  });

/**
 * The path's record first: a path parameter that names no record is a 404 before any query or
 * body is judged (Hono's validators would check the query first), as the hand-written routes did.
 */
const pathChecks = (schema: z.ZodType) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const result = schema.safeParse(c.req.param());
    if (!result.success) throw new ApiError(404, firstMessage(fieldErrors(result.error)));
    await next();
  });

/**
 * createRoute with the house's input order: the route's own middleware (so a missing token is a
 * 401 first), then the path's record (404), then the body's checks (400/422, jsonBodyChecks),
 * then the schemas.
 */
export function createApiRoute<R extends RouteConfig>(route: R): R {
  const content = route.request?.body?.content['application/json'];
  const body = content && 'schema' in content ? content.schema : undefined;
  const params = route.request?.params;
  const own = route.middleware === undefined ? [] : Array.isArray(route.middleware) ? route.middleware : [route.middleware];
  const checks = [...(params instanceof z.ZodType ? [pathChecks(params)] : []), ...(body instanceof z.ZodType ? [jsonBodyChecks(body)] : [])];
  if (checks.length === 0) return createRoute(route);
  return createRoute({ ...route, middleware: [...own, ...checks] });
}

/** The `200`/`201` of a route: the envelope with `data` as `schema` says. */
export const answers = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema: successEnvelope(schema) } },
});

/** A failure the route can answer, documented with the one error envelope. */
export const fails = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorEnvelopeSchema } },
});

/** A JSON request body, required. */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** Spread into a route that needs the buyer's bearer token (beside `middleware: requireUser`), so the document says so. */
export const SIGNED_IN: { security: Record<string, string[]>[] } = { security: [{ bearer: [] }] };
export const unauthenticated = fails('No valid bearer token (`Unauthenticated.`).');
export const invalidInput = fails('The input is invalid: `data` maps each field to its messages.');
