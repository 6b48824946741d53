// Step 2 of the reset flow: the code typed by the user, checked by the API against the email
// kept in the sealed reset cookie. The reset token the API returns stays sealed in that cookie.
import { codeVerifiedAnswer } from '@/lib/http/answers/auth';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { clientAddress } from '@/lib/http/origin';
import { AUTH_MESSAGES } from '@/lib/messages/catalogue';
import { knownDeviceOf } from '@/lib/session/known-device';
import { readResetFlow, startResetFlow, writeResetFlow } from '@/lib/session/reset-flow';
import { verifyResetCode } from '@/lib/upstream/auth';
import { verifyCodeSchema } from '@/lib/validation/auth';

export const POST = route({
  answer: codeVerifiedAnswer,
  body: verifyCodeSchema,
  async handle({ request, body, reply }) {
    const flow = await readResetFlow(request);
    if (!flow) return message(AUTH_MESSAGES.flowMissing, 410, { restart: true });

    const result = await verifyResetCode(flow.email, body.code.trim(), flow.session, {
      forwardedFor: clientAddress(request),
      deviceToken: await knownDeviceOf(request),
    });
    if (!result.ok) return upstreamFailure(result.error, AUTH_MESSAGES.codeInvalid);

    const email = result.data.email || flow.email;
    const response = reply({ message: AUTH_MESSAGES.codeVerified, email });
    // The reset token lasts longer at the API; the new-password step gets a fresh 15 minutes.
    await writeResetFlow(response, { ...startResetFlow(email), session: flow.session, token: result.data.token });
    return response;
  },
});
