// The body of POST /orders/{id}/payments: M-Pesa with a phone number, or a card. A card carries
// nothing more: its number is typed on the card provider's hosted page, never sent to the API.
import { z } from 'zod';
import { ApiError } from '../http/envelope';
import { normaliseMpesaPhone } from '../../../contract/rules/phone';
import type { PaymentRequest } from './service';

/** M-Pesa numbers as buyers type them, read as Daraja takes them: 2547XXXXXXXX or 2541XXXXXXXX. */
export const PHONE_MESSAGE = 'Enter a Safaricom number like 0712 345 678 or +254 712 345 678.';
export const METHOD_MESSAGE = 'Choose M-Pesa or card.';

const text = z.string().max(100);

/** The request in our terms, or a 422 naming the field that is wrong. */
export function readPaymentRequest(body: Record<string, unknown>): PaymentRequest {
  if (body.method === 'card') return { method: 'card' };
  if (body.method !== 'mpesa') throw new ApiError(422, METHOD_MESSAGE, { method: [METHOD_MESSAGE] });
  const phone = text.safeParse(body.phone);
  const normalised = phone.success ? normaliseMpesaPhone(phone.data) : null;
  if (!normalised) throw new ApiError(422, PHONE_MESSAGE, { phone: [PHONE_MESSAGE] });
  return { method: 'mpesa', phone: normalised };
}
