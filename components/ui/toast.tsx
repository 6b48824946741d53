'use client';
// The one toast system: a provider in the root layout, `useToast().show(message)` anywhere below
// it. Messages are announced politely by a live region that is always in the page, so screen
// readers hear each one as it is added.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styles from './toast.module.scss';

/** Spec section 9: toasts last 2000 ms unless a screen says otherwise. */
export const DEFAULT_TOAST_MS = 2000;

export interface ToastOptions {
  durationMs?: number;
}

interface ToastApi {
  show: (message: string, options?: ToastOptions) => void;
}

interface ToastItem {
  id: number;
  message: string;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string, options?: ToastOptions) => {
      const id = ++nextId.current;
      setToasts((current) => [...current, { id, message }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), options?.durationMs ?? DEFAULT_TOAST_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region} role="status" aria-live="polite" aria-atomic="false">
        {toasts.map((toast) => (
          <p key={toast.id} className={styles.toast}>
            {toast.message}
          </p>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** `show(message, { durationMs })` from any client component under the root layout. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider> (the root layout provides it).');
  return api;
}
