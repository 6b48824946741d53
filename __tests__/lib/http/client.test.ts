/** @jest-environment node */
// The browser's one fetcher parses every answer with its handler's schema: a success in another
// shape is no success, and the screen says its own fallback (the spec's words for it), never a
// crash or a value of the wrong type.
import { cartSummaryAnswer } from '@/lib/http/answers/cart';
import { answerFetcher, sendJson } from '@/lib/http/client';

const fetchMock = jest.fn();
const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('sendJson', () => {
  it('gives the parsed answer of a success in the handler’s shape', async () => {
    fetchMock.mockResolvedValue(answer(200, { lines: 2, productIds: [7, 42] }));
    const result = await sendJson('/api/cart/summary', cartSummaryAnswer, {}, 'Failed to load your cart');
    expect(result).toEqual({ ok: true, status: 200, message: 'Failed to load your cart', fieldErrors: {}, data: { lines: 2, productIds: [7, 42] } });
  });

  it.each([
    ['a field of the wrong type', { lines: '2', productIds: [] }],
    ['a missing field', { lines: 2 }],
    ['not an object', ['lines', 2]],
    ['no JSON at all', undefined],
  ])('refuses a success with %s, with the screen’s fallback message', async (_, body) => {
    fetchMock.mockResolvedValue(body === undefined ? { ok: true, status: 200, json: async () => JSON.parse('<html>') } : answer(200, body));
    const result = await sendJson('/api/cart/summary', cartSummaryAnswer, {}, 'Failed to load your cart');
    expect(result).toEqual({ ok: false, status: 200, message: 'Failed to load your cart', fieldErrors: {}, data: null });
  });

  it('says a 4xx’s own words and field errors, and the fallback for a 5xx or no answer', async () => {
    fetchMock.mockResolvedValueOnce(answer(422, { message: 'Please enter the code.', fieldErrors: { code: ['Please enter the code.'] } }));
    expect(await sendJson('/api/x', cartSummaryAnswer, { body: {} }, 'Fallback')).toMatchObject({
      ok: false,
      status: 422,
      message: 'Please enter the code.',
      fieldErrors: { code: 'Please enter the code.' },
    });
    fetchMock.mockResolvedValueOnce(answer(503, { message: 'Internal details' }));
    expect(await sendJson('/api/x', cartSummaryAnswer, {}, 'Fallback')).toMatchObject({ ok: false, status: 503, message: 'Fallback' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await sendJson('/api/x', cartSummaryAnswer, {}, 'Fallback')).toEqual({ ok: false, status: 0, message: 'Fallback', fieldErrors: {}, data: null });
  });

  it('passes on a failure’s restart flag (the reset flow is gone)', async () => {
    fetchMock.mockResolvedValue(answer(410, { message: 'Please start again.', restart: true }));
    const result = await sendJson('/api/auth/verify-reset-code', cartSummaryAnswer, { body: {} }, 'Fallback');
    expect(result.ok === false && result.data?.restart).toBe(true);
  });
});

describe('answerFetcher (SWR)', () => {
  it('returns the parsed answer, and throws for an answer in another shape so SWR keeps what it had', async () => {
    const fetchSummary = answerFetcher(cartSummaryAnswer);
    fetchMock.mockResolvedValueOnce(answer(200, { lines: 0, productIds: [] }));
    await expect(fetchSummary('/api/cart/summary')).resolves.toEqual({ lines: 0, productIds: [] });
    fetchMock.mockResolvedValueOnce(answer(200, { count: 3 }));
    await expect(fetchSummary('/api/cart/summary')).rejects.toThrow('GET /api/cart/summary answered 200 unreadably');
  });
});
