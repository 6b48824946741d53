// The API's settings (src/config.ts): parsed once at start; each wrong or missing one is one line
// saying which and why, and the API does not start (startup.test.ts runs the built program).
import path from 'node:path';
import { ConfigError } from '../src/startup';
import { readSettings } from '../src/config';

/** The lines a bad environment is refused with. */
function problems(env: Record<string, string | undefined>): string[] {
  try {
    readSettings(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message.split('\n');
    throw error;
  }
  throw new Error('the settings were accepted');
}

describe('the API reads its settings', () => {
  it('runs with nothing set: port 4000 on loopback, data in .data, no storefront to tell, the M-Pesa sandbox', () => {
    const settings = readSettings({});
    expect(settings).toMatchObject({ port: 4000, host: '127.0.0.1', dataDir: path.resolve('.data'), storefrontNotify: null, paymentJobsIntervalMs: 30_000 });
    expect(settings.config).toMatchObject({ env: 'development', publicUrl: 'http://127.0.0.1:4000', tokenTtlMs: 30 * 24 * 3600 * 1000 });
    expect(settings.payments.daraja).toBeNull();
  });

  it('takes every setting it is given', () => {
    const settings = readSettings({
      NODE_ENV: 'production',
      API_PORT: '4100',
      API_HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://app:pw@db:5432/shop',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtps://mail:pw@mail.example:465',
      API_PUBLIC_URL: 'https://api.example',
      STOREFRONT_URL: ' http://127.0.0.1:3000 ',
      STOREFRONT_PUBLIC_URL: 'https://shop.example/',
      REVALIDATE_SECRET: 'webhook-secret',
      TOKEN_TTL_HOURS: '12',
      TRUST_PROXY: 'none',
      PAYMENT_JOBS_INTERVAL_MS: '5000',
      PAYSTACK_SECRET_KEY: 'sk_live_0123456789abcdef',
    });
    expect(settings).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      databaseUrl: 'postgres://app:pw@db:5432/shop',
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtps://mail:pw@mail.example:465',
      storefrontNotify: { url: 'http://127.0.0.1:3000', secret: 'webhook-secret' },
      paymentJobsIntervalMs: 5000,
      payments: {
        paystack: { baseUrl: 'https://api.paystack.co', secretKey: 'sk_live_0123456789abcdef' },
        // Buyers come back from the card page to the public address; notices go to the internal one.
        settings: { storefrontUrl: 'https://shop.example' },
      },
    });
    expect(settings.config).toMatchObject({
      env: 'production',
      publicUrl: 'https://api.example',
      storefrontUrl: 'http://127.0.0.1:3000',
      tokenTtlMs: 12 * 3600 * 1000,
      trustedProxies: [],
    });
    expect(settings.payments.settings.callbackBaseUrl).toBe('https://api.example');
  });

  it('counts an empty variable as unset', () => {
    expect(readSettings({ DATABASE_URL: '', API_PORT: '' })).toMatchObject({ port: 4000, databaseUrl: undefined });
  });
});

describe('a wrong setting is one line saying which and why', () => {
  it.each([
    ['an API_PORT out of range', { API_PORT: '70000' }, 'API_PORT must be a port number, got 70000'],
    ['an API_PORT that is not a number', { API_PORT: 'http' }, 'API_PORT must be a port number, got http'],
    ['an unknown NODE_ENV', { NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test, got staging'],
    [
      'a DATABASE_URL that is not PostgreSQL (not echoed: it may hold a password)',
      { DATABASE_URL: 'mysql://root:pw@db/shop' },
      'DATABASE_URL must be a postgres://user:password@host:port/database URL (unset, the API keeps its data in DATA_DIR)',
    ],
    ['a REDIS_URL that does not parse', { REDIS_URL: 'cache:6379' }, 'REDIS_URL must be a redis:// or rediss:// URL'],
    ['an SMTP_URL that is not SMTP', { SMTP_URL: 'http://mail' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    ['an API_PUBLIC_URL without a scheme', { API_PUBLIC_URL: 'api.example' }, "API_PUBLIC_URL must be the API's public http(s) address, got api.example"],
    [
      'a STOREFRONT_URL that does not parse',
      { STOREFRONT_URL: 'localhost:3000', REVALIDATE_SECRET: 's' },
      "STOREFRONT_URL must be the storefront's http(s) address, got localhost:3000",
    ],
    [
      'a STOREFRONT_URL without its secret',
      { STOREFRONT_URL: 'http://127.0.0.1:3000' },
      'REVALIDATE_SECRET is required with STOREFRONT_URL (the storefront refreshes its pages on signed notices)',
    ],
    ['a TOKEN_TTL_HOURS that is not a number', { TOKEN_TTL_HOURS: 'a month' }, 'TOKEN_TTL_HOURS must be a number of hours, got a month'],
    ['a PAYMENT_JOBS_INTERVAL_MS of nothing', { PAYMENT_JOBS_INTERVAL_MS: '0' }, 'PAYMENT_JOBS_INTERVAL_MS must be a number of milliseconds, got 0'],
    [
      'a PAYSTACK_SECRET_KEY that is not a secret key',
      { PAYSTACK_SECRET_KEY: 'pk_live_0123' },
      'PAYSTACK_SECRET_KEY must be a Paystack secret key (sk_test_… or sk_live_…)',
    ],
  ])('%s', (_, env: Record<string, string>, line) => {
    expect(problems(env)).toEqual([line]);
  });

  it('lists every wrong setting, one line each', () => {
    expect(problems({ API_PORT: '0', TOKEN_TTL_HOURS: 'soon', STOREFRONT_URL: 'http://127.0.0.1:3000' })).toEqual([
      'API_PORT must be a port number, got 0',
      'TOKEN_TTL_HOURS must be a number of hours, got soon',
      'REVALIDATE_SECRET is required with STOREFRONT_URL (the storefront refreshes its pages on signed notices)',
    ]);
  });
});
