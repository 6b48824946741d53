// Fixtures for the account tests: orders and invoices for brand-new users, tokens for seeded ones.
import { asc, eq, sql } from 'drizzle-orm';
import { summariseCart } from '../../contract/rules/pricing';
import { issueToken } from '../src/auth/tokens';
import { invoices, orderItems, orders, products, users } from '../src/db/schema';
import type { TestApi } from './harness';

let counter = 0;
const unique = () => `${process.pid}-${Date.now().toString(36)}-${(counter += 1)}`;

/** A token for a user the seed created, found by e-mail (no dependency on the auth routes). */
export async function tokenForEmail(api: TestApi, email: string): Promise<{ id: number; token: string }> {
  const [user] = await api.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (!user) throw new Error(`no seeded user ${email}`);
  const { token } = await issueToken(api.db, user.id, 3600_000);
  return { id: user.id, token };
}

export async function someProducts(api: TestApi, n: number, offset = 0) {
  return api.db
    .select({ id: products.id, name: products.productName, price: products.basePrice })
    .from(products)
    .orderBy(asc(products.id))
    .limit(n)
    .offset(offset);
}

export interface OrderFixture {
  id: number;
  orderNumber: string;
  total: number;
  invoiceId: number | null;
  invoiceNumber: string | null;
}

export interface OrderOptions {
  lines?: { productId: number; name: string; price: number; quantity: number }[];
  status?: string;
  /** 'paid' unless given. */
  financialStatus?: string;
  /** When the order last changed (a delivered order: when it was delivered); now unless given. */
  updatedAt?: Date;
  invoice?: 'Paid' | 'Pending' | 'Canceled' | null;
  shippingAddress?: unknown;
}

/** An order (with lines and, by default, a Paid invoice) for `userId`, as checkout would write it. */
export async function createOrder(api: TestApi, userId: number, options: OrderOptions = {}): Promise<OrderFixture> {
  let lines = options.lines;
  if (!lines) {
    const [p] = await someProducts(api, 1);
    lines = [{ productId: p.id, name: p.name, price: 6172.5, quantity: 2 }];
  }
  const summary = summariseCart(lines);
  const orderNumber = `TST-${unique()}`.toUpperCase();
  const [order] = await api.db
    .insert(orders)
    .values({
      orderNumber,
      userId,
      orderStatus: options.status ?? 'completed',
      financialStatus: options.financialStatus ?? 'paid',
      ...(options.updatedAt ? { updatedAt: options.updatedAt } : {}),
      subtotal: summary.subtotal,
      discount: summary.discount,
      shipping: summary.shipping,
      tax: summary.tax,
      totalAmount: summary.total,
      customer: { id: userId },
      shippingAddress: options.shippingAddress ?? null,
    })
    .returning({ id: orders.id });
  await api.db.insert(orderItems).values(
    lines.map((l, i) => ({
      orderId: order.id,
      productId: l.productId,
      name: l.name,
      sku: `SKU-${i + 1}`,
      quantity: l.quantity,
      unitPrice: l.price,
      lineTotal: l.price * l.quantity,
    })),
  );
  let invoiceId: number | null = null;
  let invoiceNumber: string | null = null;
  if (options.invoice !== null) {
    invoiceNumber = `INV-T${unique()}`.toUpperCase();
    const [invoice] = await api.db
      .insert(invoices)
      .values({ invoiceNumber, orderId: order.id, userId, amount: summary.total, status: options.invoice ?? 'Paid' })
      .returning({ id: invoices.id });
    invoiceId = invoice.id;
  }
  return { id: order.id, orderNumber, total: summary.total, invoiceId, invoiceNumber };
}

/** A new buyer to whom `productId` was delivered (or `status`): who may review it (issue 30). */
export async function buyerWhoReceived(api: TestApi, productId: number, status = 'Delivered', name?: string) {
  const buyer = await api.createUser({ name });
  await createOrder(api, buyer.id, { status, invoice: null, lines: [{ productId, name: 'Received piece', price: 1000, quantity: 1 }] });
  return buyer;
}

/** A product's rating and review count as its row holds them (what the reviews recount). */
export async function productRating(api: TestApi, id: number) {
  const [row] = await api.db.select({ rating_average: products.ratingAverage, review_count: products.reviewCount }).from(products).where(eq(products.id, id));
  return row;
}

export async function userRow(api: TestApi, id: number) {
  const [row] = await api.db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * Admins who each change another's status at the same moment (A bans B while B bans A, and so on
 * round a ring of `size`): what issue 30 saw leave the marketplace with no active admin. Returns
 * the answers' statuses and how many of the ring are still active afterwards.
 */
export async function adminsBanEachOther(api: TestApi, size = 2) {
  const ring: Awaited<ReturnType<TestApi['createUser']>>[] = [];
  for (let n = 0; n < size; n += 1) ring.push(await api.createUser({ userType: 'admin' }));
  const answers = await Promise.all(
    ring.map((actor, n) => api.request('PATCH', `/admin/users/${ring[(n + 1) % size].id}/status`, { token: actor.token, body: { status: 'banned' } })),
  );
  const rows = await Promise.all(ring.map((admin) => userRow(api, admin.id)));
  return { statuses: answers.map((a) => a.status), bodies: answers.map((a) => a.body), stillActive: rows.filter((r) => r.status === 'active').length };
}
