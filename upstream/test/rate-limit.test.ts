import { ApiError } from '../src/http/envelope';
import { RateLimiter } from '../src/http/rate-limit';

describe('RateLimiter', () => {
  const rule = { limit: 3, windowMs: 60_000 };

  it('allows the limit, refuses the next hit with a 429 and the seconds left, and forgets after the window', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(() => now);
    for (let i = 0; i < 3; i += 1) limiter.hit(['a'], rule);
    now += 15_000;
    let caught: unknown;
    try {
      limiter.hit(['a'], rule);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect((caught as ApiError).status).toBe(429);
    expect((caught as ApiError).headers['Retry-After']).toBe('45');

    now += 45_000;
    expect(() => limiter.hit(['a'], rule)).not.toThrow();
  });

  it('counts each key apart', () => {
    const limiter = new RateLimiter(() => 0);
    for (let i = 0; i < 3; i += 1) limiter.hit(['a'], rule);
    expect(() => limiter.hit(['b'], rule)).not.toThrow();
    expect(() => limiter.hit(['a'], rule)).toThrow(ApiError);
  });
});
