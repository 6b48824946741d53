/** @jest-environment node */
import { mergeGuestCart } from '@/lib/cart/merge-guest-cart';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('mergeGuestCart (called by the login form after sign-in)', () => {
  it('asks the storefront to merge the guest cart into the buyer’s', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({ lines: 2 }) });
    await expect(mergeGuestCart()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/api/cart/merge', expect.objectContaining({ method: 'POST' }));
  });

  it('never throws, so a failed merge cannot stop the login', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce({ ok: false, status: 503 });
    await expect(mergeGuestCart()).resolves.toBe(false);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(mergeGuestCart()).resolves.toBe(false);
    warn.mockRestore();
  });
});
