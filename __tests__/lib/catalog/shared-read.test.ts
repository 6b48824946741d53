/** @jest-environment node */
import { sharedRead } from '@/lib/catalog/shared-read';

describe('sharedRead', () => {
  afterEach(() => jest.useRealTimers());

  it('answers equal calls made while a read runs, and for a while after, with that one read', async () => {
    jest.useFakeTimers({ now: 0 });
    let calls = 0;
    const read = jest.fn(async (q: string) => `${q}:${(calls += 1)}`);
    const shared = sharedRead({ forMs: 1000, maxEntries: 10 }, read);

    expect(await Promise.all([shared('kiondo'), shared('kiondo')])).toEqual(['kiondo:1', 'kiondo:1']);
    jest.setSystemTime(999);
    expect(await shared('kiondo')).toBe('kiondo:1');
    expect(await shared('kanga')).toBe('kanga:2');
    jest.setSystemTime(1000);
    expect(await shared('kiondo')).toBe('kiondo:3');
  });

  it('does not keep a failed read: the next call tries again', async () => {
    const read = jest.fn().mockRejectedValueOnce(new Error('API down')).mockResolvedValueOnce('page');
    const shared = sharedRead({ forMs: 60_000, maxEntries: 10 }, read);

    await expect(shared()).rejects.toThrow('API down');
    await expect(shared()).resolves.toBe('page');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('holds at most maxEntries results, letting the oldest go first, and forgets all on clear()', async () => {
    const read = jest.fn(async (n: number) => n);
    const shared = sharedRead({ forMs: 60_000, maxEntries: 2 }, read);

    await shared(1);
    await shared(2);
    await shared(3);
    await shared(3);
    await shared(2);
    expect(read).toHaveBeenCalledTimes(3);
    await shared(1);
    expect(read).toHaveBeenCalledTimes(4);
    shared.clear();
    await shared(1);
    expect(read).toHaveBeenCalledTimes(5);
  });
});
