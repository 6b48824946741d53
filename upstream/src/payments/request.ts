// The body of POST /orders/{id}/payments: the wallet, or M-Pesa with a phone number or a test card
// (after the wallet's part with use_wallet).
import { z } from 'zod';
import { ApiError } from '../http/envelope';
import { cardDigits, expiryProblem, isCardNumberShape, isCvcShape } from '../../../contract/rules/card';
import { normaliseMpesaPhone } from '../../../contract/rules/phone';
import type { ExternalPaymentRequest, PaymentRequest } from './service';
import { isTestCard } from './test-card';

/** M-Pesa numbers as buyers type them, read as Daraja takes them: 2547XXXXXXXX or 2541XXXXXXXX. */
export const PHONE_MESSAGE = 'Enter a Safaricom number like 0712 345 678 or +254 712 345 678.';
export const METHOD_MESSAGE = 'Choose M-Pesa or card.';
export const CARD_OFF_MESSAGE = 'Card payment is not available here. Please pay with M-Pesa.';
export const CARD_MESSAGE = 'Use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).';
export const EXPIRY_MESSAGE = 'Enter the expiry date as MM/YY.';
export const EXPIRED_MESSAGE = 'This card has expired.';
export const CVC_MESSAGE = 'Enter the 3 or 4 digit security code.';

const text = z.string().max(100);

export const USE_WALLET_MESSAGE = 'use_wallet must be true or false.';

/**
 * The request in our terms, or a 422 naming every field that is wrong (or a card when none is on):
 * the whole order from the wallet (`method: 'wallet'`), or M-Pesa or card, after the wallet's part
 * when `use_wallet` is true.
 */
export function readPaymentRequest(body: Record<string, unknown>, now: Date, options: { cardOn: boolean }): PaymentRequest {
  if (body.method === 'wallet') return { method: 'wallet' };
  const useWallet = body.use_wallet ?? false;
  if (typeof useWallet !== 'boolean') throw new ApiError(422, USE_WALLET_MESSAGE, { use_wallet: [USE_WALLET_MESSAGE] });
  return { ...readExternalRequest(body, now, options), useWallet };
}

function readExternalRequest(body: Record<string, unknown>, now: Date, { cardOn }: { cardOn: boolean }): ExternalPaymentRequest {
  const errors: Record<string, string[]> = {};
  const fail = (): never => {
    const first = Object.values(errors)[0][0];
    throw new ApiError(422, first, errors);
  };
  if (body.method === 'mpesa') {
    const phone = text.safeParse(body.phone);
    const normalised = phone.success ? normaliseMpesaPhone(phone.data) : null;
    if (!normalised) {
      errors.phone = [PHONE_MESSAGE];
      return fail();
    }
    return { method: 'mpesa', phone: normalised };
  }
  if (body.method !== 'card') {
    errors.method = [METHOD_MESSAGE];
    return fail();
  }
  if (!cardOn) {
    errors.method = [CARD_OFF_MESSAGE];
    return fail();
  }
  const number = text.safeParse(body.card_number);
  const digits = number.success ? cardDigits(number.data) : '';
  // The card's shape first (the contract's rule), then the test provider's two numbers.
  if (!isCardNumberShape(digits) || !isTestCard(digits)) errors.card_number = [CARD_MESSAGE];
  const expiry = text.safeParse(body.expiry);
  const problem = expiry.success ? expiryProblem(expiry.data, now) : 'shape';
  if (problem) errors.expiry = [problem === 'expired' ? EXPIRED_MESSAGE : EXPIRY_MESSAGE];
  const cvc = body.cvc;
  if (typeof cvc !== 'string' || !isCvcShape(cvc)) errors.cvc = [CVC_MESSAGE];
  if (Object.keys(errors).length) return fail();
  // Only the last four digits go further; the number is never stored.
  return { method: 'card', cardNumber: digits };
}
