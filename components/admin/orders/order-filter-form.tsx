// The console's order filters: a GET form that leaves empty fields out of the address (every view
// has its own address and works without JavaScript), built from the one form system's Field. The
// choices are the contract's lists.
import Link from 'next/link';
import account from '@/components/account/account.module.scss';
import { GetForm } from '@/components/catalog/get-form';
import { Field } from '@/components/forms/field';
import button from '@/components/ui/button.module.scss';
import { ADMIN_ORDER_SEARCH_MAX, ORDER_PAYMENT_STATUSES, ORDER_STATUS_FILTERS } from '@/contract/api/admin-orders';
import { ORDER_NUMBER_MAX } from '@/contract/rules/returns';
import type { OrderPageQuery } from '@/lib/admin/order-filters';
import { ORDER_PAYMENT_STATUS_LABELS } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import styles from './admin-orders.module.scss';

export function OrderFilterForm({ typed, problems }: Pick<OrderPageQuery, 'typed' | 'problems'>) {
  return (
    <GetForm className={styles.filter} action={pages.adminOrders()} role="search" aria-label="Find orders">
      <Field
        label="Order number"
        name="number"
        type="search"
        hint="The whole number or its beginning"
        maxLength={ORDER_NUMBER_MAX}
        defaultValue={typed.number}
      />
      <Field label="Buyer" name="buyer" type="search" hint="Part of the name or e-mail" maxLength={ADMIN_ORDER_SEARCH_MAX} defaultValue={typed.buyer} />
      <Field label="Shop" name="shop" type="search" hint="Its id or part of its name" maxLength={ADMIN_ORDER_SEARCH_MAX} defaultValue={typed.shop} />
      <Field label="Order status" name="status" as="select" defaultValue={typed.status}>
        <option value="">Any status</option>
        {ORDER_STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </Field>
      <Field label="Payment" name="payment_status" as="select" defaultValue={typed.payment_status}>
        <option value="">Any payment</option>
        {ORDER_PAYMENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ORDER_PAYMENT_STATUS_LABELS[status]}
          </option>
        ))}
      </Field>
      <Field label="Placed from" name="from" type="date" defaultValue={typed.from} />
      <Field label="Placed to" name="to" type="date" defaultValue={typed.to} />
      <div className={styles.filterActions}>
        <button type="submit" className={`${button.button} ${button.primary}`}>
          Find orders
        </button>
        <Link href={pages.adminOrders()} className={`${button.button} ${button.secondary}`}>
          Clear
        </Link>
      </div>
      {problems.length > 0 ? (
        <p className={`${account.problem} ${styles.problems}`} role="alert">
          {problems.join(' ')}
        </p>
      ) : null}
    </GetForm>
  );
}
