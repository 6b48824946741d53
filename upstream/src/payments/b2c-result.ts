// M-Pesa B2C (business to customer: a seller's payout) result codes and the result body, shared by
// the Daraja client and the sandbox: both speak Daraja's shapes. Daraja answers a B2C request at
// once with its ids, then posts this body to the ResultURL when the money moved or did not.
import { z } from 'zod';
import type { PayoutOutcome } from './provider';

const B2C_REASONS: Record<number, string> = {
  1: "The marketplace's M-Pesa float is too low for this payout; it is retried once topped up.",
  2040: 'This number is not registered for M-Pesa, so it cannot receive money.',
  17: 'M-Pesa had an internal error; the payout can be asked for again.',
  2001: "The marketplace's M-Pesa initiator details were refused.",
};

/** A final result code (and its description) in our terms; 0 is paid. */
export function payoutOutcomeOfResult(resultCode: number, resultDesc: string, receiptNumber: string | null): PayoutOutcome {
  if (resultCode === 0 && receiptNumber) return { status: 'completed', receiptNumber };
  if (resultCode === 0) return { status: 'failed', code: 'no_receipt', reason: 'M-Pesa reported success without a receipt.' };
  return { status: 'failed', code: String(resultCode), reason: B2C_REASONS[resultCode] ?? `M-Pesa could not pay it: ${resultDesc || `code ${resultCode}`}` };
}

const parameterSchema = z.object({ Key: z.string(), Value: z.union([z.string(), z.number()]).optional() });

const resultSchema = z.object({
  Result: z.object({
    ResultType: z.coerce.number().int().optional(),
    ResultCode: z.coerce.number().int(),
    ResultDesc: z.string().max(500).default(''),
    OriginatorConversationID: z.string().min(1).max(100),
    ConversationID: z.string().min(1).max(100),
    TransactionID: z.string().max(100).optional(),
    ResultParameters: z.object({ ResultParameter: z.union([z.array(parameterSchema).max(30), parameterSchema]) }).optional(),
  }),
});

export type B2cResultBody = z.input<typeof resultSchema>;

/** A B2C result in our terms. */
export interface B2cResult {
  originatorConversationId: string;
  conversationId: string;
  /** The amount paid, in shillings, when the result says. */
  amount: number | null;
  outcome: PayoutOutcome;
}

/** Daraja's B2C result body in our terms, or null when it is not one. */
export function readB2cResult(body: unknown): B2cResult | null {
  const parsed = resultSchema.safeParse(body);
  if (!parsed.success) return null;
  const result = parsed.data.Result;
  const raw = result.ResultParameters?.ResultParameter;
  const parameters = new Map((raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]).map((p) => [p.Key, p.Value]));
  const receipt = parameters.get('TransactionReceipt') ?? result.TransactionID;
  const amount = parameters.get('TransactionAmount');
  return {
    originatorConversationId: result.OriginatorConversationID,
    conversationId: result.ConversationID,
    amount: amount === undefined || Number.isNaN(Number(amount)) ? null : Number(amount),
    outcome: payoutOutcomeOfResult(result.ResultCode, result.ResultDesc, receipt === undefined || receipt === '' ? null : String(receipt)),
  };
}
