import type { Context } from 'hono';
import type { AppEnv } from '../context';

/** Loopback: the storefront runs beside the API and forwards the buyer's address. */
const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1'];

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) is 127.0.0.1. */
const normalise = (address: string) =>
  address
    .trim()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
    .toLowerCase();

/** TRUST_PROXY: a comma list of proxy addresses; unset means loopback only, `none` means no proxy. */
export function parseTrustedProxies(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return DEFAULT_TRUSTED_PROXIES;
  if (value.trim().toLowerCase() === 'none') return [];
  return value.split(',').map(normalise).filter(Boolean);
}

/**
 * The client's address for rate limits. The socket's address, unless that socket is a trusted
 * proxy: then X-Forwarded-For is read from the right, skipping trusted proxies, and the first other
 * address is the client (entries to its left were written by the client and prove nothing).
 * A request without a socket is an in-process call (tests), treated as coming from loopback.
 */
export function clientIp(c: Context<AppEnv>): string {
  const trusted = c.var.deps.config.trustedProxies ?? DEFAULT_TRUSTED_PROXIES;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const peer = normalise(incoming?.socket?.remoteAddress ?? '127.0.0.1');
  if (!trusted.includes(peer)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map(normalise).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    if (!trusted.includes(hops[i]) || i === 0) return hops[i].slice(0, 64);
  }
  return peer;
}
