// The authenticity check behind the header's Verify dialog: GET /api/verify/{serial} answers
// {ok: true, verification} or {ok: false, message}. Never cached (route()'s default): verification
// is rate-limited per client at the API and must be fresh.
import type { VerifyAnswer } from '@/lib/domain/verification';
import { verifyAnswer } from '@/lib/http/answers/verify';
import { failureStatus, route } from '@/lib/http/handler';
import { clientAddress } from '@/lib/http/origin';
import { serialParams } from '@/lib/http/params';
import { checkSerial } from '@/lib/upstream/verification';

export const GET = route({
  answer: verifyAnswer,
  params: serialParams,
  async handle({ request, params: { serial }, reply }) {
    const outcome = await checkSerial(serial, { forwardedFor: clientAddress(request) });
    if (outcome.ok) return reply({ ok: true, verification: outcome.verification } satisfies VerifyAnswer);
    const answer = { ok: false, message: outcome.message } satisfies VerifyAnswer;
    if ('rejected' in outcome) return reply(answer, outcome.rejected);
    const { status, headers } = failureStatus(outcome.error);
    return reply(answer, status, headers);
  },
});
