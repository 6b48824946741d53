// Step 1 of the reset flow: ask the API to email a code for this flow's reset session, and remember
// the email and the session in the sealed reset cookie so the next screen never takes them from the URL.
import { messageAnswer } from '@/lib/http/answers/common';
import { route, upstreamFailure } from '@/lib/http/handler';
import { clientAddress } from '@/lib/http/origin';
import { AUTH_MESSAGES } from '@/lib/messages/catalogue';
import { knownDeviceOf } from '@/lib/session/known-device';
import { readResetFlow, startResetFlow, writeResetFlow } from '@/lib/session/reset-flow';
import { forgotPassword } from '@/lib/upstream/auth';
import { forgotPasswordSchema } from '@/lib/validation/auth';

export const POST = route({
  answer: messageAnswer,
  body: forgotPasswordSchema,
  async handle({ request, body, reply }) {
    const email = body.email.trim();
    // Asking again for the same email keeps the flow's reset session: should the API hold the new
    // mail back (strangers' mails are spaced out), the code already mailed still works here.
    const earlier = await readResetFlow(request);
    const flow = { ...startResetFlow(email), ...(earlier?.email === email ? { session: earlier.session } : {}) };
    const result = await forgotPassword(email, flow.session, { forwardedFor: clientAddress(request), deviceToken: await knownDeviceOf(request) });
    if (!result.ok) return upstreamFailure(result.error, AUTH_MESSAGES.codeSendFailed);

    // The API answers the same for unknown emails, and so do we: the flow starts either way.
    const response = reply({ message: AUTH_MESSAGES.codeSent });
    await writeResetFlow(response, flow);
    return response;
  },
});
