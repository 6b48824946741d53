'use client';
// "Give wallet credit" on a buyer's or seller's page in the console (issue 34, point 7): an amount
// in shillings and the reason the person reads on their wallet statement, in the one form system,
// checked here with the rules the route handler and the API use, then posted through our route
// handler (POST /api/admin/users/{id}/wallet-credits). The API's refusal is shown in its words;
// a credit given says what was added and the wallet's new balance, and the form is emptied.
import { Field } from '@/components/forms/field';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import { useForm } from '@/components/forms/use-form';
import formStyles from '@/components/forms/form.module.scss';
import button from '@/components/ui/button.module.scss';
import { WALLET_CREDIT_MAX, WALLET_CREDIT_REASON_MAX } from '@/contract/api/admin';
import { walletCreditAnswer } from '@/lib/http/answers/admin-money';
import { WALLET_CREDIT_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import { walletCreditFormSchema } from '@/lib/validation/wallet-credit';

const FIELDS = ['amount', 'reason'] as const;
const EMPTY = { amount: '', reason: '' };

export function WalletCreditForm({ userId, name }: { userId: number; name: string }) {
  const form = useForm(EMPTY, FIELDS);

  const onSubmit = form.submitWhenValid(walletCreditFormSchema, async (input) => {
    const answer = await form.send(handlers.adminWalletCredits(userId), walletCreditAnswer, { body: input }, WALLET_CREDIT_MESSAGES.failed);
    if (!answer) return;
    form.reset();
    form.setNotice(answer.data.message);
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={form.busy} aria-label={`Give wallet credit to ${name}`}>
      <FormStatus>{form.notice}</FormStatus>
      <FormSummary id={form.summaryId} message={form.summary} />
      <Field
        {...form.field('amount')}
        label="Amount (Ksh)"
        inputMode="decimal"
        autoComplete="off"
        hint={`In shillings, 1 to ${WALLET_CREDIT_MAX.toLocaleString('en-KE')}.`}
        disabled={form.busy}
        required
      />
      <Field
        {...form.field('reason')}
        as="textarea"
        rows={3}
        label="Why"
        hint={WALLET_CREDIT_MESSAGES.reasonHint}
        maxLength={WALLET_CREDIT_REASON_MAX}
        disabled={form.busy}
        required
      />
      <div>
        <button type="submit" className={`${button.button} ${button.primary} ${button.small}`} disabled={form.busy}>
          {form.busy ? 'Giving credit...' : 'Give wallet credit'}
        </button>
      </div>
    </form>
  );
}
