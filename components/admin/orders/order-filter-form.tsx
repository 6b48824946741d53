// The console's order filters, in the console's filter form, built from the one form system's
// Field and FilterSelect. The choices are the contract's lists.
import { ConsoleFilter } from '@/components/admin-console/console-filter';
import { Field } from '@/components/forms/field';
import { FilterSelect } from '@/components/forms/filter-select';
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
      <FilterSelect label="Order status" name="status" defaultValue={typed.status} any="Any status" values={ORDER_STATUS_FILTERS} />
      <FilterSelect
        label="Payment"
        name="payment_status"
        defaultValue={typed.payment_status}
        any="Any payment"
        values={ORDER_PAYMENT_STATUSES}
        labels={ORDER_PAYMENT_STATUS_LABELS}
      />
      <Field label="Placed from" name="from" type="date" defaultValue={typed.from} />
      <Field label="Placed to" name="to" type="date" defaultValue={typed.to} />
    </ConsoleFilter>
  );
}
