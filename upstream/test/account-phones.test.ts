// Phone numbers (issue 30): one number is one number however it is spelt. The API stores phones in
// E.164 with the normaliser the storefront's forms use (contract/rules/phone.ts), checks that a
// number is free on that form, and logs in by any spelling of it.
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { profileSchema } from '../../lib/validation/account';
import { addressSchema } from '../../lib/validation/cart';
import { mpesaPaymentSchema } from '../../lib/validation/payment';
import { normaliseStoredPhones } from '../src/account/stored-phones';
import { addresses, users } from '../src/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/demo';
import { ApiError } from '../src/http/envelope';
import { readPaymentRequest } from '../src/payments/request';
import { testApiForFile } from './harness';
import { userRow } from './account-fixtures';

const api = testApiForFile();

const TAKEN = 'The phone has already been taken.';

/** A Kenyan number (Safaricom's 011 range: the seed hands out 07…, so these are free) in E.164. */
const kenyanNumber = fc.stringMatching(/^[0-5]\d{6}$/).map((rest) => `+25411${rest}`);

/** Ways people write +254 11X XXX XXX: country code or trunk 0 or neither, grouped with separators. */
const spelling = (e164: string) => {
  const national = e164.slice(4); // 9 digits
  return fc
    .record({
      prefix: fc.constantFrom('+254', '254', '0', '', '+254 0', '+254-'),
      separator: fc.constantFrom('', ' ', '-', '.', ' - '),
      groups: fc.constantFrom([3, 3, 3], [1, 2, 3, 3], [3, 6], [9], [2, 3, 4]),
      brackets: fc.boolean(),
      pad: fc.constantFrom('', ' ', '  '),
    })
    .map(({ prefix, separator, groups, brackets, pad }) => {
      const parts: string[] = [];
      let at = 0;
      for (const size of groups) {
        parts.push(national.slice(at, at + size));
        at += size;
      }
      const [first, ...rest] = parts;
      const head = brackets && prefix === '0' ? `(0${first})` : `${prefix}${prefix && separator === '' ? '' : separator}${first}`;
      return `${pad}${[head, ...rest].join(separator)}${pad}`;
    });
};

const storefrontPhone = (typed: string) => {
  const result = profileSchema.shape.phone.safeParse(typed);
  return result.success ? result.data : 'refused';
};

describe('the storefront and the API read a phone number the same way', () => {
  it('accepts every spelling of a number and stores the one E.164 form the storefront sends', async () => {
    const user = await api.createUser();
    await fc.assert(
      fc.asyncProperty(
        kenyanNumber.chain((e164) => fc.tuple(fc.constant(e164), spelling(e164))),
        async ([e164, typed]) => {
          expect(storefrontPhone(typed)).toBe(e164);
          const address = addressSchema.shape.phone.safeParse(typed.trim());
          expect(address.success && address.data).toBe(e164);
          const res = await api.request('PATCH', '/user/profile', { token: user.token, body: { phone: typed } });
          expect(res.status).toBe(200);
          expect(res.body.data.phone).toBe(e164);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses what the storefront refuses, and stores what it accepts, for any typed text', async () => {
    const user = await api.createUser();
    const typedText = fc.stringMatching(/^[0-9 +().a-]{1,24}$/).filter((s) => s.trim() !== '');
    await fc.assert(
      fc.asyncProperty(typedText, async (typed) => {
        const storefront = storefrontPhone(typed);
        const res = await api.request('PATCH', '/user/profile', { token: user.token, body: { phone: typed } });
        if (storefront === 'refused') {
          expect(res.status).toBe(422);
          expect(res.body.data.phone).toEqual(['Please enter a valid phone number.']);
        } else {
          // A number another account holds is refused as taken, never read differently.
          if (res.status === 422) expect(res.body.data.phone).toEqual([TAKEN]);
          else expect(res.body.data.phone).toBe(storefront);
        }
      }),
      { numRuns: 120 },
    );
  });

  it('takes the same M-Pesa numbers at the payment form and at the API, Safaricom ranges only', () => {
    const typedText = fc.oneof(
      fc.stringMatching(/^[0-9 +-]{1,20}$/),
      kenyanNumber.chain(spelling),
      fc.constantFrom('+0712345678', '+255712345678', '0812345678', '+1 415 555 0100', '0712 345 678'),
    );
    fc.assert(
      fc.property(typedText, (typed) => {
        const storefront = mpesaPaymentSchema.safeParse({ method: 'mpesa', phone: typed });
        let api: string;
        try {
          const request = readPaymentRequest({ method: 'mpesa', phone: typed });
          api = request.method === 'mpesa' ? request.phone : 'card';
        } catch (error) {
          // Only the API's own refusal counts as one: any other error is a bug in the test or the rule.
          if (!(error instanceof ApiError)) throw error;
          api = 'refused';
        }
        expect(storefront.success ? storefront.data.phone : 'refused').toBe(api);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses +0712345678 on both sides (the storefront used to take it and the API answered 422)', async () => {
    expect(storefrontPhone('+0712345678')).toBe('refused');
    expect(mpesaPaymentSchema.safeParse({ method: 'mpesa', phone: '+0712345678' }).success).toBe(false);
    const user = await api.createUser();
    const res = await api.request('PATCH', '/user/profile', { token: user.token, body: { phone: '+0712345678' } });
    expect(res.status).toBe(422);
  });
});

describe('a phone number belongs to one account', () => {
  const demoBuyerSpellings = ['+254 712 000 001', '0712000001', '0712-000-001', '254712000001', '(0712) 000 001'];

  it('is refused on a second account in any spelling, and the owner still logs in with it', async () => {
    const other = await api.createUser();
    for (const phone of demoBuyerSpellings) {
      const res = await api.request('PATCH', '/user/profile', { token: other.token, body: { phone } });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ message: TAKEN, data: { phone: [TAKEN] } });
    }
    expect((await userRow(api, other.id)).phone).toBeNull();
    const login = await api.request('POST', '/auth/login', { body: { email: DEMO_USERS.buyer.phone, password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.data.user.email).toBe(DEMO_USERS.buyer.email);
  });

  it('goes to one of two accounts claiming it at the same moment; the other is told it is taken, never a 500', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [a, b] = await Promise.all([api.createUser(), api.createUser()]);
      const number = `0113 77${round} 00${round}`;
      const answers = await Promise.all([a, b].map((user) => api.request('PATCH', '/user/profile', { token: user.token, body: { phone: number } })));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
      expect(answers.find((r) => r.status === 422)!.body.data).toEqual({ phone: [TAKEN] });
    }
  });

  it('is refused at register in another spelling', async () => {
    const res = await api.request('POST', '/auth/register', {
      body: {
        name: 'Second Amina',
        email: `second-${Date.now()}@test.crafts.ke`,
        phone: '0712 000 001',
        password: 'secret-pass-1',
        password_confirmation: 'secret-pass-1',
      },
      headers: { 'x-forwarded-for': '198.51.100.91' },
    });
    expect(res.status).toBe(422);
    expect(res.body.data).toEqual({ phone: [TAKEN] });
  });

  it('is stored in E.164 at register, whatever the spelling', async () => {
    const email = `spelt-${Date.now()}@test.crafts.ke`;
    const res = await api.request('POST', '/auth/register', {
      body: { name: 'Spelt Phone', email, phone: '0113 456-789', password: 'secret-pass-1', password_confirmation: 'secret-pass-1' },
      headers: { 'x-forwarded-for': '198.51.100.92' },
    });
    expect(res.status).toBeLessThan(300);
    const [row] = await api.db.select({ phone: users.phone }).from(users).where(eq(users.email, email));
    expect(row.phone).toBe('+254113456789');
  });

  it('logs its owner in by any spelling of it', async () => {
    const whoLoggedIn: string[] = [];
    for (const phone of demoBuyerSpellings) {
      const login = await api.request('POST', '/auth/login', { body: { email: phone, password: DEMO_PASSWORD } });
      whoLoggedIn.push(login.status === 200 ? login.body.data.user.email : `refused ${phone}`);
    }
    expect(whoLoggedIn).toEqual(demoBuyerSpellings.map(() => DEMO_USERS.buyer.email));
  });
});

describe('phones stored before issue 30', () => {
  it('are rewritten in E.164 at start; of two accounts with one number, the first keeps it', async () => {
    const older = await api.createUser();
    const newer = await api.createUser();
    const foreign = await api.createUser();
    const odd = await api.createUser();
    await api.db.update(users).set({ phone: '0113 111 222', mpesa: '0113-111-222' }).where(eq(users.id, older.id));
    await api.db.update(users).set({ phone: '+254 113 111 222' }).where(eq(users.id, newer.id));
    await api.db.update(users).set({ phone: '+233 24 000 0009' }).where(eq(users.id, foreign.id));
    await api.db.update(users).set({ phone: 'call me' }).where(eq(users.id, odd.id));
    const [address] = await api.db
      .insert(addresses)
      .values({ userId: older.id, name: 'Home', street: 'Moi Avenue 1', city: 'Nairobi', country: 'Kenya', phone: '0113 111 222' })
      .returning({ id: addresses.id });

    const log: string[] = [];
    expect(await normaliseStoredPhones(api.db, (m) => log.push(m))).toBeGreaterThanOrEqual(4);
    expect(await userRow(api, older.id)).toMatchObject({ phone: '+254113111222', mpesa: '+254113111222' });
    expect((await userRow(api, newer.id)).phone).toBeNull();
    expect((await userRow(api, foreign.id)).phone).toBe('+233240000009');
    expect((await userRow(api, odd.id)).phone).toBe('call me');
    const [stored] = await api.db.select({ phone: addresses.phone }).from(addresses).where(eq(addresses.id, address.id));
    expect(stored.phone).toBe('+254113111222');
    expect(log).toContain(`user ${newer.id}: phone removed, the same number is user ${older.id}'s`);
    // The owner logs in by phone again; a second run changes nothing.
    const login = await api.request('POST', '/auth/login', { body: { email: '0113111222', password: older.password } });
    expect(login.status).toBe(200);
    expect(await normaliseStoredPhones(api.db, () => undefined)).toBe(0);
  });
});
