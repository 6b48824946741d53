// POST /api/admin/refunds/{id}/retry | to-wallet (issue 34, point 3): an admin sends a failed refund
// again (a fresh round of tries) or gives it to the buyer's wallet instead; the API audits both. A
// refund that is not failed is the API's 409, passed on with its words; any other step is a 404.
import { adminRefundStepAnswer } from '@/lib/http/answers/admin-money';
import { message, route, upstreamFailure } from '@/lib/http/handler';
import { idParams } from '@/lib/http/params';
import { ADMIN_REFUND_MESSAGES } from '@/lib/messages/catalogue';
import { moveAdminRefund } from '@/lib/upstream/admin-refunds';
import { z } from '@/lib/validation/zod';

const DONE = { retry: ADMIN_REFUND_MESSAGES.retried, 'to-wallet': ADMIN_REFUND_MESSAGES.toWallet } as const;

export const POST = route({
  answer: adminRefundStepAnswer,
  auth: true,
  signInMessage: ADMIN_REFUND_MESSAGES.signIn,
  params: idParams('refundId').extend({ refundStep: z.enum(['retry', 'to-wallet']) }),
  notFoundMessage: ADMIN_REFUND_MESSAGES.missing,
  async handle({ session, params, reply }) {
    if (session.user.userType !== 'admin') return message(ADMIN_REFUND_MESSAGES.adminOnly, 403);
    const result = await moveAdminRefund(session.accessToken, params.refundId, params.refundStep);
    if (!result.ok) return upstreamFailure(result.error, ADMIN_REFUND_MESSAGES.failed);
    return reply({ message: DONE[params.refundStep], status: result.data.status });
  },
});
