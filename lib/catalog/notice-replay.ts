// The revalidation notices already taken, so a copy sent again within its signature's lifetime is
// refused (contract/rules/webhook-signature.ts refuses it after). The API's notice reaches one
// instance; each instance tells the others what it took (lib/instances/broadcast.ts), so a copy
// sent to another instance is refused there too.
import 'server-only';
import { broadcast, listen } from '@/lib/instances/broadcast';

const NOTICE_TAKEN = 'revalidate-notice-taken';

interface Taken {
  /** Notice id to the time (ms) after which its signature is refused anyway. */
  ids: Map<string, number>;
  listening: boolean;
}

// On globalThis: Next may load this module twice in one process (see lib/instances/broadcast.ts).
const KEY = Symbol.for('crafts.storefront.revalidate-notices');
const taken: Taken = ((globalThis as Record<symbol, Taken | undefined>)[KEY] ??= { ids: new Map(), listening: false });

function remember(message: string) {
  const [id, expiresAt] = message.split(' ');
  if (id && Number(expiresAt) > Date.now()) taken.ids.set(id, Number(expiresAt));
}

function forgetExpired(now: number) {
  for (const [id, expiresAt] of taken.ids) if (expiresAt <= now) taken.ids.delete(id);
}

/** True the first time a notice is taken (here or on another instance), false for a replay. */
export async function takeNotice(id: string, expiresAt: number, now = Date.now()): Promise<boolean> {
  if (!taken.listening) {
    taken.listening = true;
    await listen(NOTICE_TAKEN, remember);
  }
  forgetExpired(now);
  if (taken.ids.has(id)) return false;
  taken.ids.set(id, expiresAt);
  await broadcast(NOTICE_TAKEN, `${id} ${expiresAt}`);
  return true;
}
