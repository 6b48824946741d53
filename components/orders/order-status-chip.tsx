// An order's status as a coloured chip (spec section 4).
import { orderStatusTone } from '@/lib/domain/status';
import { StatusChip } from '@/components/ui/status-chip';

export function OrderStatusChip({ status }: { status: string }) {
  return <StatusChip status={status} tone={orderStatusTone(status)} />;
}
