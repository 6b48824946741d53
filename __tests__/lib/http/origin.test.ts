/** @jest-environment node */
import { isForeignRequest, isSameOrigin, ownOrigin } from '@/lib/http/origin';
import { setEnv } from '@/__tests__/support/env';

// Next started with `hostname: 'localhost'` (scripts/serve.mjs) makes request.url say localhost
// whatever host the browser used.
const post = (origin: string | null, host: string | null, extra: Record<string, string> = {}) => {
  const headers: Record<string, string> = { ...extra };
  if (origin) headers.origin = origin;
  if (host) headers.host = host;
  return new Request('http://localhost:3000/api/cart', { method: 'POST', headers });
};

const previousUrl = process.env.NEXTAUTH_URL;
afterEach(() => setEnv({ NEXTAUTH_URL: previousUrl }));

describe('the Origin check', () => {
  beforeEach(() => setEnv({ NEXTAUTH_URL: undefined }));

  it('accepts the origin of the Host the browser addressed', () => {
    expect(isSameOrigin(post('http://127.0.0.1:3000', '127.0.0.1:3000'))).toBe(true);
    expect(isSameOrigin(post('https://shop.example', 'shop.example', { 'x-forwarded-proto': 'https' }))).toBe(true);
  });

  it('does not accept http://localhost:<PORT> just because Next was started with that hostname', () => {
    expect(isSameOrigin(post('http://localhost:3000', '127.0.0.1:3000'))).toBe(false);
    expect(isForeignRequest(post('http://localhost:3000', 'shop.example'))).toBe(true);
  });

  it('accepts NEXTAUTH_URL’s origin, and nothing else', () => {
    setEnv({ NEXTAUTH_URL: 'https://shop.example/' });
    expect(isSameOrigin(post('https://shop.example', '10.0.0.5:3000'))).toBe(true);
    for (const origin of ['https://evil.example', 'http://shop.example', 'https://shop.example.evil.example', 'null']) {
      expect(isSameOrigin(post(origin, '10.0.0.5:3000'))).toBe(false);
    }
    expect(isSameOrigin(post(null, 'shop.example'))).toBe(false);
  });

  it('ignores a forwarded scheme that is not http or https', () => {
    expect(ownOrigin(post(null, 'shop.example', { 'x-forwarded-proto': 'javascript' }))).toBe('http://shop.example');
    expect(ownOrigin(post(null, null))).toBe('http://localhost:3000');
    expect(ownOrigin(post(null, 'bad host/x@y'))).not.toBe('http://y');
  });
});
