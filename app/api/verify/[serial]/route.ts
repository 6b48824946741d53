// The authenticity check behind the header's Verify dialog: GET /api/verify/{serial} answers
// {ok: true, verification} or {ok: false, message}. Never cached: verification is rate-limited per
// client at the API and must be fresh.
import { NextResponse } from 'next/server';
import type { Verification, VerifyAnswer } from '@/components/layout/verify-dialog';
import { clientAddress } from '@/lib/session/origin';
import { checkSerial } from '@/lib/upstream/product';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export async function GET(request: Request, { params }: { params: Promise<{ serial: string }> }) {
  const { serial } = await params;
  const outcome = await checkSerial(serial, { forwardedFor: clientAddress(request) });
  const headers: Record<string, string> = { ...NO_STORE };
  if (outcome.ok) {
    // The dialog's own type: a compile-time check that the route answers what it reads.
    const verification: Verification = outcome.verification;
    return NextResponse.json({ ok: true, verification } satisfies VerifyAnswer, { headers });
  }
  if (outcome.retryAfter) headers['Retry-After'] = String(outcome.retryAfter);
  return NextResponse.json({ ok: false, message: outcome.message } satisfies VerifyAnswer, { status: outcome.status, headers });
}
