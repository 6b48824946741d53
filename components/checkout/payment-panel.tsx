'use client';
// Paying an unpaid order (issue 23), after checkout and from the order's page: M-Pesa (a prompt
// on the buyer's phone) or a card, paid on the card provider's page (Paystack's, or its sandbox:
// issue 34) where the buyer is sent and which sends them back to the order's page. The attempt is
// followed by itself, without a reload, until the provider confirms it (the receipt number) or
// refuses it (the reason, and a way to try again); while M-Pesa has not answered it says so
// ("still checking"), never "failed".
// A buyer with a wallet balance may use it (issue 34): all of the order from the wallet at once, or
// the wallet's part first and M-Pesa or the card for the rest.
// Everything goes through the storefront's route handlers; the buyer's token stays on the server.
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { Field } from '@/components/forms/field';
import { FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import type { PaymentAttempt, PaymentMethods } from '@/lib/domain/orders';
import { formatKsh } from '@/lib/format/money';
import { answerFetcher } from '@/lib/http/client';
import { PAYMENT_MESSAGES } from '@/lib/messages/catalogue';
import { cardPaymentSchema, mpesaPaymentSchema, walletPaymentSchema } from '@/lib/validation/payment';
import { handlers } from '@/lib/routing/urls';
import styles from './checkout.module.scss';
import { openPage } from './open-page';
import { paymentAnswer, paymentMethodsAnswer, paymentStartedAnswer } from '@/lib/http/answers/payments';

const FIELDS = ['phone'] as const;
/** How often a pending attempt is asked about (the API suggests every 2-3 seconds). */
const POLL_MS = 2500;
/** What each method's fields must hold (the method itself is the radio choice, always set). */
const MPESA_RULES = mpesaPaymentSchema.omit({ method: true });
const CARD_RULES = cardPaymentSchema.omit({ method: true });
/** Nothing to check: the wallet pays it all. */
const WALLET_RULES = walletPaymentSchema.omit({ method: true });

type Method = 'mpesa' | 'card';

interface PaymentPanelProps {
  orderId: number;
  orderNumber: string;
  /** What is left to pay. */
  amount: number;
  /** What the buyer's wallet can pay of it (0: the wallet is not offered). */
  walletAvailable?: number;
  /** The order's newest attempt, when the page opens on one still waiting (or on the card attempt the buyer came back from). */
  pending?: PaymentAttempt | null;
  /** Told once the order is paid (the page shows it so). */
  onPaid?: (payment: PaymentAttempt) => void;
}

const readMethods = answerFetcher(paymentMethodsAnswer);
const readPayment = answerFetcher(paymentAnswer);

async function fetchMethods(url: string): Promise<PaymentMethods> {
  return (await readMethods(url)).methods;
}

async function fetchPayment(url: string): Promise<PaymentAttempt> {
  return (await readPayment(url)).payment;
}

export function PaymentPanel({ orderId, orderNumber, amount, walletAvailable = 0, pending = null, onPaid }: PaymentPanelProps) {
  const [chosen, setMethod] = useState<Method>(pending?.method === 'card' ? 'card' : 'mpesa');
  const [useWallet, setUseWallet] = useState(false);
  const walletPart = useWallet ? Math.min(walletAvailable, amount) : 0;
  const walletCovers = walletPart > 0 && walletPart >= amount;
  const rest = Math.round((amount - walletPart) * 100) / 100;
  // The methods do not change while the page is open: read once. Until known, M-Pesa alone.
  const { data: methods } = useSWR(handlers.paymentMethods, fetchMethods, { revalidateIfStale: false, revalidateOnFocus: false });
  const card = methods?.card.available ? methods.card : null;
  const method: Method = card ? chosen : 'mpesa';
  // The attempt the page opened on: one still pending, or the card attempt the buyer just came back from (paid or declined).
  const [attempt, setAttempt] = useState<PaymentAttempt | null>(pending);
  const form = useForm({ phone: '' }, FIELDS);

  const { data: latest } = useSWR(attempt ? handlers.payment(attempt.id) : null, fetchPayment, {
    refreshInterval: (current) => ((current ?? attempt)?.status === 'pending' ? POLL_MS : 0),
    revalidateOnFocus: true,
    shouldRetryOnError: true,
    errorRetryInterval: POLL_MS,
  });
  const shown = latest && attempt && latest.id === attempt.id ? latest : attempt;

  const told = useRef(false);
  useEffect(() => {
    if (shown?.status === 'completed' && !told.current) {
      told.current = true;
      onPaid?.(shown);
    }
  }, [shown, onPaid]);

  // The fields checked are the chosen method's.
  // The fields checked are the chosen method's (none when the wallet pays it all).
  const onSubmit = form.submitWhenValid(
    () => (walletCovers ? WALLET_RULES : method === 'mpesa' ? MPESA_RULES : CARD_RULES),
    async () => {
      const withWallet = walletPart > 0 ? { useWallet: true } : {};
      const body = walletCovers
        ? { orderId, method: 'wallet' }
        : method === 'mpesa'
          ? { orderId, method, ...withWallet, phone: form.values.phone }
          : { orderId, method, ...withWallet };
      const answer = await form.send(handlers.payments, paymentStartedAnswer, { method: 'POST', body }, PAYMENT_MESSAGES.startFailed);
      if (!answer) return;
      setAttempt(answer.data.payment);
      // The card is typed on the provider's page, never here: the buyer goes there and comes back to the order.
      if (answer.data.payment.redirectUrl) openPage(answer.data.payment.redirectUrl);
    },
  );

  if (shown?.status === 'completed') {
    return (
      <div className={styles.payment} role="status">
        <h2 className={styles.paymentTitle}>Payment received</h2>
        <p>
          {formatKsh(shown.amount)} paid for order {orderNumber} by {shown.processor}.
          {shown.receipt && (
            <>
              {' '}
              Receipt number: <strong className={styles.receipt}>{shown.receipt}</strong>
            </>
          )}
        </p>
      </div>
    );
  }

  if (shown?.status === 'pending' && shown.method === 'card') {
    return (
      <div className={styles.payment} role="status" aria-busy="true">
        <h2 className={styles.paymentTitle}>{PAYMENT_MESSAGES.cardConfirming}</h2>
        <p>{PAYMENT_MESSAGES.cardConfirmingDetail}</p>
        {shown.redirectUrl && (
          <p>
            <a className={`${button.button} ${button.secondary}`} href={shown.redirectUrl}>
              {PAYMENT_MESSAGES.cardContinue}
            </a>
          </p>
        )}
      </div>
    );
  }

  if (shown?.status === 'pending' && shown.stillChecking) {
    return (
      <div className={styles.payment} role="status" aria-busy="true">
        <h2 className={styles.paymentTitle}>{PAYMENT_MESSAGES.stillChecking}</h2>
        <p>{PAYMENT_MESSAGES.stillCheckingDetail}</p>
      </div>
    );
  }

  if (shown?.status === 'pending') {
    return (
      <div className={styles.payment} role="status" aria-busy="true">
        <h2 className={styles.paymentTitle}>{PAYMENT_MESSAGES.waiting}</h2>
        <p>
          We sent a request for {formatKsh(shown.amount)} to {shown.phone ? `+${shown.phone}` : 'your phone'}. This page changes by itself once M-Pesa confirms
          the payment.
        </p>
      </div>
    );
  }

  return (
    <section className={styles.payment} aria-labelledby="payment-heading">
      <h2 id="payment-heading" className={styles.paymentTitle}>
        Pay for your order
      </h2>
      {shown?.status === 'failed' && (
        <p className={styles.paymentProblem} role="alert">
          {shown.failureReason ?? PAYMENT_MESSAGES.declined} You can try again.
        </p>
      )}
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
        <FormSummary id={form.summaryId} message={form.summary} />
        {walletAvailable > 0 && (
          <div className={styles.wallet}>
            <label className={styles.method}>
              <input type="checkbox" name="useWallet" checked={useWallet} onChange={(event) => setUseWallet(event.target.checked)} />{' '}
              {PAYMENT_MESSAGES.walletLabel(walletAvailable)}
            </label>
            {useWallet && <p className={styles.walletNote}>{walletCovers ? PAYMENT_MESSAGES.walletCovers : PAYMENT_MESSAGES.walletPart(walletPart, rest)}</p>}
          </div>
        )}
        {!walletCovers && (
          <>
            <fieldset className={styles.methods}>
              <legend>Pay with</legend>
              <label className={styles.method}>
                <input type="radio" name="method" value="mpesa" checked={method === 'mpesa'} onChange={() => setMethod('mpesa')} /> M-Pesa
              </label>
              {card && (
                <label className={styles.method}>
                  <input type="radio" name="method" value="card" checked={method === 'card'} onChange={() => setMethod('card')} />{' '}
                  {card.test ? PAYMENT_MESSAGES.cardSandbox : PAYMENT_MESSAGES.card}
                </label>
              )}
            </fieldset>
            {method === 'mpesa' ? (
              <Field
                {...form.field('phone')}
                label="M-Pesa phone number"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                hint="You will get a prompt on this phone to enter your M-Pesa PIN."
                required
              />
            ) : (
              <p>{PAYMENT_MESSAGES.cardHint}</p>
            )}
          </>
        )}
        <button type="submit" className={`${button.button} ${button.primary}`} disabled={form.busy}>
          {form.busy ? 'Sending...' : walletCovers ? `Pay ${formatKsh(amount)} from wallet` : `Pay ${formatKsh(rest)}`}
        </button>
      </form>
    </section>
  );
}
