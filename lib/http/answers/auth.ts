// The password-reset flow's answer that carries more than its message.
import * as z from 'zod/mini';

/** POST /api/auth/verify-reset-code: the e-mail the code was sent to, for the next screen. */
export const codeVerifiedAnswer = z.object({ message: z.string(), email: z.string() });
