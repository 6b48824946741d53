// The house's checks on a request body before its schema reads it (http/openapi.ts runs them on every
// declared route), and the field-error map every failed input answers with: a bad body or query is
// a 422 whose data maps each field to its messages.
import type { Context } from 'hono';
import { z } from 'zod';
import type { FieldErrors } from '../../../contract/api/envelope';
import { ApiError } from './envelope';

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

export function firstMessage(errors: FieldErrors): string {
  const first = Object.values(errors)[0];
  return first?.[0] ?? 'The given data was invalid.';
}

export const NUL_MESSAGE = 'Text may not contain a NUL character.';
export const SURROGATE_MESSAGE = 'Text may not contain half of a UTF-16 surrogate pair (broken Unicode).';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why PostgreSQL could not store this text as sent, or null: it holds U+0000, or a lone surrogate (jsonb refuses `\ud800`). */
function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

/** How deeply a JSON body may nest; the deepest the storefront sends (an order) is four levels. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body may nest at most ${MAX_JSON_DEPTH} levels deep.`;

interface BodyProblem {
  /** Where, as a field path (`a.b.0`), `_` for the body itself. */
  at: string;
  message: string;
}

/**
 * The first problem in a parsed body that its schema cannot be trusted to see: a string or key
 * PostgreSQL cannot store (see textProblem), or nesting deeper than MAX_JSON_DEPTH (every recursive
 * reader after this one, zod's included, would run out of stack). Either would be a 500 later.
 * Walked with a stack of its own, depth first in document order, so that the walk cannot overflow.
 */
function findBodyProblem(value: unknown): BodyProblem | null {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path } = next;
    if (typeof item === 'string') {
      const message = textProblem(item);
      if (message) return { at: path.join('.') || '_', message };
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (path.length >= MAX_JSON_DEPTH) return { at: path.join('.'), message: TOO_DEEP_MESSAGE };
    const entries = Object.entries(item);
    for (const [key] of entries) {
      const message = textProblem(key);
      if (message) return { at: [...path, '_'].join('.'), message };
    }
    for (let i = entries.length - 1; i >= 0; i -= 1) pending.push({ value: entries[i][1], path: [...path, entries[i][0]] });
  }
  return null;
}

/** A 422 naming the first text PostgreSQL cannot store, or the place the body nests too deeply. */
function rejectBodyProblem(value: unknown): void {
  const problem = findBodyProblem(value);
  if (problem) throw new ApiError(422, problem.message, { [problem.at]: [problem.message] });
}

/** The parsed JSON body: a 400 when it is not JSON, a 422 when it holds text PostgreSQL cannot store or nests too deeply. */
export async function readJson(c: Context): Promise<unknown> {
  let value: unknown;
  try {
    value = await c.req.json();
  } catch {
    throw new ApiError(400, 'The request body must be JSON.');
  }
  rejectBodyProblem(value);
  return value;
}

export const NOT_AN_OBJECT = 'The request body must be a JSON object.';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The JSON body when it is an object. A body that is JSON but not an object (`null`, a number, a
 * string, an array) is a 422: with `schema`'s own message when it has one for that, else
 * NOT_AN_OBJECT; it never reaches a schema's refinements, which read fields of the body.
 */
export async function readObjectBody(c: Context, schema: z.ZodType): Promise<Record<string, unknown>> {
  const value = await readJson(c);
  if (isObject(value)) return value;
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
