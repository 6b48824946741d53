// M-Pesa Express result codes and the STK callback body, shared by the Daraja client and the
// sandbox: both speak Daraja's shapes.
import { z } from 'zod';
import type { MpesaCallback, PaymentOutcome } from './provider';

const MPESA_REASONS: Record<number, string> = {
  1032: 'You cancelled the M-Pesa request.',
  1037: 'We could not reach your phone. Check that it is on and has signal, then try again.',
  2001: 'The M-Pesa PIN was wrong. Please try again.',
  1: 'Your M-Pesa balance is too low for this payment.',
};

export const NO_ANSWER_REASON = 'M-Pesa did not answer in time. Please try again.';

/** A final result code (and its description) in our terms; 0 is paid. */
export function outcomeOfResult(
  resultCode: number,
  resultDesc: string,
  paid: { receiptNumber: string | null; amount: number | null; phone: string | null } = { receiptNumber: null, amount: null, phone: null },
): PaymentOutcome {
  if (resultCode === 0) return { status: 'completed', ...paid };
  const reason = MPESA_REASONS[resultCode] ?? `M-Pesa could not complete the payment: ${resultDesc || `code ${resultCode}`}`;
  return { status: 'failed', code: String(resultCode), reason };
}

const itemSchema = z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() });

const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().min(1).max(100),
      CheckoutRequestID: z.string().min(1).max(100),
      ResultCode: z.coerce.number().int(),
      ResultDesc: z.string().max(500).default(''),
      CallbackMetadata: z.object({ Item: z.array(itemSchema).max(20) }).optional(),
    }),
  }),
});

export type StkCallbackBody = z.input<typeof stkCallbackSchema>;

/** Daraja's callback body in our terms, or null when it is not one. */
export function readStkCallback(body: unknown): MpesaCallback | null {
  const parsed = stkCallbackSchema.safeParse(body);
  if (!parsed.success) return null;
  const cb = parsed.data.Body.stkCallback;
  const items = new Map((cb.CallbackMetadata?.Item ?? []).map((i) => [i.Name, i.Value]));
  const amount = items.get('Amount');
  const receipt = items.get('MpesaReceiptNumber');
  const phone = items.get('PhoneNumber');
  return {
    merchantRequestId: cb.MerchantRequestID,
    checkoutRequestId: cb.CheckoutRequestID,
    resultCode: cb.ResultCode,
    resultDesc: cb.ResultDesc,
    outcome: outcomeOfResult(cb.ResultCode, cb.ResultDesc, {
      receiptNumber: receipt === undefined ? null : String(receipt),
      amount: amount === undefined || Number.isNaN(Number(amount)) ? null : Number(amount),
      phone: phone === undefined ? null : String(phone),
    }),
  };
}

/** Daraja's timestamp, YYYYMMDDHHmmss in Kenyan time (UTC+3, no daylight saving). */
export function darajaTimestamp(at: Date): string {
  const eat = new Date(at.getTime() + 3 * 3600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${eat.getUTCFullYear()}${two(eat.getUTCMonth() + 1)}${two(eat.getUTCDate())}${two(eat.getUTCHours())}${two(eat.getUTCMinutes())}${two(eat.getUTCSeconds())}`;
}

/** The STK password: base64 of shortcode + passkey + timestamp. */
export const stkPassword = (shortcode: string, passkey: string, timestamp: string) => Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
