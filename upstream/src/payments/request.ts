// The body of POST /orders/{id}/payments: the wallet, or M-Pesa with a phone number, or a card
// (after the wallet's part with use_wallet). A card carries nothing more: its number is typed on the
// card provider's hosted page, never sent to the API.
import { z } from 'zod';
import { ApiError } from '../http/envelope';
import { normaliseMpesaPhone } from '../../../contract/rules/phone';
import type { ExternalPaymentRequest, PaymentRequest } from './service';

/** M-Pesa numbers as buyers type them, read as Daraja takes them: 2547XXXXXXXX or 2541XXXXXXXX. */
export const PHONE_MESSAGE = 'Enter a Safaricom number like 0712 345 678 or +254 712 345 678.';
export const METHOD_MESSAGE = 'Choose M-Pesa or card.';
export const USE_WALLET_MESSAGE = 'use_wallet must be true or false.';

const text = z.string().max(100);

/**
 * The request in our terms, or a 422 naming the field that is wrong: the whole order from the
 * wallet (`method: 'wallet'`), or M-Pesa or card, after the wallet's part when `use_wallet` is true.
 */
export function readPaymentRequest(body: Record<string, unknown>): PaymentRequest {
  if (body.method === 'wallet') return { method: 'wallet' };
  const useWallet = body.use_wallet ?? false;
  if (typeof useWallet !== 'boolean') throw new ApiError(422, USE_WALLET_MESSAGE, { use_wallet: [USE_WALLET_MESSAGE] });
  return { ...readExternalRequest(body), useWallet };
}

function readExternalRequest(body: Record<string, unknown>): ExternalPaymentRequest {
  if (body.method === 'card') return { method: 'card' };
  if (body.method !== 'mpesa') throw new ApiError(422, METHOD_MESSAGE, { method: [METHOD_MESSAGE] });
  const phone = text.safeParse(body.phone);
  const normalised = phone.success ? normaliseMpesaPhone(phone.data) : null;
  if (!normalised) throw new ApiError(422, PHONE_MESSAGE, { phone: [PHONE_MESSAGE] });
  return { method: 'mpesa', phone: normalised };
}
