/** @jest-environment node */
// Done when (issue 31): `+0712345678` and every other way of writing a phone number is judged the
// same by the storefront's forms, its route handlers and the API, accepted or refused alike, and when
// accepted, read as the same E.164 number. Each side is its real code: the forms' schemas
// (lib/validation: the address form that checkout uses, and User Details), the address handler run
// as the browser calls it (its body schema, and what it sends on), and the API's phone field
// (upstream/src/account/fields.ts, which register, User Details and the address book use).
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import { phoneField } from '../../../contract/api/fields';
import fc from 'fast-check';
import nock from 'nock';
import { POST as postAddress } from '@/app/api/addresses/route';
import { profileSchema } from '@/lib/validation/account';
import { addressSchema } from '@/lib/validation/cart';
import { API, call, envelope, signedIn } from '@/__tests__/app/api/cart/helpers';
import { onlyNockedCalls } from '@/__tests__/support/nock';
import { eachTestStartsWithSession } from '@/__tests__/support/session';

jest.mock('@/lib/session/session', () => ({ getSession: jest.fn() }));

onlyNockedCalls();
eachTestStartsWithSession(signedIn);

type Verdict = string | 'refused';
const verdict = (result: { success: true; data: string | null } | { success: false }): Verdict => (result.success ? String(result.data) : 'refused');

const storefrontForms = (typed: string) => ({
  address: verdict(addressSchema.shape.phone.safeParse(typed)),
  profile: verdict(profileSchema.shape.phone.safeParse(typed)),
});
const apiField = (typed: string) => verdict(phoneField().safeParse(typed));

/** POST /api/addresses as the address form sends it: the phone the API was sent, or 'refused' (422, the API not asked). */
async function addressHandler(typed: string): Promise<Verdict> {
  let sent: string | undefined;
  const scope = nock(API)
    .post('/addresses')
    .reply(201, (_uri, body) => {
      const address = body as Record<string, string>;
      sent = address.phone;
      return envelope('Address saved.', {
        id: 5,
        ...address,
        is_default: true,
        created_at: '2026-11-01T09:00:00.000Z',
        updated_at: '2026-11-01T09:00:00.000Z',
      });
    });
  const response = await postAddress(
    call('POST', '/api/addresses', { body: { name: 'Amina', street: 'Moi Avenue 12', city: 'Nairobi', country: 'Kenya', phone: typed } }),
  );
  const asked = scope.isDone();
  nock.cleanAll();
  if (response.status === 422) {
    if (asked) throw new Error('the handler refused after asking the API');
    return 'refused';
  }
  if (response.status !== 201 || sent === undefined) throw new Error(`the handler answered ${response.status}`);
  return sent;
}

// Kenyan numbers (mobile 7…/1…, and Nairobi landlines 20…) written every way people write them.
const nationalDigits = fc.oneof(
  fc.stringMatching(/^7\d{8}$/),
  fc.stringMatching(/^1[01]\d{7}$/),
  fc.stringMatching(/^20\d{7}$/),
  fc.stringMatching(/^\d{6,11}$/),
);
const kenyanSpelling = fc
  .record({
    national: nationalDigits,
    prefix: fc.constantFrom('+254', '254', '0', '', '+254 0', '+254-', '+0', '00254', '+2540'),
    separator: fc.constantFrom('', ' ', '-', ' - ', '.'),
    cut: fc.constantFrom([3, 6], [1, 3, 6], [2, 5], [9]),
    brackets: fc.boolean(),
    pad: fc.constantFrom('', ' ', '   '),
  })
  .map(({ national, prefix, separator, cut, brackets, pad }) => {
    const groups = [...cut, national.length].map((end, i, all) => national.slice(i === 0 ? 0 : all[i - 1], end)).filter(Boolean);
    const [first, ...rest] = groups;
    const head = brackets && prefix === '0' ? `(0${first})` : `${prefix}${prefix && separator ? separator : ''}${first}`;
    return `${pad}${[head, ...rest].join(separator)}${pad}`;
  });
const foreignNumber = fc
  .record({
    code: fc.constantFrom('1', '44', '233', '255', '256', '27', '234', '49', '91'),
    digits: fc.stringMatching(/^\d{5,12}$/),
    separator: fc.constantFrom('', ' ', '-'),
  })
  .map(({ code, digits, separator }) => `+${code}${separator}${digits.replace(/(\d{3})(?=\d)/g, `$1${separator}`)}`);
const known = fc.constantFrom(
  '+0712345678',
  '0712 345 678',
  '+254 712 345 678',
  '254712345678',
  '712345678',
  '+1 415 555 0100',
  '+44 20 7946 0958',
  '+233 24 000 0002',
  '++254712345678',
  '0712345678 ext 2',
  '+254 712 000 001 0000 00',
  'call me',
  '0712a45678',
  `${' '.repeat(20)}0712345678${' '.repeat(20)}`,
);
const garbage = fc.oneof(fc.string({ maxLength: 40 }), fc.stringMatching(/^[0-9 +().x-]{1,40}$/));
/** Something typed in a phone field; blank means "no phone" on User Details, so it is judged apart below. */
const typedPhone = fc.oneof(kenyanSpelling, foreignNumber, known, garbage).filter((typed) => typed.trim() !== '');

describe('a phone number is judged the same by the forms, the handler and the API', () => {
  it('the forms and the API’s field: accepted or refused alike, and the same E.164 number', () => {
    fc.assert(
      fc.property(typedPhone, (typed) => {
        const api = apiField(typed);
        expect(storefrontForms(typed)).toEqual({ address: api, profile: api });
      }),
      { numRuns: 3000 },
    );
  });

  it('the address handler sends the API the number its form and the API read, and refuses what they refuse', async () => {
    await fc.assert(
      fc.asyncProperty(typedPhone, async (typed) => {
        expect(await addressHandler(typed)).toBe(apiField(typed));
      }),
      { numRuns: 150 },
    );
  });

  it('refuses +0712345678 everywhere (the form and the handler used to take it and the API answered 422)', async () => {
    expect(storefrontForms('+0712345678')).toEqual({ address: 'refused', profile: 'refused' });
    expect(await addressHandler('+0712345678')).toBe('refused');
    expect(apiField('+0712345678')).toBe('refused');
  });

  it('reads the usual Kenyan spellings as one number on every side', async () => {
    for (const typed of ['0712 345 678', '+254-712-345-678', '254712345678', '712345678', '(0712) 345 678']) {
      expect({ ...storefrontForms(typed), handler: await addressHandler(typed), api: apiField(typed) }).toEqual({
        address: '+254712345678',
        profile: '+254712345678',
        handler: '+254712345678',
        api: '+254712345678',
      });
    }
  });

  it('takes a blank User Details phone as none, which the API’s field takes as none too', () => {
    expect(profileSchema.shape.phone.parse('   ')).toBeNull();
    expect(phoneField().nullable().parse(null)).toBeNull();
  });
});
