// Fixtures for the account tests: orders and invoices for brand-new users, tokens for seeded ones.
import { asc, eq, sql } from 'drizzle-orm';
import { summariseCart } from '../../lib/cart/pricing';
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

export async function userRow(api: TestApi, id: number) {
  const [row] = await api.db.select().from(users).where(eq(users.id, id));
  return row;
}
