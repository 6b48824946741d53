// The server-side cart of a signed-in buyer: one row per product in cart_items, priced on every read
// from the catalogue with the one pricing function (contract/rules/pricing.ts), with the promo code
// the buyer applied (cart_promo_codes, promo-codes.ts).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CART_REFUSALS, MAX_CART_LINES } from '../../../contract/rules/cart-limits';
import { summariseCart, type CartSummary } from '../../../contract/rules/pricing';
import { stockProblem, type StockProblem } from '../../../contract/rules/status';
import { loadProducts, type ProductJson } from '../catalog/product-json';
import type { Database } from '../db/client';
import { cartItems, products } from '../db/schema';
import { ApiError } from '../http/envelope';
import { isListed } from '../catalog/listed';
import { dropCartPromo, findPromo, keepCartPromo, loadCartPromo, promoRefused, type CartPromoJson, type PricedPromo } from './promo-codes';

interface CartLineJson {
  product_id: number;
  quantity: number;
  product: ProductJson;
  available: boolean;
  problem: StockProblem | null;
}

export interface CartJson {
  items: CartLineJson[];
  summary: CartSummary;
  promo: CartPromoJson | null;
}

const NOT_IN_CART = 'This product is not in your cart.';

export async function loadCart(db: Database, userId: number, publicUrl: string, now = new Date()): Promise<CartJson> {
  return priceCart(await loadCartItems(db, userId, publicUrl), await loadCartPromo(db, userId, now));
}

/** The lines that can be bought, priced with the code (if any): the cart's answer. */
function priceCart(items: CartLineJson[], promo: PricedPromo | null): CartJson {
  const lines = items.filter((i) => i.available).map((i) => ({ price: i.product.base_price, quantity: i.quantity, shopId: i.product.shop.shop_id }));
  return { items, summary: summariseCart(lines, promo?.terms), promo: promo?.json ?? null };
}

/**
 * Applies a code to the buyer's cart when it gives something now: a code unknown, withdrawn, out of
 * its dates, used up, used by them, short of its minimum spend or for a shop with nothing in the
 * cart is refused with its own words (422) and not kept. Answers the cart priced with it.
 */
export async function applyCartPromo(db: Database, userId: number, code: string, publicUrl: string, now = new Date()): Promise<CartJson> {
  const promo = await findPromo(db, code, userId, now);
  if (promo.terms.refusal) throw promoRefused(promo.terms.refusal);
  const cart = priceCart(await loadCartItems(db, userId, publicUrl), promo);
  if (cart.summary.promo?.refusal) throw promoRefused(cart.summary.promo.refusal);
  await keepCartPromo(db, userId, promo.id);
  return cart;
}

export async function removeCartPromo(db: Database, userId: number, publicUrl: string): Promise<CartJson> {
  await dropCartPromo(db, userId);
  return loadCart(db, userId, publicUrl);
}

async function loadCartItems(db: Database, userId: number, publicUrl: string): Promise<CartLineJson[]> {
  // Lines keep the order in which they were first added: updated_at is set when a line is created
  // and deliberately left alone when its quantity changes, so lines do not jump around the page.
  const rows = await db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    // A line of a product its shop unpublished or archived is left out until it is on sale again.
    .innerJoin(products, and(eq(products.id, cartItems.productId), isListed))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.updatedAt), asc(cartItems.productId));
  const found = await loadProducts(
    db,
    rows.map((r) => r.productId),
    publicUrl,
  );
  const byId = new Map(found.map((p) => [p.product_id, p]));
  return rows.flatMap((row): CartLineJson[] => {
    const product = byId.get(row.productId);
    if (!product) return [];
    const problem = stockProblem(product.stock, row.quantity);
    return [{ product_id: row.productId, quantity: row.quantity, product, available: problem === null, problem }];
  });
}

async function findStock(db: Database, productId: number): Promise<number> {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), isListed))
    .limit(1);
  if (!row) throw new ApiError(404, 'Product not found');
  return row.stock;
}

async function findLineQuantity(db: Database, userId: number, productId: number): Promise<number | null> {
  const [row] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .limit(1);
  return row ? row.quantity : null;
}

async function countLines(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

function overStock(stock: number): ApiError {
  const message = CART_REFUSALS.onlyLeft(stock);
  return new ApiError(422, message, { quantity: [message] });
}

/** Adds `quantity` to the line (creating it), never beyond the product's stock. */
export async function addCartItem(db: Database, userId: number, productId: number, quantity: number): Promise<void> {
  await db.transaction(async (tx) => {
    const stock = await findStock(tx, productId);
    if (stock <= 0) throw new ApiError(409, CART_REFUSALS.soldOut);
    const current = await findLineQuantity(tx, userId, productId);
    if ((current ?? 0) + quantity > stock) throw overStock(stock);
    if (current === null) {
      if ((await countLines(tx, userId)) >= MAX_CART_LINES) {
        throw new ApiError(422, CART_REFUSALS.tooManyLines);
      }
      await tx.insert(cartItems).values({ userId, productId, quantity });
    } else {
      await tx
        .update(cartItems)
        .set({ quantity: current + quantity })
        .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
    }
  });
}

/** Sets the quantity of a line already in the cart. */
export async function setCartItemQuantity(db: Database, userId: number, productId: number, quantity: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findLineQuantity(tx, userId, productId);
    if (current === null) throw new ApiError(404, NOT_IN_CART);
    const stock = await findStock(tx, productId);
    if (stock <= 0) throw new ApiError(409, CART_REFUSALS.soldOut);
    if (quantity > stock) throw overStock(stock);
    await tx
      .update(cartItems)
      .set({ quantity })
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  });
}

/** Removes a line; removing one that is not there is not an error (a double click, a second tab). */
export async function removeCartItem(db: Database, userId: number, productId: number): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
}

export async function removeCartProducts(db: Database, userId: number, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}

export async function clearCart(db: Database, userId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

export interface MergeReport {
  /** Products not added at all: unknown, out of stock, or beyond the cart's line limit. */
  skipped: number[];
  /** Products added with less than asked for, because of stock. */
  limited: number[];
}

/** Merges a guest cart (at login) into the user's: quantities add up, capped at stock. */
export async function mergeCart(db: Database, userId: number, lines: readonly { product_id: number; quantity: number }[]): Promise<MergeReport> {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.product_id, (wanted.get(line.product_id) ?? 0) + line.quantity);
  const report: MergeReport = { skipped: [], limited: [] };
  if (wanted.size === 0) return report;

  await db.transaction(async (tx) => {
    const ids = [...wanted.keys()];
    const stockRows = await tx
      .select({ id: products.id, stock: products.stock })
      .from(products)
      .where(and(inArray(products.id, ids), isListed));
    const stockById = new Map(stockRows.map((r) => [r.id, r.stock]));
    const existingRows = await tx.select({ productId: cartItems.productId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.userId, userId));
    const existing = new Map(existingRows.map((r) => [r.productId, r.quantity]));
    let lineCount = existing.size;

    for (const [productId, quantity] of wanted) {
      const stock = stockById.get(productId);
      if (stock === undefined || stock <= 0) {
        report.skipped.push(productId);
        continue;
      }
      const current = existing.get(productId);
      if (current === undefined && lineCount >= MAX_CART_LINES) {
        report.skipped.push(productId);
        continue;
      }
      const target = Math.min((current ?? 0) + quantity, stock);
      if (target < (current ?? 0) + quantity) report.limited.push(productId);
      if (current === undefined) {
        lineCount += 1;
        await tx.insert(cartItems).values({ userId, productId, quantity: target });
      } else if (target !== current) {
        await tx
          .update(cartItems)
          .set({ quantity: target })
          .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
      }
    }
  });
  return report;
}
