/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { POST } from '@/app/api/revalidate/route';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

const SECRET = 'webhook-test-secret';
const sign = (raw: string, secret = SECRET) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

function webhook(raw: string, signature: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['x-signature'] = signature;
  return new Request('http://localhost:3000/api/revalidate', { method: 'POST', headers, body: raw });
}

beforeEach(() => {
  jest.clearAllMocks();
  process.env.REVALIDATE_SECRET = SECRET;
});
afterAll(() => delete process.env.REVALIDATE_SECRET);

describe('POST /api/revalidate', () => {
  it('expires the tags of every event when the signature is right', async () => {
    const raw = JSON.stringify({
      events: [
        { type: 'product', id: 42 },
        { type: 'shop', id: 7 },
      ],
    });
    const response = await POST(webhook(raw, sign(raw)));

    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.revalidated).toEqual(['product:42', 'reviews:42', 'products', 'shop:7', 'shops']);
    const called = (revalidateTag as jest.Mock).mock.calls;
    expect(called.map(([tag]) => tag)).toEqual(['product:42', 'reviews:42', 'products', 'shop:7', 'shops']);
    // Next 16 needs a profile: the items expire at once, the lists are refreshed in the background.
    expect(called).toEqual([
      ['product:42', { expire: 0 }],
      ['reviews:42', { expire: 0 }],
      ['products', 'max'],
      ['shop:7', { expire: 0 }],
      ['shops', 'max'],
    ]);
  });

  it('maps stories and categories to their tags', async () => {
    const raw = JSON.stringify({
      events: [
        { type: 'story', id: 12 },
        { type: 'category', id: '3' },
      ],
    });
    const response = await POST(webhook(raw, sign(raw)));
    expect(response.status).toBe(200);
    expect((revalidateTag as jest.Mock).mock.calls.map(([tag]) => tag)).toEqual(['story:12', 'stories', 'category:3', 'categories']);
  });

  it('answers 401 and revalidates nothing when the signature is wrong', async () => {
    const raw = JSON.stringify({ events: [{ type: 'product', id: 42 }] });
    const response = await POST(webhook(raw, sign(raw, 'someone-else')));
    expect(response.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 401 when the body was changed after signing', async () => {
    const raw = JSON.stringify({ events: [{ type: 'product', id: 42 }] });
    const response = await POST(webhook(raw.replace('42', '43'), sign(raw)));
    expect(response.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 401 when the signature is missing', async () => {
    const response = await POST(webhook(JSON.stringify({ events: [{ type: 'product', id: 1 }] }), null));
    expect(response.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 401 to everyone when the storefront has no secret', async () => {
    delete process.env.REVALIDATE_SECRET;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const raw = JSON.stringify({ events: [{ type: 'product', id: 1 }] });
    const response = await POST(webhook(raw, sign(raw, '')));
    expect(response.status).toBe(401);
    error.mockRestore();
  });

  it('answers 400 to a signed body that is not JSON or not a list of events', async () => {
    for (const raw of ['not json', JSON.stringify({ events: [{ type: 'user', id: 1 }] }), JSON.stringify({ events: [] }), JSON.stringify([1, 2])]) {
      const response = await POST(webhook(raw, sign(raw)));
      expect(response.status).toBe(400);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a body larger than any the API sends', async () => {
    const raw = JSON.stringify({ events: [{ type: 'product', id: 1 }], padding: 'x'.repeat(70_000) });
    const response = await POST(webhook(raw, sign(raw)));
    expect(response.status).toBe(413);
  });
});
