// Shared by the cart component tests: toasts, a fetch stand-in, answers the tests decide when to give.
import { buildCartView, toViewLine, type CartView } from '@/lib/cart/view';
import type { CartProduct } from '@/lib/domain/cart';

export { answerLater, deferred, fetchMock, installFetch, jsonResponse, renderWithToasts, router, sentBody, settle } from '../../support/browser';

export const product = (id: number, price: number, stock = 10, name = `Product ${id}`): CartProduct => ({
  id,
  title: name,
  sku: `SKU-${id}`,
  price,
  stock,
  image: `/media/products/${id}.png`,
  imageAlt: name,
  artisan: 'Nyeri Weavers',
});

export function cartOf(...lines: [CartProduct, number][]): CartView {
  return buildCartView(lines.map(([p, quantity]) => toViewLine({ productId: p.id, quantity }, p)));
}
