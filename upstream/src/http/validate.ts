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

/** The parsed JSON body, or a 400 when it is not JSON. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'The request body must be JSON.');
  }
}

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return parseWith(schema, await readJson(c));
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
