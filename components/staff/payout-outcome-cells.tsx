// A payout's last two cells in a table, the same in the seller centre's list and the console's: its
// state as a chip, then M-Pesa's receipt once paid or why it failed ('-' while on its way).
import { StatusChip } from '@/components/ui/status-chip';
import table from '@/components/ui/table.module.scss';
import { paymentStatusTone } from '@/lib/domain/status';
import { PAYOUT_STATE_LABELS } from '@/lib/messages/catalogue';
import type { PayoutState } from '@/contract/rules/payouts';

interface PayoutOutcome {
  status: PayoutState;
  receiptNumber: string | null;
  failureReason: string | null;
}

export function PayoutOutcomeCells({ payout }: { payout: PayoutOutcome }) {
  return (
    <>
      <td>
        <StatusChip status={PAYOUT_STATE_LABELS[payout.status]} tone={paymentStatusTone(payout.status)} />
      </td>
      <td className={table.wrap}>{payout.receiptNumber ?? payout.failureReason ?? '-'}</td>
    </>
  );
}
