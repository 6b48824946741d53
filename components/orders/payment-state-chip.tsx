// Where an order's money stands, as a chip beside its status chip: the order's status says where
// the parcel is, this one whether it was paid (or refunded).
import { StatusChip } from '@/components/ui/status-chip';
import type { PaymentState } from '@/contract/rules/status';
import { paymentStateTone } from '@/lib/domain/status';
import { PAYMENT_STATE_LABELS } from '@/lib/messages/catalogue';

export function PaymentStateChip({ state }: { state: PaymentState }) {
  return <StatusChip status={PAYMENT_STATE_LABELS[state]} tone={paymentStateTone(state)} />;
}
