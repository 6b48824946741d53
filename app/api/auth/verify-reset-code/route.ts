// Step 2 of the reset flow: the code typed by the user, checked by the API against the email
// kept in the sealed reset cookie. The reset token the API returns stays sealed in that cookie.
import { NextResponse } from 'next/server';
import { clientAddress, rejectForeignOrigin } from '@/lib/session/origin';
import { parseForm, readJsonBody, upstreamFailure } from '@/lib/session/handler-responses';
import { readResetFlow, startResetFlow, writeResetFlow } from '@/lib/session/reset-flow';
import { describeError } from '@/lib/upstream/client';
import { verifyResetCode } from '@/lib/upstream/auth';
import { verifyCodeSchema } from '@/lib/validation/auth';
import { authMessages } from '@/components/auth/auth-messages';

export async function POST(request: Request) {
  const foreign = rejectForeignOrigin(request);
  if (foreign) return foreign;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const form = parseForm(verifyCodeSchema, body.data);
  if (!form.ok) return form.response;

  const flow = await readResetFlow(request);
  if (!flow) return NextResponse.json({ message: authMessages.flowMissing, restart: true }, { status: 410 });

  const result = await verifyResetCode(flow.email, form.data.code.trim(), { forwardedFor: clientAddress(request) });
  if (!result.ok) return upstreamFailure(result.error, describeError(result.error, authMessages.codeInvalid));

  const email = result.data.email || flow.email;
  const response = NextResponse.json({ message: authMessages.codeVerified, email });
  // The reset token lasts longer at the API; the new-password step gets a fresh 15 minutes.
  await writeResetFlow(response, { ...startResetFlow(email), token: result.data.token });
  return response;
}
