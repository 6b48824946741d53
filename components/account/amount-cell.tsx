// A money movement's cell in a statement-like table (the wallet's movements, a shop's balance
// entries): right-aligned, signed (+ for money in), green in and red out.
import table from '@/components/ui/table.module.scss';
import { formatKsh } from '@/lib/format/money';
import styles from './account.module.scss';

export function AmountCell({ amount }: { amount: number }) {
  return (
    <td className={`${table.numeric} ${amount < 0 ? styles.negative : styles.positive}`}>
      {amount > 0 ? '+' : ''}
      {formatKsh(amount)}
    </td>
  );
}
