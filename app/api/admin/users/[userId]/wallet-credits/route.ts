// POST /api/admin/users/{id}/wallet-credits {amount, reason} (issue 34, point 7): an admin gives a
// buyer or seller goodwill credit from their page in the console; the API adds it to their wallet
// (paid by the marketplace), shows the reason on their statement and audits it. A bad amount or a
// blank reason is a 422 here; an admin's account, the API's 409. The answer carries the new balance.
import { walletCreditAnswer } from '@/lib/http/answers/admin-money';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { formatKsh } from '@/lib/format/money';
import { ACCOUNT_MESSAGES, WALLET_CREDIT_MESSAGES } from '@/lib/messages/catalogue';
import { giveWalletCredit } from '@/lib/upstream/admin-users';
import { walletCreditFormSchema } from '@/lib/validation/wallet-credit';

export const POST = route({
  answer: walletCreditAnswer,
  auth: true,
  params: idParams('userId'),
  body: walletCreditFormSchema,
  async handle({ session, params, body, reply }) {
    if (session.user.userType !== 'admin') return message(ACCOUNT_MESSAGES.adminOnly, 403);
    const result = await giveWalletCredit(session.accessToken, params.userId, body);
    if (!result.ok) return upstreamFailure(result.error, WALLET_CREDIT_MESSAGES.failed);
    const { amount, balance } = result.data;
    return reply({ message: WALLET_CREDIT_MESSAGES.given(formatKsh(amount), formatKsh(balance)), amount, balance });
  },
});
