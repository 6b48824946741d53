/** @jest-environment node */
import { readSettings, SettingsError } from '@/lib/settings/environment';

const PRODUCTION = {
  NODE_ENV: 'production',
  NEXTAUTH_URL: 'https://shop.example',
  AUTH_SECRET: 'a-production-secret',
  CART_SECRET: 'c'.repeat(32),
  REVALIDATE_SECRET: 'r'.repeat(32),
};

/** The lines a bad environment is refused with. */
function problems(env: Record<string, string | undefined>): string[] {
  try {
    readSettings(env);
  } catch (error) {
    if (error instanceof SettingsError) return error.problems;
    throw error;
  }
  throw new Error('the settings were accepted');
}

describe('the storefront reads its settings', () => {
  it('runs in development with nothing set: the API on port 4000, no Secure cookies, development secrets', () => {
    const settings = readSettings({});
    expect(settings.upstreamUrl).toBe('http://127.0.0.1:4000');
    expect(settings.canonicalUrl).toBe('http://localhost:3000');
    expect(settings.publicUrl).toBeNull();
    expect(settings.secureCookies).toBe(false);
    expect(settings.authSecret).toMatch(/^development-only/);
    expect(settings.sealSecret).toMatch(/^development-only/);
    expect(settings.revalidateSecret).toBeNull();
    expect(settings.redisUrl).toBeNull();
    expect(settings.cacheKeyPrefix).toBe('crafts');
  });

  it('takes a production environment as it is, with the API and the site without trailing slashes', () => {
    const settings = readSettings({
      ...PRODUCTION,
      UPSTREAM_API_URL: 'http://api.internal:4000/',
      SITE_URL: 'https://mikono.example/',
      REDIS_URL: 'redis://cache:6379',
      CACHE_KEY_PREFIX: 'shop-a',
    });
    expect(settings.upstreamUrl).toBe('http://api.internal:4000');
    expect(settings.canonicalUrl).toBe('https://mikono.example');
    expect(settings.publicUrl?.origin).toBe('https://shop.example');
    expect(settings.authSecret).toBe('a-production-secret');
    expect(settings.redisUrl).toBe('redis://cache:6379');
    expect(settings.cacheKeyPrefix).toBe('shop-a');
  });

  it('finds the API on API_PORT when UPSTREAM_API_URL is unset, and takes next-auth’s own name for its secret', () => {
    expect(readSettings({ API_PORT: '4100' }).upstreamUrl).toBe('http://127.0.0.1:4100');
    expect(readSettings({ ...PRODUCTION, AUTH_SECRET: undefined, NEXTAUTH_SECRET: 'named-by-next-auth' }).authSecret).toBe('named-by-next-auth');
  });

  it('has one rule for Secure cookies: the public address is HTTPS, whatever NODE_ENV says', () => {
    expect(readSettings({ NEXTAUTH_URL: 'https://shop.example' }).secureCookies).toBe(true);
    expect(readSettings({ ...PRODUCTION, NEXTAUTH_URL: 'http://shop.lan:3000' }).secureCookies).toBe(false);
    expect(readSettings(PRODUCTION).secureCookies).toBe(true);
  });

  it('counts an empty variable as unset', () => {
    expect(readSettings({ UPSTREAM_API_URL: '', REDIS_URL: '', NEXTAUTH_URL: '' }).upstreamUrl).toBe('http://127.0.0.1:4000');
  });

  it('needs no secret while `next build` runs, even in production', () => {
    const settings = readSettings({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' });
    expect(settings.building).toBe(true);
    expect(settings.authSecret).toMatch(/^development-only/);
  });
});

describe('a bad or missing setting is one line saying which and why', () => {
  it.each([
    ['no AUTH_SECRET', { AUTH_SECRET: undefined }, 'AUTH_SECRET is required in production (it seals the session cookie)'],
    ['no CART_SECRET', { CART_SECRET: undefined }, 'CART_SECRET is required in production (it seals the cart and reset-flow cookies)'],
    ['no REVALIDATE_SECRET', { REVALIDATE_SECRET: undefined }, "REVALIDATE_SECRET is required in production (it checks the API's signed change notices)"],
    ['a short CART_SECRET', { CART_SECRET: 'too-short' }, 'CART_SECRET must be at least 32 characters long (it seals the cart cookie), got 9'],
    [
      'a NEXTAUTH_URL that does not parse',
      { NEXTAUTH_URL: 'shop.example' },
      "NEXTAUTH_URL must be the site's public http(s) address (https://shop.example), got shop.example",
    ],
    [
      'a SITE_URL that is not http(s)',
      { SITE_URL: 'ftp://shop.example' },
      "SITE_URL must be the site's canonical http(s) address (https://shop.example), got ftp://shop.example",
    ],
    [
      'an UPSTREAM_API_URL without a scheme',
      { UPSTREAM_API_URL: '127.0.0.1:4000' },
      "UPSTREAM_API_URL must be the marketplace API's http(s) address (http://127.0.0.1:4000), got 127.0.0.1:4000",
    ],
    ['an API_PORT that is not a number', { API_PORT: 'four thousand' }, 'API_PORT must be a port number, got four thousand'],
    ['an API_PORT out of range', { API_PORT: '70000' }, 'API_PORT must be a port number, got 70000'],
    ['an unknown NODE_ENV', { NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test, got staging'],
  ])('%s', (_, change: Record<string, string | undefined>, line) => {
    expect(problems({ ...PRODUCTION, ...change })).toEqual([line]);
  });

  it('never prints a Redis URL, which may carry a password', () => {
    expect(problems({ REDIS_URL: 'http://:s3cret@cache:6379' })).toEqual(['REDIS_URL must be a redis:// or rediss:// URL']);
  });

  it('lists every bad setting, one line each', () => {
    expect(problems({ NODE_ENV: 'production', API_PORT: '0' })).toEqual([
      'API_PORT must be a port number, got 0',
      'AUTH_SECRET is required in production (it seals the session cookie)',
      'CART_SECRET is required in production (it seals the cart and reset-flow cookies)',
      "REVALIDATE_SECRET is required in production (it checks the API's signed change notices)",
    ]);
  });
});
