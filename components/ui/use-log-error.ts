'use client';
// What every error.tsx does with the error it catches: log it in the browser's console, once per
// error, so the failure is visible while the page shows its own message.
import { useEffect } from 'react';

export function useLogError(error: unknown): void {
  useEffect(() => {
    console.error(error);
  }, [error]);
}
