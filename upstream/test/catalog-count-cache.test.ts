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
});
