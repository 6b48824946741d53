// Helpers shared by the commerce tests: products picked from the seeded catalogue, a checkout
// payload shaped like the storefront's (spec section 7), and tokens for the seeded demo buyers.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { products, users } from '../src/db/schema';
import { issueToken } from '../src/auth/tokens';
import { DEMO_USERS } from '../src/seed/demo';

export interface TestProduct {
  id: number;
  name: string;
  sku: string;
  price: number;
  stock: number;
}

const productColumns = { id: products.id, name: products.productName, sku: products.sku, price: products.basePrice, stock: products.stock };

/** `count` distinct products with at least `minStock` in stock, skipping the first `skip`. */
export async function pickProducts(db: Database, count: number, { minStock = 10, skip = 0 } = {}): Promise<TestProduct[]> {
  const rows = await db.select(productColumns).from(products).where(gte(products.stock, minStock)).orderBy(asc(products.id)).limit(count).offset(skip);
  if (rows.length < count) throw new Error(`the seed has fewer than ${count + skip} products with stock >= ${minStock}`);
  return rows;
}

export async function pickOutOfStockProduct(db: Database): Promise<TestProduct> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.stock, 0)).orderBy(asc(products.id)).limit(1);
  if (!row) throw new Error('the seed has no product out of stock');
  return row;
}

export async function readProduct(db: Database, id: number): Promise<TestProduct> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  return row;
}

export async function setStock(db: Database, id: number, stock: number): Promise<void> {
  await db.update(products).set({ stock }).where(eq(products.id, id));
}

export async function maxProductId(db: Database): Promise<number> {
  const [row] = await db.select({ max: sql<number>`max(${products.id})::int` }).from(products);
  return Number(row.max);
}

/** A bearer token for a seeded demo account (its orders, payments and transactions come from the seed). */
export async function demoToken(db: Database, who: keyof typeof DEMO_USERS): Promise<{ id: number; token: string }> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${DEMO_USERS[who].email.toLowerCase()}`));
  if (!row) throw new Error(`demo user ${who} is not seeded`);
  const { token } = await issueToken(db, row.id, 3600_000);
  return { id: row.id, token };
}

export interface PayloadLine {
  product: TestProduct;
  quantity: number;
  /** What the client claims the price is; the server must ignore it. */
  price?: string;
}

/** The Shopify-style order the storefront's checkout sends (spec section 7). */
export function orderPayload(lines: PayloadLine[], overrides: Record<string, unknown> = {}) {
  const address = {
    first_name: 'Amina',
    last_name: 'Wanjiru',
    address1: 'Moi Avenue 12',
    city: 'Nairobi',
    province: 'Nairobi',
    zip: '00100',
    country: 'Kenya',
    country_code: 'KE',
    phone: '+254712000001',
  };
  return {
    id: Math.floor(Math.random() * 1e12),
    order_number: Math.floor(Math.random() * 1e6),
    financial_status: 'paid',
    total_price: '10.00',
    currency: 'KES',
    customer: {
      id: Math.floor(Math.random() * 1e9),
      first_name: 'Amina',
      last_name: 'Wanjiru',
      email: 'amina@example.com',
      phone: '+254712000001',
      currency: 'KES',
      default_address: address,
    },
    line_items: lines.map(({ product, quantity, price }) => ({
      id: randomUUID(),
      product_id: product.id,
      name: product.name,
      quantity,
      price: price ?? product.price.toFixed(2),
      sku: product.sku,
      taxable: true,
    })),
    shipping_address: address,
    shipping_lines: [{ title: 'Generic Shipping', price: '10.00', code: 'generic' }],
    total_shipping_price_set: { shop_money: { amount: '10.00', currency_code: 'KES' } },
    total_discount: '0.00',
    total_tax: '0.00',
    order_status_url: 'https://shop.example/orders/1',
    payment_gateway_names: ['visa'],
    test: true,
    ...overrides,
  };
}

/** An asymmetric matcher for fields that are null or a string (matching `pattern` when given). */
export function nullOrString(pattern?: RegExp) {
  return {
    asymmetricMatch: (value: unknown) => value === null || (typeof value === 'string' && (!pattern || pattern.test(value))),
    toAsymmetricMatcher: () => `null or a string${pattern ? ` matching ${pattern}` : ''}`,
  };
}
