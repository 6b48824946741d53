// The big shop bench/seller.mjs measures: 5,000 products and 10,000 paid orders, each with one
// line of the shop's and the shop's fulfilment (states spread as a working shop's are), with their
// dated steps. Written straight into the API's database (DATABASE_URL, else PGlite under DATA_DIR,
// as the API reads them) through the API's own db client and the seed's batched insert: seconds,
// where 15,000 requests to the API would take many minutes. The shop must exist (the bench opens it
// through the API); a shop that already has its products is left as it is.
//
//   DATA_DIR=.data/bench-seller npx tsx bench/seller-shop.ts --email seller-bench@bench.crafts.ke --buyer buyer@demo.crafts.ke
import path from 'node:path';
import { parseArgs } from 'node:util';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { serverSettings } from '../upstream/src/config';
import { openDatabase } from '../upstream/src/db/client';
import { divisions, fulfilmentEvents, fulfilments, orderItems, orders, products, shops, subcategories, users } from '../upstream/src/db/schema';
import { bulkInsert } from '../upstream/src/seed/bulk';

const PRODUCTS = 5_000;
const FULFILMENTS = 10_000;
/** A working shop's spread: most orders done, some on their way, a few new or canceled. */
const STATES = ['delivered', 'delivered', 'delivered', 'delivered', 'shipped', 'shipped', 'accepted', 'pending', 'canceled'] as const;
const STEPS = ['pending', 'accepted', 'shipped', 'delivered'] as const;
const DAY = 24 * 3600 * 1000;

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, buyer: { type: 'string' } } });
  if (!values.email || !values.buyer) throw new Error('--email (the shop owner) and --buyer (whose orders they are) are required');
  const settings = serverSettings();
  const handle = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: path.join(settings.dataDir, 'pglite') });
  const { db } = handle;
  try {
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, values.email));
    const [buyer] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.email, values.buyer));
    if (!owner || !buyer) throw new Error(`no account ${owner ? values.buyer : values.email} in this database`);
    const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.ownerId, owner.id));
    if (!shop) throw new Error(`${values.email} has no shop: approve their application first`);
    const [{ n }] = await db.select({ n: count() }).from(products).where(eq(products.shopId, shop.id));
    if (n >= PRODUCTS) {
      console.log(`[bench] the shop already has ${n} products; left as it is`);
      return;
    }

    // Products across a few divisions, a tenth of them drafts and a few archived, as a shop's list is.
    const places = await db
      .select({ divisionId: divisions.id, subcategoryId: subcategories.id, categoryId: subcategories.categoryId })
      .from(divisions)
      .innerJoin(subcategories, eq(subcategories.id, divisions.subcategoryId))
      .orderBy(asc(divisions.id))
      .limit(12);
    const now = Date.now();
    const madeAt = (i: number, total: number) => new Date(now - ((total - i) / total) * 365 * DAY);
    await bulkInsert(
      db,
      products,
      Array.from({ length: PRODUCTS }, (_, i) => {
        const place = places[i % places.length];
        return {
          shopId: shop.id,
          ...place,
          productName: `Bench piece ${i + 1} ${['basket', 'bowl', 'necklace', 'stool', 'kikoi'][i % 5]}`,
          sku: `BENCH-${String(i + 1).padStart(5, '0')}`,
          status: i % 10 === 9 ? ('draft' as const) : i % 50 === 7 ? ('archived' as const) : ('active' as const),
          basePrice: 500 + (i % 40) * 125,
          description: 'Made by hand for the seller pages benchmark.',
          stock: i % 17 === 0 ? 0 : 1 + (i % 30),
          createdAt: madeAt(i, PRODUCTS),
          updatedAt: madeAt(i, PRODUCTS),
        };
      }),
    );
    const listed = await db
      .select({ id: products.id, name: products.productName, sku: products.sku, price: products.basePrice })
      .from(products)
      .where(eq(products.shopId, shop.id))
      .orderBy(asc(products.id));

    // The orders, paid, oldest first; numbered apart from the API's own (ORD-{year}-{id}).
    const customer = { first_name: buyer.name, last_name: '', email: buyer.email, phone: '+254700000000' };
    const address = {
      name: buyer.name,
      street: '14 Riverside Drive',
      address1: '14 Riverside Drive',
      city: 'Nairobi',
      country: 'Kenya',
      phone: '+254700000000',
    };
    const lineOf = (i: number) => {
      const product = listed[i % listed.length];
      const quantity = 1 + (i % 3);
      return { product, quantity, total: Math.round(product.price * quantity * 100) / 100 };
    };
    const placedAt = (i: number) => madeAt(i, FULFILMENTS);
    const stamp = now.toString(36).toUpperCase();
    await bulkInsert(
      db,
      orders,
      Array.from({ length: FULFILMENTS }, (_, i) => {
        const { total } = lineOf(i);
        return {
          orderNumber: `ORD-BENCH-${stamp}-${String(i + 1).padStart(5, '0')}`,
          userId: buyer.id,
          orderStatus: 'Pending',
          financialStatus: 'paid',
          currency: 'KES',
          subtotal: total,
          discount: 0,
          shipping: 0,
          tax: 0,
          totalAmount: total,
          customer,
          shippingAddress: address,
          billingAddress: address,
          paymentGateway: 'M-Pesa',
          createdAt: placedAt(i),
          updatedAt: placedAt(i),
        };
      }),
    );
    const placed = await db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.orderNumber} like ${`ORD-BENCH-${stamp}-%`}`)
      .orderBy(asc(orders.id));
    await bulkInsert(
      db,
      orderItems,
      placed.map(({ id }, i) => {
        const { product, quantity, total } = lineOf(i);
        return { orderId: id, productId: product.id, name: product.name, sku: product.sku, quantity, unitPrice: product.price, lineTotal: total };
      }),
    );

    // One fulfilment per order, in its state, with a dated step for each state it went through.
    const stateOf = (i: number) => STATES[i % STATES.length];
    await bulkInsert(
      db,
      fulfilments,
      placed.map(({ id }, i) => {
        const state = stateOf(i);
        const at = placedAt(i);
        const after = (days: number) => new Date(at.getTime() + days * DAY);
        const reached = (step: (typeof STEPS)[number]) => state !== 'canceled' && STEPS.indexOf(step) <= STEPS.indexOf(state);
        return {
          orderId: id,
          shopId: shop.id,
          state,
          carrier: reached('shipped') ? 'G4S Courier' : null,
          trackingNumber: reached('shipped') ? `G4S-BENCH-${i + 1}` : null,
          cancelReason: state === 'canceled' ? 'Out of this colour.' : null,
          acceptedAt: reached('accepted') ? after(1) : null,
          shippedAt: reached('shipped') ? after(2) : null,
          deliveredAt: reached('delivered') ? after(5) : null,
          canceledAt: state === 'canceled' ? after(1) : null,
          paidAt: at,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
    const opened = await db
      .select({ id: fulfilments.id, orderId: fulfilments.orderId, state: fulfilments.state, createdAt: fulfilments.createdAt })
      .from(fulfilments)
      .where(
        inArray(
          fulfilments.orderId,
          placed.map((o) => o.id),
        ),
      );
    await bulkInsert(
      db,
      fulfilmentEvents,
      opened.flatMap(({ id, state, createdAt }) => {
        const steps = state === 'canceled' ? (['pending', 'canceled'] as const) : STEPS.slice(0, STEPS.indexOf(state) + 1);
        return steps.map((step, day) => ({ fulfilmentId: id, step, at: new Date(createdAt.getTime() + day * DAY) }));
      }),
    );
    console.log(`[bench] shop ${shop.id}: ${listed.length} products, ${placed.length} paid orders and fulfilments`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
