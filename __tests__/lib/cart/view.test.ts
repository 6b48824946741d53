/** @jest-environment node */
import { addLine, combineLines, removeLine, setLine } from '@/lib/cart/lines';
import { summariseCart } from '@/lib/cart/pricing';
import { mediaPath } from '@/contract/api/media-path';
import { buildCartView, cartSignature, chargeableLines, toViewLine, withQuantity, withoutLine, type CartProduct } from '@/lib/cart/view';

const product = (id: number, price: number, stock: number): CartProduct => ({
  product_id: id,
  product_name: `Product ${id}`,
  sku: `SKU-${id}`,
  base_price: price,
  stock,
  images: [{ image_url: `http://127.0.0.1:4000/media/products/${id}.png`, alt_text: `Photo of ${id}` }],
  shop: { shop_name: 'Nyeri Weavers' },
});

describe('cart lines', () => {
  it('adds to an existing line instead of repeating it, and appends a new one', () => {
    const lines = addLine([{ productId: 1, quantity: 1 }], 1, 2);
    expect(lines).toEqual([{ productId: 1, quantity: 3 }]);
    expect(addLine(lines, 2, 1)).toEqual([
      { productId: 1, quantity: 3 },
      { productId: 2, quantity: 1 },
    ]);
  });

  it('sets, removes and combines lines', () => {
    expect(setLine([{ productId: 1, quantity: 1 }], 1, 5)).toEqual([{ productId: 1, quantity: 5 }]);
    expect(
      removeLine(
        [
          { productId: 1, quantity: 1 },
          { productId: 2, quantity: 1 },
        ],
        1,
      ),
    ).toEqual([{ productId: 2, quantity: 1 }]);
    expect(
      combineLines([
        { productId: 1, quantity: 1 },
        { productId: 2, quantity: 1 },
        { productId: 1, quantity: 2 },
      ]),
    ).toEqual([
      { productId: 1, quantity: 3 },
      { productId: 2, quantity: 1 },
    ]);
  });
});

describe('the cart view', () => {
  it('flags missing, out-of-stock and short lines and leaves them out of the summary', () => {
    const view = buildCartView([
      toViewLine({ productId: 1, quantity: 2 }, product(1, 1000, 5)),
      toViewLine({ productId: 2, quantity: 1 }, null),
      toViewLine({ productId: 3, quantity: 1 }, product(3, 500, 0)),
      toViewLine({ productId: 4, quantity: 4 }, product(4, 700, 2)),
    ]);
    expect(view.lines.map((l) => l.problem)).toEqual([null, 'missing', 'out_of_stock', 'insufficient_stock']);
    expect(chargeableLines(view.lines).map((l) => l.productId)).toEqual([1]);
    expect(view.summary).toEqual(summariseCart([{ price: 1000, quantity: 2 }]));
  });

  it('serves API images from the storefront’s own /media/ path', () => {
    const line = toViewLine({ productId: 1, quantity: 1 }, product(1, 10, 1));
    expect(line).toMatchObject({ image: '/media/products/1.png', imageAlt: 'Photo of 1', artisan: 'Nyeri Weavers', price: 10 });
    expect(mediaPath('https://elsewhere.example/x.png')).toBeNull();
    expect(mediaPath(null)).toBeNull();
  });

  it('recomputes flags and the summary when a quantity changes or a line goes', () => {
    const view = buildCartView([toViewLine({ productId: 4, quantity: 4 }, product(4, 700, 2)), toViewLine({ productId: 1, quantity: 1 }, product(1, 100, 9))]);
    const lowered = withQuantity(view, 4, 2);
    expect(lowered.lines[0].problem).toBeNull();
    expect(lowered.summary).toEqual(
      summariseCart([
        { price: 700, quantity: 2 },
        { price: 100, quantity: 1 },
      ]),
    );
    expect(withoutLine(view, 4).lines.map((l) => l.productId)).toEqual([1]);
    expect(cartSignature(lowered)).not.toBe(cartSignature(view));
  });
});
