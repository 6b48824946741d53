/** @jest-environment node */
import { DISCOUNT, SHIPPING, summariseCart } from '@/contract/rules/pricing';

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
