import { CountCache, SMALL_TOTAL } from '../src/catalog/count-cache';

describe('CountCache', () => {
  let now = 0;
  const cache = new CountCache(() => now);
  beforeEach(() => {
    now = 1_000_000;
    cache.clear();
  });

  it('recounts small totals every time, so they are always fresh', async () => {
    const count = jest.fn(async () => 12);
    expect(await cache.total('a', count)).toBe(12);
    expect(await cache.total('a', count)).toBe(12);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('remembers a large total for 30 seconds, per query', async () => {
    let value = SMALL_TOTAL + 500;
    const count = jest.fn(async () => value);
    expect(await cache.total('big', count)).toBe(SMALL_TOTAL + 500);
    value += 1;
    now += 29_000;
    expect(await cache.total('big', count)).toBe(SMALL_TOTAL + 500);
    expect(count).toHaveBeenCalledTimes(1);
    expect(await cache.total('other', count)).toBe(SMALL_TOTAL + 501);
    now += 2_000;
    expect(await cache.total('big', count)).toBe(SMALL_TOTAL + 501);
    expect(count).toHaveBeenCalledTimes(3);
  });

  it('stays bounded however many different queries it sees', async () => {
    for (let i = 0; i < 3000; i += 1) await cache.total(`q${i}`, async () => SMALL_TOTAL);
    const count = jest.fn(async () => SMALL_TOTAL);
    await cache.total('q2999', count);
    expect(count).not.toHaveBeenCalled();
    await cache.total('q0', count);
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('counts once for requests that need the same total at the same time', async () => {
    let finish: (n: number) => void = () => undefined;
    const count = jest.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const first = cache.total('same', count);
    const second = cache.total('same', count);
    finish(12);
    expect(await Promise.all([first, second])).toEqual([12, 12]);
    expect(count).toHaveBeenCalledTimes(1);
    // Once it has answered, a small total is counted again.
    const again = cache.total('same', async () => 13);
    expect(await again).toBe(13);
  });

  it('lets the next request count again when a count fails', async () => {
    await expect(cache.total('broken', async () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.total('broken', async () => SMALL_TOTAL)).toBe(SMALL_TOTAL);
  });
});
