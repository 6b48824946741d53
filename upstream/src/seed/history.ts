// The demo buyers' history: orders priced by the one pricing function, paid (each with the
// completed payment that paid it), with their payments,
// transactions, invoices, returns (one pending, one approved and refunded to the wallet), a
// support ticket with a short conversation, a goodwill credit, addresses, a wishlist and settings.
import { eq } from 'drizzle-orm';
import { summariseCart } from '../../../contract/rules/pricing';
import { recordWalletMovement, refundDescription } from '../account/wallet';
import { paymentJournal, postJournal } from '../money/ledger';
import type { Database } from '../db/client';
import {
  addresses,
  invoices,
  notificationSettings,
  orderItems,
  orders,
  payments,
  returnRequests,
  supportTickets,
  ticketMessages,
  transactions,
  wishlistItems,
} from '../db/schema';
import type { UserSeed } from './accounts';
import { inSentence } from './catalogue';
import { daysBefore, isPlural, SEED_DATE, type ProductSeed, type ReviewSeed } from './products';
import type { Random } from './random';
import { CARD_DECLINED_REASON } from '../payments/paystack';

type OrderStatus = 'Completed' | 'Shipped' | 'Pending';

export interface OrderPlan {
  buyer: 'buyer' | 'buyer2';
  status: OrderStatus;
  processor: 'visa' | 'mpesa';
  daysAgo: number;
  lines: { product: ProductSeed; quantity: number }[];
  /** Sent back and refunded: an approved return whose refund is in the buyer's wallet. */
  returned?: true;
}

const RETURNED_ORDER_DAYS_AGO = 150;

/** Which products the demo buyers bought: real, in-stock products at their seeded prices. */
export function planOrders(rng: Random, products: ProductSeed[]): OrderPlan[] {
  const inStock = products.filter((p) => p.stock > 0);
  const picks = rng.sample(inStock, 8);
  // Chosen without the generator, so that everything drawn after this stays as it was. Listed on
  // the marketplace before it was bought.
  const returned = inStock.find((p) => !picks.includes(p) && p.createdAt < daysBefore(RETURNED_ORDER_DAYS_AGO + 10))!;
  const take = (n: number) => picks.splice(0, n);
  return [
    { buyer: 'buyer', status: 'Completed', processor: 'visa', daysAgo: 96, lines: take(2).map((product, i) => ({ product, quantity: i + 1 })) },
    { buyer: 'buyer', status: 'Shipped', processor: 'mpesa', daysAgo: 12, lines: take(1).map((product) => ({ product, quantity: 2 })) },
    { buyer: 'buyer', status: 'Pending', processor: 'mpesa', daysAgo: 2, lines: take(3).map((product) => ({ product, quantity: 1 })) },
    { buyer: 'buyer2', status: 'Completed', processor: 'visa', daysAgo: 40, lines: take(2).map((product) => ({ product, quantity: 1 })) },
    // Last, so that the orders above keep their ids and numbers.
    { buyer: 'buyer', status: 'Completed', processor: 'mpesa', daysAgo: RETURNED_ORDER_DAYS_AGO, lines: [{ product: returned, quantity: 1 }], returned: true },
  ];
}

/** The demo buyer reviewed what arrived in the completed order. */
export function demoReviews(plans: OrderPlan[], buyerId: number): ReviewSeed[] {
  const completed = plans.find((p) => p.buyer === 'buyer' && p.status === 'Completed');
  const comments = [
    'Beautiful work and it arrived quickly in Nairobi. Exactly as pictured.',
    'Lovely quality, a little smaller than I imagined but I use it every day.',
  ];
  return (completed?.lines ?? []).map((line, i) => ({
    productId: line.product.id,
    userId: buyerId,
    rating: 5 - i,
    comment: comments[i % comments.length],
    createdAt: daysBefore(completed!.daysAgo - 10 - i),
  }));
}

/** An M-Pesa-like receipt (ten capitals and digits), from the order id: no draw from the generator. */
const seedReceipt = (orderId: number) => `SD${(orderId * 7919 + 1_000_000).toString(36).toUpperCase().padStart(8, '0')}`;

const txnId = (rng: Random, at: Date) => `TXN-${at.toISOString().slice(0, 10).replace(/-/g, '')}-${rng.digits(6)}`;

export interface HistoryInput {
  plans: OrderPlan[];
  users: Record<'buyer' | 'buyer2', { id: number; seed: UserSeed }>;
  /** The demo admin, who answers the demo buyer's ticket as support staff. */
  staffId: number;
  wishlist: ProductSeed[];
}

export async function insertHistory(db: Database, rng: Random, { plans, users, staffId, wishlist }: HistoryInput): Promise<void> {
  const addressOf = (seed: UserSeed) =>
    seed.town === 'Nairobi'
      ? { name: seed.name, street: '14 Riverside Drive, Westlands', city: 'Nairobi', country: 'Kenya', phone: seed.phone }
      : { name: seed.name, street: '7 Oxford Street, Osu', city: seed.town, country: seed.country, phone: seed.phone };

  const placed: { id: number; number: string; plan: OrderPlan; total: number; at: Date }[] = [];
  for (const plan of plans) {
    const { id: userId, seed } = users[plan.buyer];
    const at = daysBefore(plan.daysAgo);
    const summary = summariseCart(plan.lines.map((l) => ({ price: l.product.basePrice, quantity: l.quantity })));
    const address = addressOf(seed);
    const shippingAddress = { ...address, address1: address.street };
    const [row] = await db
      .insert(orders)
      .values({
        orderNumber: `ORD-SEED-${placed.length}`,
        userId,
        orderStatus: plan.status,
        financialStatus: plan.returned ? 'refunded' : 'paid',
        currency: 'KES',
        subtotal: summary.subtotal,
        discount: summary.discount,
        shipping: summary.shipping,
        tax: summary.tax,
        totalAmount: summary.total,
        customer: { first_name: seed.firstName, last_name: seed.lastName, email: seed.email, phone: seed.phone },
        shippingAddress,
        billingAddress: shippingAddress,
        paymentGateway: plan.processor === 'mpesa' ? 'M-Pesa' : 'Card',
        createdAt: at,
        updatedAt: plan.status === 'Pending' ? at : daysBefore(Math.max(0, plan.daysAgo - 4)),
      })
      .returning({ id: orders.id });
    // Order numbers follow the row id, as the API's own orders do.
    const number = `ORD-${SEED_DATE.getUTCFullYear()}-${String(row.id).padStart(6, '0')}`;
    await db.update(orders).set({ orderNumber: number }).where(eq(orders.id, row.id));
    await db.insert(orderItems).values(
      plan.lines.map(({ product, quantity }) => ({
        orderId: row.id,
        productId: product.id,
        name: product.productName,
        sku: product.sku,
        quantity,
        unitPrice: product.basePrice,
        lineTotal: Math.round(product.basePrice * quantity * 100) / 100,
      })),
    );
    // Paid history: each order has the completed payment that paid it, as a paid order now must.
    const txn = txnId(rng, at);
    const mpesa = plan.processor === 'mpesa';
    const phone = mpesa ? seed.phone.replace(/^\+/, '') : null;
    const receiptNumber = mpesa ? seedReceipt(row.id) : `CARD-SEED${String(row.id).padStart(5, '0')}`;
    const [payment] = await db
      .insert(payments)
      .values({
        orderId: row.id,
        userId,
        amount: summary.total,
        currency: 'KES',
        paymentStatus: 'completed',
        paymentProcessor: mpesa ? 'M-Pesa' : 'Card',
        method: mpesa ? 'mpesa' : 'card',
        provider: 'seed',
        reference: txn,
        phone,
        cardLast4: mpesa ? null : '4081',
        receiptNumber,
        processedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await postJournal(db, paymentJournal(payment, number));
    await db.insert(transactions).values({
      id: txn,
      userId,
      orderId: row.id,
      amount: summary.total,
      accountNo: number,
      phone,
      status: 'completed',
      paymentId: payment.id,
      processor: mpesa ? 'M-Pesa' : 'Card',
      receiptNumber,
      createdAt: at,
    });
    await db.insert(invoices).values({
      invoiceNumber: `INV-${SEED_DATE.getUTCFullYear()}-${String(row.id).padStart(6, '0')}`,
      orderId: row.id,
      userId,
      amount: summary.total,
      // The returned order's refund was approved (below): its invoice says so, as the order does.
      status: plan.returned ? 'Refunded' : 'Paid',
      issuedAt: at,
    });
    placed.push({ id: row.id, number, plan, total: summary.total, at });
  }

  const buyer = users.buyer;
  const mine = placed.filter((o) => o.plan.buyer === 'buyer');
  const completed = mine.find((o) => o.plan.status === 'Completed' && !o.plan.returned)!;
  const returned = mine.find((o) => o.plan.returned)!;
  const shipped = mine.find((o) => o.plan.status === 'Shipped')!;

  // A card payment that was declined before the M-Pesa one went through, and a top-up awaiting its PIN.
  const declinedAt = new Date(shipped.at.getTime() - 600_000);
  const declinedTxn = txnId(rng, shipped.at);
  const [declined] = await db
    .insert(payments)
    .values({
      orderId: shipped.id,
      userId: buyer.id,
      amount: shipped.total,
      currency: 'KES',
      paymentStatus: 'failed',
      paymentProcessor: 'Card',
      method: 'card',
      provider: 'seed',
      reference: declinedTxn,
      cardLast4: '5408',
      failureCode: 'card_declined',
      failureReason: CARD_DECLINED_REASON,
      processedAt: declinedAt,
      createdAt: declinedAt,
      updatedAt: declinedAt,
    })
    .returning({ id: payments.id });
  await db.insert(transactions).values([
    {
      id: declinedTxn,
      userId: buyer.id,
      orderId: shipped.id,
      amount: shipped.total,
      accountNo: shipped.number,
      phone: null,
      status: 'failed',
      paymentId: declined.id,
      processor: 'Card',
      createdAt: declinedAt,
    },
    {
      id: txnId(rng, daysBefore(1)),
      userId: buyer.id,
      orderId: null,
      amount: 1500,
      accountNo: `WALLET-${String(buyer.id).padStart(6, '0')}`,
      phone: buyer.seed.phone,
      status: 'pending',
      createdAt: daysBefore(1),
    },
  ]);

  const firstLine = completed.plan.lines[0];
  await db.insert(returnRequests).values({
    userId: buyer.id,
    orderId: completed.id,
    reason: `The ${inSentence(firstLine.product.item)} ${isPlural(firstLine.product.item) ? 'are' : 'is'} smaller than described; I would like to return ${isPlural(firstLine.product.item) ? 'them' : 'it'}.`,
    status: 'Pending',
    refund: firstLine.product.basePrice,
    createdAt: daysBefore(completed.plan.daysAgo - 9),
    updatedAt: daysBefore(completed.plan.daysAgo - 9),
  });

  // Sent back within a week, approved three days later: its refund is the wallet's first credit.
  const returnedItem = returned.plan.lines[0].product.item;
  const [approved] = await db
    .insert(returnRequests)
    .values({
      userId: buyer.id,
      orderId: returned.id,
      reason: `The ${inSentence(returnedItem)} arrived damaged in transit; I would like a refund.`,
      status: 'Approved',
      refund: returned.total,
      createdAt: daysBefore(RETURNED_ORDER_DAYS_AGO - 7),
      updatedAt: daysBefore(RETURNED_ORDER_DAYS_AGO - 10),
    })
    .returning({ id: returnRequests.id });
  await recordWalletMovement(db, {
    userId: buyer.id,
    amount: returned.total,
    kind: 'refund',
    description: refundDescription(returned.number),
    orderId: returned.id,
    returnRequestId: approved.id,
    createdAt: daysBefore(RETURNED_ORDER_DAYS_AGO - 10),
  });
  await recordWalletMovement(db, {
    userId: buyer.id,
    amount: 500,
    kind: 'credit',
    description: `Goodwill credit for the late delivery of order ${shipped.number}`,
    orderId: shipped.id,
    createdAt: daysBefore(1),
  });

  // Support answered the next morning and the buyer replied the day after, so the ticket is open
  // again (waiting for support), as a buyer's message leaves it through the API.
  const answeredAt = daysBefore(1.8);
  const repliedAt = daysBefore(0.9);
  const [ticket] = await db
    .insert(supportTickets)
    .values({
      userId: buyer.id,
      orderId: shipped.id,
      ticketCategory: 'delivery',
      priority: 'medium',
      status: 'open',
      subject: `Delivery date for order ${shipped.number}`,
      description: `My order ${shipped.number} was marked as shipped ${shipped.plan.daysAgo - 2} days ago but the tracking page has not changed since. Could you confirm when it will reach Nairobi?`,
      createdAt: daysBefore(2),
      updatedAt: repliedAt,
      lastMessageAt: repliedAt,
    })
    .returning({ id: supportTickets.id });
  await db.insert(ticketMessages).values([
    {
      ticketId: ticket.id,
      authorId: staffId,
      authorRole: 'staff',
      body: `Habari ${buyer.seed.firstName}, thank you for your patience. The courier confirms that order ${shipped.number} reached their Nairobi depot this morning; the tracking page updates once it is out for delivery. You should have it within two working days.`,
      createdAt: answeredAt,
    },
    {
      ticketId: ticket.id,
      authorId: buyer.id,
      authorRole: 'buyer',
      body: 'Asante! Could the rider call me before coming? I am at the office on weekdays until 5 pm, so the Kimathi Street address is better.',
      createdAt: repliedAt,
    },
  ]);

  const home = addressOf(buyer.seed);
  await db.insert(addresses).values([
    { userId: buyer.id, ...home, isDefault: true, createdAt: daysBefore(380), updatedAt: daysBefore(380) },
    {
      userId: buyer.id,
      name: `${buyer.seed.name} (office)`,
      street: 'Kimathi Street 22, 4th Floor',
      city: 'Nairobi',
      country: 'Kenya',
      phone: buyer.seed.phone,
      isDefault: false,
      createdAt: daysBefore(200),
      updatedAt: daysBefore(200),
    },
  ]);
  await db
    .insert(addresses)
    .values({ userId: users.buyer2.id, ...addressOf(users.buyer2.seed), isDefault: true, createdAt: daysBefore(250), updatedAt: daysBefore(250) });

  await db.insert(wishlistItems).values(wishlist.map((p, i) => ({ userId: buyer.id, productId: p.id, createdAt: daysBefore(30 - i * 7) })));

  // The spec's defaults (section 3).
  await db.insert(notificationSettings).values({
    userId: buyer.id,
    orderUpdates: true,
    promotions: true,
    newsletter: false,
    reviewReminders: true,
    smsAlerts: false,
    pushNotifications: false,
    updatedAt: daysBefore(380),
  });
}
