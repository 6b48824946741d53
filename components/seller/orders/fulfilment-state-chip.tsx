// A shop's order's state as a coloured chip, its word always shown.
import { StatusChip } from '@/components/ui/status-chip';
import { SELLER_ORDER_STATE_LABELS } from '@/lib/domain/seller-orders';
import { fulfilmentStateTone } from '@/lib/domain/status';
import type { FulfilmentState } from '@/contract/rules/status';

export function FulfilmentStateChip({ state }: { state: FulfilmentState }) {
  return <StatusChip status={SELLER_ORDER_STATE_LABELS[state]} tone={fulfilmentStateTone(state)} />;
}
