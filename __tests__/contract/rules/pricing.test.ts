/** @jest-environment node */
import { DISCOUNT, SHIPPING, summariseCart } from '@/contract/rules/pricing';
import type { PromoTerms } from '@/contract/rules/promo';

describe('summariseCart (spec section 9)', () => {
  it('charges nothing for an empty cart, not even shipping', () => {
    expect(summariseCart([])).toEqual({ subtotal: 0, discount: 0, shipping: 0, tax: 0, total: 0 });
  });

  it('gives no discount when the subtotal is exactly 3,000', () => {
    expect(summariseCart([{ price: 1500, quantity: 2 }])).toEqual({
      subtotal: 3000,
      discount: 0,
      shipping: 350,
      tax: 240,
      total: 3590,
    });
  });

  it('takes 300 off once the subtotal is over 3,000, and taxes what is left', () => {
    // 8% of 2,701 is 216.08, rounded to 216.
    expect(summariseCart([{ price: 3001, quantity: 1 }])).toEqual({
      subtotal: 3001,
      discount: DISCOUNT,
      shipping: SHIPPING,
      tax: 216,
      total: 3001 - 300 + 350 + 216,
    });
  });

  it('rounds a tax of exactly .5 up to the next shilling', () => {
    // 8% of 1,006.25 is exactly 80.5.
    const summary = summariseCart([{ price: 1006.25, quantity: 1 }]);
    expect(summary.tax).toBe(81);
    expect(summary.total).toBe(1006.25 + 350 + 81);
  });

  it('rounds a tax just below .5 down', () => {
    // 8% of 1,006.24 is 80.4992.
    const summary = summariseCart([{ price: 1006.24, quantity: 1 }]);
    expect(summary.tax).toBe(80);
    expect(summary.total).toBe(1436.24);
  });

  it('rounds a .5 tax up after the discount too', () => {
    // 3,306.25 - 300 = 3,006.25, and 8% of that is exactly 240.5.
    const summary = summariseCart([{ price: 3306.25, quantity: 1 }]);
    expect(summary.discount).toBe(300);
    expect(summary.tax).toBe(241);
    expect(summary.total).toBe(3597.25);
  });

  it('adds up many lines as price times quantity, with one shipping charge', () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({ price: 100 + i, quantity: (i % 3) + 1 }));
    const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
    const tax = Math.round((subtotal - 300) * 0.08);
    expect(summariseCart(lines)).toEqual({
      subtotal,
      discount: 300,
      shipping: 350,
      tax,
      total: subtotal - 300 + 350 + tax,
    });
  });

  it('keeps fractional prices exact (no floating-point drift)', () => {
    // 0.1 * 3 + 0.2 is 0.5000000000000001 in plain floating point.
    expect(
      summariseCart([
        { price: 0.1, quantity: 3 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toEqual({
      subtotal: 0.5,
      discount: 0,
      shipping: 350,
      tax: 0,
      total: 350.5,
    });
    // 8% of 59.97 is 4.7976, rounded to 5.
    expect(summariseCart([{ price: 19.99, quantity: 3 }])).toEqual({
      subtotal: 59.97,
      discount: 0,
      shipping: 350,
      tax: 5,
      total: 414.97,
    });
  });
});

describe('summariseCart with a promo code (issue 34, point 5)', () => {
  const code = (terms: Partial<PromoTerms> = {}): PromoTerms => ({
    code: 'KARIBU',
    kind: 'percent',
    value: 10,
    minSpend: 0,
    shopId: null,
    shopName: null,
    refusal: null,
    ...terms,
  });

  it('adds a percentage off on top of the spec discount and taxes what is left', () => {
    // 4,000 - 300 - 400 = 3,300; 8% is 264.
    expect(summariseCart([{ price: 4000, quantity: 1 }], code())).toEqual({
      subtotal: 4000,
      discount: 300,
      shipping: 350,
      tax: 264,
      total: 3300 + 350 + 264,
      promo: { code: 'KARIBU', discount: 400, refusal: null },
    });
  });

  it('takes a fixed amount off, never more than the subtotal the spec discount leaves', () => {
    expect(summariseCart([{ price: 500, quantity: 1 }], code({ kind: 'fixed', value: 200 })).promo?.discount).toBe(200);
    const all = summariseCart([{ price: 3500, quantity: 1 }], code({ kind: 'fixed', value: 9000 }));
    expect(all).toMatchObject({ discount: 300, tax: 0, total: 350, promo: { discount: 3200 } });
  });

  it("discounts only the shop's lines for a shop's code, and refuses a cart without them", () => {
    const lines = [
      { price: 1000, quantity: 1, shopId: 1 },
      { price: 2000, quantity: 1, shopId: 2 },
    ];
    expect(summariseCart(lines, code({ shopId: 2, shopName: 'Maasai Beads' })).promo?.discount).toBe(200);
    expect(summariseCart(lines, code({ shopId: 3, shopName: 'Kisii Stone' })).promo).toEqual({
      code: 'KARIBU',
      discount: 0,
      refusal: { reason: 'no_shop_product', shop: 'Kisii Stone' },
    });
  });

  it('refuses a cart below the minimum spend, saying how much is missing, and prices it as without a code', () => {
    const summary = summariseCart([{ price: 1200, quantity: 1 }], code({ minSpend: 2000 }));
    expect(summary.promo?.refusal).toEqual({ reason: 'min_spend', minimum: 2000, short: 800 });
    const { promo, ...figures } = summary;
    expect(promo?.discount).toBe(0);
    expect(figures).toEqual(summariseCart([{ price: 1200, quantity: 1 }]));
  });

  it("keeps the API's refusal (dates, limits) and gives nothing", () => {
    const summary = summariseCart([{ price: 1200, quantity: 1 }], code({ refusal: { reason: 'used_up' } }));
    expect(summary.promo).toEqual({ code: 'KARIBU', discount: 0, refusal: { reason: 'used_up' } });
  });

  it('leaves every figure as the spec says when no code is given', () => {
    expect(summariseCart([{ price: 3001, quantity: 1 }], null)).toEqual(summariseCart([{ price: 3001, quantity: 1 }]));
    expect(summariseCart([{ price: 3001, quantity: 1 }])).not.toHaveProperty('promo');
  });
});
