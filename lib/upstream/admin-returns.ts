// The console's returns queue (issue 33, point 5): GET /admin/returns by status, oldest first, and
// an admin's approve (the refund goes where the buyer asked: the way they paid, or their wallet) or reject with the reason the buyer
// reads. Every call carries the admin's token and is never cached; a buyer's or seller's call is
// a 403 at the API.
import 'server-only';
import type { z } from 'zod';
import type { AdminReturnRequest } from '@/lib/domain/account';
import { api } from '@/lib/routing/urls';
import { adminReturnRequestSchema, type rejectReturnBodySchema } from '@/contract/api/admin-returns';
import { returnRequestSchema } from '@/contract/api/returns';
import type { ReturnStatus } from '@/contract/rules/status';
import { userCall } from './client';
import { pageSchema } from './page';
import { tolerantRefunds, toReturnRequest } from './returns';

const queueItemSchema = adminReturnRequestSchema
  .extend(tolerantRefunds)
  .transform((r): AdminReturnRequest => ({ ...toReturnRequest(r), buyer: r.buyer, updatedAt: r.updated_at }));
const decidedSchema = returnRequestSchema.extend(tolerantRefunds).transform(toReturnRequest);

export function listAdminReturns(token: string, query: { status: ReturnStatus; page: number }) {
  return userCall(token, api.adminReturns, pageSchema(queueItemSchema), { query: { status: query.status, page: query.page } });
}

export function approveReturn(token: string, id: number) {
  return userCall(token, api.returnDecision(id, 'approve'), decidedSchema, { method: 'POST' });
}

export function rejectReturn(token: string, id: number, input: z.output<typeof rejectReturnBodySchema>) {
  return userCall(token, api.returnDecision(id, 'reject'), decidedSchema, {
    method: 'POST',
    body: input satisfies z.input<typeof rejectReturnBodySchema>,
  });
}
