// Shared by the cart component tests: toasts, a fetch stand-in, answers the tests decide when to give.
import { buildCartView, toViewLine, type CartProduct, type CartView } from '@/lib/cart/view';

export { answerLater, deferred, fetchMock, installFetch, jsonResponse, renderWithToasts, router, sentBody, settle } from '../../support/browser';

export const product = (id: number, price: number, stock = 10, name = `Product ${id}`): CartProduct => ({
  product_id: id,
  product_name: name,
  sku: `SKU-${id}`,
  base_price: price,
  stock,
  images: [{ image_url: `/media/products/${id}.png`, alt_text: name }],
  shop: { shop_name: 'Nyeri Weavers' },
});

export function cartOf(...lines: [CartProduct, number][]): CartView {
  return buildCartView(lines.map(([p, quantity]) => toViewLine({ productId: p.product_id, quantity }, p)));
}
