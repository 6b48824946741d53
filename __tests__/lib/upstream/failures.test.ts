/** @jest-environment node */
import { isConflict, isForbidden, isInvalid, isNotFound, isOutage, isRateLimited, isRefused, isUnauthorised, type UpstreamError } from '@/lib/upstream/client';

const failure = (kind: UpstreamError['kind'], status: number): UpstreamError => ({
  kind,
  status,
  message: null,
  fieldErrors: {},
  messages: [],
  retryAfter: null,
});

describe('what an API failure means', () => {
  it('names each refusal by the status the API answered', () => {
    expect(isUnauthorised(failure('http', 401))).toBe(true);
    expect(isForbidden(failure('http', 403))).toBe(true);
    expect(isNotFound(failure('http', 404))).toBe(true);
    expect(isConflict(failure('http', 409))).toBe(true);
    expect(isInvalid(failure('http', 422))).toBe(true);
    expect(isRateLimited(failure('http', 429))).toBe(true);
    expect(isNotFound(failure('http', 410))).toBe(false);
  });

  it('tells a refused request (4xx) from an outage (unreachable, too slow, 5xx)', () => {
    expect(isRefused(failure('http', 422))).toBe(true);
    for (const outage of [failure('http', 503), failure('network', 0), failure('timeout', 0)]) {
      expect(isRefused(outage)).toBe(false);
      expect(isOutage(outage)).toBe(true);
    }
    expect(isOutage(failure('http', 404))).toBe(false);
  });

  it('never reads a broken answer as a status the API did not send', () => {
    const broken = failure('invalid-response', 404);
    expect(isNotFound(broken)).toBe(false);
    expect(isRefused(broken)).toBe(false);
    expect(isOutage(broken)).toBe(false);
  });
});
