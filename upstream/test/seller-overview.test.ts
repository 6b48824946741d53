// The seller centre's overview (issue 32, point 2): orders to ship oldest first, this month's
// sales less refunds, low stock of active products, the rating and latest reviews, all of the
// seller's own shop only; a new shop's overview is empty, a buyer's call a 403.
import { eq } from 'drizzle-orm';
import { fulfilments, productReviews, products, shops } from '../src/db/schema';
import { nairobiMonth } from '../src/seller/overview';
import { testApiForFile } from './harness';
import { orderPayload, readProduct, type TestProduct } from './commerce-fixtures';
import { payByCard } from './payments-fixtures';

const api = testApiForFile();

let seller: Awaited<ReturnType<typeof api.createUser>>;
let shopId: number;
let plenty: TestProduct;
let fewLeft: TestProduct;
let noneLeft: TestProduct;

/** A product of the seller's new shop, in the division of the first seeded product. */
async function addProduct(name: string, stock: number, status: 'draft' | 'active' = 'active'): Promise<TestProduct> {
  const [model] = await api.db.select().from(products).orderBy(products.id).limit(1);
  const [row] = await api.db
    .insert(products)
    .values({
      shopId,
      categoryId: model.categoryId,
      subcategoryId: model.subcategoryId,
      divisionId: model.divisionId,
      productName: name,
      sku: `OV-${name.replace(/\W/g, '')}`,
      status,
      basePrice: 1000,
      stock,
    })
    .returning({ id: products.id });
  return readProduct(api.db, row.id);
}

/** A buyer's paid order of `quantity` of a product; answers its buyer and the shop's fulfilment id. */
async function paidOrder(product: TestProduct, quantity: number) {
  const buyer = await api.createUser();
  const placed = await api.request('POST', '/shopify/order', { token: buyer.token, body: orderPayload([{ product, quantity }]) });
  expect(placed.status).toBe(201);
  const orderId = placed.body.data.order.order_id;
  expect((await payByCard(api, buyer.token, orderId)).status).toBe('completed');
  const [row] = await api.db.select({ id: fulfilments.id }).from(fulfilments).where(eq(fulfilments.orderId, orderId));
  return { buyer, orderId, fulfilmentId: row.id };
}

const overview = (token: string) => api.request('GET', '/seller/overview', { token });

beforeAll(async () => {
  seller = await api.createUser({ userType: 'seller', name: 'Overview Seller' });
  const [shop] = await api.db
    .insert(shops)
    .values({
      ownerId: seller.id,
      shopName: 'Overview Test Shop',
      shopUrlSlug: `overview-test-${seller.id}`,
      shopType: 'individual',
      location: 'Kisumu',
      country: 'Kenya',
    })
    .returning({ id: shops.id });
  shopId = shop.id;
  plenty = await addProduct('Sisal basket', 50);
  fewLeft = await addProduct('Soapstone bowl', 3);
  noneLeft = await addProduct('Beaded belt', 0);
  await addProduct('Draft mask', 1, 'draft');
  await addProduct('Kikoi wrap', 4);
});

describe('GET /seller/overview', () => {
  it('is empty for a seller whose shop has sold nothing yet, and shows no other shop', async () => {
    const newcomer = await api.createUser({ userType: 'seller' });
    const res = await overview(newcomer.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      shops: [],
      to_ship: { count: 0, orders: [] },
      sales_this_month: { month: nairobiMonth(new Date()).month, paid: 0, refunded: 0, net: 0 },
      low_stock: { threshold: 3, count: 0, products: [] },
      latest_reviews: [],
    });
  });

  it('lists low stock: active products with 3 or fewer left, fewest first (drafts and 4 left are not)', async () => {
    const res = await overview(seller.token);
    expect(res.body.data.low_stock).toEqual({
      threshold: 3,
      count: 2,
      products: [
        { id: noneLeft.id, name: 'Beaded belt', sku: noneLeft.sku, stock: 0 },
        { id: fewLeft.id, name: 'Soapstone bowl', sku: fewLeft.sku, stock: 3 },
      ],
    });
    expect(res.body.data.shops).toEqual([{ id: shopId, name: 'Overview Test Shop', slug: `overview-test-${seller.id}`, rating_average: 0, review_count: 0 }]);
  });

  it('lists paid orders not shipped oldest first, and counts their lines as sales this month, less refunds', async () => {
    const first = await paidOrder(plenty, 2);
    const second = await paidOrder(plenty, 1);
    const third = await paidOrder(plenty, 1);
    const shipped = await paidOrder(plenty, 1);
    expect((await api.request('POST', `/seller/orders/${shipped.fulfilmentId}/accept`, { token: seller.token })).status).toBe(200);
    const ship = await api.request('POST', `/seller/orders/${shipped.fulfilmentId}/ship`, {
      token: seller.token,
      body: { carrier: 'G4S', tracking_number: 'OV-1' },
    });
    expect(ship.status).toBe(200);
    const cancel = await api.request('POST', `/seller/orders/${third.fulfilmentId}/cancel`, { token: seller.token, body: { reason: 'Broken in the kiln.' } });
    expect(cancel.status).toBe(200);
    const [{ refund }] = await api.db.select({ refund: fulfilments.refund }).from(fulfilments).where(eq(fulfilments.id, third.fulfilmentId));

    const res = await overview(seller.token);
    expect(res.status).toBe(200);
    const { to_ship, sales_this_month } = res.body.data;
    expect(to_ship.count).toBe(2);
    expect(to_ship.orders.map((o: { id: number }) => o.id)).toEqual([first.fulfilmentId, second.fulfilmentId]);
    expect(to_ship.orders[0]).toMatchObject({ order_id: first.orderId, state: 'pending', is_new: true, item_count: 2, total: plenty.price * 2 });
    expect(sales_this_month).toEqual({
      month: nairobiMonth(new Date()).month,
      paid: plenty.price * 5,
      refunded: Number(refund),
      net: plenty.price * 5 - Number(refund),
    });
  });

  it("shows the shop's rating from its products' reviews and the newest reviews first", async () => {
    const early = await api.createUser({ name: 'Early Reviewer' });
    const late = await api.createUser({ name: 'Late Reviewer' });
    await api.db.insert(productReviews).values([
      { productId: plenty.id, userId: early.id, rating: 5, comment: 'Lovely weave.', createdAt: new Date(Date.now() - 60_000) },
      { productId: fewLeft.id, userId: late.id, rating: 2, comment: 'Smaller than shown.' },
    ]);
    const res = await overview(seller.token);
    expect(res.body.data.shops[0]).toMatchObject({ rating_average: 3.5, review_count: 2 });
    expect(res.body.data.latest_reviews).toEqual([
      {
        id: expect.any(Number),
        product: { id: fewLeft.id, name: 'Soapstone bowl' },
        reviewer: { name: 'Late Reviewer' },
        rating: 2,
        comment: 'Smaller than shown.',
        created_at: expect.any(String),
      },
      {
        id: expect.any(Number),
        product: { id: plenty.id, name: 'Sisal basket' },
        reviewer: { name: 'Early Reviewer' },
        rating: 5,
        comment: 'Lovely weave.',
        created_at: expect.any(String),
      },
    ]);
  });

  it('refuses a buyer (403) and an anonymous caller (401)', async () => {
    const buyer = await api.createUser();
    expect((await overview(buyer.token)).status).toBe(403);
    expect((await api.request('GET', '/seller/overview')).status).toBe(401);
  });
});

describe('nairobiMonth', () => {
  it('starts the month at midnight in Nairobi (21:00 UTC the day before)', () => {
    expect(nairobiMonth(new Date('2026-11-30T21:30:00Z'))).toEqual({ month: '2026-12', start: new Date('2026-11-30T21:00:00Z') });
    expect(nairobiMonth(new Date('2026-11-30T20:59:00Z'))).toEqual({ month: '2026-11', start: new Date('2026-10-31T21:00:00Z') });
  });
});
