'use client';
// The header's Verify button and the Verify Product dialog (spec section 2): a serial number is
// checked by GET /api/verify/{serial}, which answers {ok: true, verification} or {ok: false, message}.
// A native modal <dialog>: the page behind is inert (focus stays inside), Escape closes it, and
// focus returns to the Verify button.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormError } from '@/components/ui/form-error';
import { Icon } from '@/components/ui/icon';
import { DismissibleDialog } from '@/components/ui/dismissible-dialog';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { sendJson } from '@/lib/http/client';
import button from '@/components/ui/button.module.scss';
import { VERIFY_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import action from './header-action.module.scss';
import { VerificationResult } from './verification-result';
import type { Verification } from '@/lib/domain/verification';
import styles from './verify-dialog.module.scss';
import { verifyAnswer } from '@/lib/http/answers/verify';

type VerifyState = { kind: 'idle' } | { kind: 'verifying' } | { kind: 'failed'; message: string } | { kind: 'verified'; verification: Verification };

export function VerifyDialog() {
  const [open, setOpen] = useState(false);
  const [serial, setSerial] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [state, setState] = useState<VerifyState>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const { dialogRef, triggerRef } = useModalDialog(open, inputRef);
  const bannerRef = useRef<HTMLParagraphElement>(null);
  const request = useRef<AbortController | null>(null);
  const focusInputNext = useRef(false);
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();

  // A result moves focus to its banner; 'Verify Another Product' brings it back to the input.
  useEffect(() => {
    if (state.kind === 'verified') bannerRef.current?.focus();
    else if (focusInputNext.current) {
      focusInputNext.current = false;
      inputRef.current?.focus();
    }
  }, [state]);

  useEffect(() => () => request.current?.abort(), []);

  function reset() {
    request.current?.abort();
    setSerial('');
    setInputError(null);
    setState({ kind: 'idle' });
  }

  function close() {
    setOpen(false);
    reset();
  }

  function verifyAnother() {
    focusInputNext.current = true;
    reset();
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === 'verifying') return;
    const value = serial.trim();
    if (!value) {
      setInputError(VERIFY_MESSAGES.empty);
      inputRef.current?.focus();
      return;
    }
    setInputError(null);
    setState({ kind: 'verifying' });
    const controller = new AbortController();
    request.current = controller;
    try {
      // A lookup the buyer starts on submit, not data a view keeps: sendJson, not SWR. A refused
      // serial's answer carries the message to show, which answerFetcher drops (it throws on any
      // error status), and closing the dialog aborts the request, which SWR cannot.
      const reply = await sendJson(handlers.verify(value), verifyAnswer, { signal: controller.signal }, VERIFY_MESSAGES.unavailable);
      if (controller.signal.aborted) return;
      // No answer at all: the network failed.
      if (reply.status === 0) {
        setState({ kind: 'failed', message: VERIFY_MESSAGES.unavailable });
        return;
      }
      if (reply.ok && reply.data.ok) {
        setState({ kind: 'verified', verification: reply.data.verification });
      } else {
        // The handler's reason (a 4xx's or a 5xx's own words); anything unreadable, the spec's.
        const said = reply.ok ? (reply.data.ok ? null : reply.data.message) : reply.data?.message;
        setState({ kind: 'failed', message: said || VERIFY_MESSAGES.notFound });
      }
    } catch {
      // Aborted because the dialog closed or was reset: nothing to show. Otherwise something failed.
      if (!controller.signal.aborted) setState({ kind: 'failed', message: VERIFY_MESSAGES.unavailable });
    }
  }

  const message = inputError ?? (state.kind === 'failed' ? state.message : null);

  return (
    <>
      <button ref={triggerRef} type="button" className={action.action} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="shield-check" size={22} />
        <span className={action.label}>
          Verify<VisuallyHidden> a product</VisuallyHidden>
        </span>
      </button>
      <DismissibleDialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} onDismiss={close}>
        <div className={styles.panel}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              Verify Product
            </h2>
            <button type="button" className={styles.closeIcon} onClick={close}>
              <Icon name="close" size={20} />
              <VisuallyHidden>Close dialog</VisuallyHidden>
            </button>
          </div>

          {state.kind === 'verified' ? (
            <VerificationResult verification={state.verification} bannerRef={bannerRef} onVerifyAnother={verifyAnother} onClose={close} />
          ) : (
            <form className={styles.form} onSubmit={verify} noValidate>
              <p className={styles.intro}>
                Every genuine piece carries a serial number on its tag or certificate. Enter it to check the piece and meet the artisan who made it.
              </p>
              <label htmlFor={inputId} className={styles.label}>
                Serial number
              </label>
              <input
                id={inputId}
                ref={inputRef}
                className={styles.input}
                name="serial"
                value={serial}
                onChange={(event) => setSerial(event.target.value)}
                required
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="e.g. AFC-KE01-0001"
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? errorId : undefined}
              />
              <FormError id={errorId}>{message}</FormError>
              <button type="submit" className={`${button.button} ${button.primary} ${styles.submit}`} disabled={state.kind === 'verifying'}>
                <Icon name="shield-check" />
                {state.kind === 'verifying' ? 'Verifying...' : 'Verify Authenticity'}
              </button>
            </form>
          )}
        </div>
      </DismissibleDialog>
    </>
  );
}
