// Input parsing with zod: a bad body or query is a 422 whose data maps each field to its messages.
import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError } from './envelope';

export type FieldErrors = Record<string, string[]>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

function firstMessage(errors: FieldErrors): string {
  const first = Object.values(errors)[0];
  return first?.[0] ?? 'The given data was invalid.';
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    throw new ApiError(422, firstMessage(errors), errors);
  }
  return result.data;
}

export const NUL_MESSAGE = 'Text may not contain a NUL character.';

/** The path (`a.b.0`) of the first string or key in `value` holding U+0000, or null; PostgreSQL text cannot store it. */
export function findNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, '_'].join('.');
    const found = findNul(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

export function rejectNul(value: unknown): void {
  const at = findNul(value);
  if (at !== null) throw new ApiError(422, NUL_MESSAGE, { [at]: [NUL_MESSAGE] });
}

/** The parsed JSON body: a 400 when it is not JSON, a 422 when any string in it holds a NUL. */
export async function readJson(c: Context): Promise<unknown> {
  let value: unknown;
  try {
    value = await c.req.json();
  } catch {
    throw new ApiError(400, 'The request body must be JSON.');
  }
  rejectNul(value);
  return value;
}

export const NOT_AN_OBJECT = 'The request body must be a JSON object.';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The body parsed with `schema`. A body that is JSON but not an object (`null`, a number, a string,
 * an array) is a 422: with the schema's own message when it has one for that, else NOT_AN_OBJECT;
 * it never reaches a schema's refinements, which read fields of the body.
 */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const value = await readJson(c);
  if (isObject(value)) return parseWith(schema, value);
  const rootIssue = (() => {
    try {
      const result = schema.safeParse(value);
      return result.success ? null : result.error.issues.find((issue) => issue.path.length === 0);
    } catch {
      return null;
    }
  })();
  const message = rootIssue && !rootIssue.message.startsWith('Invalid input') ? rootIssue.message : NOT_AN_OBJECT;
  throw new ApiError(422, message, { _: [message] });
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}

/** A path parameter that must be a positive whole number (a 404 otherwise: no such record). */
export function idParam(c: Context, name: string, what = 'Resource'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2147483647) throw new ApiError(404, `${what} not found`);
  return Number(raw);
}

/** Query helpers shared by list endpoints. */
export const pageParam = z.coerce
  .number({ error: 'page must be a whole number from 1' })
  .int('page must be a whole number from 1')
  .min(1, 'page must be a whole number from 1')
  .max(100000, 'page is too large')
  .default(1);

export const perPageParam = (fallback: number, max = 100) =>
  z.coerce
    .number({ error: `per_page must be a whole number from 1 to ${max}` })
    .int(`per_page must be a whole number from 1 to ${max}`)
    .min(1, `per_page must be a whole number from 1 to ${max}`)
    .max(max, `per_page must be a whole number from 1 to ${max}`)
    .default(fallback);

export const idQuery = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be a whole number`)
    .max(2147483647, `${name} is too large`);

/** Query flags as the storefront sends them: true/false, 1/0. */
export const boolQuery = (name: string) =>
  z.enum(['true', 'false', '1', '0'], { error: `${name} must be true or false` }).transform((v) => v === 'true' || v === '1');
