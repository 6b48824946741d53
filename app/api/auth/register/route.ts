// Registration: the form checked again on the server, then the API's auth/register (buyer account).
import { NextResponse } from 'next/server';
import { clientAddress, rejectForeignOrigin } from '@/lib/session/origin';
import { parseForm, readJsonBody, upstreamFailure } from '@/lib/session/handler-responses';
import { describeError } from '@/lib/upstream/client';
import { register } from '@/lib/upstream/auth';
import { registerSchema } from '@/lib/validation/auth';
import { authMessages } from '@/components/auth/auth-messages';

export async function POST(request: Request) {
  const foreign = rejectForeignOrigin(request);
  if (foreign) return foreign;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const form = parseForm(registerSchema, body.data);
  if (!form.ok) return form.response;

  const result = await register(form.data, { forwardedFor: clientAddress(request) });
  if (!result.ok) return upstreamFailure(result.error, describeError(result.error, authMessages.registerFailed));
  return NextResponse.json({ message: authMessages.registered }, { status: 201 });
}
