'use client';
// A console table's steps in its rows (a return decided, a review hidden): a step taken is said in
// the live region above the table, and the page is read again. The message stays (it does not
// fade), and stays said when the step's row leaves the table, as the table stays mounted.
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { useFadingNotice } from '@/components/forms/use-form';

/** The message to show, and what a row calls with its step's message. */
export function useStepDone() {
  const router = useRouter();
  const [notice, setNotice] = useFadingNotice(undefined);
  const done = useCallback(
    (message: string) => {
      setNotice(message);
      router.refresh();
    },
    [router, setNotice],
  );
  return [notice, done] as const;
}
