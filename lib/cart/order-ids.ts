// The order's Shopify-style ids, made on the server. They are derived (HMAC with the server's
// secret) from the buyer and the checkout attempt's Idempotency-Key rather than drawn at random,
// so that a retried or doubled request sends the API the very same body and the API replays its
// first answer instead of refusing a key reused with a different body. Unguessable all the same.
import 'server-only';
import { createHmac } from 'node:crypto';
import type { OrderIds } from '@/lib/cart/order-payload';
import { sealSecret } from '@/lib/session/config';

/** A positive whole number below 2^48 (safe in JSON and JavaScript), from the secret and a label. */
function derive(secret: string, label: string): number {
  const value = createHmac('sha256', secret).update(label).digest().readUIntBE(0, 6);
  return value === 0 ? 1 : value;
}

export function deriveOrderIds(userId: string | number, idempotencyKey: string, lineCount: number, secret = sealSecret()): OrderIds {
  const base = `order:${userId}:${idempotencyKey}`;
  return {
    orderId: derive(secret, base),
    lineIds: Array.from({ length: lineCount }, (_, index) => derive(secret, `${base}:line:${index}`)),
  };
}
