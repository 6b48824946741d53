// The revalidation webhook's answer (read by the API, not the browser; declared like the others).
import * as z from 'zod/mini';

/** POST /api/revalidate: the tags expired, and when. */
export const revalidatedAnswer = z.object({ revalidated: z.array(z.string()), now: z.number() });
