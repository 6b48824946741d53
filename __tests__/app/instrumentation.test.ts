/** @jest-environment node */
import { onRequestError, register } from '@/instrumentation';
import { setEnv } from '@/__tests__/support/env';

describe('register, at server start', () => {
  const names = ['NODE_ENV', 'NEXT_RUNTIME', 'NEXTAUTH_URL', 'AUTH_SECRET', 'NEXTAUTH_SECRET', 'CART_SECRET', 'REVALIDATE_SECRET'];
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  afterEach(() => setEnv(saved));

  /** What register() printed, and the exit code it asked for (null: it let the server start). */
  function start(env: Record<string, string | undefined>) {
    // As Next runs it on Node.
    setEnv({ NEXT_RUNTIME: 'nodejs', ...env });
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    try {
      register();
      return { lines: log.mock.calls.map((call) => String(call[0])), code: exit.mock.calls[0]?.[0] ?? null };
    } finally {
      log.mockRestore();
      exit.mockRestore();
    }
  }

  it('refuses to start with a bad setting, with one line saying which and why', () => {
    expect(start({ CART_SECRET: 'short', NEXTAUTH_URL: 'https://shop.example' })).toEqual({
      lines: ['[storefront] cannot start: CART_SECRET must be at least 32 characters long (it seals the cart cookie), got 5'],
      code: 1,
    });
  });

  it('refuses to start in production without its secrets, one line for each', () => {
    const { lines, code } = start({
      NODE_ENV: 'production',
      AUTH_SECRET: undefined,
      NEXTAUTH_SECRET: undefined,
      CART_SECRET: undefined,
      REVALIDATE_SECRET: undefined,
    });
    expect(lines).toEqual([
      '[storefront] cannot start: AUTH_SECRET is required in production (it seals the session cookie)',
      '[storefront] cannot start: CART_SECRET is required in production (it seals the cart and reset-flow cookies)',
      "[storefront] cannot start: REVALIDATE_SECRET is required in production (it checks the API's signed change notices)",
    ]);
    expect(code).toBe(1);
  });

  it('starts quietly when the settings are good', () => {
    expect(start({ CART_SECRET: 'c'.repeat(32), NEXTAUTH_URL: 'https://shop.example' })).toEqual({ lines: [], code: null });
  });
});

describe('onRequestError', () => {
  it('logs one line with the method, the path without its query, the route and the message', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const error = Object.assign(new Error('Order 12 could not be loaded'), { digest: '1234' });
      await onRequestError(
        error,
        { path: '/reset-password?email=a%40b.ke&token=secret', method: 'GET', headers: {} },
        { routerKind: 'App Router', routePath: '/reset-password', routeType: 'render', revalidateReason: undefined },
      );
      expect(log).toHaveBeenCalledTimes(1);
      const line = String(log.mock.calls[0][0]);
      expect(line).toBe('[storefront] GET /reset-password failed (render /reset-password): Order 12 could not be loaded [digest 1234]');
      expect(line).not.toContain('secret');
    } finally {
      log.mockRestore();
    }
  });
});
