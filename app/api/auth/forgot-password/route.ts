// Step 1 of the reset flow: ask the API to email a code, and remember the email in the sealed
// reset cookie so the next screen never has to take it from the URL.
import { NextResponse } from 'next/server';
import { clientAddress, rejectForeignOrigin } from '@/lib/session/origin';
import { parseForm, readJsonBody, upstreamFailure } from '@/lib/session/handler-responses';
import { startResetFlow, writeResetFlow } from '@/lib/session/reset-flow';
import { describeError } from '@/lib/upstream/client';
import { forgotPassword } from '@/lib/upstream/auth';
import { forgotPasswordSchema } from '@/lib/validation/auth';
import { authMessages } from '@/components/auth/auth-messages';

export async function POST(request: Request) {
  const foreign = rejectForeignOrigin(request);
  if (foreign) return foreign;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const form = parseForm(forgotPasswordSchema, body.data);
  if (!form.ok) return form.response;

  const email = form.data.email.trim();
  const result = await forgotPassword(email, { forwardedFor: clientAddress(request) });
  if (!result.ok) return upstreamFailure(result.error, describeError(result.error, authMessages.codeSendFailed));

  // The API answers the same for unknown emails, and so do we: the flow starts either way.
  const response = NextResponse.json({ message: authMessages.codeSent });
  await writeResetFlow(response, startResetFlow(email));
  return response;
}
