/** @jest-environment node */
// The one phone normaliser (issue 30), as the storefront's forms use it: any spelling of a number
// becomes its E.164 form, anything else is refused with the form's message.
import { ACCOUNT_MESSAGES, ADDRESS_MESSAGES } from '@/lib/messages/catalogue';
import { profileSchema } from '@/lib/validation/account';
import { addressSchema } from '@/lib/validation/cart';
import { isSafaricomNumber, normalisePhone } from '@/contract/rules/phone';
import { firstErrors } from '@/lib/validation/zod';

describe('a phone number', () => {
  it.each([
    ['+254 712 000 001', '+254712000001'],
    ['0712000001', '+254712000001'],
    ['254712000001', '+254712000001'],
    ['(0712) 000-001', '+254712000001'],
    [' +254-712-000-001 ', '+254712000001'],
    ['0112 345 678', '+254112345678'],
    ['+233 24 000 0002', '+233240000002'],
    ['+27 21 555 0134', '+27215550134'],
  ])('%j is %s', (typed, e164) => {
    expect(normalisePhone(typed)).toBe(e164);
  });

  it.each([
    '',
    '+0712345678',
    '-------',
    '12-34-5',
    '0712 000 00',
    '+254 712 000 001 0000 00',
    '0712000001 ext 2',
    'call me',
    '++254712000001',
    '+233 70 000 0002',
  ])('%j is refused', (typed) => {
    expect(normalisePhone(typed)).toBeNull();
  });

  it('knows Safaricom’s ranges, the ones M-Pesa pays from', () => {
    expect(['+254712000001', '+254112345678'].every(isSafaricomNumber)).toBe(true);
    expect(['+254202345678', '+255712345678', '+233240000002'].some(isSafaricomNumber)).toBe(false);
  });
});

describe('the forms send phones in E.164', () => {
  const profile = { username: 'amina', firstName: '', lastName: '', phone: '', mpesa: '', dateOfBirth: '', gender: '', idNumber: '', country: '', town: '' };

  it('User Details: any spelling, empty for none; M-Pesa only a Safaricom number', () => {
    expect(profileSchema.parse({ ...profile, phone: '0712 000 001', mpesa: '254 712 000 001' })).toMatchObject({
      phone: '+254712000001',
      mpesa: '+254712000001',
    });
    expect(profileSchema.parse(profile)).toMatchObject({ phone: null, mpesa: null });
    const refused = profileSchema.safeParse({ ...profile, phone: '+0712345678', mpesa: '+233 24 000 0002' });
    expect(refused.success ? {} : firstErrors(refused.error)).toEqual({ phone: ACCOUNT_MESSAGES.phone, mpesa: ACCOUNT_MESSAGES.mpesa });
  });

  it('an address: any spelling; not a number is the address form’s message', () => {
    const address = { name: 'Amina', street: 'Moi Avenue 12', city: 'Nairobi', country: 'Kenya' };
    expect(addressSchema.parse({ ...address, phone: '0712-000-001' }).phone).toBe('+254712000001');
    const refused = addressSchema.safeParse({ ...address, phone: '12-34-5' });
    expect(refused.success ? {} : firstErrors(refused.error)).toEqual({ phone: ADDRESS_MESSAGES.phone });
  });
});
