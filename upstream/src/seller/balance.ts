// A shop's money for its seller (issue 34, point 6; GET /seller/balance): sums and entries of the
// shop's two accounts in the books (money/settlement.ts posts them), never a counter. A seller with
// several shops sees their first, as products and the shop profile do.
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_COMMISSION_RATE } from '../../../contract/rules/commission';
import { isoDate } from '../account/db';
import type { Database } from '../db/client';
import { ledgerEntries, ledgerJournals, orders, shops } from '../db/schema';
import { paginate } from '../http/envelope';
import { accounts } from '../money/ledger';
import { findSellerShop } from './products';

const SHOP_KINDS = ['parcel_delivered', 'parcel_returned', 'parcel_settled', 'payout', 'payout_failed'] as const;
type ShopKind = (typeof SHOP_KINDS)[number];

/** A shop's account's sum in shillings, as the shop sees it: money owed to it above zero. */
const owed = (cents: string | number | null) => (cents === null ? 0 : -Number(cents) / 100);

export async function loadSellerBalance(db: Database, userId: number, query: { page: number; per_page: number }) {
  const { id: shopId } = await findSellerShop(db, userId);
  const held = accounts.shopHeld(shopId);
  const available = accounts.shopAvailable(shopId);
  const own = inArray(ledgerEntries.account, [held, available]);
  const [shop] = await db.select({ name: shops.shopName, rate: shops.commissionRate }).from(shops).where(eq(shops.id, shopId));
  const sums = await db
    .select({ account: ledgerEntries.account, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(own)
    .groupBy(ledgerEntries.account);
  const sumOf = (account: string) => owed(sums.find((s) => s.account === account)?.cents ?? null);
  const [{ total }] = await db.select({ total: count() }).from(ledgerEntries).where(own);
  const rows = await db
    .select({
      id: ledgerEntries.id,
      account: ledgerEntries.account,
      cents: ledgerEntries.amountCents,
      at: ledgerJournals.at,
      kind: ledgerJournals.kind,
      memo: ledgerJournals.memo,
      orderNumber: orders.orderNumber,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .leftJoin(orders, eq(orders.id, ledgerJournals.orderId))
    .where(own)
    .orderBy(desc(ledgerJournals.at), desc(ledgerEntries.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    shop: { id: shopId, name: shop.name },
    currency: 'KES' as const,
    held: sumOf(held),
    available: sumOf(available),
    commission_rate: shop.rate ?? DEFAULT_COMMISSION_RATE,
    entries: paginate(
      rows.map((r) => ({
        id: r.id,
        at: isoDate(r.at),
        kind: (SHOP_KINDS as readonly string[]).includes(r.kind) ? (r.kind as ShopKind) : 'parcel_settled',
        account: r.account === held ? ('held' as const) : ('available' as const),
        amount: owed(r.cents),
        order_number: r.orderNumber,
        memo: r.memo,
      })),
      query.page,
      query.per_page,
      total,
    ),
  };
}
