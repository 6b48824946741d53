'use client';
// The form state of a reset step after the email (the code, then the new password). Each step's
// handler answers `restart` when the reset flow is gone (it expired, or was started in another
// browser): the screen then offers to start again in place of the form.
import { useState } from 'react';
import type * as z from 'zod/mini';
import type { AnswerSchema } from '@/lib/http/answers/common';
import { sendJson } from '@/lib/http/client';
import { useForm } from '@/components/forms/use-form';

export function useResetStep<F extends string>(initial: Record<F, string>, order: readonly F[]) {
  const form = useForm(initial, order);
  /** The handler's message once the flow is gone; null while it goes on. */
  const [restart, setRestart] = useState<string | null>(null);

  /**
   * Sends the step to its handler. Null when the flow is gone (the restart notice shows) or the
   * handler refused the step (its errors show); otherwise the answer, for the step to move on.
   */
  async function sendStep<S extends AnswerSchema>(url: string, schema: S, body: object, fallback: string): Promise<z.output<S> | null> {
    const answer = await sendJson(url, schema, { body }, fallback);
    if (!answer.ok && answer.data?.restart === true) {
      setRestart(answer.message);
      return null;
    }
    if (!answer.ok) {
      form.showErrors(answer.fieldErrors, answer.message);
      return null;
    }
    return answer.data;
  }

  return { form, restart, sendStep };
}
