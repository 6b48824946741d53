/** @jest-environment node */
import { onRequestError } from '@/instrumentation';

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
