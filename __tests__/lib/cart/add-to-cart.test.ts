/** @jest-environment jsdom */
// An add survives leaving the page at once: the browser finishes it (keepalive), and the tab
// remembers it and when it was answered, for the cart page to read the cart again when its own
// request may have left before that.
import { addToCart, addsNotIn, PENDING_FOR_MS } from '@/lib/cart/add-to-cart';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const ok = () => ({ ok: true, status: 200, json: async () => ({ message: 'Added', lines: 1, productIds: [42], quantity: 1 }) }) as unknown as Response;

beforeEach(() => sessionStorage.clear());

describe('addToCart', () => {
  it('sends with keepalive and notes the add, then when its answer came', async () => {
    const answer = deferred<Response>();
    const fetchMock = jest.fn().mockReturnValue(answer.promise);
    global.fetch = fetchMock as unknown as typeof fetch;

    const adding = addToCart(42);
    expect(fetchMock).toHaveBeenCalledWith('/api/cart/items', expect.objectContaining({ method: 'POST', keepalive: true }));
    // The page could be left now: the next page, whenever it began, finds the add unanswered.
    expect(addsNotIn(Date.now() + 1000)).toEqual([expect.objectContaining({ productId: 42, answered: false })]);

    const before = Date.now();
    answer.resolve(ok());
    expect(await adding).toEqual({ ok: true, summary: { lines: 1, productIds: [42] } });
    // A page that began before the answer may not show it; one that began after does.
    expect(addsNotIn(before - 1).map((add) => add.productId)).toEqual([42]);
    expect(addsNotIn(Date.now() + 1)).toEqual([]);
  });

  it('refuses an answer that is not the add handler’s, with the spec’s message', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => ({ message: 'Added' }) } as unknown as Response);
    global.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await addToCart(42)).toEqual({ ok: false, error: 'Failed to add item to cart' });
  });

  it.each([
    [409, 'This product is out of stock.', 'This product is out of stock.'],
    [422, 'Only 2 left in stock.', 'Only 2 left in stock.'],
    [404, 'Product not found', 'Failed to add item to cart'],
    [502, 'Bad gateway', 'Failed to add item to cart'],
  ])('shows the handler’s %i message %j as %j', async (status, message, shown) => {
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status, json: async () => ({ message }) }) as unknown as typeof fetch;
    expect(await addToCart(42)).toEqual({ ok: false, error: shown });
  });

  it('forgets notes older than an add can take', () => {
    sessionStorage.setItem('cart:pending-adds', JSON.stringify([{ id: 'old', productId: 7, at: Date.now() - PENDING_FOR_MS - 1 }]));
    expect(addsNotIn(0)).toEqual([]);
  });
});
