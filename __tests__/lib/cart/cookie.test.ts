/** @jest-environment node */
// The guest cart's sealed cookie: what is sealed comes back, a full cart stays small enough for a
// browser to keep, and a cookie sealed in the earlier format still reads.
import { sealData } from 'iron-session';
import { MAX_CART_LINES } from '@/contract/rules/cart-limits';
import { CART_MAX_AGE_S, sealCart, unsealCart } from '@/lib/cart/cookie';
import { sealSecret } from '@/lib/session/config';

describe('the cart cookie', () => {
  it('gives back the lines it sealed, in order', async () => {
    const lines = [
      { productId: 42, quantity: 3 },
      { productId: 7, quantity: 1 },
      { productId: 2147483647, quantity: 100000 },
    ];
    expect(await unsealCart(await sealCart(lines))).toEqual(lines);
    expect(await unsealCart(await sealCart([]))).toEqual([]);
  });

  it('seals a full cart at the largest ids and quantities in under 2 KB', async () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ productId: 2147483647 - i, quantity: 100000 }));
    const sealed = await sealCart(full);
    expect(sealed.length).toBeLessThan(2048);
    expect(await unsealCart(sealed)).toEqual(full);
  });

  it('still reads a cookie sealed as the JSON list of lines', async () => {
    const lines = [{ productId: 5, quantity: 2 }];
    expect(await unsealCart(await sealData(lines, { password: sealSecret(), ttl: CART_MAX_AGE_S }))).toEqual(lines);
  });

  it('is an empty cart when what it holds is not lines', async () => {
    for (const data of [{ v: 2, l: 'zz' }, { v: 2, l: '1.0' }, { v: 2, l: '-1.1' }, { v: 2, l: 42 }, 'x']) {
      expect(await unsealCart(await sealData(data, { password: sealSecret(), ttl: CART_MAX_AGE_S }))).toEqual([]);
    }
  });
});
