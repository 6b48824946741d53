// Promo codes (issue 34, point 5): an admin makes them, a buyer applies one in the cart (a distinct
// refusal for each reason), checkout checks it again under its row lock and records its use, and a
// marketplace-funded code never reduces a shop's money: the order is paid the discount from
// `marketplace:promotions` when its parcel is delivered, so the shop is held its full line totals.
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, ledgerJournals, products, promoRedemptions } from '../src/db/schema';
import { accounts, accountSum } from '../src/money/ledger';
import { promotionCause } from '../src/money/promotions';
import { RETURNS_CLOSE_MS, settleParcels } from '../src/money/settlement';
import { orderPayload, type TestProduct } from './commerce-fixtures';
import { testApiForFile } from './harness';
import { deliverParcel, expectBooksBalance, sellerOfShop, type ShopSeller } from './money-fixtures';
import { payByCard } from './payments-fixtures';

const api = testApiForFile();
let admin: { id: number; token: string };
let seller: ShopSeller;
let other: ShopSeller;
let codeCounter = 0;

beforeAll(async () => {
  admin = await api.createUser({ userType: 'admin' });
  seller = await sellerOfShop(api);
  // A product of another shop (its shop's codes do not apply to the first).
  other = await sellerOfShop(api, 400);
  expect(other.shopId).not.toBe(seller.shopId);
  await api.db.update(products).set({ basePrice: 1000 }).where(eq(products.id, seller.product.id));
  seller.product.price = 1000;
});

const freshCode = () => `TEST${process.pid}X${(codeCounter += 1)}`;

async function createCode(terms: Record<string, unknown> = {}) {
  const res = await api.request('POST', '/admin/promo-codes', { token: admin.token, body: { code: freshCode(), kind: 'percent', value: 10, ...terms } });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; code: string };
}

async function buyerWith(product: TestProduct, quantity: number) {
  const buyer = await api.createUser();
  const added = await api.request('POST', '/cart/items', { token: buyer.token, body: { product_id: product.id, quantity } });
  expect(added.status).toBe(200);
  return buyer;
}

const apply = (token: string, code: string) => api.request('POST', '/cart/promo', { token, body: { code } });

describe('the console', () => {
  it('creates a code (stored upper-case, unique whatever the case), lists it and records who did it', async () => {
    const code = freshCode();
    const created = await api.request('POST', '/admin/promo-codes', {
      token: admin.token,
      body: { code: code.toLowerCase(), kind: 'fixed', value: 250, min_spend: 1000, max_uses: 10, max_uses_per_buyer: 1 },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ code, kind: 'fixed', value: 250, min_spend: 1000, funded_by: 'marketplace', active: true, times_used: 0 });
    const again = await api.request('POST', '/admin/promo-codes', { token: admin.token, body: { code, kind: 'percent', value: 5 } });
    expect(again.status).toBe(422);
    const listed = await api.request('GET', `/admin/promo-codes?search=${code}`, { token: admin.token });
    expect(listed.body.data.data.map((c: { code: string }) => c.code)).toEqual([code]);
    const [entry] = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'promo_code.create'), eq(auditLog.targetId, created.body.data.id)));
    expect(entry.actorId).toBe(admin.id);
  });

  it('refuses a percentage over 100, an end before the start and a buyer', async () => {
    const over = await api.request('POST', '/admin/promo-codes', { token: admin.token, body: { code: freshCode(), kind: 'percent', value: 150 } });
    expect(over.status).toBe(422);
    const backwards = await api.request('POST', '/admin/promo-codes', {
      token: admin.token,
      body: { code: freshCode(), kind: 'fixed', value: 10, starts_at: '2026-05-01T00:00:00Z', ends_at: '2026-04-01T00:00:00Z' },
    });
    expect(backwards.status).toBe(422);
    const buyer = await api.createUser();
    expect((await api.request('GET', '/admin/promo-codes', { token: buyer.token })).status).toBe(403);
  });

  it('deactivates a code, with its audit entry', async () => {
    const { id } = await createCode();
    const res = await api.request('POST', `/admin/promo-codes/${id}/deactivate`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data.active).toBe(false);
    const entries = await api.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'promo_code.deactivate'), eq(auditLog.targetId, id)));
    expect(entries).toHaveLength(1);
  });
});

describe('the cart', () => {
  it('applies a code in any case, prices it on top of the discount, and removes it', async () => {
    const { code } = await createCode({ value: 10 });
    const buyer = await buyerWith(seller.product, 4);
    const res = await apply(buyer.token, code.toLowerCase());
    expect(res.status).toBe(200);
    // 4,000 - 300 - 400 = 3,300; tax 264; shipping 350.
    expect(res.body.data.summary).toEqual({
      subtotal: 4000,
      discount: 300,
      shipping: 350,
      tax: 264,
      total: 3914,
      promo: { code, discount: 400, refusal: null },
    });
    expect(res.body.data.promo).toMatchObject({ code, kind: 'percent', value: 10, blocked: null });
    expect((await api.request('GET', '/cart', { token: buyer.token })).body.data.summary.total).toBe(3914);
    const removed = await api.request('DELETE', '/cart/promo', { token: buyer.token });
    expect(removed.body.data.promo).toBeNull();
    expect(removed.body.data.summary).toEqual({ subtotal: 4000, discount: 300, shipping: 350, tax: 296, total: 4346 });
  });

  it('refuses each reason with its own words, and keeps nothing', async () => {
    const buyer = await buyerWith(seller.product, 1);
    const day = 24 * 60 * 60 * 1000;
    const withdrawn = await createCode();
    await api.request('POST', `/admin/promo-codes/${withdrawn.id}/deactivate`, { token: admin.token });
    const cases = [
      ['NOPE-NEVER-MADE', /do not know this promo code/],
      [withdrawn.code, /withdrawn/],
      [(await createCode({ starts_at: new Date(Date.now() + 2 * day).toISOString() })).code, /can be used from/],
      [(await createCode({ ends_at: new Date(Date.now() - day).toISOString(), starts_at: new Date(Date.now() - 2 * day).toISOString() })).code, /expired on/],
      [(await createCode({ min_spend: 2500 })).code, /at least Ksh 2,500: add Ksh 1,500 more/],
      [(await createCode({ shop_id: other.shopId })).code, /is for products of .+, and your cart has none/],
    ] as const;
    const messages = [];
    for (const [code, words] of cases) {
      const res = await apply(buyer.token, code);
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(words);
      messages.push(res.body.message);
    }
    expect(new Set(messages).size).toBe(cases.length);
    expect((await api.request('GET', '/cart', { token: buyer.token })).body.data.promo).toBeNull();
  });
});

async function checkout(token: string, product: TestProduct, quantity: number, code: string | null) {
  return api.request('POST', '/shopify/order', { token, body: orderPayload([{ product, quantity }], code ? { promo_code: code } : {}) });
}

describe('checkout', () => {
  it('records the code and its discount on the order and its use, and empties the cart of it', async () => {
    const { id, code } = await createCode({ kind: 'fixed', value: 500 });
    const buyer = await buyerWith(seller.product, 2);
    expect((await apply(buyer.token, code)).status).toBe(200);
    const placed = await checkout(buyer.token, seller.product, 2, code);
    expect(placed.status).toBe(201);
    // 2,000 - 500 = 1,500; tax 120; shipping 350.
    expect(placed.body.data.order).toMatchObject({ promo_code: code, promo_discount: 500, discount: 0, total_discount: 500, tax: 120, total_amount: 1970 });
    const uses = await api.db.select().from(promoRedemptions).where(eq(promoRedemptions.promoId, id));
    expect(uses).toEqual([expect.objectContaining({ orderId: placed.body.data.order.order_id, userId: buyer.id, amount: 500 })]);
    expect((await api.request('GET', '/cart', { token: buyer.token })).body.data.promo).toBeNull();
  });

  it('refuses a second use by the same buyer and a use over the total limit', async () => {
    const once = await createCode({ max_uses_per_buyer: 1 });
    const buyer = await api.createUser();
    expect((await checkout(buyer.token, seller.product, 1, once.code)).status).toBe(201);
    const second = await checkout(buyer.token, seller.product, 1, once.code);
    expect(second.status).toBe(422);
    expect(second.body.message).toBe('You have already used this promo code.');

    const single = await createCode({ max_uses: 1 });
    expect((await checkout((await api.createUser()).token, seller.product, 1, single.code)).status).toBe(201);
    const late = await checkout((await api.createUser()).token, seller.product, 1, single.code);
    expect(late.status).toBe(422);
    expect(late.body.message).toMatch(/used as many times as it allows/);
  });

  it('lets only as many buyers as the limit use a code at once', async () => {
    const { id, code } = await createCode({ max_uses: 2 });
    const buyers = await Promise.all(Array.from({ length: 5 }, () => api.createUser()));
    const answers = await Promise.all(buyers.map((b) => checkout(b.token, seller.product, 1, code)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 422, 422, 422]);
    const [{ n }] = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(promoRedemptions)
      .where(eq(promoRedemptions.promoId, id));
    expect(n).toBe(2);
  });

  it('gives a canceled order its use back', async () => {
    const { code } = await createCode({ max_uses: 1 });
    const buyer = await api.createUser();
    const placed = await checkout(buyer.token, seller.product, 1, code);
    expect(placed.status).toBe(201);
    const canceled = await api.request('POST', `/admin/orders/${placed.body.data.order.order_id}/cancel`, {
      token: admin.token,
      body: { reason: 'Buyer asked.' },
    });
    expect(canceled.status).toBe(200);
    expect((await checkout((await api.createUser()).token, seller.product, 1, code)).status).toBe(201);
  });
});

describe('the books', () => {
  it('pay a marketplace-funded discount into the order at delivery, so the shop is held and settled on its full line totals', async () => {
    const { code } = await createCode({ value: 50 });
    const buyer = await api.createUser();
    const placed = await checkout(buyer.token, seller.product, 3, code);
    expect(placed.status).toBe(201);
    const order = placed.body.data.order as { order_id: number; total_amount: number; promo_discount: number };
    // 3,000 - 1,500 = 1,500; tax 120.
    expect(order).toMatchObject({ promo_discount: 1500, total_amount: 1970 });
    expect((await payByCard(api, buyer.token, order.order_id)).status).toBe('completed');
    const promotionsBefore = await accountSum(api.db, accounts.promotions);
    const heldBefore = await accountSum(api.db, accounts.shopHeld(seller.shopId));

    const parcel = await deliverParcel(api, seller, order.order_id);
    expect((await accountSum(api.db, accounts.shopHeld(seller.shopId))) - heldBefore).toBe(-300_000);
    expect((await accountSum(api.db, accounts.promotions)) - promotionsBefore).toBe(150_000);
    // What is left on the order is shipping and tax, never below nothing.
    expect(await accountSum(api.db, accounts.order(order.order_id))).toBe(-(350 + 120) * 100);
    const journals = await api.db.select().from(ledgerJournals).where(eq(ledgerJournals.orderId, order.order_id));
    expect(journals.filter((j) => j.kind === 'promotion').map((j) => j.cause)).toEqual([expect.stringMatching(/^promo:\d+$/)]);
    const [use] = await api.db.select().from(promoRedemptions).where(eq(promoRedemptions.orderId, order.order_id));
    expect(journals.some((j) => j.cause === promotionCause(use.id))).toBe(true);

    const availableBefore = await accountSum(api.db, accounts.shopAvailable(seller.shopId));
    await settleParcels(api.db, { now: new Date(Date.now() + RETURNS_CLOSE_MS + 24 * 60 * 60 * 1000) });
    const settled = await api.db
      .select()
      .from(ledgerJournals)
      .where(eq(ledgerJournals.cause, `parcel_settled:${parcel}`));
    expect(settled).toHaveLength(1);
    // The shop's available balance grew by its full line totals less 10% commission.
    expect((await accountSum(api.db, accounts.shopAvailable(seller.shopId))) - availableBefore).toBe(-270_000);

    await expectBooksBalance(api);
  });
});
