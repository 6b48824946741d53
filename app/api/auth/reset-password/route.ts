// Step 3 of the reset flow: the new password, proved either by the reset token sealed in the
// reset cookie (after verify-reset-code) or by the token or code and email of an emailed link.
import { z } from 'zod';
import { messageAnswer } from '@/lib/http/answers/common';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { clientAddress } from '@/lib/http/origin';
import { AUTH_MESSAGES } from '@/lib/messages/catalogue';
import { isDeviceToken, knownDeviceOf, writeKnownDevice } from '@/lib/session/known-device';
import { clearResetFlow, readResetFlow } from '@/lib/session/reset-flow';
import { describeError, isRefused, type UpstreamError } from '@/lib/upstream/client';
import { resetPassword } from '@/lib/upstream/auth';
import { newPasswordSchema } from '@/lib/validation/auth';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined);

/** What a reset link carries; wrong shapes are ignored (never an error) and the cookie decides. */
const linkProofSchema = z.object({
  email: optionalText(254),
  token: optionalText(200),
  code: optionalText(6),
});

/** The form's new password, and the link's proof when the page was opened from one. */
const resetBodySchema = newPasswordSchema.and(linkProofSchema);

/** The spec's rule: the API's field errors joined, else its message, else the fallback. */
function resetFailureMessage(error: UpstreamError): string {
  const fieldMessages = [...new Set(Object.values(error.fieldErrors).flat())];
  if (isRefused(error) && fieldMessages.length > 0) return fieldMessages.join(' ');
  return describeError(error, AUTH_MESSAGES.resetFailed);
}

export const POST = route({
  answer: messageAnswer,
  body: resetBodySchema,
  async handle({ request, body: { password, password_confirmation, ...link }, reply }) {
    const flow = await readResetFlow(request);
    let proof: { email: string; token?: string; code?: string; resetSession?: string } | null = null;
    if (link.token || link.code) {
      const email = link.email ?? flow?.email;
      // An emailed code is taken back only in the reset session that asked for it.
      if (email) proof = { email, token: link.token, code: link.token ? undefined : link.code, resetSession: flow?.session };
    } else if (flow?.token) {
      proof = { email: flow.email, token: flow.token };
    }
    if (!proof) return message(AUTH_MESSAGES.flowMissing, 410, { restart: true });

    const result = await resetPassword(
      proof,
      { password, password_confirmation },
      { forwardedFor: clientAddress(request), deviceToken: await knownDeviceOf(request) },
    );
    if (!result.ok) return upstreamFailure(result.error, resetFailureMessage(result.error), { useApiMessage: false });

    const response = reply({ message: AUTH_MESSAGES.passwordReset });
    clearResetFlow(response);
    // Proof of the mailbox: this browser is now known to the account, so strangers' login
    // throttle no longer holds the owner who just reset from it.
    const deviceToken = result.data?.device_token;
    if (isDeviceToken(deviceToken)) await writeKnownDevice(response, deviceToken);
    return response;
  },
});
