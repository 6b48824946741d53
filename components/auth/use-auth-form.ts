'use client';
// State shared by the auth forms: values, one error per field plus a summary, a busy flag that
// also blocks a second submit before React re-renders, and focus on the first invalid field.
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { firstErrors } from '@/lib/validation/auth';

export function useAuthForm<F extends string>(initial: Record<F, string>, order: readonly F[]) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Set once the form has done its job (a redirect is on its way): stays disabled. */
  const [done, setDone] = useState(false);
  const running = useRef(false);
  const inputs = useRef(new Map<F, HTMLInputElement>());
  const [focusRequest, setFocusRequest] = useState<{ field: F; n: number } | null>(null);
  const summaryId = `${useId()}-summary`;

  // After the errors are rendered, so the field is announced with its message.
  useEffect(() => {
    if (focusRequest) inputs.current.get(focusRequest.field)?.focus();
  }, [focusRequest]);

  const showErrors = useCallback(
    (fieldErrors: Record<string, string>, message: string | null) => {
      const mine: Partial<Record<F, string>> = {};
      for (const field of order) if (fieldErrors[field]) mine[field] = fieldErrors[field];
      setErrors(mine);
      setSummary(message ?? Object.values(fieldErrors)[0] ?? null);
      const first = order.find((field) => mine[field]);
      if (first) setFocusRequest((previous) => ({ field: first, n: (previous?.n ?? 0) + 1 }));
    },
    [order],
  );

  /** Checks the values with the form's schema; shows the errors and returns null when invalid. */
  function validate<S extends z.ZodType>(schema: S): z.infer<S> | null {
    const result = schema.safeParse(values);
    if (result.success) return result.data;
    showErrors(firstErrors(result.error), null);
    return null;
  }

  /** Runs one submission at a time; a second Enter or click while busy does nothing. */
  async function run(task: () => Promise<void>) {
    if (running.current || done) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  function clearErrors() {
    setErrors({});
    setSummary(null);
  }

  function field(name: F) {
    const error = errors[name];
    // A message several fields share ('Please fill in all fields.') is said once, in the summary,
    // and those fields point to it; a message about one field is shown beside that field.
    const shared = Boolean(error) && error === summary && order.filter((other) => errors[other] === error).length > 1;
    return {
      name,
      value: values[name],
      error: shared ? undefined : error,
      invalid: Boolean(error),
      describedBy: shared ? summaryId : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
      inputRef: (element: HTMLInputElement | null) => {
        if (element) inputs.current.set(name, element);
        else inputs.current.delete(name);
      },
    };
  }

  return { values, errors, summary, summaryId, busy, done, setDone, field, validate, run, showErrors, clearErrors, setSummary };
}
