// Test cards for buyers outside Kenya: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 declined.
// Only these two numbers exist; the route refuses any other before a payment is recorded.
import { randomBytes } from 'node:crypto';
import type { CardProvider, CardRefundRequest, CardStartRequest, PaymentOutcome, RefundOutcome } from './provider';

const PAID_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';
export const CARD_DECLINED_REASON = 'Your card was declined. Please use another card or pay with M-Pesa.';

export const isTestCard = (digits: string) => digits === PAID_CARD || digits === DECLINED_CARD;

export class TestCardProvider implements CardProvider {
  readonly method = 'card' as const;
  readonly name = 'test-card';
  readonly test = true;

  async start({ cardNumber }: CardStartRequest): Promise<Exclude<PaymentOutcome, { status: 'pending' }>> {
    if (cardNumber === PAID_CARD) {
      return { status: 'completed', receiptNumber: `CARD-${randomBytes(5).toString('hex').toUpperCase()}`, amount: null, phone: null };
    }
    return { status: 'failed', code: 'card_declined', reason: CARD_DECLINED_REASON };
  }

  /** A test card's payment moves no money, so its refund is done at once. */
  async refund({ refundId }: CardRefundRequest): Promise<RefundOutcome> {
    return { status: 'completed', receiptNumber: `CARD-RF-${refundId}` };
  }

  async queryRefund(providerRefundId: string): Promise<RefundOutcome> {
    return { status: 'completed', receiptNumber: `CARD-RF-${providerRefundId}` };
  }
}
