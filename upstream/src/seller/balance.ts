// A shop's money for its seller (issue 34, point 6; GET /seller/balance): sums and entries of the
// shop's two accounts in the books (money/settlement.ts posts them), never a counter; and a month of
// them as a CSV statement (GET /seller/statements/{month}) with its opening and closing balances. A
// seller with several shops sees their first, as products and the shop profile do.
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { BALANCE_ENTRY_KINDS, STATEMENT_COLUMNS, type BalanceEntryKind } from '../../../contract/api/seller-balance';
import { DEFAULT_COMMISSION_RATE } from '../../../contract/rules/commission';
import { isoDate } from '../account/db';
import { csvLine } from '../admin/csv';
import type { Database } from '../db/client';
import { ledgerEntries, ledgerJournals, orders, shops } from '../db/schema';
import { ApiError, paginate } from '../http/envelope';
import { accounts } from '../money/ledger';
import { findSellerShop } from './products';

type ShopKind = BalanceEntryKind;
/** A journal's kind as a shop's entry names it (only these touch a shop's accounts). */
const shopKind = (kind: string): ShopKind => ((BALANCE_ENTRY_KINDS as readonly string[]).includes(kind) ? (kind as ShopKind) : 'parcel_settled');

/** A shop's account's sum in shillings, as the shop sees it: money owed to it above zero. */
const owed = (cents: string | number | null) => (cents === null ? 0 : -Number(cents) / 100);

/** The shop's entries `where` says, each with its journal's date, kind, memo and order number. */
const entriesWhere = (db: Database, where: SQL | undefined) =>
  db
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
    .where(where);

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
  const rows = await entriesWhere(db, own)
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
        kind: shopKind(r.kind),
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

/** The first moment of a month in Nairobi (UTC+3, no daylight saving), and of the next. */
function nairobiMonth(month: string): { from: Date; to: Date } {
  const [year, number] = month.split('-').map(Number);
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return { from: new Date(`${month}-01T00:00:00+03:00`), to: new Date(`${next}-01T00:00:00+03:00`) };
}

/** A month of a shop's books: each balance at its start and end, and the entries between, oldest first. */
export interface Statement {
  shopName: string;
  month: string;
  from: Date;
  to: Date;
  opening: Record<BalanceAccount, number>;
  closing: Record<BalanceAccount, number>;
  entries: { at: Date; kind: ShopKind; orderNumber: string | null; account: BalanceAccount; amount: number; memo: string }[];
}

type BalanceAccount = 'held' | 'available';

/** The shop's statement for `month`; a month not begun yet is a 422. */
export async function shopStatement(db: Database, userId: number, month: string, now = new Date()): Promise<Statement> {
  const { id: shopId } = await findSellerShop(db, userId);
  const { from, to } = nairobiMonth(month);
  if (from > now) throw new ApiError(422, 'That month has not begun yet.', { month: ['That month has not begun yet.'] });
  const held = accounts.shopHeld(shopId);
  const available = accounts.shopAvailable(shopId);
  const own = inArray(ledgerEntries.account, [held, available]);
  const balancesAt = async (at: Date) => {
    const rows = await db
      .select({ account: ledgerEntries.account, cents: sql<string>`sum(${ledgerEntries.amountCents})` })
      .from(ledgerEntries)
      .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
      .where(and(own, lt(ledgerJournals.at, at)))
      .groupBy(ledgerEntries.account);
    const of = (account: string) => owed(rows.find((r) => r.account === account)?.cents ?? null);
    return { held: of(held), available: of(available) };
  };
  const [[shop], entries, opening, closing] = await Promise.all([
    db.select({ name: shops.shopName }).from(shops).where(eq(shops.id, shopId)),
    entriesWhere(db, and(own, gte(ledgerJournals.at, from), lt(ledgerJournals.at, to))).orderBy(asc(ledgerJournals.at), asc(ledgerEntries.id)),
    balancesAt(from),
    balancesAt(to),
  ]);
  return {
    shopName: shop.name,
    month,
    from,
    to,
    opening,
    closing,
    entries: entries.map((e) => ({
      at: e.at,
      kind: shopKind(e.kind),
      orderNumber: e.orderNumber,
      account: e.account === held ? 'held' : 'available',
      amount: owed(e.cents),
      memo: e.memo,
    })),
  };
}

/** The statement as CSV: the opening balances, every entry, the closing balances. */
export function statementCsv(s: Statement): string {
  // Amounts go as numbers: a spreadsheet sums them, and a text starting with a minus would be taken
  // for a formula and neutralised (admin/csv.ts).
  let csv = csvLine([...STATEMENT_COLUMNS]);
  for (const account of ['held', 'available'] as const) {
    csv += csvLine([s.from.toISOString(), 'opening_balance', null, account, s.opening[account], `Opening balance, ${s.month}`]);
  }
  for (const e of s.entries) csv += csvLine([isoDate(e.at), e.kind, e.orderNumber, e.account, e.amount, e.memo]);
  for (const account of ['held', 'available'] as const) {
    csv += csvLine([s.to.toISOString(), 'closing_balance', null, account, s.closing[account], `Closing balance, ${s.month}`]);
  }
  return csv;
}
