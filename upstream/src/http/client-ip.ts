import type { Context } from 'hono';

/**
 * The client's address for rate limits: the first X-Forwarded-For entry (the storefront forwards
 * the browser's), else the socket's. Per-identifier limits apply as well, so a forged header
 * cannot lift the limit on one account.
 */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}
