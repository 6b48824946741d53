// Placing an order from the checkout payload: re-priced from the catalogue with the one pricing
// function, stock checked and held, and the order, its lines and its Pending invoice written in one
// transaction (with the Idempotency-Key claim, when there is one). The order starts unpaid: what
// the client says about payment is ignored, and only a confirmed payment (payments/) pays it.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { MAX_ORDER_TOTAL, summariseCart, type CartSummary } from '../../../contract/rules/pricing';
import { formatKsh } from '../../../lib/format/money';
import type { AuthUser } from '../context';
import type { Database } from '../db/client';
import { invoices, orderItems, orders, products } from '../db/schema';
import { ApiError, type Envelope } from '../http/envelope';
import { removeCartProducts } from './cart';
import { isListed } from '../catalog/listed';
import { claimKey, storeAnswer, type StoredAnswer } from './idempotency';
import { loadOrderDetail, type OrderDetailJson } from './order-json';
import type { OrderPayload } from '../../../contract/api/orders';
import { notifyStorefront, productsChanged } from '../http/storefront-notify';
import type { Mailer } from '../mail/mailer';
import { orderPlacedMail } from '../order-money/mails';
import { openFulfilments } from '../seller/fulfilments';
import { findPromo, promoRefused, recordRedemption } from './promo-codes';

const ORDER_PLACED_MESSAGE = 'Order placed successfully!';

export type OrderAnswerBody = Envelope<{ order: OrderDetailJson }>;

const pad = (id: number) => String(id).padStart(6, '0');
const formatOrderNumber = (year: number, id: number) => `ORD-${year}-${pad(id)}`;
const formatInvoiceNumber = (year: number, id: number) => `INV-${year}-${pad(id)}`;

const cents = (shillings: number) => Math.round(shillings * 100);

/** Another request holds the same Idempotency-Key: its transaction made (or is making) the order. */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('Idempotency-Key taken');
  }
}

interface CatalogueRow {
  id: number;
  productName: string;
  sku: string;
  basePrice: number;
  stock: number;
  shopId: number;
}

interface OrderedProduct {
  product: CatalogueRow;
  quantity: number;
  /** The first payload line that asked for it, for error messages. */
  lineIndex: number;
}

async function nextOrderId(db: Database): Promise<number> {
  // The order number is made from the id, so the id is taken from the sequence first.
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  return Number(row.id);
}

/** Finds each line's product (by product_id, else by sku) and adds up repeated products. */
async function resolveLines(db: Database, lines: OrderPayload['line_items']): Promise<OrderedProduct[]> {
  const ids = lines.flatMap((l) => (l.product_id != null ? [l.product_id] : []));
  const skus = lines.flatMap((l) => (l.product_id == null && l.sku ? [l.sku] : []));
  const conditions = [...(ids.length ? [inArray(products.id, ids)] : []), ...(skus.length ? [inArray(products.sku, skus)] : [])];
  // Locked in id order so that concurrent checkouts of the same products queue instead of deadlocking.
  const rows: CatalogueRow[] = await db
    .select({
      id: products.id,
      productName: products.productName,
      sku: products.sku,
      basePrice: products.basePrice,
      stock: products.stock,
      shopId: products.shopId,
    })
    .from(products)
    .where(and(or(...conditions), isListed))
    .orderBy(asc(products.id))
    .for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  // A SKU is unique within its shop only: one that two shops use names no single product.
  const bySku = new Map<string, CatalogueRow | null>();
  for (const r of rows) bySku.set(r.sku, bySku.has(r.sku) ? null : r);

  const unknown: Record<string, string[]> = {};
  const ordered = new Map<number, OrderedProduct>();
  lines.forEach((line, index) => {
    const product = line.product_id != null ? byId.get(line.product_id) : bySku.get(line.sku ?? '');
    if (product === null) {
      unknown[`line_items.${index}.sku`] = [`More than one product has the sku "${line.sku}": send its product_id.`];
      return;
    }
    if (!product) {
      if (line.product_id != null) unknown[`line_items.${index}.product_id`] = [`No product has the id ${line.product_id}.`];
      else unknown[`line_items.${index}.sku`] = [`No product has the sku "${line.sku}".`];
      return;
    }
    const seen = ordered.get(product.id);
    if (seen) seen.quantity += line.quantity;
    else ordered.set(product.id, { product, quantity: line.quantity, lineIndex: index });
  });
  const firstUnknown = Object.values(unknown)[0];
  if (firstUnknown) throw new ApiError(422, firstUnknown[0], unknown);
  return [...ordered.values()].sort((a, b) => a.product.id - b.product.id);
}

function checkStock(ordered: OrderedProduct[]): void {
  for (const { product, quantity, lineIndex } of ordered) {
    if (quantity <= product.stock) continue;
    const message = product.stock <= 0 ? `"${product.productName}" is out of stock.` : `Only ${product.stock} of "${product.productName}" left in stock.`;
    throw new ApiError(409, message, { [`line_items.${lineIndex}.quantity`]: [message] });
  }
}

/**
 * An order larger than the money columns hold (a price of 10,000,000 times 100,000 pieces) is
 * refused before anything is written, with what the buyer can do about it: a 422, never the
 * database's overflow as a 500.
 */
function checkOrderSize(summary: CartSummary): void {
  if (summary.total <= MAX_ORDER_TOTAL) return;
  const message = `This order comes to ${formatKsh(summary.total)}, more than the ${formatKsh(MAX_ORDER_TOTAL)} one order can hold. Please order fewer pieces, or split it into several orders.`;
  throw new ApiError(422, message, { line_items: [message] });
}

export interface PlaceOrderOptions {
  user: AuthUser;
  payload: OrderPayload;
  publicUrl: string;
  idempotency: { key: string; hash: string } | null;
  /** How long the order's stock is held for its payment. */
  holdMs: number;
  mailer: Mailer;
}

/**
 * Places the order and answers with the 201 envelope (also stored under the Idempotency-Key).
 * Throws IdempotencyKeyTaken when another request already claimed the key.
 */
export async function placeOrder(db: Database, { user, payload, publicUrl, idempotency, holdMs, mailer }: PlaceOrderOptions): Promise<StoredAnswer> {
  const soldProductIds: number[] = [];
  const { answer: placed, confirmation } = await db.transaction(async (tx) => {
    if (idempotency && !(await claimKey(tx, user.id, idempotency.key, idempotency.hash))) throw new IdempotencyKeyTaken();

    const ordered = await resolveLines(tx, payload.line_items);
    checkStock(ordered);
    const now = new Date();
    // A promo code is checked again here, its row locked (after the products, in every checkout) so
    // that its uses are counted one checkout at a time: two buyers never both take its last use.
    const promo = payload.promo_code ? await findPromo(tx, payload.promo_code, user.id, now, true) : null;
    // The client's prices, shipping line and totals are ignored: the catalogue sets the price.
    const summary = summariseCart(
      ordered.map((o) => ({ price: o.product.basePrice, quantity: o.quantity, shopId: o.product.shopId })),
      promo?.terms,
    );
    if (summary.promo?.refusal) throw promoRefused(summary.promo.refusal);
    checkOrderSize(summary);

    const year = now.getUTCFullYear();
    const orderId = await nextOrderId(tx);
    const orderNumber = formatOrderNumber(year, orderId);
    const paymentDueAt = new Date(now.getTime() + holdMs);

    await tx.insert(orders).values({
      id: orderId,
      orderNumber,
      userId: user.id,
      externalId: payload.id,
      orderStatus: 'Pending',
      // payload.financial_status and payment_gateway_names are the client's word: ignored.
      financialStatus: 'pending',
      currency: 'KES',
      subtotal: summary.subtotal,
      discount: summary.discount,
      promoCode: promo ? promo.terms.code : null,
      promoDiscount: summary.promo?.discount ?? 0,
      shipping: summary.shipping,
      tax: summary.tax,
      totalAmount: summary.total,
      customer: payload.customer,
      shippingAddress: payload.shipping_address,
      billingAddress: payload.billing_address ?? null,
      paymentGateway: null,
      paymentDueAt,
      isTest: payload.test ?? false,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(orderItems).values(
      ordered.map(({ product, quantity }) => ({
        orderId,
        productId: product.id,
        name: product.productName,
        sku: product.sku,
        quantity,
        unitPrice: product.basePrice,
        lineTotal: (cents(product.basePrice) * quantity) / 100,
      })),
    );
    if (promo) await recordRedemption(tx, { promoId: promo.id, orderId, userId: user.id, amount: summary.promo?.discount ?? 0 });
    await openFulfilments(tx, orderId, now);
    for (const { product, quantity } of ordered) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: now })
        .where(eq(products.id, product.id));
      soldProductIds.push(product.id);
    }
    await tx.insert(invoices).values({
      invoiceNumber: formatInvoiceNumber(year, orderId),
      orderId,
      userId: user.id,
      amount: summary.total,
      status: 'Pending',
      issuedAt: now,
    });
    await removeCartProducts(
      tx,
      user.id,
      ordered.map((o) => o.product.id),
    );

    const order = await loadOrderDetail(tx, user.id, orderId, publicUrl);
    if (!order) throw new Error(`order ${orderId} vanished inside its own transaction`);
    const body: OrderAnswerBody = { status: 'success', message: ORDER_PLACED_MESSAGE, data: { order } };
    const answer: StoredAnswer = { status: 201, body };
    if (idempotency) await storeAnswer(tx, user.id, idempotency.key, answer);
    const confirmation = orderPlacedMail({ to: user.email, name: user.name, orderNumber, total: summary.total, dueAt: paymentDueAt });
    return { answer, confirmation };
  });
  await mailer.send(db, confirmation);
  // Committed: the storefront's cached pages show the new stock (fire and forget).
  void notifyStorefront(productsChanged(soldProductIds));
  return placed;
}
