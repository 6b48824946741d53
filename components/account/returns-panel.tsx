'use client';
// Returns & Refunds: the buyer's requests and the form for a new one (an order of theirs and a
// reason: 'All fields are required.', and where its refund goes: back where the money came from by
// default, or the wallet). New requests start Pending; Cancel is offered only on Pending and sets
// Rejected. Each request says where its refund goes and, once approved, where each refund stands;
// an admin's rejection shows its reason under the status, a request the buyer canceled says so.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { DataTable, type TableColumn } from '@/components/ui/data-table';
import table from '@/components/ui/table.module.scss';
import { StatusChip } from '@/components/ui/status-chip';
import type { ReturnRequest } from '@/lib/domain/account';
import { returnStatusTone } from '@/lib/domain/status';
import { formatDate } from '@/lib/format/date';
import { formatKsh } from '@/lib/format/money';
import { sendJson } from '@/lib/http/client';
import { REFUND_MESSAGES, RETURN_MESSAGES } from '@/lib/messages/catalogue';
import { returnSchema } from '@/lib/validation/account';
import { RETURN_REASON_MAX } from '@/contract/rules/returns';
import { handlers, pages } from '@/lib/routing/urls';
import styles from './account.module.scss';
import { returnAnswer } from '@/lib/http/answers/returns';

const FIELDS = ['orderNumber', 'reason', 'refundTo'] as const;
const EMPTY = { orderNumber: '', reason: '', refundTo: 'original' };
const REFUND_CHOICES = [
  ['original', REFUND_MESSAGES.toOriginal],
  ['wallet', REFUND_MESSAGES.toWallet],
] as const;

const COLUMNS: readonly TableColumn[] = [
  { label: 'Order' },
  { label: 'Date' },
  { label: 'Reason' },
  { label: 'Refund', numeric: true },
  { label: REFUND_MESSAGES.refundTo },
  { label: 'Status' },
  { label: 'Actions', hidden: true },
];

interface ReturnsPanelProps {
  requests: ReturnRequest[];
  /** The buyer's order numbers to choose from; null when they could not be loaded. */
  orders: string[] | null;
}

/** Where a request's refund goes: each refund and where it stands once approved, else the buyer's choice (none once rejected). */
function RefundWays({ request }: { request: ReturnRequest }) {
  if (request.refunds.length > 0) {
    return (
      <ul className={styles.refundWays}>
        {request.refunds.map((refund) => (
          <li key={refund.id}>
            {REFUND_MESSAGES.line(refund.status, refund.destination)}
            {refund.status === 'completed' && refund.receipt ? ` (receipt ${refund.receipt})` : null}
          </li>
        ))}
      </ul>
    );
  }
  if (request.status === 'Rejected') return '-';
  return request.refundTo === 'wallet' ? REFUND_MESSAGES.willGoToWallet : REFUND_MESSAGES.willGoToOriginal;
}

export function ReturnsPanel({ requests, orders }: ReturnsPanelProps) {
  const router = useRouter();
  const form = useForm(EMPTY, FIELDS);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [listNotice, setListNotice] = useState<string | null>(null);

  const refundTo = form.field('refundTo');

  const onSubmit = form.submitWhenValid(returnSchema, async (input) => {
    const answer = await form.send(handlers.returns, returnAnswer, { body: input }, RETURN_MESSAGES.failed);
    if (!answer) return;
    form.reset(EMPTY);
    form.setNotice(answer.message);
    router.refresh();
  });

  async function cancel(request: ReturnRequest) {
    if (cancelling !== null) return;
    setCancelling(request.id);
    setListError(null);
    setListNotice(null);
    const answer = await sendJson(handlers.cancelReturn(request.id), returnAnswer, { method: 'POST', body: {} }, RETURN_MESSAGES.failed);
    setCancelling(null);
    if (!answer.ok) return setListError(answer.message);
    setListNotice(answer.message);
    router.refresh();
  }

  return (
    <>
      <section className={styles.card} aria-labelledby="new-return-heading">
        <h2 id="new-return-heading" className={styles.cardTitle}>
          Request a return
        </h2>
        {/* Outside the form: a request that leaves no order to return replaces the form, not its notice. */}
        <FormStatus>{form.notice}</FormStatus>
        {orders && orders.length === 0 ? (
          <p className={styles.muted}>
            {RETURN_MESSAGES.noneToReturn} <Link href={pages.marketplace}>Browse the marketplace</Link>.
          </p>
        ) : (
          <form className={`${formStyles.form} ${styles.narrow}`} onSubmit={onSubmit} noValidate aria-busy={form.busy}>
            <FormSummary id={form.summaryId} message={form.summary} />
            {orders ? (
              <Field {...form.field('orderNumber')} as="select" label="Order" required>
                <option value="">Choose an order</option>
                {orders.map((number) => (
                  <option key={number} value={number}>
                    {number}
                  </option>
                ))}
              </Field>
            ) : (
              <Field {...form.field('orderNumber')} label="Order number" hint="As shown in your order history." required />
            )}
            <Field {...form.field('reason')} as="textarea" rows={4} label="Reason" maxLength={RETURN_REASON_MAX} required />
            <fieldset className={styles.choices}>
              <legend className={styles.legend}>{REFUND_MESSAGES.refundTo}</legend>
              {REFUND_CHOICES.map(([value, label]) => (
                <label key={value} className={styles.choice}>
                  <input type="radio" name="refundTo" value={value} checked={form.values.refundTo === value} onChange={refundTo.onChange} /> {label}
                </label>
              ))}
            </fieldset>
            <div className={formStyles.actions}>
              <button type="submit" className={`${button.button} ${button.primary}`} disabled={form.busy}>
                {form.busy ? 'Submitting...' : 'Submit request'}
              </button>
            </div>
          </form>
        )}
      </section>
      <section className={styles.page} aria-labelledby="returns-heading">
        <h2 id="returns-heading" className={styles.cardTitle}>
          Your requests
        </h2>
        <FormStatus>{listNotice}</FormStatus>
        <FormSummary id="returns-error" message={listError} />
        <DataTable
          caption="Your return requests, newest first"
          columns={COLUMNS}
          rows={requests}
          empty={
            <div className={styles.empty}>
              <p>You have no return requests.</p>
            </div>
          }
          row={(request) => (
            <tr key={request.id}>
              <th scope="row">
                <Link href={pages.order(request.orderId)} className={table.link}>
                  {request.orderNumber}
                </Link>
              </th>
              <td>{formatDate(request.date, 'medium')}</td>
              <td className={table.wrap}>{request.reason}</td>
              <td className={table.numeric}>{formatKsh(request.refund)}</td>
              <td className={table.wrap}>
                <RefundWays request={request} />
              </td>
              <td className={table.wrap}>
                <StatusChip status={request.status} tone={returnStatusTone(request.status)} />
                {request.decisionReason ? <p className={styles.decision}>Reason: {request.decisionReason}</p> : null}
                {request.canceledByBuyer ? <p className={styles.decision}>{RETURN_MESSAGES.canceledByYou}</p> : null}
              </td>
              <td>
                {request.status === 'Pending' ? (
                  <button
                    type="button"
                    className={`${button.button} ${button.secondary} ${button.small}`}
                    disabled={cancelling !== null}
                    onClick={() => void cancel(request)}
                    aria-label={`Cancel the return of ${request.orderNumber}`}
                  >
                    {cancelling === request.id ? 'Cancelling...' : 'Cancel'}
                  </button>
                ) : null}
              </td>
            </tr>
          )}
        />
      </section>
    </>
  );
}
