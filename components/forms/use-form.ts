'use client';
// The one form state: values, one error per field plus a summary, a busy flag that also blocks a
// second submit before React re-renders, and focus on the first invalid field. Every form (auth,
// checkout, account, contact, newsletter, review) is this hook, the Field component and the
// FormStatus / FormSummary pair.
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import type * as zm from 'zod/mini';
import type { AnswerSchema } from '@/lib/http/answers/common';
import { sendJson, type ClientAnswer, type SendOptions } from '@/lib/http/client';
import { firstErrors } from '@/lib/validation/first-errors';

export type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Where a field's message is said:
 * - `both` (the default): beside the field, and the summary names the first problem;
 * - `summary`: only in the summary, the invalid fields pointing to it (a form that says one thing
 *   at a time, as its no-JavaScript outcome page does);
 * - `fields`: only beside the field; the summary says what belongs to no field.
 */
type MessagePlacement = 'both' | 'summary' | 'fields';

export interface FormOptions<F extends string> {
  messages?: MessagePlacement;
  /** What the form shows first, such as how a form post made without JavaScript ended. */
  notice?: string | null;
  summary?: string | null;
  errors?: Partial<Record<F, string>>;
  /** How long a notice stays (a confirmation that fades); unset, it stays. */
  noticeMs?: number;
}

/** Spec section 4: a save confirmation lasts 2 s. */
export const SAVE_CONFIRMATION_MS = 2000;

/**
 * A notice that goes by itself `ms` after it is shown (kept while `ms` is unset). Each call to set
 * it starts the time again, so a second save confirmed with the same words stays its full time.
 */
export function useFadingNotice(ms: number | undefined, initial: string | null = null) {
  const [shown, setShown] = useState<{ text: string | null }>({ text: initial });
  const setNotice = useCallback((text: string | null) => setShown({ text }), []);
  useEffect(() => {
    if (!shown.text || ms === undefined) return;
    const timer = setTimeout(() => setShown({ text: null }), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
  return [shown.text, setNotice] as const;
}

export function useForm<F extends string>(initial: Record<F, string>, order: readonly F[], options: FormOptions<F> = {}) {
  const placement = options.messages ?? 'both';
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>(options.errors ?? {});
  const [summary, setSummary] = useState<string | null>(options.summary ?? null);
  const [notice, setNotice] = useFadingNotice(options.noticeMs, options.notice ?? null);
  const [busy, setBusy] = useState(false);
  /** Set once the form has done its job (a redirect is on its way): stays disabled. */
  const [done, setDone] = useState(false);
  const running = useRef(false);
  const inputs = useRef(new Map<F, FormControl>());
  const focusNext = useRef<F | null>(null);
  const summaryId = `${useId()}-summary`;

  // After the errors are rendered, so the field is announced with its message; and once the form
  // is no longer busy, as a form may disable its fields while it works.
  useEffect(() => {
    if (busy || !focusNext.current) return;
    const input = inputs.current.get(focusNext.current);
    focusNext.current = null;
    input?.focus();
  });

  const showErrors = useCallback(
    (fieldErrors: Record<string, string>, message: string | null) => {
      const mine: Partial<Record<F, string>> = {};
      for (const field of order) if (fieldErrors[field]) mine[field] = fieldErrors[field];
      const first = order.find((field) => mine[field]);
      setErrors(mine);
      setSummary(placement === 'fields' && first ? null : (message ?? Object.values(fieldErrors)[0] ?? null));
      setNotice(null);
      if (first) focusNext.current = first;
    },
    [order, placement, setNotice],
  );

  /**
   * Checks the values with the form's schema; shows the errors and returns null when invalid.
   * `message` is the summary to show instead of the first problem.
   */
  function validate<S extends z.ZodType>(schema: S, message: string | null = null): z.infer<S> | null {
    const result = schema.safeParse(values);
    if (result.success) return result.data;
    showErrors(firstErrors(result.error), message);
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

  /**
   * The form's submit handler: one submission at a time, the last messages cleared, the values
   * checked with `schema`, then `task` with the checked input. Invalid values show their errors and
   * go no further. `schema` may be a function called at each submit: one that picks the rules from
   * what the form shows (a payment method's fields), or a loader, for a form whose rules (zod) load
   * on first use: the run starts before they load, so a second submit meanwhile does nothing.
   */
  function submitWhenValid<S extends z.ZodType>(schema: S | (() => S | Promise<S>), task: (input: z.infer<S>) => Promise<void> | void) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      await run(async () => {
        const rules = typeof schema === 'function' ? await schema() : schema;
        clearErrors();
        const input = validate(rules);
        if (input) await task(input);
      });
    };
  }

  /**
   * Sends to a route handler whose success answer `schema` describes; on failure (an answer not of
   * that shape included) shows its field errors and message and returns null. The parsed answer is
   * returned on success for the form to act on.
   */
  async function send<S extends AnswerSchema>(
    url: string,
    schema: S,
    options: SendOptions,
    fallback: string,
  ): Promise<Extract<ClientAnswer<zm.output<S>>, { ok: true }> | null> {
    const answer = await sendJson(url, schema, options, fallback);
    if (!answer.ok) {
      showErrors(answer.fieldErrors, answer.message);
      return null;
    }
    return answer;
  }

  function clearErrors() {
    setErrors({});
    setSummary(null);
  }

  /** Back to these values (or the first ones), with no message: for a form opened again. */
  function reset(next: Record<F, string> = initial) {
    setValues(next);
    setErrors({});
    setSummary(null);
    setNotice(null);
    setDone(false);
  }

  function field(name: F) {
    const error = errors[name];
    // A message several fields share ('Please fill in all fields.') is said once, in the summary,
    // and those fields point to it; a message about one field is shown beside that field.
    const shared =
      placement === 'summary' || (placement === 'both' && Boolean(error) && error === summary && order.filter((other) => errors[other] === error).length > 1);
    return {
      name,
      value: values[name],
      error: shared ? undefined : error,
      invalid: Boolean(error),
      describedBy: shared && error ? summaryId : undefined,
      onChange: (event: ChangeEvent<FormControl>) => setValues((current) => ({ ...current, [name]: event.target.value })),
      inputRef: (element: FormControl | null) => {
        if (element) inputs.current.set(name, element);
        else inputs.current.delete(name);
      },
    };
  }

  return {
    values,
    setValues,
    errors,
    summary,
    summaryId,
    notice,
    setNotice,
    busy,
    done,
    setDone,
    field,
    validate,
    run,
    submitWhenValid,
    send,
    showErrors,
    clearErrors,
    setSummary,
    reset,
  };
}

/** What useForm gives a form, for the parts (such as AddressFields) that render some of its fields. */
export type UseFormReturn<F extends string> = ReturnType<typeof useForm<F>>;
