// The seed is the data every other test (and every demo) stands on: check its promises directly
// on the template database that the global setup built with it.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';
import argon2 from 'argon2';
import { and, asc, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import { summariseCart } from '../../contract/rules/pricing';
import { normalisePhone } from '../../contract/rules/phone';
import { openDatabase, type Database } from '../src/db/client';
import {
  blogPosts,
  categories,
  divisions,
  invoices,
  notificationSettings,
  orderItems,
  orders,
  payments,
  productImages,
  products,
  returnRequests,
  shops,
  subcategories,
  supportTickets,
  ticketMessages,
  transactions,
  users,
  walletMovements,
  wishlistItems,
} from '../src/db/schema';
import { ensureSeeded, seedDatabase } from '../src/seed';
import { CATEGORY_TREE } from '../src/seed/catalogue';
import { DEMO_PASSWORD, DEMO_SERIAL_INVALID, DEMO_SERIAL_VALID, DEMO_SERIAL_VALID_2, DEMO_USERS } from '../src/seed/demo';
import { encodePng, crc32 } from '../src/seed/png';
import { SHOP_NOUNS, sellsBeside } from '../src/seed/shops';
import { listImageJobs, renderImage } from '../src/seed/images';
import { testApiForFile } from './harness';
import { repoRoot, templateMediaDir, templatePgliteDir, TEST_PRODUCT_COUNT } from './template';

const api = testApiForFile();
let db: Database;

beforeAll(async () => {
  db = api.db;
});

const one = async <T>(rows: Promise<T[]>) => (await rows)[0];
// PGlite and node-postgres both answer raw SQL with { rows }.
const scalar = async (query: string) => {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
  return Number(Object.values(result.rows[0])[0]);
};

describe('the seeded catalogue', () => {
  it('has the eight named categories, each with 2-4 subcategories of 2-4 divisions', async () => {
    const names = (await db.select({ name: categories.name, slug: categories.slug }).from(categories)).map((c) => c.slug);
    expect(names).toEqual(expect.arrayContaining(['textiles', 'jewelry', 'art', 'home-deco', 'leather-goods', 'baskets', 'beadwork', 'carvings']));
    const subsPerCategory = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(subcategories)
      .groupBy(subcategories.categoryId);
    for (const { n } of subsPerCategory) expect(n).toBeGreaterThanOrEqual(2);
    for (const { n } of subsPerCategory) expect(n).toBeLessThanOrEqual(4);
    const divsPerSub = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(divisions)
      .groupBy(divisions.subcategoryId);
    expect(divsPerSub.length).toBe(await scalar('select count(*) from subcategories'));
    for (const { n } of divsPerSub) expect(n).toBeGreaterThanOrEqual(2);
    for (const { n } of divsPerSub) expect(n).toBeLessThanOrEqual(4);
    const kiondo = await db
      .select({ name: divisions.name })
      .from(divisions)
      .innerJoin(subcategories, eq(divisions.subcategoryId, subcategories.id))
      .where(eq(subcategories.name, 'Kiondo'));
    expect(kiondo.map((d) => d.name)).toContain('Sisal Kiondo');
  });

  it('has at least the default number of products, each with 2-4 images in order', async () => {
    expect(await scalar('select count(*) from products')).toBeGreaterThanOrEqual(TEST_PRODUCT_COUNT);
    expect(await scalar(`select count(*) from products p where (select count(*) from product_images i where i.product_id = p.id) not between 2 and 4`)).toBe(0);
    // Positions run 0..n-1 without gaps.
    expect(
      await scalar(
        `select count(*) from (select product_id from product_images group by product_id having max(position) <> count(*) - 1 or min(position) <> 0) x`,
      ),
    ).toBe(0);
  });

  it('gives every product the category and subcategory of its division', async () => {
    const mismatched = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(divisions, eq(products.divisionId, divisions.id))
      .innerJoin(subcategories, eq(divisions.subcategoryId, subcategories.id))
      .where(sql`${products.subcategoryId} <> ${divisions.subcategoryId} or ${products.categoryId} <> ${subcategories.categoryId}`);
    expect(mismatched).toEqual([]);
  });

  it('prices products in realistic whole shillings and keeps most in stock', async () => {
    const stats = await one(
      db
        .select({
          min: sql<number>`min(${products.basePrice})::float`,
          max: sql<number>`max(${products.basePrice})::float`,
          notTens: sql<number>`count(*) filter (where ${products.basePrice}::numeric % 10 <> 0)::int`,
          outOfStock: sql<number>`count(*) filter (where ${products.stock} = 0)::int`,
          featured: sql<number>`count(*) filter (where ${products.isFeatured})::int`,
          total: sql<number>`count(*)::int`,
        })
        .from(products),
    );
    expect(stats.min).toBeGreaterThanOrEqual(300);
    expect(stats.max).toBeLessThanOrEqual(60000);
    expect(stats.notTens).toBe(0);
    expect(stats.outOfStock / stats.total).toBeGreaterThan(0.02);
    expect(stats.outOfStock / stats.total).toBeLessThan(0.1);
    expect(stats.featured).toBeGreaterThanOrEqual(8);
  });

  it('has kiondo baskets for the search to find', async () => {
    const found = await db
      .select({ name: products.productName })
      .from(products)
      .where(and(sql`${products.productName} ilike '%kiondo%'`, sql`${products.productName} ilike '%basket%'`));
    expect(found.length).toBeGreaterThan(5);
    const matched = await scalar(`select count(*) from products where search_vector @@ websearch_to_tsquery('english', 'kiondo baskets')`);
    expect(matched).toBeGreaterThan(5);
  });

  it('fills both curated collections, the summer one with women’s pieces only', async () => {
    const womens = new Set(CATEGORY_TREE.flatMap((c) => c.subcategories.flatMap((s) => s.divisions.filter((d) => d.womens).map((d) => d.name))));
    const summer = await db
      .select({ division: divisions.name })
      .from(products)
      .innerJoin(divisions, eq(products.divisionId, divisions.id))
      .where(sql`'summer-collection' = any(${products.collections})`);
    expect(summer.length).toBeGreaterThanOrEqual(8);
    for (const { division } of summer) expect(womens.has(division)).toBe(true);
    expect(await scalar(`select count(*) from products where 'editors-pick' = any(collections)`)).toBeGreaterThanOrEqual(8);
  });

  it('tags products with lowercase words that name the category', async () => {
    const rows = await db
      .select({ tags: products.tags, category: categories.slug })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .limit(300);
    for (const { tags } of rows) {
      expect(tags.length).toBeGreaterThanOrEqual(3);
      expect(tags.length).toBeLessThanOrEqual(5);
      for (const tag of tags) expect(tag).toMatch(/^[a-z]+$/);
    }
  });

  it('names every product without repeating a word (no “Bronze Bronze Head”, no “Wire Wire Basket”)', async () => {
    // Linking words may come back: 'Sisal and Leather Tote in Ochre and Black'.
    const linking = new Set(['and', 'with', 'in', 'on', 'of', 'the', 'a', 'for']);
    const rows = await db.select({ name: products.productName }).from(products);
    const repeating = rows
      .map((r) => r.name)
      .filter((name) => {
        const words = name
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter((w) => w && !linking.has(w));
        return new Set(words).size !== words.length;
      });
    expect(repeating).toEqual([]);
  });

  it('sells in each shop only the craft its name says and what goes with it', async () => {
    const rows = await db
      .select({ shop: shops.shopName, category: categories.name, subcategory: subcategories.name })
      .from(products)
      .innerJoin(shops, eq(products.shopId, shops.id))
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .innerJoin(subcategories, eq(products.subcategoryId, subcategories.id))
      .groupBy(shops.shopName, categories.name, subcategories.name);
    const sold = new Map<string, { category: string; subcategory: string }[]>();
    for (const { shop, ...kind } of rows) sold.set(shop, [...(sold.get(shop) ?? []), kind]);
    // The demo seller's 'Lakeside Crafts' promises no one craft: its kiondo and carvings stand.
    sold.delete('Otieno Lakeside Crafts');
    const nouns = Object.entries(SHOP_NOUNS).flatMap(([craft, words]) => words.map((word) => ({ craft, word })));
    const unbelievable: string[] = [];
    for (const [shop, kinds] of sold) {
      // The craft the name says ('… Weavers' sells textiles), the longest match first ('Bead Studio' before 'Beads').
      const named = nouns.filter(({ word }) => new RegExp(`\\b${word}\\b`).test(shop)).sort((a, b) => b.word.length - a.word.length)[0]?.craft;
      // A shop named otherwise ('House of Souk') has one main craft that all it sells goes with.
      const mains = named ? [named] : [...new Set(kinds.map((k) => k.category))];
      if (!mains.some((main) => kinds.every((k) => sellsBeside(main, k.category, k.subcategory)))) {
        unbelievable.push(`${shop}: ${kinds.map((k) => `${k.category} / ${k.subcategory}`).join(', ')}`);
      }
    }
    expect(unbelievable).toEqual([]);
    expect(sold.size).toBeGreaterThanOrEqual(60);
  });

  it('points every stored image at a generated file under /media/', async () => {
    const paths = [
      ...(await db.selectDistinct({ p: productImages.imageUrl }).from(productImages)).map((r) => r.p),
      ...(await db.select({ p: categories.imageUrl }).from(categories)).map((r) => r.p),
      ...(await db.select({ p: subcategories.imageUrl }).from(subcategories)).map((r) => r.p),
      ...(await db.select({ p: divisions.imageUrl }).from(divisions)).map((r) => r.p),
      ...(await db.select({ p: shops.bannerImageUrl }).from(shops)).map((r) => r.p),
      ...(await db.select({ p: blogPosts.featuredImage }).from(blogPosts)).map((r) => r.p),
    ];
    for (const p of paths) {
      expect(p).toMatch(/^\/media\/[a-z0-9/-]+\.png$/);
      expect(existsSync(path.join(templateMediaDir, p!.slice('/media/'.length)))).toBe(true);
    }
  });
});

describe('the seeded serial numbers', () => {
  it('gives product 1 the first demo serial, from a Kenyan shop', async () => {
    const row = await one(
      db
        .select({ serial: products.serialNumber, country: shops.country })
        .from(products)
        .innerJoin(shops, eq(products.shopId, shops.id))
        .where(eq(products.id, 1)),
    );
    expect(row).toEqual({ serial: DEMO_SERIAL_VALID, country: 'Kenya' });
  });

  it('gives the second demo serial to a product of a shop in Ghana, another shop', async () => {
    const row = await one(
      db
        .select({ shopId: products.shopId, country: shops.country })
        .from(products)
        .innerJoin(shops, eq(products.shopId, shops.id))
        .where(eq(products.serialNumber, DEMO_SERIAL_VALID_2)),
    );
    expect(row.country).toBe('Ghana');
    const first = await one(db.select({ shopId: products.shopId }).from(products).where(eq(products.id, 1)));
    expect(row.shopId).not.toBe(first.shopId);
  });

  it('never uses the invalid demo serial, and every serial has its shop’s country code', async () => {
    expect(await db.select().from(products).where(eq(products.serialNumber, DEMO_SERIAL_INVALID))).toEqual([]);
    const wrong = await scalar(`select count(*) from products p join shops s on s.id = p.shop_id
      where p.serial_number !~ '^AFC-[A-Z]{2}[0-9]{2}-[0-9]{4}$'
         or substr(p.serial_number, 5, 2) <> case s.country
           when 'Kenya' then 'KE' when 'Uganda' then 'UG' when 'Tanzania' then 'TZ' when 'Rwanda' then 'RW'
           when 'Ethiopia' then 'ET' when 'Ghana' then 'GH' when 'Nigeria' then 'NG' when 'South Africa' then 'ZA'
           when 'Morocco' then 'MA' when 'Zimbabwe' then 'ZW' end`);
    expect(wrong).toBe(0);
  });
});

describe('the seeded shops', () => {
  it('has 60+ shops of both types in 6+ countries, with unique kebab-case slugs', async () => {
    const all = await db.select().from(shops);
    expect(all.length).toBeGreaterThanOrEqual(60);
    const brands = all.filter((s) => s.shopType === 'brand').length;
    expect(brands / all.length).toBeGreaterThan(0.2);
    expect(brands / all.length).toBeLessThan(0.5);
    expect(new Set(all.map((s) => s.country)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(all.map((s) => s.shopUrlSlug)).size).toBe(all.length);
    for (const shop of all) {
      expect(shop.shopUrlSlug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(shop.ratingAverage).toBeGreaterThanOrEqual(3);
      expect(shop.ratingAverage).toBeLessThanOrEqual(5);
      expect(shop.yearsOfExperience).toBeGreaterThanOrEqual(0);
      expect(shop.yearsOfExperience).toBeLessThanOrEqual(25);
      expect(shop.location).toContain(shop.country);
      expect(shop.email).toContain('@');
      expect(shop.bannerImageUrl).toMatch(/^\/media\/banners\//);
    }
    // Enough new sellers for the "New Seller" filter.
    expect(all.filter((s) => s.yearsOfExperience < 2).length).toBeGreaterThanOrEqual(8);
  });

  it('gives the demo seller a shop of its own', async () => {
    const rows = await db
      .select({ shop: shops.shopName })
      .from(shops)
      .innerJoin(users, eq(shops.ownerId, users.id))
      .where(eq(users.email, DEMO_USERS.seller.email));
    expect(rows).toHaveLength(1);
  });
});

describe('the seeded accounts', () => {
  it('has the demo accounts with argon2id hashes of the demo password and their roles', async () => {
    for (const demo of Object.values(DEMO_USERS)) {
      const user = await db.query.users.findFirst({ where: eq(users.email, demo.email), with: { userRoles: { with: { role: true } } } });
      expect(user).toBeDefined();
      expect(user!.userType).toBe(demo.userType);
      expect(user!.phone).toBe(demo.phone);
      expect(user!.emailVerifiedAt).not.toBeNull();
      expect(user!.passwordHash.startsWith('$argon2id$')).toBe(true);
      await expect(argon2.verify(user!.passwordHash, DEMO_PASSWORD)).resolves.toBe(true);
      expect(user!.userRoles.map((r) => r.role.roleName)).toEqual([demo.userType]);
      for (const permission of user!.userRoles[0].role.permissions) expect(permission).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });

  it('stores every phone in E.164, as the normaliser both programs use writes it (issue 30)', async () => {
    const rows = await db.select({ phone: users.phone, mpesa: users.mpesa }).from(users);
    const stored = rows.flatMap((r) => [r.phone, r.mpesa]).filter((p): p is string => p !== null);
    expect(stored.length).toBeGreaterThan(rows.length);
    expect(stored.filter((phone) => normalisePhone(phone) !== phone)).toEqual([]);
  });

  it('gives every user a role, and generated accounts a password nobody knows', async () => {
    expect(await scalar('select count(*) from users u where not exists (select 1 from user_roles r where r.user_id = u.id)')).toBe(0);
    const generated = await one(
      db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(sql`${users.email} like '%@sellers.crafts.ke'`),
    );
    await expect(argon2.verify(generated.hash, DEMO_PASSWORD)).resolves.toBe(false);
  });
});

describe('the seeded reviews and stories', () => {
  it('keeps each product’s rating and review count equal to its reviews', async () => {
    expect(await scalar('select count(*) from product_reviews')).toBeGreaterThan(2000);
    const wrong = await scalar(`select count(*) from products p
      left join (select product_id, count(*) n, round(avg(rating), 2) avg from product_reviews group by product_id) r on r.product_id = p.id
      where p.review_count <> coalesce(r.n, 0) or p.rating_average <> coalesce(r.avg, 0)`);
    expect(wrong).toBe(0);
    expect(await scalar('select avg(rating) from product_reviews')).toBeGreaterThan(4);
  });

  it('has 30+ stories with real HTML, unique slugs and a category', async () => {
    const posts = await db.query.blogPosts.findMany({ with: { category: true } });
    expect(posts.length).toBeGreaterThanOrEqual(30);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
    expect(new Set(posts.map((p) => p.category?.name)).size).toBeGreaterThanOrEqual(5);
    for (const post of posts) {
      expect((post.content.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(3);
      expect(post.content).toContain('<h2>');
      expect(post.metaDescription!.length).toBeGreaterThan(40);
      expect([DEMO_USERS.admin.email, DEMO_USERS.seller.email]).toContain(post.authorEmail);
    }
    expect(posts.some((p) => p.content.includes('<ul>'))).toBe(true);
    expect(posts.some((p) => p.content.includes('<blockquote>'))).toBe(true);
  });
});

describe('the demo buyers’ history', () => {
  const userId = async (email: string) => (await one(db.select({ id: users.id }).from(users).where(eq(users.email, email)))).id;

  it('prices each order with summariseCart of its lines at the products’ prices', async () => {
    const buyer = await userId(DEMO_USERS.buyer.email);
    const mine = await db.query.orders.findMany({ where: eq(orders.userId, buyer), with: { items: { with: { product: true } }, payments: true } });
    // Completed, Shipped and Pending, and an older Completed one that was returned and refunded.
    expect(mine).toHaveLength(4);
    expect(new Set(mine.map((o) => o.orderStatus))).toEqual(new Set(['Completed', 'Shipped', 'Pending']));
    for (const order of mine) {
      expect(order.orderNumber).toMatch(/^ORD-2026-\d{6}$/);
      const summary = summariseCart(order.items.map((i) => ({ price: i.unitPrice, quantity: i.quantity })));
      expect({ subtotal: order.subtotal, discount: order.discount, shipping: order.shipping, tax: order.tax, total: order.totalAmount }).toEqual(summary);
      for (const item of order.items) expect(item.unitPrice).toBe(item.product!.basePrice);
      // Paid history: exactly one completed payment per order (a declined card may precede it), with its receipt.
      const completed = order.payments.filter((p) => p.paymentStatus === 'completed');
      expect(completed).toHaveLength(1);
      expect(completed[0]).toMatchObject({ amount: order.totalAmount, receiptNumber: expect.any(String) });
      expect(['Card', 'M-Pesa']).toContain(completed[0].paymentProcessor);
      expect(['paid', 'refunded']).toContain(order.financialStatus);
      expect(order.customer).toMatchObject({ email: DEMO_USERS.buyer.email, first_name: 'Amina', last_name: 'Wanjiru' });
    }
  });

  it('has transactions of every status, invoices, returns, a wallet, a ticket, addresses, a wishlist and settings', async () => {
    const buyer = await userId(DEMO_USERS.buyer.email);
    const txns = await db.select().from(transactions).where(eq(transactions.userId, buyer));
    expect(new Set(txns.map((t) => t.status))).toEqual(new Set(['completed', 'pending', 'failed']));
    for (const t of txns) expect(t.id).toMatch(/^TXN-/);
    const invs = await db.select().from(invoices).where(eq(invoices.userId, buyer)).orderBy(asc(invoices.id));
    expect(invs).toHaveLength(4);
    // Every seeded order is paid, so every invoice says so; the returned one's says it was refunded.
    expect(invs.map((i) => i.status)).toEqual(['Paid', 'Paid', 'Paid', 'Refunded']);
    const returns = await db
      .select({
        id: returnRequests.id,
        status: returnRequests.status,
        refund: returnRequests.refund,
        orderStatus: orders.orderStatus,
        financialStatus: orders.financialStatus,
        total: orders.totalAmount,
      })
      .from(returnRequests)
      .innerJoin(orders, eq(returnRequests.orderId, orders.id))
      .where(eq(returnRequests.userId, buyer))
      .orderBy(asc(returnRequests.id));
    expect(returns.map(({ status, orderStatus, financialStatus }) => ({ status, orderStatus, financialStatus }))).toEqual([
      { status: 'Pending', orderStatus: 'Completed', financialStatus: 'paid' },
      { status: 'Approved', orderStatus: 'Completed', financialStatus: 'refunded' },
    ]);
    // The approved return's refund (the order's total) is in the wallet, beside a goodwill credit.
    const approved = returns[1];
    expect(approved.refund).toBe(approved.total);
    const wallet = await db.select().from(walletMovements).where(eq(walletMovements.userId, buyer)).orderBy(asc(walletMovements.id));
    expect(wallet.map(({ kind, amount, returnRequestId }) => ({ kind, amount, returnRequestId }))).toEqual([
      { kind: 'refund', amount: approved.total, returnRequestId: approved.id },
      { kind: 'credit', amount: 500, returnRequestId: null },
    ]);
    const tickets = await db.select().from(supportTickets).where(eq(supportTickets.userId, buyer));
    expect(tickets.map((t) => t.status)).toEqual(['open']);
    // A staff answer, then the buyer's reply: open again, last touched by that reply.
    const conversation = await db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, tickets[0].id)).orderBy(asc(ticketMessages.createdAt));
    expect(conversation.map((m) => [m.authorRole, m.authorId])).toEqual([
      ['staff', await userId(DEMO_USERS.admin.email)],
      ['buyer', buyer],
    ]);
    expect(conversation[0].createdAt.getTime()).toBeGreaterThan(tickets[0].createdAt.getTime());
    expect(tickets[0].updatedAt).toEqual(conversation[1].createdAt);
    const addressRows = await api.db.query.addresses.findMany({ where: (a, { eq: is }) => is(a.userId, buyer) });
    expect(addressRows.length).toBe(2);
    expect(addressRows.filter((a) => a.isDefault)).toHaveLength(1);
    const wished = await db.select().from(wishlistItems).where(eq(wishlistItems.userId, buyer));
    expect(wished.length).toBeGreaterThanOrEqual(2);
    const settings = await one(db.select().from(notificationSettings).where(eq(notificationSettings.userId, buyer)));
    expect(settings).toMatchObject({
      orderUpdates: true,
      promotions: true,
      newsletter: false,
      reviewReminders: true,
      smsAlerts: false,
      pushNotifications: false,
    });
  });

  it('gives the second buyer one order of its own', async () => {
    const buyer2 = await userId(DEMO_USERS.buyer2.email);
    const theirs = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer2));
    expect(theirs).toHaveLength(1);
    const lines = await db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          theirs.map((o) => o.id),
        ),
      );
    expect(lines.length).toBeGreaterThan(0);
    expect(await db.select().from(payments).where(eq(payments.userId, buyer2))).toHaveLength(1);
  });
});

describe('seeding again', () => {
  it('leaves a seeded database alone and quickly', async () => {
    const before = await scalar('select count(*) from products');
    const started = performance.now();
    await ensureSeeded(db, { mediaDir: templateMediaDir });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(await scalar('select count(*) from products')).toBe(before);
  });

  // Rendering is plain CPU work that runs many times slower inside jest's module sandbox, so the
  // restart is played in a child process, on this file's database (a copy of the template).
  it('writes the images again into an empty media folder, without touching the data', async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'seed-restart-'));
    try {
      const mediaDir = path.join(work, 'media');
      let target: { databaseUrl: string } | { dataDir: string };
      if (api.databaseUrl) target = { databaseUrl: api.databaseUrl };
      else {
        target = { dataDir: path.join(work, 'pglite') };
        cpSync(templatePgliteDir, target.dataDir, { recursive: true });
      }
      const script = `
        const { openDatabase } = require(${JSON.stringify(path.join(repoRoot, 'upstream/src/db/client'))});
        const { ensureSeeded } = require(${JSON.stringify(path.join(repoRoot, 'upstream/src/seed'))});
        const { sql } = require('drizzle-orm');
        (async () => {
          const handle = await openDatabase(${JSON.stringify(target)});
          const products = async () => (await handle.db.execute(sql\`select count(*)::int as n from products\`)).rows[0].n;
          const before = await products();
          const logs = [];
          await ensureSeeded(handle.db, { mediaDir: ${JSON.stringify(mediaDir)}, log: (m) => logs.push(m) });
          console.log(JSON.stringify({ before, after: await products(), logs }));
          await handle.close();
        })();`;
      const env = { ...process.env };
      delete env.NODE_OPTIONS;
      const { stdout } = await promisify(execFile)(path.join(repoRoot, 'node_modules/.bin/tsx'), ['-e', script], { cwd: repoRoot, env });
      const report = JSON.parse(stdout.trim().split('\n').pop()!);
      expect(report.after).toBe(report.before);
      expect(report.logs.join(' ')).toMatch(/wrote \d+ images/);
      expect(report.logs.join(' ')).not.toMatch(/seeded/);
      for (const job of listImageJobs()) expect(existsSync(path.join(mediaDir, job.mediaPath.slice('/media/'.length)))).toBe(true);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('gives the same products for the same options, whatever the catalogue size', async () => {
    const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'seed-media-'));
    const firstFifty = async (target: Database) =>
      target
        .select({
          name: products.productName,
          price: products.basePrice,
          serial: products.serialNumber,
          shopId: products.shopId,
          divisionId: products.divisionId,
        })
        .from(products)
        .orderBy(asc(products.id))
        .limit(50);
    const seedFresh = async () => {
      const handle = await openDatabase({});
      await handle.migrate();
      await seedDatabase(handle.db, { products: 100, mediaDir });
      const rows = await firstFifty(handle.db);
      const total = await one(handle.db.select({ n: countDistinct(products.id) }).from(products));
      await handle.close();
      return { rows, total: total.n };
    };
    try {
      const first = await seedFresh();
      const second = await seedFresh();
      expect(first.total).toBe(100);
      expect(second.rows).toEqual(first.rows);
      // The first products do not depend on how many follow them: the template has the same ones.
      expect(await firstFifty(db)).toEqual(first.rows);
    } finally {
      rmSync(mediaDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the PNG encoder', () => {
  it('writes a PNG signature, a valid IHDR and pixel data that inflates to the image', () => {
    const png = encodePng({
      width: 3,
      height: 2,
      palette: [
        [0, 0, 0],
        [255, 255, 255],
      ],
      pixels: Uint8Array.from([0, 1, 0, 1, 0, 1]),
    });
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(8)).toBe(13);
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(3);
    expect(png.readUInt32BE(20)).toBe(2);
    expect([png[24], png[25]]).toEqual([8, 3]);
    expect(png.readUInt32BE(29)).toBe(crc32(png.subarray(12, 29)));
    // Walk the chunks: PLTE, IDAT, IEND.
    const chunks: { type: string; data: Buffer }[] = [];
    for (let at = 8; at < png.length;) {
      const length = png.readUInt32BE(at);
      chunks.push({ type: png.toString('ascii', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
      at += 12 + length;
    }
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    expect([...inflateSync(chunks[2].data)]).toEqual([0, 0, 1, 0, 0, 1, 0, 1]);
  });

  it('renders every kind of seed image as a small, deterministic PNG', () => {
    const jobs = listImageJobs();
    const kinds = new Map(jobs.map((j) => [j.pattern, j]));
    expect(kinds.size).toBe(8);
    for (const job of kinds.values()) {
      const small = { ...job, width: 120, height: 90 };
      const png = renderImage(small);
      expect(png.toString('ascii', 1, 4)).toBe('PNG');
      expect(renderImage(small).equals(png)).toBe(true);
    }
  });
});
