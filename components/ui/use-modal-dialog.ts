'use client';
// One native modal <dialog> kept in step with an `open` state: opening calls showModal() (the page
// behind becomes inert) and focuses the dialog's first target; closing returns focus to the button
// that opened it. Used by the header's Verify dialog and a shop's Contact dialog.
import { useEffect, useRef, type RefObject } from 'react';

/**
 * `returnFocus`, when given, is where focus goes back on closing instead of the one trigger button
 * (a dialog opened from several buttons, such as an address book's Add and each Edit).
 */
export function useModalDialog<T extends HTMLElement>(open: boolean, initialFocus: RefObject<T | null>, returnFocus?: RefObject<HTMLElement | null>) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const ownTrigger = useRef<HTMLButtonElement>(null);
  const triggerRef = returnFocus ?? ownTrigger;
  const wasOpen = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !wasOpen.current) {
      // The fallback is for engines without showModal().
      if (!dialog.open) {
        if (typeof dialog.showModal === 'function') dialog.showModal();
        else dialog.setAttribute('open', '');
      }
      initialFocus.current?.focus();
    } else if (!open && wasOpen.current) {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      triggerRef.current?.focus();
    }
    wasOpen.current = open;
  }, [open, initialFocus, triggerRef]);

  return { dialogRef, triggerRef: ownTrigger };
}
