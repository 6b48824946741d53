// A small seeded PRNG (mulberry32) so that the same seed options always give the same rows.

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** k distinct items (or all of them when k >= length), in random order. */
  sample<T>(items: readonly T[], k: number): T[];
  /** An item chosen with the given relative weights. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  digits(length: number): string;
}

/** A 32-bit hash of a string (FNV-1a), for deriving sub-seeds from names. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createRandom(seed: number | string): Random {
  let state = (typeof seed === 'string' ? hashString(seed) : seed) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    sample(items, k) {
      const copy = [...items];
      const n = Math.min(k, copy.length);
      for (let i = 0; i < n; i += 1) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, n);
    },
    weighted(items) {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      return items[items.length - 1][0];
    },
    digits(length) {
      let out = '';
      for (let i = 0; i < length; i += 1) out += String(Math.floor(next() * 10));
      return out;
    },
  };
}
