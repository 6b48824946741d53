// The console's order filters, in the console's filter form, built from the one form system's
// Field. The choices are the contract's lists.
import { ConsoleFilter } from '@/components/admin-console/console-filter';
import { Field } from '@/components/forms/field';
import { ADMIN_ORDER_SEARCH_MAX, ORDER_PAYMENT_STATUSES, ORDER_STATUS_FILTERS } from '@/contract/api/admin-orders';
import { ORDER_NUMBER_MAX } from '@/contract/rules/returns';
import type { OrderPageQuery } from '@/lib/admin/order-filters';
import { ORDER_PAYMENT_STATUS_LABELS } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';

export function OrderFilterForm({ typed, problems }: Pick<OrderPageQuery, 'typed' | 'problems'>) {
  return (
    <ConsoleFilter action={pages.adminOrders()} label="Find orders" submit="Find orders" problems={problems}>
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
    </ConsoleFilter>
  );
}
