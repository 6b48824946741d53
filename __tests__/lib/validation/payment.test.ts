/** @jest-environment node */
import { PAYMENT_MESSAGES } from '@/lib/messages/catalogue';
import { paymentRequestSchema } from '@/lib/validation/payment';
import { normaliseMpesaPhone } from '@/contract/rules/phone';
import { firstErrors } from '@/lib/validation/zod';

describe('an M-Pesa number', () => {
  it.each([
    ['0712345678', '254712345678'],
    ['0712 345 678', '254712345678'],
    ['0112345678', '254112345678'],
    ['254712345678', '254712345678'],
    ['+254 712 345 678', '254712345678'],
    ['+254-712-345-678', '254712345678'],
    ['254112345678', '254112345678'],
  ])('%s is %s', (typed, normalised) => {
    expect(normaliseMpesaPhone(typed)).toBe(normalised);
  });

  it.each(['', '0812345678', '071234567', '07123456789', '+1 415 555 0100', '2547123456789', 'O712345678', '++254712345678', '0712a45678', '+0712345678'])(
    '%j is refused',
    (typed) => {
      expect(normaliseMpesaPhone(typed)).toBeNull();
    },
  );
});

describe('the payment request', () => {
  const problems = (input: unknown) => {
    const result = paymentRequestSchema.safeParse(input);
    return result.success ? {} : firstErrors(result.error);
  };

  it('takes an M-Pesa payment with the number normalised', () => {
    expect(paymentRequestSchema.parse({ orderId: 5, method: 'mpesa', phone: '0712 345 678' })).toEqual({ orderId: 5, method: 'mpesa', phone: '254712345678' });
  });

  it('takes a card with nothing more, and keeps no card number a client sends along', () => {
    expect(paymentRequestSchema.parse({ orderId: 5, method: 'card', cardNumber: '4084 0840 8408 4081', cvc: '408' })).toEqual({ orderId: 5, method: 'card' });
  });

  it('says what is wrong in the API’s words', () => {
    expect(problems({ orderId: 5, method: 'mpesa', phone: '12345' })).toEqual({ phone: PAYMENT_MESSAGES.phone });
    expect(Object.values(problems({ orderId: 5, method: 'cash' }))).toContain(PAYMENT_MESSAGES.chooseMethod);
  });
});
