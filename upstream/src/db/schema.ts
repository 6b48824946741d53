// The marketplace's tables. One schema for PGlite and PostgreSQL; migrations are generated from it
// by drizzle-kit (`npm run db:generate`) and committed under upstream/drizzle/.
import { relations, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_STATUSES, FULFILMENT_STATES, INVOICE_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, RETURN_STATUSES } from '../../../contract/rules/status';
import { PRODUCT_STATUSES } from '../../../contract/rules/product-status';
import { SHOP_STATUSES } from '../../../contract/rules/shop-status';
import { STORY_STATUSES } from '../../../contract/rules/stories';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '../../../contract/rules/audit';
import { REVIEW_REPORT_REASONS } from '../../../contract/rules/reviews';
import { SELLER_APPLICATION_STATES } from '../../../contract/rules/seller-applications';
import { CONTACT_MESSAGE_STATUSES } from '../../../contract/rules/contact-messages';
import { PAYOUT_STATES } from '../../../contract/rules/payouts';
import { REFUND_DESTINATIONS, REFUND_METHODS, REFUND_STATES } from '../../../contract/rules/refunds';
import { PROMO_FUNDERS, PROMO_KINDS } from '../../../contract/rules/promo';
import { MAX_COMMISSION_RATE } from '../../../contract/rules/commission';
import { TICKET_AUTHOR_ROLES, TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '../../../contract/rules/tickets';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
// An uploaded file's bytes (media_files): a Buffer in, a Buffer out, on PGlite and PostgreSQL alike.
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// Money is numeric(12,2) in the database and a JS number in answers (the spec's base_price: number).
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/* ------------------------------------------------------------------ accounts */

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type', { enum: ['buyer', 'seller', 'admin'] })
      .notNull()
      .default('buyer'),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dateOfBirth: text('date_of_birth'),
    gender: text('gender'),
    mpesa: text('mpesa'),
    idNumber: text('id_number'),
    country: text('country'),
    town: text('town'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    // The console's people search (admin/users.ts): part of a name, e-mail or phone, any case.
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    // Its list: newest first.
    index('users_created_idx').on(t.createdAt, t.id),
  ],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  roleName: text('role_name').notNull().unique(),
  roleDescription: text('role_description').notNull(),
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

// Bearer tokens: only a SHA-256 of the token is stored.
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);

// A reset code (6 digits, hashed, 10 minutes, few attempts). Verifying it issues a reset token,
// also hashed, that reset-password consumes.
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    resetTokenHash: text('reset_token_hash'),
    /** SHA-256 of the reset-session secret of the request that asked for this code (null: none given). */
    sessionHash: text('session_hash'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: createdAt(),
});

/** Fixed-window rate-limit counters, shared by every API process over the same database. */
/** Browsers that have signed in to an account: their holders skip the throttles meant for strangers. */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('known_devices_user_token_idx').on(t.userId, t.tokenHash)],
);

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);

/* ------------------------------------------------------------------ catalogue */

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  imageUrl: text('image_url'),
  position: integer('position').notNull().default(0),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    imageUrl: text('image_url'),
  },
  (t) => [index('subcategories_category_idx').on(t.categoryId)],
);

export const divisions = pgTable(
  'divisions',
  {
    id: serial('id').primaryKey(),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    imageUrl: text('image_url'),
  },
  (t) => [index('divisions_subcategory_idx').on(t.subcategoryId)],
);

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    shopName: text('shop_name').notNull(),
    shopUrlSlug: text('shop_url_slug').notNull().unique(),
    shopType: text('shop_type', { enum: ['brand', 'individual'] }).notNull(),
    location: text('location').notNull(),
    country: text('country').notNull(),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    yearsOfExperience: integer('years_of_experience').notNull().default(0),
    description: text('description').notNull().default(''),
    bannerImageUrl: text('banner_image_url'),
    logoImageUrl: text('logo_image_url'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    // Issue 33: an admin may suspend a shop (it and its products leave every public read, see
    // catalog/listed.ts) with a reason, and mark it verified (the shop page's badge).
    status: text('status', { enum: SHOP_STATUSES }).notNull().default('active'),
    suspendedReason: text('suspended_reason'),
    verified: boolean('verified').notNull().default(false),
    // Issue 34: where payouts go (E.164, a Safaricom number): the application's M-Pesa number at
    // approval, then the seller's to change; never shown to buyers.
    mpesaNumber: text('mpesa_number'),
    // Issue 34: the shop's own commission rate (a fraction), or null for the marketplace's.
    commissionRate: numeric('commission_rate', { precision: 5, scale: 4, mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shops_status_check', sql`${t.status} in ('active', 'suspended')`),
    check(
      'shops_commission_rate_check',
      sql`${t.commissionRate} is null or (${t.commissionRate} >= 0 and ${t.commissionRate} <= ${sql.raw(String(MAX_COMMISSION_RATE))})`,
    ),
    index('shops_type_name_idx').on(t.shopType, t.shopName),
    index('shops_country_idx').on(sql`lower(${t.country})`),
    index('shops_name_trgm_idx').using('gin', sql`${t.shopName} gin_trgm_ops`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    // Category and subcategory are copies of the division's parents, kept for index-only filters.
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    divisionId: integer('division_id')
      .notNull()
      .references(() => divisions.id),
    productName: text('product_name').notNull(),
    // Unique within its shop (products_shop_sku_key): two makers may both call a piece "KB-01".
    sku: text('sku').notNull(),
    // Issued when the product is first published; a draft that never was has none.
    serialNumber: text('serial_number').unique(),
    // Only active products are shown to buyers (contract/rules/product-status.ts).
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    basePrice: money('base_price').notNull(),
    description: text('description').notNull().default(''),
    origin: text('origin'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    weight: text('weight'),
    barcode: text('barcode'),
    isDigital: boolean('is_digital').notNull().default(false),
    dimensions: text('dimensions'),
    // Provenance, as the seller tells it: who made it, where, from what, and how long it took.
    maker: text('maker'),
    region: text('region'),
    materials: text('materials')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    timeToMake: text('time_to_make'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Curated lists the landing page shows: 'editors-pick', 'summer-collection'.
    collections: text('collections')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    stock: integer('stock').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${products.productName}, '')), 'A') || setweight(to_tsvector('english', tags_text(${products.tags})), 'B') || setweight(to_tsvector('english', coalesce(${products.description}, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_shop_sku_key').on(t.shopId, t.sku),
    // The public lists' orders only hold active products (isListed in catalog/listed.ts), so
    // their pages and counts stay index-only; the seller's list walks products_shop_idx.
    index('products_category_price_idx')
      .on(t.categoryId, t.basePrice, t.id)
      .where(sql`${t.status} = 'active'`),
    // In-stock pages and their counts by category: index-only, no visit to the table per match.
    index('products_category_price_in_stock_idx')
      .on(t.categoryId, t.basePrice, t.id)
      .where(sql`${t.stock} > 0 and ${t.status} = 'active'`),
    index('products_subcategory_price_idx')
      .on(t.subcategoryId, t.basePrice, t.id)
      .where(sql`${t.status} = 'active'`),
    index('products_division_price_idx')
      .on(t.divisionId, t.basePrice, t.id)
      .where(sql`${t.status} = 'active'`),
    index('products_shop_idx').on(t.shopId, t.id),
    index('products_price_idx')
      .on(t.basePrice, t.id)
      .where(sql`${t.status} = 'active'`),
    index('products_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'active'`),
    index('products_featured_idx')
      .on(t.id)
      .where(sql`${t.isFeatured} and ${t.status} = 'active'`),
    index('products_collections_idx').using('gin', t.collections),
    // Name and rating sorts walk these (backwards for the descending ones) and stop after the page.
    index('products_name_idx')
      .on(t.productName, t.id)
      .where(sql`${t.status} = 'active'`),
    index('products_rating_idx')
      .on(t.ratingAverage, t.reviewCount, t.id)
      .where(sql`${t.status} = 'active'`),
    index('products_search_idx').using('gin', t.searchVector),
  ],
);

// Every word (lexeme) of the products' search vectors, kept by triggers on products (see the
// migration search_lexemes_triggers). A search term's unknown words are matched against these
// few hundred words by trigram similarity, which forgives a typo ("baskts" finds "basket") at a
// cost that does not grow with the catalogue, unlike comparing the term with every product name.
export const searchLexemes = pgTable(
  'search_lexemes',
  {
    lexeme: text('lexeme').primaryKey(),
  },
  (t) => [index('search_lexemes_trgm_idx').using('gin', sql`${t.lexeme} gin_trgm_ops`)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    altText: text('alt_text').notNull().default(''),
    position: integer('position').notNull().default(0),
    // In px as stored; null for the seed's images.
    width: integer('width'),
    height: integer('height'),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/**
 * Uploaded images (a product's photos, a shop's logo and banner), re-encoded as WebP, served at
 * /media/uploads/<key>.webp. In the database rather than on a disk so every API instance serves
 * them and the database's backups hold them; the seed's images stay files.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('media_files_shop_idx').on(t.shopId)],
);

export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set when an admin hid the review (issue 33): it leaves every public read and the product's rating. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('product_reviews_product_user_key').on(t.productId, t.userId),
    index('product_reviews_user_idx').on(t.userId),
    index('product_reviews_recent_idx').on(t.createdAt, t.id),
  ],
);

/** A buyer's report of someone else's review (issue 33): one per buyer and review, for the console's Reported view. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REVIEW_REPORT_REASONS }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
    /** Set when an admin restored the review after it was reported: the report was weighed and set aside. */
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_reports_review_user_key').on(t.reviewId, t.userId),
    check('review_reports_reason_check', sql`${t.reason} in (${sql.raw(REVIEW_REPORT_REASONS.map((r) => `'${r}'`).join(', '))})`),
  ],
);

/* ------------------------------------------------------------------ buyer's lists */

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // At most one default address per user.
    uniqueIndex('addresses_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/* ------------------------------------------------------------------ orders and money */

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    externalId: text('external_id'),
    orderStatus: text('order_status').notNull().default('Pending'),
    financialStatus: text('financial_status').notNull().default('pending'),
    currency: text('currency').notNull().default('KES'),
    subtotal: money('subtotal').notNull(),
    discount: money('discount').notNull(),
    shipping: money('shipping').notNull(),
    tax: money('tax').notNull(),
    totalAmount: money('total_amount').notNull(),
    customer: jsonb('customer').notNull(),
    shippingAddress: jsonb('shipping_address'),
    billingAddress: jsonb('billing_address'),
    paymentGateway: text('payment_gateway'),
    isTest: boolean('is_test').notNull().default(false),
    // Until when the order's stock is held for its payment; null once paid or cancelled.
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** The promo code used (as typed by its admin), and what it took off on top of `discount`. */
    promoCode: text('promo_code'),
    promoDiscount: money('promo_discount').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.id),
    // The console's list (issue 33): every order newest first, and found by the beginning of its number.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_number_prefix_idx').using('btree', sql`lower(${t.orderNumber}) text_pattern_ops`),
    // The expiry job's scan: unpaid orders by the end of their hold.
    index('orders_payment_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.financialStatus} = 'pending'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    lineTotal: money('line_total').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

// One per shop of an order's lines: each shop fulfils its own lines (issue 32). The order's own
// status follows its fulfilments (seller/fulfilments.ts). A line's fulfilment is the one of its
// product's shop.
export const fulfilments = pgTable(
  'fulfilments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    state: text('state', { enum: FULFILMENT_STATES }).notNull().default('pending'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    cancelReason: text('cancel_reason'),
    /** What the buyer got back to their wallet when the shop canceled. */
    refund: money('refund'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /**
     * When the order's money came in (a refund later leaves it): only then does the shop see its
     * part. Kept here so the seller's lists read one table (docs/benchmarks.md, the seller centre).
     */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('fulfilments_order_shop_key').on(t.orderId, t.shopId),
    // The seller's list: a shop's paid fulfilments newest first, by state or not.
    index('fulfilments_shop_created_idx')
      .on(t.shopId, t.createdAt, t.id)
      .where(sql`${t.paidAt} is not null`),
    index('fulfilments_shop_state_created_idx')
      .on(t.shopId, t.state, t.createdAt, t.id)
      .where(sql`${t.paidAt} is not null`),
  ],
);

// Every step of a fulfilment, dated: the seller's and the buyer's timelines.
export const fulfilmentEvents = pgTable(
  'fulfilment_events',
  {
    id: serial('id').primaryKey(),
    fulfilmentId: integer('fulfilment_id')
      .notNull()
      .references(() => fulfilments.id, { onDelete: 'cascade' }),
    step: text('step', { enum: FULFILMENT_STATES }).notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fulfilment_events_fulfilment_idx').on(t.fulfilmentId, t.at, t.id)],
);

// One row per attempt to pay an order (M-Pesa STK push or card). An attempt is pending until the
// provider's final answer, then completed or failed. The partial unique indexes are the last guard
// against paying twice: one attempt pending and one completed per order, each receipt and each
// provider request at most once.
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('KES'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    paymentProcessor: text('payment_processor').notNull(),
    /** 'wallet' is the part of an order the buyer's wallet paid (issue 34): completed when made. */
    method: text('method', { enum: PAYMENT_METHODS }).notNull().default('mpesa'),
    /** Which provider took it: daraja, mpesa-sandbox, paystack, paystack-sandbox, wallet (test-card and seed in older rows). */
    provider: text('provider'),
    reference: text('reference'),
    phone: text('phone'),
    cardLast4: text('card_last4'),
    /** A card attempt's hosted payment page (Paystack's authorization_url), while it is pending. */
    redirectUrl: text('redirect_url'),
    merchantRequestId: text('merchant_request_id'),
    checkoutRequestId: text('checkout_request_id'),
    receiptNumber: text('receipt_number'),
    failureCode: text('failure_code'),
    failureReason: text('failure_reason'),
    /** When the reconciliation job last asked the provider (a lease, so processes share the work). */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** Set when confirmed money reached an order that could no longer take it: it must be returned. */
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.id),
    index('payments_order_idx').on(t.orderId, t.id),
    // One completed payment from outside the wallet pays an order (with the wallet's part, if
    // any); a late one beside it is kept, marked for refund. The wallet pays at most one part.
    uniqueIndex('payments_one_completed_per_order_key')
      .on(t.orderId)
      .where(sql`${t.paymentStatus} = 'completed' and ${t.refundDueAt} is null and ${t.method} <> 'wallet'`),
    uniqueIndex('payments_one_wallet_part_per_order_key')
      .on(t.orderId)
      .where(sql`${t.method} = 'wallet'`),
    uniqueIndex('payments_one_pending_per_order_key')
      .on(t.orderId)
      .where(sql`${t.paymentStatus} = 'pending'`),
    uniqueIndex('payments_checkout_request_key').on(t.checkoutRequestId),
    uniqueIndex('payments_receipt_key').on(t.receiptNumber),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.paymentStatus} = 'pending'`),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    accountNo: text('account_no').notNull(),
    phone: text('phone'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    /** The payment attempt this row records (null for a wallet top-up); its status follows it. */
    paymentId: integer('payment_id')
      .unique('transactions_payment_key')
      .references(() => payments.id, { onDelete: 'set null' }),
    processor: text('processor'),
    receiptNumber: text('receipt_number'),
    createdAt: createdAt(),
  },
  (t) => [index('transactions_user_idx').on(t.userId, t.createdAt)],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull(),
    issuedAt: createdAt(),
  },
  (t) => [index('invoices_user_idx').on(t.userId, t.id)],
);

// The first answer to a checkout, kept so that the same Idempotency-Key replays it.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('Pending'),
    refund: money('refund').notNull(),
    // An admin's decision (issue 33): who decided and, for a rejection, why (the buyer reads it;
    // an admin must give one). A buyer's own cancel also ends Rejected but stores neither, so a
    // Rejected request without a decision_reason is one the buyer canceled.
    decisionReason: text('decision_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** Where the buyer asked the refund to go (issue 34): the payment it came from, or the wallet. */
    refundTo: text('refund_to', { enum: REFUND_DESTINATIONS }).notNull().default('original'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('return_requests_user_idx').on(t.userId, t.id), index('return_requests_queue_idx').on(t.status, t.createdAt, t.id)],
);

// The buyer's wallet: every credit (a refund of an approved return, a goodwill credit) and debit
// as one signed row; the balance is their sum. A return credits at most once (the unique
// return_request_id), so approving it again can never pay twice.
export const walletMovements = pgTable(
  'wallet_movements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Signed: credits above zero, debits below. Money like every other amount (a refund is an
    // order's total, which may have cents).
    amount: money('amount').notNull(),
    kind: text('kind', { enum: ['refund', 'credit', 'debit'] }).notNull(),
    description: text('description').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    returnRequestId: integer('return_request_id')
      .unique('wallet_movements_return_request_key')
      .references(() => returnRequests.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_movements_user_idx').on(t.userId, t.createdAt, t.id),
    check('wallet_movements_sign_check', sql`(${t.kind} = 'debit') = (${t.amount} < 0) and ${t.amount} <> 0`),
  ],
);

/* ------------------------------------------------------------------ promo codes */

// Promo codes an admin makes (issue 34, point 5; migration 0029). A code is unique whatever its
// case; the rules of what it gives and why it is refused are contract/rules/promo.ts.
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: PROMO_KINDS }).notNull(),
    /** A percentage (1 to 100) or shillings off. */
    value: money('value').notNull(),
    minSpend: money('min_spend').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerBuyer: integer('max_uses_per_buyer'),
    /** Only this shop's products count and are discounted; null: every product. */
    shopId: integer('shop_id').references(() => shops.id),
    /** Who pays for the discount: the marketplace (the one funder today; its shops get their full line totals). */
    fundedBy: text('funded_by', { enum: PROMO_FUNDERS }).notNull().default('marketplace'),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').using('btree', sql`upper(${t.code})`),
    index('promo_codes_created_idx').on(t.createdAt, t.id),
    check('promo_codes_kind_check', sql`${t.kind} in ('percent', 'fixed')`),
    check('promo_codes_value_check', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('promo_codes_min_spend_check', sql`${t.minSpend} >= 0`),
    check('promo_codes_dates_check', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check('promo_codes_limits_check', sql`(${t.maxUses} is null or ${t.maxUses} > 0) and (${t.maxUsesPerBuyer} is null or ${t.maxUsesPerBuyer} > 0)`),
    check('promo_codes_funded_by_check', sql`${t.fundedBy} in ('marketplace')`),
  ],
);

/** Each use of a code: one per order, written in the order's transaction. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    promoId: integer('promo_id')
      .notNull()
      .references(() => promoCodes.id),
    orderId: integer('order_id')
      .notNull()
      .unique('promo_redemptions_order_key')
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the code took off the order. */
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('promo_redemptions_promo_user_idx').on(t.promoId, t.userId), check('promo_redemptions_amount_check', sql`${t.amount} >= 0`)],
);

/** The code a buyer applied to their cart (one cart per buyer, decision 011), until checkout uses it. */
export const cartPromoCodes = pgTable('cart_promo_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  promoId: integer('promo_id')
    .notNull()
    .references(() => promoCodes.id, { onDelete: 'cascade' }),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/* ------------------------------------------------------------------ ledger */

// Every movement of money as a double-entry journal (issue 34, point 1; money/ledger.ts): a journal
// is one cause (a payment, a refund to the wallet, a credit) with two or more entries on accounts,
// summing to zero (checked by the database at commit). Balances are sums of entries, never kept
// counters. Both tables are append-only (triggers in migration 0020) and point at nothing outside
// the books, so nothing deleted elsewhere ever changes them.
export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: serial('id').primaryKey(),
    /** What made it, once: `payment:12`, `wallet_movement:7`. A second posting of one cause is a no-op. */
    cause: text('cause').notNull().unique('ledger_journals_cause_key'),
    kind: text('kind', {
      enum: [
        'payment',
        'wallet_refund',
        'wallet_credit',
        'wallet_debit',
        'parcel_delivered',
        'parcel_returned',
        'parcel_settled',
        'payout',
        'payout_paid',
        'payout_failed',
        'refund',
        'refund_paid',
        'refund_back',
        'promotion',
      ],
    }).notNull(),
    orderId: integer('order_id'),
    memo: text('memo').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_journals_order_idx').on(t.orderId)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => ledgerJournals.id),
    /** `provider:daraja`, `order:55`, `wallet:12`, `marketplace:goodwill` (money/ledger.ts). */
    account: text('account').notNull(),
    /** Cents, signed: a debit above zero, a credit below. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('ledger_entries_journal_idx').on(t.journalId),
    index('ledger_entries_account_idx').on(t.account, t.amountCents),
    check('ledger_entries_nonzero_check', sql`${t.amountCents} <> 0`),
  ],
);

// A shop's payout (issue 34, point 6): its whole available balance sent to the shop's M-Pesa number
// by B2C. The money leaves the shop's available account when it is asked for and comes back if
// M-Pesa refuses it (money/payouts.ts). One payout of a shop is on its way at a time.
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    /** 2547XXXXXXXX, as M-Pesa takes it. */
    phone: text('phone').notNull(),
    status: text('status', { enum: PAYOUT_STATES }).notNull().default('pending'),
    /** 'daraja' or 'mpesa-sandbox'. */
    provider: text('provider').notNull(),
    /** Our id for the B2C request, by which it is asked about. */
    originatorConversationId: text('originator_conversation_id').notNull().unique('payouts_originator_key'),
    conversationId: text('conversation_id'),
    receiptNumber: text('receipt_number'),
    failureCode: text('failure_code'),
    failureReason: text('failure_reason'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payouts_one_pending_idx')
      .on(t.shopId)
      .where(sql`${t.status} = 'pending'`),
    index('payouts_shop_created_idx').on(t.shopId, t.createdAt, t.id),
    index('payouts_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('payouts_amount_check', sql`${t.amount} > 0`),
  ],
);

// A refund of one payment for one cause (issue 34, point 3; money/refunds.ts): back to the M-Pesa
// number by B2C, to the card by the provider's refund, or into the wallet at once. A cause (an
// approved return `return:7`, a cancelled parcel `cancel:12`, a late payment `late:31`) refunds each
// payment at most once (the unique index). M-Pesa and card refunds are pending until the provider's
// word: sent under our own id (asked about by it), retried with a new id after a failure, and
// failed after the last try, for the operator.
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The payment it gives back (the wallet's part for a wallet refund); null for money no payment row records (the seed's history). */
    paymentId: integer('payment_id').references(() => payments.id),
    cause: text('cause').notNull(),
    method: text('method', { enum: REFUND_METHODS }).notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: REFUND_STATES }).notNull().default('pending'),
    /** 'daraja', 'mpesa-sandbox', the card provider's name, or 'wallet'. */
    provider: text('provider'),
    /** M-Pesa: the number it goes back to, 2547XXXXXXXX. */
    phone: text('phone'),
    /** M-Pesa: our id for the current try's B2C request. */
    originatorConversationId: text('originator_conversation_id').unique('refunds_originator_key'),
    conversationId: text('conversation_id'),
    /** Card: the provider's id for the refund, to ask about it. */
    providerRefundId: text('provider_refund_id'),
    receiptNumber: text('receipt_number'),
    failureCode: text('failure_code'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending refund is (re)sent; null while a try is out. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_cause_payment_key').on(t.cause, sql`coalesce(${t.paymentId}, 0)`),
    index('refunds_order_idx').on(t.orderId, t.id),
    index('refunds_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/* ------------------------------------------------------------------ sellers */

// A buyer's request to sell (issue 32, point 1). One open (pending) application per user, kept by
// the partial unique index; approval makes the user a seller and records the shop it created.
export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopName: text('shop_name').notNull(),
    shopType: text('shop_type', { enum: ['brand', 'individual'] }).notNull(),
    country: text('country').notNull(),
    location: text('location').notNull(),
    description: text('description').notNull(),
    phone: text('phone').notNull(),
    mpesaNumber: text('mpesa_number').notNull(),
    yearsOfExperience: integer('years_of_experience').notNull(),
    state: text('state', { enum: SELLER_APPLICATION_STATES }).notNull().default('pending'),
    declineReason: text('decline_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('seller_applications_one_pending_key')
      .on(t.userId)
      .where(sql`${t.state} = 'pending'`),
    index('seller_applications_user_idx').on(t.userId, t.createdAt, t.id),
    // The admin queue: pending first, oldest first within a state.
    index('seller_applications_queue_idx').on(sql`(${t.state} <> 'pending')`, t.createdAt, t.id),
  ],
);

/* ------------------------------------------------------------------ support and communication */

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    ticketCategory: text('ticket_category', { enum: TICKET_CATEGORIES }).notNull().default('delivery'),
    priority: text('priority', { enum: TICKET_PRIORITIES }).notNull().default('high'),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // The newest message's time (the opening's until the first message): the admin queue's order
    // (issue 33, point 6), which a status change alone does not move.
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId, t.id),
    // The buyer's list is newest activity first; the admin queue newest message first.
    index('support_tickets_user_updated_idx').on(t.userId, t.updatedAt, t.id),
    index('support_tickets_activity_idx').on(t.lastMessageAt, t.id),
    index('support_tickets_status_activity_idx').on(t.status, t.lastMessageAt, t.id),
  ],
);

// A ticket's conversation after its opening text (the ticket's description). author_role is what
// the author was on this ticket: its owner writes as 'buyer', an admin answering as 'staff'. The
// author is kept nullable so that deleting a staff account does not erase its answers from
// buyers' tickets.
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role', { enum: TICKET_AUTHOR_ROLES }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt, t.id),
    check('ticket_messages_author_role_check', sql`${t.authorRole} in ('buyer', 'staff')`),
  ],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    marketing: boolean('marketing').notNull().default(true),
    product: boolean('product').notNull().default(true),
    events: boolean('events').notNull().default(false),
    unsubscribe: boolean('unsubscribe').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('newsletter_email_key').on(sql`lower(${t.email})`)],
);

export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderUpdates: boolean('order_updates').notNull().default(true),
  promotions: boolean('promotions').notNull().default(true),
  newsletter: boolean('newsletter').notNull().default(false),
  reviewReminders: boolean('review_reminders').notNull().default(true),
  smsAlerts: boolean('sms_alerts').notNull().default(false),
  pushNotifications: boolean('push_notifications').notNull().default(false),
  updatedAt: updatedAt(),
});

// status: 'unread' until an admin opens it, 'read', 'archived' once dealt with (issue 33, point 6).
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: CONTACT_MESSAGE_STATUSES }).notNull().default('unread'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_status_idx').on(t.status, t.createdAt, t.id),
    check('contact_messages_status_check', sql`${t.status} in ('unread', 'read', 'archived')`),
  ],
);

/* ------------------------------------------------------------------ the operator's audit log */

// Every admin action (issue 33, point 9): who, what, on what, before and after, when. Written by
// upstream/src/admin/audit.ts in the same transaction as the change it records; a trigger of
// migration 0017 refuses any UPDATE or DELETE, so no route, and no mistake, can rewrite it.
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** No foreign key: an entry is never changed, not even by a user's deletion setting it to null. */
    actorId: integer('actor_id').notNull(),
    /** Kept as it was: the log still says who acted after the account is gone or renamed. */
    actorEmail: text('actor_email').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGETS }).notNull(),
    targetId: integer('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);

/* ------------------------------------------------------------------ stories */

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    featuredImage: text('featured_image'),
    altText: text('alt_text'),
    categoryId: integer('category_id').references(() => blogCategories.id, { onDelete: 'set null' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email'),
    // A draft is the console's only; public reads (the list, a story, the sitemap) see published ones.
    status: text('status', { enum: STORY_STATUSES }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(${blogPosts.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${blogPosts.metaDescription}, '')), 'B') || setweight(to_tsvector('english', regexp_replace(coalesce(${blogPosts.content}, ''), '<[^>]+>', ' ', 'g')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'published')`),
    // The public list (newest first, or by category) reads published stories only.
    index('blog_posts_published_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'published'`),
    index('blog_posts_category_published_idx')
      .on(t.categoryId, t.createdAt)
      .where(sql`${t.status} = 'published'`),
    // The console's list: every story, last changed first.
    index('blog_posts_updated_idx').on(t.updatedAt, t.id),
    index('blog_posts_search_idx').using('gin', t.searchVector),
    index('blog_posts_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/* ------------------------------------------------------------------ relations (for db.query) */

export const usersRelations = relations(users, ({ many }) => ({
  userRoles: many(userRoles),
  shops: many(shops),
}));
export const rolesRelations = relations(roles, ({ many }) => ({ userRoles: many(userRoles) }));
export const userRolesRelations = relations(userRoles, ({ one }) => ({
  user: one(users, { fields: [userRoles.userId], references: [users.id] }),
  role: one(roles, { fields: [userRoles.roleId], references: [roles.id] }),
}));
export const categoriesRelations = relations(categories, ({ many }) => ({ subcategories: many(subcategories) }));
export const subcategoriesRelations = relations(subcategories, ({ one, many }) => ({
  category: one(categories, { fields: [subcategories.categoryId], references: [categories.id] }),
  divisions: many(divisions),
}));
export const divisionsRelations = relations(divisions, ({ one }) => ({
  subcategory: one(subcategories, { fields: [divisions.subcategoryId], references: [subcategories.id] }),
}));
export const shopsRelations = relations(shops, ({ one, many }) => ({
  owner: one(users, { fields: [shops.ownerId], references: [users.id] }),
  products: many(products),
}));
export const productsRelations = relations(products, ({ one, many }) => ({
  shop: one(shops, { fields: [products.shopId], references: [shops.id] }),
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  subcategory: one(subcategories, { fields: [products.subcategoryId], references: [subcategories.id] }),
  division: one(divisions, { fields: [products.divisionId], references: [divisions.id] }),
  images: many(productImages),
  reviews: many(productReviews),
}));
export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));
export const productReviewsRelations = relations(productReviews, ({ one }) => ({
  product: one(products, { fields: [productReviews.productId], references: [products.id] }),
  user: one(users, { fields: [productReviews.userId], references: [users.id] }),
}));
export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  items: many(orderItems),
  payments: many(payments),
}));
export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
}));
export const paymentsRelations = relations(payments, ({ one }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
}));
export const blogCategoriesRelations = relations(blogCategories, ({ many }) => ({ posts: many(blogPosts) }));
export const blogPostsRelations = relations(blogPosts, ({ one }) => ({
  category: one(blogCategories, { fields: [blogPosts.categoryId], references: [blogCategories.id] }),
}));
