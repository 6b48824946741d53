// Deterministic seed of the marketplace: the same options give the same rows every time (a seeded
// PRNG, timestamps relative to a fixed date). Only password hashes differ between runs.
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { refreshPlannerStatistics } from '../catalog/statistics';
import * as schema from '../db/schema';
import {
  blogCategories,
  blogPosts,
  categories,
  divisions,
  productImages,
  productReviews,
  products,
  roles,
  shops,
  subcategories,
  userRoles,
  users,
} from '../db/schema';
import { generateUsers, ROLES } from './accounts';
import { bulkInsert } from './bulk';
import { CATEGORY_TREE, slugify } from './catalogue';
import { DEFAULT_PRODUCT_COUNT, DEMO_PASSWORD } from './demo';
import { demoReviews, insertHistory, planOrders } from './history';
import { categoryImagePath, ensureImages } from './images';
import { daysBefore, generateProducts, generateReviews, type DivisionRef, type ShopRef } from './products';
import { createRandom } from './random';
import { generateShops, isVerifiedOnSeed } from './shops';
import { BLOG_CATEGORIES, generateStories } from './stories';

export interface SeedOptions {
  /** Number of products; default DEFAULT_PRODUCT_COUNT. */
  products?: number;
  /** Where generated images are written (served under /media/). */
  mediaDir: string;
  log?: (message: string) => void;
}

export interface SeedReport {
  products: number;
  productImages: number;
  reviews: number;
  shops: number;
  users: number;
  stories: number;
  ms: number;
}

const SHOP_COUNT = 66;
const SEED = 20260601;
// Any fixed number: serialises two processes that seed the same PostgreSQL database at once.
const SEED_LOCK = 4_242_026;

const log = (options: SeedOptions, message: string) => options.log?.(message);

async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(categories);
  return row.n > 0;
}

/**
 * Seeds an empty database if it has no categories yet, and makes sure the generated images exist in
 * `mediaDir` (they are regenerated when the folder is missing, e.g. for a PostgreSQL database seeded
 * on another machine). Cheap when both are already there.
 */
export async function ensureSeeded(db: Database, options: SeedOptions): Promise<void> {
  const images = ensureImages(options.mediaDir);
  if (images.written > 0) log(options, `wrote ${images.written} images (${Math.round(images.bytes / 1024)} KiB) in ${images.ms} ms`);
  if (await isSeeded(db)) return;
  const report = await seedDatabase(db, options);
  if (report) {
    log(
      options,
      `seeded ${report.products} products, ${report.reviews} reviews, ${report.shops} shops, ${report.users} users, ${report.stories} stories in ${report.ms} ms`,
    );
  }
}

/** Empties every table of the schema (for `db:seed --reset`). */
export async function resetDatabase(db: Database): Promise<void> {
  const names = Object.values(schema).flatMap((value) => (is(value, PgTable) ? [`"${getTableName(value)}"`] : []));
  await db.execute(sql.raw(`truncate table ${names.join(', ')} restart identity cascade`));
}

/**
 * The whole seed, in one transaction. Returns null when another process seeded the database first.
 * Images are not written here: see ensureImages (ensureSeeded does both).
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedReport | null> {
  const started = performance.now();
  // Time spent in each step, for the log.
  const laps: string[] = [];
  let lapStart = started;
  const lap = (label: string) => {
    const now = performance.now();
    laps.push(`${label} ${Math.round(now - lapStart)} ms`);
    lapStart = now;
  };
  const productCount = options.products ?? DEFAULT_PRODUCT_COUNT;
  const rng = createRandom(SEED);
  // Hashing is slow by design: once per demo account, and one shared hash of a random password
  // that nobody knows for the generated accounts.
  const [demoHashes, unknownHash] = await Promise.all([
    Promise.all([0, 1, 2, 3].map(() => argon2.hash(DEMO_PASSWORD, { type: argon2.argon2id }))),
    argon2.hash(randomBytes(32).toString('base64url'), { type: argon2.argon2id }),
  ]);
  lap('password hashes');

  const report = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await isSeeded(tx)) return null;

    /* catalogue tree */
    const divisionRefs: DivisionRef[] = [];
    for (const [position, category] of CATEGORY_TREE.entries()) {
      const categorySlug = slugify(category.name);
      const [cat] = await tx
        .insert(categories)
        .values({ name: category.name, slug: categorySlug, description: category.description, imageUrl: categoryImagePath(categorySlug), position })
        .returning({ id: categories.id });
      for (const sub of category.subcategories) {
        const subSlug = slugify(sub.name);
        const [subRow] = await tx
          .insert(subcategories)
          .values({ categoryId: cat.id, name: sub.name, slug: subSlug, imageUrl: categoryImagePath(`${categorySlug}--${subSlug}`) })
          .returning({ id: subcategories.id });
        const divRows = await tx
          .insert(divisions)
          .values(
            sub.divisions.map((d) => ({
              subcategoryId: subRow.id,
              name: d.name,
              slug: slugify(d.name),
              imageUrl: categoryImagePath(`${categorySlug}--${subSlug}--${slugify(d.name)}`),
            })),
          )
          .returning({ id: divisions.id });
        sub.divisions.forEach((spec, i) =>
          divisionRefs.push({ id: divRows[i].id, subcategoryId: subRow.id, subcategoryName: sub.name, categoryId: cat.id, categorySlug, category, spec }),
        );
      }
    }

    lap('category tree');

    /* people */
    const shopSeeds = generateShops(rng, SHOP_COUNT);
    const userSeeds = generateUsers(rng, shopSeeds);
    let demoIndex = 0;
    const userRows = await tx
      .insert(users)
      .values(
        userSeeds.map((u) => ({
          name: u.name,
          username: u.username,
          email: u.email,
          phone: u.phone,
          passwordHash: u.demo ? demoHashes[demoIndex++] : unknownHash,
          userType: u.userType,
          status: 'active' as const,
          emailVerifiedAt: daysBefore(u.daysAgo - 1),
          firstName: u.firstName,
          lastName: u.lastName,
          gender: u.gender,
          mpesa: u.country === 'Kenya' ? u.phone : null,
          country: u.country,
          town: u.town,
          createdAt: daysBefore(u.daysAgo),
          updatedAt: daysBefore(Math.max(1, u.daysAgo - 30)),
        })),
      )
      .returning({ id: users.id });
    const userIdByKey = new Map(userSeeds.map((u, i) => [u.key, userRows[i].id]));
    const roleRows = await tx
      .insert(roles)
      .values(ROLES.map((r) => ({ roleName: r.roleName, roleDescription: r.roleDescription, permissions: [...r.permissions] })))
      .returning({ id: roles.id, roleName: roles.roleName });
    const roleId = new Map(roleRows.map((r) => [r.roleName, r.id]));
    await tx.insert(userRoles).values(userSeeds.map((u, i) => ({ userId: userRows[i].id, roleId: roleId.get(u.userType)! })));

    /* shops */
    const shopRows = await tx
      .insert(shops)
      .values(
        shopSeeds.map((s, index) => ({
          ownerId: userIdByKey.get(s.isDemo ? 'demo:seller' : `seller:${index}`)!,
          shopName: s.shopName,
          shopUrlSlug: s.slug,
          shopType: s.shopType,
          location: `${s.town}, ${s.country.name}`,
          country: s.country.name,
          ratingAverage: s.ratingAverage,
          reviews: s.reviews,
          yearsOfExperience: s.yearsOfExperience,
          description: s.description,
          bannerImageUrl: s.bannerImageUrl,
          email: s.email,
          phoneNumber: `${s.country.dialCode}20${String(1_000_000 + index * 7919).slice(-7)}`,
          // Brands with two years or more behind them have been checked by the marketplace (issue 33).
          verified: isVerifiedOnSeed(s),
          createdAt: daysBefore(s.yearsOfExperience * 365 + 30),
          updatedAt: daysBefore(10),
        })),
      )
      .returning({ id: shops.id });
    const shopRefs: ShopRef[] = shopSeeds.map((seed, i) => ({ id: shopRows[i].id, seed }));
    lap('users and shops');

    /* products, images, reviews */
    const catalogue = generateProducts(rng, { count: productCount, divisions: divisionRefs, shops: shopRefs });
    const plans = planOrders(rng, catalogue);
    const reviewerIds = userSeeds.filter((u) => u.key.startsWith('buyer:')).map((u) => userIdByKey.get(u.key)!);
    const reviews = generateReviews(rng, catalogue, reviewerIds, demoReviews(plans, userIdByKey.get('demo:buyer')!));
    lap(`generating ${catalogue.length} products`);

    // Product ids are given explicitly (the table is empty: products need categories), so that
    // product 1 is always the one with the demo serial; the sequence is moved past them below.
    await bulkInsert(
      tx,
      products,
      catalogue.map((p) => ({
        id: p.id,
        shopId: p.shopId,
        categoryId: p.categoryId,
        subcategoryId: p.subcategoryId,
        divisionId: p.divisionId,
        productName: p.productName,
        sku: p.sku,
        serialNumber: p.serialNumber,
        basePrice: p.basePrice,
        description: p.description,
        origin: p.origin,
        verifiedAt: p.verifiedAt,
        weight: p.weight,
        barcode: p.barcode,
        isDigital: false,
        dimensions: p.dimensions,
        tags: p.tags,
        collections: p.collections,
        stock: p.stock,
        isFeatured: p.isFeatured,
        ratingAverage: p.ratingAverage,
        reviewCount: p.reviewCount,
        createdAt: p.createdAt,
        updatedAt: p.verifiedAt,
      })),
      1000,
    );
    await tx.execute(sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`);
    lap('products');
    const imageRows = catalogue.flatMap((p) => p.images.map((image) => ({ productId: p.id, ...image })));
    await bulkInsert(tx, productImages, imageRows, 5000);
    lap(`${imageRows.length} product images`);
    await bulkInsert(
      tx,
      productReviews,
      reviews.map((r) => ({ ...r, updatedAt: r.createdAt })),
      5000,
    );
    lap(`${reviews.length} reviews`);

    /* stories */
    const blogCategoryRows = await tx
      .insert(blogCategories)
      .values(BLOG_CATEGORIES.map((name) => ({ name, slug: slugify(name) })))
      .returning({ id: blogCategories.id });
    const blogCategoryId = new Map(BLOG_CATEGORIES.map((name, i) => [name, blogCategoryRows[i].id]));
    const stories = generateStories(rng);
    await tx.insert(blogPosts).values(
      stories.map((s) => {
        const author = userSeeds.find((u) => u.key === `demo:${s.author}`)!;
        return {
          slug: s.slug,
          title: s.title,
          content: s.content,
          metaTitle: s.metaTitle,
          metaDescription: s.metaDescription,
          featuredImage: s.featuredImage,
          altText: s.altText,
          categoryId: blogCategoryId.get(s.category)!,
          authorId: userIdByKey.get(author.key)!,
          authorEmail: author.email,
          status: 'published' as const,
          publishedAt: daysBefore(s.daysAgo),
          createdAt: daysBefore(s.daysAgo),
          updatedAt: daysBefore(s.daysAgo),
        };
      }),
    );

    /* the demo buyers' history */
    const seedOf = (key: string) => userSeeds.find((u) => u.key === key)!;
    const ordered = new Set(plans.flatMap((p) => p.lines.map((l) => l.product.id)));
    await insertHistory(tx, rng, {
      plans,
      users: {
        buyer: { id: userIdByKey.get('demo:buyer')!, seed: seedOf('demo:buyer') },
        buyer2: { id: userIdByKey.get('demo:buyer2')!, seed: seedOf('demo:buyer2') },
      },
      staffId: userIdByKey.get('demo:admin')!,
      wishlist: rng.sample(
        catalogue.filter((p) => p.stock > 0 && !ordered.has(p.id)),
        3,
      ),
    });
    // Each order's fulfilments (one per shop), their states from the orders' (migration 0014's function).
    await tx.execute(sql`select open_missing_fulfilments()`);
    // The delivered parcels' money held for their shops (migration 0026's function), as the API posts it.
    await tx.execute(sql`select post_delivered_parcels()`);

    lap('stories and order history');
    log(options, `seed steps: ${laps.join(', ')}`);
    const ms = Math.round(performance.now() - started);
    return {
      products: catalogue.length,
      productImages: imageRows.length,
      reviews: reviews.length,
      shops: shopRows.length,
      users: userRows.length,
      stories: stories.length,
      ms,
    };
  });
  // The bulk load leaves no planner statistics (PGlite never runs autovacuum): without them a
  // filtered page at 100,000 products sorts every match instead of walking its index.
  if (report) await refreshPlannerStatistics(db);
  return report;
}
