// The commerce routes' body size cap (JSON bodies are read with http/body-checks.ts's readJson).
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from '../http/envelope';

/** Answers 413 in the envelope when a body is larger than `maxBytes`. */
export const limitBody = (maxBytes: number) =>
  bodyLimit({
    maxSize: maxBytes,
    // The unread rest of the body makes the connection unusable: say so, so the client opens a new one.
    onError: (c) =>
      c.json(errorBody(`The request body is too large (at most ${Math.round(maxBytes / 1024)} KB).`), 413, {
        Connection: 'close',
      }),
  });
