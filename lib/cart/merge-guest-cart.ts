// Called by the login form right after a successful sign-in: the guest cart joins the buyer's
// cart at the API, and the cookie comes back as the merged cart. Never throws and never holds the
// login up for long: a failed merge leaves the guest cart as it was.
import { sendJson } from '@/lib/http/client';
import { CART_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import { cartMergedAnswer } from '@/lib/http/answers/cart';

const MERGE_TIMEOUT_MS = 5000;

export async function mergeGuestCart(): Promise<boolean> {
  try {
    const signal = AbortSignal.timeout(MERGE_TIMEOUT_MS);
    const answer = await sendJson(handlers.cartMerge, cartMergedAnswer, { method: 'POST', signal }, CART_MESSAGES.mergeFailed);
    if (answer.status === 0) console.warn('Merging the guest cart failed: no answer');
    return answer.ok;
  } catch (error) {
    // The fetcher answers every failure as a value except an abort, which only the timeout makes.
    console.warn('Merging the guest cart failed', error);
    return false;
  }
}
