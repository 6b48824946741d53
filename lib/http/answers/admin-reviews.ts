// The console's reviews (issue 33, point 8): a hide or restore answers its message and whether the
// review is hidden now; the page is read again for the rest.
import * as z from 'zod/mini';

/** POST /api/admin/reviews/{id}/hide and /restore. */
export const adminReviewStepAnswer = z.object({ message: z.string(), hidden: z.boolean() });
