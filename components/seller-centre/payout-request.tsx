'use client';
// The seller's "Request payout" (issue 34, point 6): once the available balance reaches the
// minimum, one button asks for all of it; below, a line says when payouts start. The request goes
// through our route handler; the API's answer (requested, or why not: below the minimum, no M-Pesa
// number, one already on its way) is said as it is, and on success the page is read again so the
// figures and the payouts list show the new payout. The notice stays in the same live region
// whichever of the two the refreshed balance shows, and the focus goes to the section's heading,
// as the button it was on may be gone.
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import styles from '@/components/account/account.module.scss';
import button from '@/components/ui/button.module.scss';
import { PAYOUT_MAXIMUM, PAYOUT_MINIMUM } from '@/contract/rules/payouts';
import { formatKsh } from '@/lib/format/money';
import { sellerPayoutAnswer } from '@/lib/http/answers/seller-payouts';
import { SELLER_PAYOUT_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';

const NO_FIELDS = [] as const;

/** What a payout of this balance sends, as the API reckons it: whole shillings (M-Pesa pays no cents), up to one payment's limit. */
export const payoutOf = (available: number) => Math.min(Math.floor(available), PAYOUT_MAXIMUM);

export function PayoutRequest({ available }: { available: number }) {
  const router = useRouter();
  const amount = payoutOf(available);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm({}, NO_FIELDS);
  const [requested, setRequested] = useState(0);

  useEffect(() => {
    if (requested > 0) heading.current?.focus();
  }, [requested]);

  const request = () =>
    form.run(async () => {
      form.clearErrors();
      form.setNotice(null);
      const answer = await form.send(handlers.sellerPayouts, sellerPayoutAnswer, { method: 'POST' }, SELLER_PAYOUT_MESSAGES.requestFailed);
      if (!answer) return;
      form.setNotice(answer.data.message);
      setRequested((n) => n + 1);
      router.refresh();
    });

  return (
    <section className={styles.card} aria-labelledby="payout-request-heading">
      <h2 id="payout-request-heading" ref={heading} tabIndex={-1} className={styles.cardTitle}>
        Request payout
      </h2>
      <FormStatus>{form.notice}</FormStatus>
      <FormSummary id={form.summaryId} message={form.summary} />
      {amount >= PAYOUT_MINIMUM ? (
        <div className={styles.actions}>
          <button type="button" className={`${button.button} ${button.primary}`} onClick={request} disabled={form.busy}>
            Request payout of {formatKsh(amount)}
          </button>
        </div>
      ) : (
        <p className={styles.muted}>{SELLER_PAYOUT_MESSAGES.belowMinimum}</p>
      )}
    </section>
  );
}
