// The account's figures in one answer (GET /account/summary): the sidebar's live counts, the
// dashboard's numbers and its recent activity. One statement of counts (scalar subqueries on the
// buyer's indexed rows, nothing loaded) and four short activity reads, all at once.
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderOnTheWay } from '../commerce/order-json';
import { ledgerEntries, orderItems, orders, payments, productReviews, products, supportTickets, users, wishlistItems } from '../db/schema';
import { accounts } from '../money/ledger';

/** How many of each kind the activity list shows, newest first across the kinds. */
const RECENT_ACTIVITY_LIMIT = 8;

/** Tickets still waiting for an answer or a fix: new ones are 'open', 'pending' awaits the buyer. */
const UNRESOLVED_TICKET_STATUSES = ['open', 'pending'];

interface ActivityJson {
  type: 'order' | 'payment' | 'ticket' | 'review';
  id: number;
  title: string;
  detail: string;
  amount: number | null;
  status: string | null;
  /** An order's financial_status (pending, paid, refunded...), shown beside its status; null for the rest. */
  payment_status: string | null;
  date: string;
  /** The storefront page that shows the record. */
  href: string;
}

export interface AccountSummaryJson {
  orders: { total: number; on_the_way: number };
  tickets: { open: number };
  wishlist: { items: number };
  wallet: { balance: number; currency: 'KES' };
  reviews: { count: number; average_rating: number | null };
  recent_activity: ActivityJson[];
}

const PROCESSORS: Record<string, string> = { mpesa: 'M-Pesa', visa: 'Visa', mastercard: 'Mastercard', wallet: 'Wallet' };

const processorLabel = (processor: string) =>
  PROCESSORS[processor.trim().toLowerCase()] ?? (processor ? processor[0].toUpperCase() + processor.slice(1) : 'Payment');

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const capitalise = (word: string) => (word ? word[0].toUpperCase() + word.slice(1) : word);

async function countFigures(db: Database, userId: number) {
  const unresolved = sql.join(
    UNRESOLVED_TICKET_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const [row] = await db
    .select({
      ordersTotal: sql<number>`(select count(*) from ${orders} where ${orders.userId} = ${userId})`.mapWith(Number),
      ordersOnTheWay: sql<number>`(select count(*) from ${orders} where ${orders.userId} = ${userId} and ${orderOnTheWay})`.mapWith(Number),
      openTickets:
        sql<number>`(select count(*) from ${supportTickets} where ${supportTickets.userId} = ${userId} and lower(trim(${supportTickets.status})) in (${unresolved}))`.mapWith(
          Number,
        ),
      wishlistItems: sql<number>`(select count(*) from ${wishlistItems} where ${wishlistItems.userId} = ${userId})`.mapWith(Number),
      // The ledger's wallet account, in shillings (it is credited with what is owed to the buyer).
      walletBalance:
        sql<number>`(select -coalesce(sum(${ledgerEntries.amountCents}), 0) / 100.0 from ${ledgerEntries} where ${ledgerEntries.account} = ${accounts.wallet(userId)})`.mapWith(
          Number,
        ),
      reviewCount: sql<number>`(select count(*) from ${productReviews} where ${productReviews.userId} = ${userId})`.mapWith(Number),
      // Text, so that null (no reviews) stays null.
      averageRating: sql<
        string | null
      >`(select round(avg(${productReviews.rating}), 1)::text from ${productReviews} where ${productReviews.userId} = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

// drizzle writes columns unqualified in a one-table query, where "id" inside a subquery would be
// the subquery's own table's: the outer order's id is named in full.
const outerOrderId = sql`${orders}.${sql.identifier(orders.id.name)}`;

async function recentOrders(db: Database, userId: number): Promise<ActivityJson[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.orderStatus,
      financialStatus: orders.financialStatus,
      total: orders.totalAmount,
      createdAt: orders.createdAt,
      itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${outerOrderId})`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map((r) => ({
    type: 'order',
    id: r.id,
    title: `Order ${r.orderNumber} placed`,
    detail: plural(r.itemCount, 'item'),
    amount: r.total,
    status: r.status,
    payment_status: r.financialStatus,
    date: r.createdAt.toISOString(),
    href: `/order/${r.id}`,
  }));
}

async function recentPayments(db: Database, userId: number): Promise<ActivityJson[]> {
  const paidAt = sql<Date>`coalesce(${payments.processedAt}, ${payments.createdAt})`.mapWith(payments.createdAt);
  const rows = await db
    .select({
      id: payments.id,
      amount: payments.amount,
      status: payments.paymentStatus,
      processor: payments.paymentProcessor,
      paidAt,
      orderNumber: orders.orderNumber,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(paidAt), desc(payments.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map((r) => ({
    type: 'payment',
    id: r.id,
    title: `Payment for order ${r.orderNumber}`,
    detail: processorLabel(r.processor),
    amount: r.amount,
    status: r.status,
    payment_status: null,
    date: r.paidAt.toISOString(),
    href: '/payments',
  }));
}

async function recentTickets(db: Database, userId: number): Promise<ActivityJson[]> {
  const rows = await db
    .select({
      id: supportTickets.id,
      subject: supportTickets.subject,
      category: supportTickets.ticketCategory,
      priority: supportTickets.priority,
      status: supportTickets.status,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map((r) => ({
    type: 'ticket',
    id: r.id,
    title: r.subject,
    detail: `${capitalise(r.category)} ticket, ${r.priority} priority`,
    amount: null,
    status: r.status,
    payment_status: null,
    date: r.createdAt.toISOString(),
    href: '/support',
  }));
}

async function recentReviews(db: Database, userId: number): Promise<ActivityJson[]> {
  const rows = await db
    .select({ id: productReviews.id, rating: productReviews.rating, createdAt: productReviews.createdAt, productName: products.productName })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(eq(productReviews.userId, userId))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map((r) => ({
    type: 'review',
    id: r.id,
    title: `Reviewed ${r.productName}`,
    detail: `Rated ${r.rating} out of 5`,
    amount: null,
    status: null,
    payment_status: null,
    date: r.createdAt.toISOString(),
    href: '/reviews',
  }));
}

// At one instant a checkout's payment follows its order, so it is listed above it.
const TYPE_ORDER: Record<ActivityJson['type'], number> = { payment: 0, order: 1, ticket: 2, review: 3 };

/** The newest RECENT_ACTIVITY_LIMIT items across the kinds, newest first, in a stable order. */
function mergeActivity(lists: ActivityJson[][]): ActivityJson[] {
  return lists
    .flat()
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || b.id - a.id)
    .slice(0, RECENT_ACTIVITY_LIMIT);
}

/** `withActivity: false` answers the figures alone (one statement): what the sidebar needs. */
export async function loadAccountSummary(db: Database, userId: number, { withActivity = true } = {}): Promise<AccountSummaryJson> {
  const [figures, ...activity] = await Promise.all([
    countFigures(db, userId),
    ...(withActivity ? [recentOrders(db, userId), recentPayments(db, userId), recentTickets(db, userId), recentReviews(db, userId)] : []),
  ]);
  return {
    orders: { total: figures?.ordersTotal ?? 0, on_the_way: figures?.ordersOnTheWay ?? 0 },
    tickets: { open: figures?.openTickets ?? 0 },
    wishlist: { items: figures?.wishlistItems ?? 0 },
    wallet: { balance: figures?.walletBalance ?? 0, currency: 'KES' },
    reviews: {
      count: figures?.reviewCount ?? 0,
      average_rating: figures?.averageRating == null ? null : Number(figures.averageRating),
    },
    recent_activity: mergeActivity(activity),
  };
}
