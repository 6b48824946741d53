/** @jest-environment node */
// One deadline per call, all its tries included: a slow or failing API costs a page at most the
// timeout, never the timeout once per try.
process.env.UPSTREAM_API_URL = 'http://upstream.test';
import nock from 'nock';
import { z } from 'zod';
import { publicCall } from '@/lib/upstream/client';
import { onlyNockedCalls } from '@/__tests__/support/nock';

const API = 'http://upstream.test';
const ok = { status: 'success', message: 'OK', data: { id: 1 } };
const schema = z.object({ id: z.number() });

onlyNockedCalls();

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await run();
  return { result, ms: Date.now() - started };
}

describe('publicCall() deadline', () => {
  it('gives up on an API slower than the timeout once, without a second full-length try', async () => {
    const scope = nock(API).get('/products/1').delay(2000).reply(200, ok).get('/products/1').delay(2000).reply(200, ok);
    const { result, ms } = await timed(() => publicCall('/products/1', schema, { timeoutMs: 400 }));
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(ms).toBeLessThan(700);
    expect(scope.pendingMocks()).toHaveLength(1);
  });

  it('retries a busy API only within what is left of the deadline', async () => {
    nock(API).get('/products/1').delay(300).reply(503, { status: 'error', message: 'Busy' }).get('/products/1').delay(2000).reply(200, ok);
    const { result, ms } = await timed(() => publicCall('/products/1', schema, { timeoutMs: 800 }));
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(ms).toBeLessThan(1100);
  });

  it('does not retry when too little of the deadline is left', async () => {
    const scope = nock(API).get('/products/1').delay(350).reply(503, { status: 'error', message: 'Busy' }).get('/products/1').reply(200, ok);
    const { result } = await timed(() => publicCall('/products/1', schema, { timeoutMs: 500 }));
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
    expect(scope.pendingMocks()).toHaveLength(1);
  });

  it('still retries a busy API once when there is time, and succeeds', async () => {
    nock(API).get('/products/1').reply(503, { status: 'error', message: 'Busy' }).get('/products/1').reply(200, ok);
    const { result } = await timed(() => publicCall('/products/1', schema, { timeoutMs: 2000 }));
    expect(result).toMatchObject({ ok: true, data: { id: 1 } });
  });

  it('answers a slow body within the deadline as a timeout', async () => {
    nock(API).get('/products/1').delayBody(2000).reply(200, ok);
    const { result, ms } = await timed(() => publicCall('/products/1', schema, { timeoutMs: 400 }));
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(ms).toBeLessThan(700);
  });
});
