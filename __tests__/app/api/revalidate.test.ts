/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { POST } from '@/app/api/revalidate/route';
import { SETTLE_MS } from '@/lib/catalog/revalidation';
import { setEnv } from '@/__tests__/support/env';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), after: jest.fn() }));

const SECRET = 'webhook-test-secret';
/** The API's signature: the time (seconds) and the raw body, `t=<time>,sha256=<hex HMAC of "<time>.<body>">`. */
const sign = (raw: string, secret = SECRET, at = Math.floor(Date.now() / 1000)) =>
  `t=${at},sha256=${createHmac('sha256', secret).update(`${at}.${raw}`).digest('hex')}`;

function webhook(raw: string, signature: string | null) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers['x-signature'] = signature;
  return new Request('http://localhost:3000/api/revalidate', { method: 'POST', headers, body: raw });
}

beforeEach(() => {
  jest.clearAllMocks();
  setEnv({ REVALIDATE_SECRET: SECRET });
});
afterAll(() => setEnv({ REVALIDATE_SECRET: undefined }));

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
    // Next 16 needs a profile: the items expire at once, the product list is refreshed in the
    // background; the shop list expires at once (a shop's page is read by its slug under it).
    expect(called).toEqual([
      ['product:42', { expire: 0 }],
      ['reviews:42', { expire: 0 }],
      ['products', 'max'],
      ['shop:7', { expire: 0 }],
      ['shops', { expire: 0 }],
    ]);
  });

  it('expires the at-once tags again a moment later, so a page rendered meanwhile from the old record is not kept', async () => {
    jest.useFakeTimers();
    try {
      const raw = JSON.stringify({ events: [{ type: 'product', id: 42 }] });
      expect((await POST(webhook(raw, sign(raw)))).status).toBe(200);
      const [[settle]] = (after as jest.Mock).mock.calls as [[() => Promise<void>]];
      (revalidateTag as jest.Mock).mockClear();
      const done = settle();
      expect(revalidateTag).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(SETTLE_MS);
      await done;
      // The product's own tags again; the product list was refreshed in the background already.
      expect((revalidateTag as jest.Mock).mock.calls).toEqual([
        ['product:42', { expire: 0 }],
        ['reviews:42', { expire: 0 }],
      ]);
    } finally {
      jest.useRealTimers();
    }
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
    setEnv({ REVALIDATE_SECRET: undefined });
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

  it('refuses a notice signed more than five minutes ago, or ahead of time, with 401', async () => {
    const raw = JSON.stringify({ events: [{ type: 'product', id: 51 }] });
    const now = Math.floor(Date.now() / 1000);
    for (const at of [now - 301, now - 3600, now + 301]) {
      const response = await POST(webhook(raw, sign(raw, SECRET, at)));
      expect(response.status).toBe(401);
      expect((await response.json()).message).toBe('The notice is too old.');
    }
    // A few seconds' difference between the two programs' clocks is fine.
    expect((await POST(webhook(raw, sign(raw, SECRET, now - 30)))).status).toBe(200);
    expect((revalidateTag as jest.Mock).mock.calls).toHaveLength(3);
  });

  it('refuses the very same notice a second time with 409, and revalidates once', async () => {
    const raw = JSON.stringify({ events: [{ type: 'product', id: 52 }] });
    const signature = sign(raw);
    expect((await POST(webhook(raw, signature))).status).toBe(200);
    const replay = await POST(webhook(raw, signature));
    expect(replay.status).toBe(409);
    expect((revalidateTag as jest.Mock).mock.calls.map(([tag]) => tag)).toEqual(['product:52', 'reviews:52', 'products']);
    // The API sending the same events later signs them anew, and that notice is taken.
    expect((await POST(webhook(raw, sign(raw, SECRET, Math.floor(Date.now() / 1000) - 10)))).status).toBe(200);
  });

  it('refuses a signature of the body alone (no time), which could be replayed forever', async () => {
    const raw = JSON.stringify({ events: [{ type: 'product', id: 53 }] });
    const response = await POST(webhook(raw, `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`));
    expect(response.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a body larger than any the API sends', async () => {
    const raw = JSON.stringify({ events: [{ type: 'product', id: 1 }], padding: 'x'.repeat(70_000) });
    const response = await POST(webhook(raw, sign(raw)));
    expect(response.status).toBe(413);
  });
});
