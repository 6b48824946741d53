'use client';
// A form that has done its job leaves its notice on screen for a moment, then opens the next page
// (spec section 9's delays). Leaving the screen sooner cancels the move, so an unmounted form never
// navigates.
import { useCallback, useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';

export function useDelayedPush() {
  const router = useRouter();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /** Opens `href` after `delayMs`; a second call replaces the first. */
  return useCallback(
    (href: string, delayMs: number) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => router.push(href), delayMs);
    },
    [router],
  );
}
