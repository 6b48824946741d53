// The console's shops (issue 33, point 3): a search by name with status and verified filters (a
// plain GET form, so it works without JavaScript), then one row per shop (its public page, owner,
// standing with the suspension's reason, verified mark, products) with the admin's steps.
import Link from 'next/link';
import { Field } from '@/components/forms/field';
import { FilterSelect } from '@/components/forms/filter-select';
import button from '@/components/ui/button.module.scss';
import { Pagination } from '@/components/ui/pagination';
import { ScrollTable } from '@/components/ui/scroll-table';
import { StatusChip } from '@/components/ui/status-chip';
import table from '@/components/ui/table.module.scss';
import type { ShopStatus } from '@/contract/rules/shop-status';
import type { AdminShop } from '@/lib/domain/admin-sellers';
import type { Page } from '@/lib/domain/catalog';
import { formatNumber } from '@/lib/format/count';
import { ADMIN_SELLER_MESSAGES } from '@/lib/messages/catalogue';
import { pages } from '@/lib/routing/urls';
import { ShopActions } from './seller-actions';
import styles from './sellers.module.scss';

/** A shop's standing in words, for the filter and the chip alike. */
const SHOP_STATUS_LABELS: Record<ShopStatus, string> = { active: 'Active', suspended: 'Suspended' };
/** The verified filter's values as the address carries them. */
const VERIFIED_LABELS = { true: 'Verified', false: 'Not verified' };

export interface ShopFilter {
  q: string;
  status: ShopStatus | null;
  /** 'true', 'false' or '' for either. */
  verified: string;
}

export function ShopTable({ shops, filter }: { shops: Page<AdminShop>; filter: ShopFilter }) {
  const hrefFor = (page: number) => pages.adminSellers({ tab: 'shops', q: filter.q, status: filter.status ?? undefined, verified: filter.verified, page });
  return (
    <>
      <form className={styles.filter} action="/admin/sellers" method="get" role="search" aria-label="Shops">
        <input type="hidden" name="tab" value="shops" />
        <Field label="Search by shop name" name="q" type="search" defaultValue={filter.q} />
        <FilterSelect label="Status" name="status" defaultValue={filter.status} any="Any status" labels={SHOP_STATUS_LABELS} />
        <FilterSelect label="Verified" name="verified" defaultValue={filter.verified} any="Verified or not" labels={VERIFIED_LABELS} />
        <button type="submit" className={`${button.button} ${button.secondary}`}>
          Search
        </button>
      </form>
      {shops.items.length === 0 ? (
        <p className={styles.muted}>{ADMIN_SELLER_MESSAGES.noShops}</p>
      ) : (
        <ScrollTable>
          <table className={table.table}>
            <caption className={table.caption}>Shops, by name</caption>
            <thead>
              <tr>
                <th scope="col">Shop</th>
                <th scope="col">Owner</th>
                <th scope="col">Status</th>
                <th scope="col">Verified</th>
                <th scope="col" className={table.numeric}>
                  Products
                </th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {shops.items.map((shop) => (
                <tr key={shop.id}>
                  <th scope="row">
                    {shop.status === 'active' ? (
                      <Link href={pages.shop(shop.slug)} className={table.link}>
                        {shop.name}
                      </Link>
                    ) : (
                      shop.name
                    )}
                  </th>
                  <td>{shop.owner ? shop.owner.email : 'No owner'}</td>
                  <td>
                    <StatusChip status={SHOP_STATUS_LABELS[shop.status]} tone={shop.status === 'active' ? 'green' : 'red'} />
                    {shop.suspendedReason ? <p className={styles.muted}>{shop.suspendedReason}</p> : null}
                  </td>
                  <td>{shop.verified ? 'Verified' : 'Not verified'}</td>
                  <td className={table.numeric}>{formatNumber(shop.products)}</td>
                  <td>
                    <ShopActions id={shop.id} name={shop.name} status={shop.status} verified={shop.verified} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
      <Pagination page={shops.page} lastPage={shops.lastPage} hrefFor={hrefFor} label="Pages of shops" />
    </>
  );
}
