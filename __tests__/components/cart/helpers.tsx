// Shared by the cart component tests: toasts, a fetch stand-in, answers the tests decide when to give.
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast';
import { buildCartView, toViewLine, type CartProduct, type CartView } from '@/lib/cart/view';

export const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };

export function renderWithToasts(ui: ReactElement) {
  return render(<ToastProvider>{ui}</ToastProvider>);
}

export function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

export function installFetch() {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
}

export function sentBody(call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

export async function settle() {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
}

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
