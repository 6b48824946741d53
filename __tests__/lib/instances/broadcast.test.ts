/** @jest-environment node */
// What one storefront instance tells the others (lib/instances/broadcast.ts). Without REDIS_URL
// there is one instance: a message is heard at once, by every copy of a module that listens (Next
// loads a module once per bundle layer, so a logout handled by a route handler must reach the
// copy the pages read). Across instances it goes through Redis: e2e/instances/instances.spec.ts.
import { setEnv } from '@/__tests__/support/env';

describe('broadcast without Redis', () => {
  const previous = process.env.REDIS_URL;
  beforeAll(() => setEnv({ REDIS_URL: undefined }));
  afterAll(() => setEnv({ REDIS_URL: previous }));

  /** A fresh copy of the module, as another bundle layer of the same process has. */
  const loadCopy = (): typeof import('@/lib/instances/broadcast') => {
    let copy: typeof import('@/lib/instances/broadcast') | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual('@/lib/instances/broadcast');
    });
    return copy!;
  };

  it('is heard at once by every listener on the name, in every copy of the module, and not on other names', async () => {
    const first = loadCopy();
    const second = loadCopy();
    const heardByFirst: string[] = [];
    const heardBySecond: string[] = [];
    const elsewhere: string[] = [];
    await first.listen('session-ended', (m) => heardByFirst.push(m));
    await second.listen('session-ended', (m) => heardBySecond.push(m));
    await second.listen('catalogue-changed', (m) => elsewhere.push(m));

    await first.broadcast('session-ended', 'hash-of-a-token');

    expect(heardByFirst).toEqual(['hash-of-a-token']);
    expect(heardBySecond).toEqual(['hash-of-a-token']);
    expect(elsewhere).toEqual([]);
  });

  it('keeps telling the other listeners when one of them throws', async () => {
    const { broadcast, listen } = loadCopy();
    const heard: string[] = [];
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await listen('stock', () => {
      throw new Error('broken listener');
    });
    await listen('stock', (m) => heard.push(m));

    await broadcast('stock', 'product 42');

    expect(heard).toEqual(['product 42']);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('a listener of stock failed'), 'broken listener');
    log.mockRestore();
  });
});

describe('broadcast with Redis out of reach', () => {
  const previous = process.env.REDIS_URL;
  beforeAll(() => setEnv({ REDIS_URL: 'redis://redis.invalid:6379' }));
  afterAll(() => setEnv({ REDIS_URL: previous }));

  it('still tells this instance at once, and gives up waiting for Redis within a second or so (a logout must not hang)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // A Redis that never answers: the client keeps trying to connect, as node-redis does while its
    // server is away.
    const neverConnects = () => ({ on: jest.fn(), duplicate: neverConnects, connect: () => new Promise(() => undefined) });
    let copy: typeof import('@/lib/instances/broadcast') | undefined;
    jest.isolateModules(() => {
      jest.doMock('@redis/client', () => ({ createClient: neverConnects }));
      copy = jest.requireActual('@/lib/instances/broadcast');
    });
    const heard: string[] = [];
    void copy!.listen('session-ended', (m) => heard.push(m));

    const started = Date.now();
    await copy!.broadcast('session-ended', 'hash-of-another-token');

    expect(heard).toContain('hash-of-another-token');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Redis has not taken the message after 1000 ms (session-ended)'));
    log.mockRestore();
  });
});
