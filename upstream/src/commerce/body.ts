// Reading JSON bodies for the commerce routes: a size cap, and the raw value kept for hashing.
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../http/envelope';

/** Answers 413 in the envelope when a body is larger than `maxBytes`. */
export const limitBody = (maxBytes: number) =>
  bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      c.json({ status: 'error', message: `The request body is too large (at most ${Math.round(maxBytes / 1024)} KB).`, data: null }, 413),
  });

/** The parsed JSON body, or a 400 when it is not JSON. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'The request body must be JSON.');
  }
}
