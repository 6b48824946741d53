'use client';
// Logging out, from the header's account menu or the seller centre's navigation: the cart cookie
// goes too, so the next person on a shared browser does not see this user's cart (it stays at the
// API and comes back at their next login), and the other open tabs are told.
import { signOut } from 'next-auth/react';
import { useCallback } from 'react';
import { sendJson } from '@/lib/http/client';
import { cartClearedAnswer } from '@/lib/http/answers/cart';
import { CART_MESSAGES } from '@/lib/messages/catalogue';
import { announceSessionChange } from '@/lib/session/announce';
import { handlers } from '@/lib/routing/urls';

export function useLogOut(): () => Promise<void> {
  return useCallback(async () => {
    // Whatever it answers, the logout goes on.
    await sendJson(handlers.cart, cartClearedAnswer, { method: 'DELETE' }, CART_MESSAGES.clearFailed);
    // signOut() sets the new address and returns before the page goes: the other open tabs are told
    // the way a login tells them (next-auth's own message can be lost within a second).
    await signOut({ callbackUrl: '/' });
    announceSessionChange('signOut');
  }, []);
}
