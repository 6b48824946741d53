// The console's money (issue 34, points 3 and 7): a step on a failed refund answers its message and
// where the refund now stands (the page is read again for the rest); a wallet credit, its message
// and the wallet's new balance.
import * as z from 'zod/mini';
import { REFUND_STATES } from '@/contract/rules/refunds';

/** POST /api/admin/refunds/{id}/retry and /to-wallet. */
export const adminRefundStepAnswer = z.object({ message: z.string(), status: z.enum(REFUND_STATES) });

/** POST /api/admin/users/{id}/wallet-credits: the balance after the credit, in shillings. */
export const walletCreditAnswer = z.object({ message: z.string(), amount: z.number(), balance: z.number() });
