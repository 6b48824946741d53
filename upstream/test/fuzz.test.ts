// Fuzz of every write route the app registers (the first test fails when one has no line here).
// Each gets at least 200 malformed requests past its session check: bodies that are not JSON or not
// an object, fields of the wrong type, too long (to 100 KB), out of range (negative, fractional,
// 1e308, 2**63, 1e999), with NUL characters, missing, or beside extra and deeply nested fields;
// broken, huge and non-numeric path ids; junk queries; wrong content types. It proves that
// - none gets a 5xx, every refusal is the {status, message, data} envelope, and no malformed body
//   is accepted: the buyer's cart, orders, addresses, reviews, tickets, returns, wishlist,
//   settings and password are as they were;
// - without a session, or with a broken one, every route that needs one answers 401; an admin's
//   route answers a buyer 403;
// - well-formed bodies at the fields' edges (largest ids and amounts, longest text, bidi and
//   control characters, lone surrogates) get no 5xx either (as a second buyer, whose records they
//   may change).
// Requests come from fast-check with a fixed seed per route (FUZZ_SEED changes the base, FUZZ_RUNS
// asks for more, FUZZ_REPORT=1 prints each route's answers by status); a failure prints its request.
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { issueToken } from '../src/auth/tokens';
import { MAX_PASSWORD_LENGTH } from '../../contract/rules/passwords';
import { PROMO_KINDS, PROMO_LIMITS } from '../../contract/rules/promo';
import { REVIEW_HIDE_REASON_MAX, REVIEW_REPORT_NOTE_MAX, REVIEW_REPORT_REASONS } from '../../contract/rules/reviews';
import { payByCard } from './payments-fixtures';
import { createTestApi, type TestApi } from './harness';
import { orderPayload, pickProducts, type TestProduct } from './commerce-fixtures';
import { createOrder } from './account-fixtures';
import { contactMessages, divisions, fulfilments, products as productRows, shops } from '../src/db/schema';

const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20260522);
/** Malformed requests per route from the identity the route is for (FUZZ_RUNS may ask for more). */
const RUNS = Math.max(200, Number(process.env.FUZZ_RUNS ?? 0));
/** Requests per route from the wrong identity (no session, a broken one, a buyer on an admin route). */
const WRONG_IDENTITY_RUNS = 25;
/** Well-formed requests with edge values and hostile text, per route that takes them. */
const EDGE_RUNS = 10;

// ---------------------------------------------------------------------------------------------
// Values

/** A field left out of the body. */
const MISSING = Symbol('missing');
/** A JSON token written as is: numbers JSON.stringify cannot write (1e999 parses to Infinity), deep nesting. */
class Raw {
  constructor(readonly text: string) {}
}

const HUGE = 'x'.repeat(100 * 1024);
const DEEP_ARRAY = new Raw('['.repeat(50000) + ']'.repeat(50000));
const DEEP_OBJECT = new Raw('{"a":'.repeat(20000) + '1' + '}'.repeat(20000));
const INFINITE = new Raw('1e999');

/** JSON text of a value that may hold MISSING (left out), Raw tokens and own `__proto__` keys. */
function toJson(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${Array.from(value, (item) => (item === MISSING ? 'null' : toJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value).flatMap((key) => {
      const item = (value as Record<string, unknown>)[key];
      return item === MISSING ? [] : [`${JSON.stringify(key)}:${toJson(item)}`];
    });
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Sets an own property, even `__proto__`, so it is written out as a key. */
function put(record: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !(value instanceof Raw);

/** Sets (or, with MISSING, removes) the value at a dotted path, creating parents that are absent. */
function setPath(root: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node: Record<string, unknown> = root;
  for (const key of keys.slice(0, -1)) {
    if (node[key] === undefined) put(node, key, {});
    const next = node[key];
    if (!isRecord(next)) return;
    node = next;
  }
  const last = keys[keys.length - 1];
  if (value === MISSING) delete node[last];
  else put(node, last, value);
}

function parsesToObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** Short strings no field refuses, which must still never break the database. */
const ODD_TEXT = [
  '\ud800',
  'a\udfffb',
  '\udc00\ud800 x',
  '😀🇰🇪',
  '\u202eevil\u202c',
  '\u200b',
  '\u0001\u001f\u007f text',
  'line\r\nX-Injected: 1',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '%00 and \\u0000',
  'İıﬀß',
  '${7*7} {{7*7}}',
];
const oddText = fc.constantFrom(...ODD_TEXT);

// ---------------------------------------------------------------------------------------------
// Fields: what each one accepts, so that a body can be made surely wrong in one or more places

type Field =
  | { kind: 'text'; min: number; max?: number; trim: boolean; optional?: boolean; nullable?: boolean; also?: unknown[] }
  | { kind: 'email' | 'password' | 'phone' | 'date' | 'price' | 'amount' | 'clientId' | 'bool'; optional?: boolean; nullable?: boolean }
  | { kind: 'int'; min: number; max: number; optional?: boolean; nullable?: boolean; digitStrings?: boolean }
  | { kind: 'enum'; values: readonly string[]; caseInsensitive?: boolean; optional?: boolean; nullable?: boolean }
  | { kind: 'object' | 'list'; optional?: boolean; nullable?: boolean; also?: unknown[] };

type Presence = { optional?: boolean; nullable?: boolean };
const text = (max: number | undefined, options: Presence & { min?: number; trim?: boolean; also?: unknown[] } = {}): Field => ({
  kind: 'text',
  ...options,
  min: options.min ?? (options.optional || options.nullable ? 0 : 1),
  max,
  trim: options.trim ?? true,
});
const int = (max: number, options: Presence & { digitStrings?: boolean } = {}): Field => ({ kind: 'int', min: 1, max, ...options });
const INT_MAX = 2147483647;
const enumOf = (values: readonly string[], options: Presence & { caseInsensitive?: boolean } = {}): Field => ({ kind: 'enum', values, ...options });
const simple = (kind: 'email' | 'password' | 'phone' | 'date' | 'price' | 'amount' | 'clientId' | 'bool', options: Presence = {}): Field => ({
  kind,
  ...options,
});
const object = (options: Presence & { also?: unknown[] } = {}): Field => ({ kind: 'object', ...options });
const list = (options: Presence & { also?: unknown[] } = {}): Field => ({ kind: 'list', ...options });

const NOT_TEXT = [42, -1, 0, 1.5, true, false, {}, { value: 'x' }, ['x'], [], INFINITE];
const NOT_NUMBER = ['', 'NaN', 'Infinity', '1e3', 'one', true, false, {}, [], [1], { value: 1 }];
const withNul = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`);
const flipCase = (value: string) => (value === value.toUpperCase() ? value.toLowerCase() : value.toUpperCase());

/** Values the field refuses, whatever the rest of the body holds. */
function badValue(field: Field): fc.Arbitrary<unknown> {
  const absent = [...(field.optional ? [] : [MISSING]), ...(field.nullable ? [] : [null])];
  const pick = (...values: unknown[]) => fc.constantFrom(...absent, ...values);
  switch (field.kind) {
    case 'text': {
      const blank = field.min >= 1 ? (field.trim ? ['', '   ', '\t\n'] : ['']) : [];
      const tooLong = field.max === undefined ? [] : ['x'.repeat(field.max + 1), 'é'.repeat(field.max + 1), '\ud800'.repeat(field.max + 1), HUGE];
      return fc.oneof(pick(...NOT_TEXT, ...blank, ...tooLong, ...(field.also ?? [])), withNul);
    }
    case 'email':
      return fc.oneof(
        pick(...NOT_TEXT, '', '   ', 'not-an-email', 'a@', '@example.com', 'two@@example.com', 'spa ce@example.com', `${'x'.repeat(250)}@example.com`, HUGE),
        withNul,
      );
    case 'password':
      return fc.oneof(pick(...NOT_TEXT, '', 'abc', '12345', 'x'.repeat(MAX_PASSWORD_LENGTH + 1), HUGE), withNul);
    case 'phone':
      return fc.oneof(pick(...NOT_TEXT, '', 'abc', '12', '+', '1'.repeat(21), 'x'.repeat(30), '+1 (555) 123'), withNul);
    case 'date':
      return fc.oneof(pick(...NOT_TEXT, '', 'yesterday', '2024-13-01', '2024-02-30', '24-01-01', '2024-1-1', '2024-01-01T00:00:00Z', '١٩٩٠-٠١-٠١'), withNul);
    case 'price':
      return fc.oneof(pick(10, 10.5, 0, {}, [], true, '10', '10.0', '10.000', '-1.00', 'abc', '', '1e5', '99999999999.00', ' 10.00'), withNul);
    case 'amount':
      return fc.oneof(pick(-1, -0.01, 1e13, 1e308, INFINITE, 'abc', '10', '-1.00', '', {}, [], true), withNul);
    case 'clientId':
      return fc.oneof(pick('', '   ', 'x'.repeat(101), -1, 1.5, 2 ** 63, 1e308, INFINITE, {}, [], true, [1]), withNul);
    case 'bool':
      return pick('true', 'false', 1, 0, 'yes', '', [], {}, [true], INFINITE);
    case 'int': {
      const { min, max } = field;
      const specials = [
        min - 1,
        max + 1,
        1.5,
        0.5,
        -0.5,
        1e308,
        -1e308,
        2 ** 63,
        -(2 ** 63),
        Number.MAX_SAFE_INTEGER + 2,
        INFINITE,
        new Raw('-1e999'),
        new Raw('-0'),
      ];
      return fc.oneof(
        pick(...specials, ...NOT_NUMBER, ...(field.digitStrings ? [] : ['1', '12'])),
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((x) => !Number.isInteger(x) || x < min || x > max),
        fc.integer({ min: -(2 ** 31), max: min - 1 }),
        fc.double({ min: max + 1, max: 1e300, noNaN: true }),
      );
    }
    case 'enum': {
      const [first] = field.values;
      return fc.oneof(
        pick('bogus', '', ' ', 42, true, {}, [], [first], `${first}x`, 'x'.repeat(10000), ...(field.caseInsensitive ? [] : [flipCase(first)])),
        withNul,
      );
    }
    case 'object':
      return pick([], 'text', '', 42, true, [{}], ...(field.also ?? []));
    case 'list':
      return pick({}, 'text', 42, true, { 0: 'x' }, ...(field.also ?? []));
  }
}

// ---------------------------------------------------------------------------------------------
// The routes

type Identity = 'buyer' | 'admin' | 'seller' | 'anonymous' | 'scratch' | 'fresh';

interface Fixtures {
  buyer: { id: number; email: string; password: string; token: string };
  admin: { id: number; token: string };
  /** A seller with a shop, and a draft of theirs. */
  seller: { id: number; token: string; productId: number; divisionId: number };
  /** The shipment of the second buyer's (unpaid) order: the seller's shop sold its piece. */
  sellerFulfilmentId: number;
  scratch: { id: number; token: string };
  products: TestProduct[];
  orderId: number;
  orderNumber: string;
  addressIds: number[];
  reviewId: number;
  ticketId: number;
  returnId: number;
  scratchAddressId: number;
  scratchTicketId: number;
  scratchReviewId: number;
  scratchOrderId: number;
  /** An account only the admin's status changes touch. */
  targetId: number;
  /** A Contact message only the admin's marking touches. */
  contactMessageId: number;
}

interface BodyShape {
  /** A body the route accepts; the fuzz breaks it. */
  valid(f: Fixtures): Record<string, unknown>;
  fields: Record<string, Field>;
}

interface WriteRoute {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As registered, with its `:param`. */
  path: string;
  /** Who sends the malformed requests: the identity that passes the route's session check. */
  as: Identity;
  body?: BodyShape;
  /** Real ids for the path param (only for routes whose every request carries a broken body). */
  realIds?(f: Fixtures): number[];
  /** The query the route reads. */
  query?: fc.Arbitrary<string>;
  /** Headers the route reads. */
  headers?: fc.Arbitrary<Record<string, string>>;
  /**
   * Well-formed bodies with edge values and hostile text, sent as this identity to these ids (records
   * the watched buyer does not own), from `valid` when the route's own would name the buyer's records.
   */
  edge?: { as: Identity; ids?(f: Fixtures): number[]; valid?(f: Fixtures): Record<string, unknown> };
}

let emailCounter = 0;
const freshEmail = () => `fuzz-${process.pid}-${(emailCounter += 1)}@example.test`;

const addressFields: Record<string, Field> = {
  name: text(120),
  street: text(200),
  city: text(100),
  country: text(100),
  phone: simple('phone'),
  is_default: simple('bool', { optional: true }),
};
const validAddress = () => ({ name: 'Amina Wanjiru', street: 'Moi Avenue 12', city: 'Nairobi', country: 'Kenya', phone: '0712345678' });

const BOOL_OPTIONAL = simple('bool', { optional: true });
const MISMATCH = 'not-the-same-password';

const optionalAmount = simple('amount', { optional: true });
const line = (f: Fixtures) => ({ product_id: f.products[4].id, quantity: 1 });

/** The reset link's query: sometimes well-formed (the body is then what is wrong), often not. */
const resetQuery = fc
  .record({
    email: fc.constantFrom(MISSING, 'buyer%40demo.crafts.ke', '', '%20%20', 'x'.repeat(255), encodeURIComponent(HUGE), '%zz', '%E0%A4%A', '%ED%A0%80', '%00'),
    token: fc.constantFrom(MISSING, MISSING, 'abc', 'x'.repeat(201), '', '%zz'),
    code: fc.constantFrom(MISSING, '123456', '1234567', 'x'.repeat(7), '', '%ff'),
  })
  .map(
    (q) =>
      `?${Object.entries(q)
        .flatMap(([k, v]) => (v === MISSING ? [] : [`${k}=${v}`]))
        .join('&')}`,
  );

const idempotencyKey = fc.oneof(
  fc.constant({}),
  fc
    .constantFrom('', ' ', 'x'.repeat(201), 'x'.repeat(5000), 'x'.repeat(200), 'key-1', 'clé-ü\u00ff', '\u0001\u007f', '%00', '../../etc')
    .map((key) => ({ 'idempotency-key': key })),
);

/** The seller's product fields (contract/api/seller-products.ts); `required` for a new product. */
const sellerProductFields = (required: boolean): Record<string, Field> => ({
  name: text(200, { optional: !required }),
  description: text(10_000, { optional: true, min: 0 }),
  price: simple('amount', { optional: !required }),
  stock: { kind: 'int', min: 0, max: 1_000_000, optional: !required },
  sku: text(64, { optional: !required, also: ['KB 01', 'a/b', 'ünï'] }),
  division_id: int(INT_MAX, { optional: !required }),
  tags: list({ optional: true, also: [[''], [42], ['x'.repeat(41)]] }),
  origin: text(120, { optional: true, nullable: true }),
  weight: text(40, { optional: true, nullable: true }),
  dimensions: text(80, { optional: true, nullable: true }),
  maker: text(120, { optional: true, nullable: true }),
  region: text(120, { optional: true, nullable: true }),
  materials: list({ optional: true, also: [['  '], [null], Array.from({ length: 21 }, (_, i) => `m${i}`)] }),
  time_to_make: text(60, { optional: true, nullable: true }),
});

const promoCodeFields = (create: boolean): Record<string, Field> => ({
  ...(create ? { code: text(PROMO_LIMITS.codeMax, { min: PROMO_LIMITS.codeMin }) } : { active: simple('bool', { optional: true }) }),
  kind: enumOf(PROMO_KINDS, { optional: !create }),
  value: simple('amount', { optional: !create }),
  min_spend: simple('amount', { optional: true }),
  starts_at: text(undefined, { optional: true, nullable: true }),
  max_uses: int(1_000_000, { optional: true, nullable: true }),
  max_uses_per_buyer: int(1_000_000, { optional: true, nullable: true }),
  shop_id: int(INT_MAX, { optional: true, nullable: true }),
});

const storyFields = (required: boolean): Record<string, Field> => ({
  title: text(200, { optional: !required }),
  slug: text(200, { optional: true, nullable: true, min: 0, also: ['Not a slug!', 'a--b', '-kiondo', 'ünï'] }),
  category_id: int(INT_MAX, { optional: true, nullable: true }),
  author_email: text(254, { optional: true, nullable: true, min: 0, also: ['not-an-email', 'a@', '@example.com'] }),
  featured_image: text(500, { optional: true, nullable: true, min: 0, also: ['https://elsewhere.example/cat.jpg', 'javascript:alert(1)', '/etc/passwd'] }),
  alt_text: text(300, { optional: true, nullable: true }),
  meta_title: text(200, { optional: true, nullable: true }),
  meta_description: text(500, { optional: true, nullable: true }),
  content: text(200_000, { optional: !required, min: 0, trim: false }),
});

const ROUTES: WriteRoute[] = [
  {
    method: 'POST',
    path: '/seller/products',
    as: 'seller',
    body: {
      valid: (f) => ({ name: 'Fuzz basket', price: 2500, stock: 4, sku: 'FUZZ-1', division_id: f.seller.divisionId, tags: ['basket'], materials: ['sisal'] }),
      fields: sellerProductFields(true),
    },
    edge: { as: 'seller' },
  },
  {
    method: 'PATCH',
    path: '/seller/products/:id',
    as: 'seller',
    realIds: (f) => [f.seller.productId],
    body: {
      valid: () => ({ price: 2500, stock: 4, maker: 'Mwende' }),
      fields: sellerProductFields(false),
    },
    edge: { as: 'seller', ids: (f) => [f.seller.productId] },
  },
  { method: 'POST', path: '/seller/products/:id/publish', as: 'seller' },
  { method: 'POST', path: '/seller/products/:id/unpublish', as: 'seller' },
  { method: 'POST', path: '/seller/products/:id/archive', as: 'seller' },
  { method: 'DELETE', path: '/seller/products/:id', as: 'seller' },
  // Multipart: no JSON body shape; what the fuzz sends is never a form with an image.
  { method: 'POST', path: '/seller/products/:id/images', as: 'seller', realIds: (f) => [f.seller.productId] },
  { method: 'DELETE', path: '/seller/products/:id/images/:image_id', as: 'seller' },
  {
    method: 'PUT',
    path: '/seller/products/:id/images/order',
    as: 'seller',
    realIds: (f) => [f.seller.productId],
    body: { valid: () => ({ image_ids: [1] }), fields: { image_ids: list({ also: [[], [0], [-1], ['1'], [1.5], [null], [2 ** 31]] }) } },
  },
  {
    method: 'PATCH',
    path: '/seller/shop',
    as: 'seller',
    body: {
      valid: () => ({ description: 'Fuzz baskets', location: 'Kitui' }),
      fields: {
        description: text(2000, { optional: true, min: 0 }),
        location: text(120, { optional: true, min: 1 }),
        country: text(80, { optional: true, min: 1 }),
        // An empty e-mail or phone clears it: only other text is wrong.
        email: text(254, { optional: true, nullable: true, min: 0, also: ['   ', 'not-an-email', 'a@', '@example.com', 'two@@example.com'] }),
        phone_number: text(undefined, { optional: true, nullable: true, min: 0, also: ['   ', 'abc', '12', '+', '1'.repeat(21)] }),
      },
    },
    edge: { as: 'seller' },
  },
  { method: 'POST', path: '/seller/shop/images/:kind', as: 'seller' },
  { method: 'DELETE', path: '/seller/shop/images/:kind', as: 'seller' },
  {
    method: 'POST',
    path: '/auth/register',
    as: 'anonymous',
    body: {
      valid: () => ({ name: 'Fuzz Buyer', email: freshEmail(), password: 'secret-123', password_confirmation: 'secret-123' }),
      fields: {
        name: text(120),
        email: simple('email'),
        phone: simple('phone', { optional: true }),
        user_type: enumOf(['buyer', 'seller'], { optional: true }),
        password: simple('password'),
        password_confirmation: text(undefined, { also: [MISMATCH] }),
      },
    },
    edge: { as: 'anonymous' },
  },
  {
    method: 'POST',
    path: '/auth/login',
    as: 'anonymous',
    body: {
      valid: (f) => ({ email: f.buyer.email, password: 'wrong-password' }),
      fields: { email: text(254), password: text(MAX_PASSWORD_LENGTH, { trim: false }) },
    },
  },
  { method: 'POST', path: '/auth/logout', as: 'fresh' },
  {
    method: 'POST',
    path: '/auth/forgot-password',
    as: 'anonymous',
    body: { valid: (f) => ({ email: f.buyer.email }), fields: { email: simple('email') } },
  },
  {
    method: 'POST',
    path: '/auth/verify-reset-code',
    as: 'anonymous',
    body: { valid: (f) => ({ identifier: f.buyer.email, code: '123456' }), fields: { identifier: text(254), code: text(6) } },
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    as: 'anonymous',
    query: resetQuery,
    body: {
      valid: () => ({ password: 'secret-123', password_confirmation: 'secret-123' }),
      fields: { password: simple('password'), password_confirmation: text(undefined, { also: [MISMATCH] }) },
    },
  },
  {
    method: 'POST',
    path: '/auth/change-password',
    as: 'buyer',
    body: {
      valid: (f) => ({ current_password: f.buyer.password, new_password: 'secret-456', new_password_confirmation: 'secret-456' }),
      fields: {
        current_password: text(MAX_PASSWORD_LENGTH, { trim: false }),
        new_password: simple('password'),
        new_password_confirmation: text(undefined, { also: [MISMATCH] }),
      },
    },
  },
  {
    method: 'PATCH',
    path: '/user/profile',
    as: 'buyer',
    body: {
      valid: () => ({ firstName: 'Amina', lastName: 'Wanjiru', town: 'Nairobi' }),
      fields: {
        firstName: text(80, { optional: true, nullable: true }),
        lastName: text(80, { optional: true, nullable: true }),
        username: text(40, { optional: true, min: 2, also: ['a', 'has space', 'ünïcode', 'a/b'] }),
        phone: simple('phone', { optional: true, nullable: true }),
        mpesa: simple('phone', { optional: true, nullable: true }),
        dateOfBirth: simple('date', { optional: true, nullable: true }),
        gender: enumOf(['female', 'male', 'other', 'prefer_not_to_say'], { optional: true, nullable: true }),
        idNumber: text(30, { optional: true, nullable: true }),
        country: text(80, { optional: true, nullable: true }),
        town: text(80, { optional: true, nullable: true }),
      },
    },
    edge: { as: 'scratch' },
  },
  {
    method: 'PATCH',
    path: '/products/:id',
    as: 'admin',
    realIds: (f) => [f.products[9].id],
    body: {
      valid: () => ({ price: 2500, stock: 4 }),
      fields: {
        price: simple('amount', { optional: true }),
        // A stock of 0 is a sold-out product: the least refused is -1.
        stock: { kind: 'int', min: 0, max: 1_000_000, optional: true },
        name: text(200, { optional: true, min: 1 }),
        description: text(10_000, { optional: true, min: 0 }),
      },
    },
    edge: { as: 'admin', ids: (f) => [f.products[9].id] },
  },
  {
    method: 'POST',
    path: '/products/:id/reviews',
    as: 'buyer',
    realIds: (f) => [f.products[0].id, f.products[4].id],
    body: { valid: () => ({ rating: 4, comment: 'Lovely weave.' }), fields: { rating: int(5), comment: text(2000) } },
    edge: { as: 'scratch', ids: (f) => [f.products[7].id, f.products[8].id] },
  },
  {
    method: 'PUT',
    path: '/reviews/:id',
    as: 'buyer',
    realIds: (f) => [f.reviewId],
    body: {
      valid: () => ({ rating: 3, comment: 'Changed my mind.' }),
      fields: { rating: int(5, { optional: true }), comment: text(2000, { optional: true, min: 1 }) },
    },
    edge: { as: 'scratch', ids: (f) => [f.scratchReviewId] },
  },
  { method: 'DELETE', path: '/reviews/:id', as: 'buyer' },
  {
    // The buyer's own review: a report that passed every check is still refused (422).
    method: 'POST',
    path: '/reviews/:id/report',
    as: 'buyer',
    realIds: (f) => [f.reviewId],
    body: {
      valid: () => ({ reason: 'spam' }),
      fields: { reason: enumOf(REVIEW_REPORT_REASONS), note: text(REVIEW_REPORT_NOTE_MAX, { optional: true, min: 0 }) },
    },
    edge: { as: 'scratch', ids: (f) => [f.reviewId] },
  },
  {
    method: 'POST',
    path: '/wishlist',
    as: 'buyer',
    body: { valid: (f) => ({ product_id: f.products[4].id }), fields: { product_id: int(INT_MAX) } },
    edge: { as: 'scratch' },
  },
  { method: 'DELETE', path: '/wishlist/:product_id', as: 'buyer' },
  {
    method: 'POST',
    path: '/addresses',
    as: 'buyer',
    body: { valid: validAddress, fields: addressFields },
    edge: { as: 'scratch' },
  },
  {
    method: 'PUT',
    path: '/addresses/:id',
    as: 'buyer',
    realIds: (f) => f.addressIds,
    body: { valid: validAddress, fields: addressFields },
    edge: { as: 'scratch', ids: (f) => [f.scratchAddressId] },
  },
  { method: 'POST', path: '/addresses/:id/default', as: 'buyer' },
  { method: 'DELETE', path: '/addresses/:id', as: 'buyer' },
  {
    method: 'POST',
    path: '/returns',
    as: 'buyer',
    body: {
      valid: (f) => ({ order_id: f.orderId, reason: 'Arrived broken.' }),
      fields: {
        order_number: text(64, { optional: true, nullable: true }),
        order_id: int(INT_MAX, { optional: true, nullable: true }),
        reason: text(1000),
        refund_to: enumOf(['original', 'wallet'], { optional: true }),
      },
    },
    edge: { as: 'scratch', valid: (f) => ({ order_id: f.scratchOrderId, reason: 'Wrong colour.' }) },
  },
  { method: 'POST', path: '/returns/:id/cancel', as: 'buyer' },
  { method: 'POST', path: '/returns/:id/approve', as: 'admin' },
  {
    method: 'POST',
    path: '/returns/:id/reject',
    as: 'admin',
    realIds: (f) => [f.returnId],
    body: { valid: () => ({ reason: 'Used after delivery.' }), fields: { reason: text(500) } },
    edge: { as: 'admin', ids: () => [999999999] },
  },
  {
    method: 'POST',
    path: '/newsletter/subscribe',
    as: 'anonymous',
    body: { valid: () => ({ email: freshEmail() }), fields: { email: simple('email') } },
    edge: { as: 'anonymous' },
  },
  {
    method: 'PUT',
    path: '/newsletter/preferences',
    as: 'buyer',
    body: {
      valid: () => ({ marketing: false }),
      fields: { marketing: BOOL_OPTIONAL, product: BOOL_OPTIONAL, events: BOOL_OPTIONAL, unsubscribe: BOOL_OPTIONAL },
    },
    edge: { as: 'scratch' },
  },
  {
    method: 'PUT',
    path: '/notifications/settings',
    as: 'buyer',
    body: {
      valid: () => ({ promotions: false }),
      fields: Object.fromEntries(
        ['orderUpdates', 'promotions', 'newsletter', 'reviewReminders', 'smsAlerts', 'pushNotifications'].map((name) => [name, BOOL_OPTIONAL]),
      ),
    },
    edge: { as: 'scratch' },
  },
  {
    method: 'POST',
    path: '/contact',
    as: 'anonymous',
    body: {
      valid: () => ({ name: 'Amina', email: 'amina@example.com', message: 'Do you ship to Mombasa?' }),
      fields: { name: text(120), email: simple('email'), message: text(5000) },
    },
    edge: { as: 'anonymous' },
  },
  {
    method: 'POST',
    path: '/support-tickets',
    as: 'buyer',
    body: {
      valid: () => ({ subject: 'Where is my parcel?', message: 'It has been two weeks.' }),
      fields: {
        subject: text(200),
        description: text(5000, { optional: true, nullable: true }),
        message: text(5000, { optional: true, nullable: true }),
        ticket_category: enumOf(['delivery', 'product', 'order', 'payment', 'others'], { optional: true, nullable: true, caseInsensitive: true }),
        priority: enumOf(['high', 'medium', 'low'], { optional: true, nullable: true, caseInsensitive: true }),
        order_id: int(INT_MAX, { optional: true, nullable: true }),
      },
    },
    edge: { as: 'scratch' },
  },
  {
    method: 'POST',
    path: '/support-tickets/:id/messages',
    as: 'buyer',
    realIds: (f) => [f.ticketId],
    body: {
      valid: () => ({ body: 'Any news?' }),
      fields: {
        body: text(5000),
        status: enumOf(['open', 'pending', 'resolved', 'closed'], { optional: true, nullable: true, caseInsensitive: true }),
      },
    },
    edge: { as: 'scratch', ids: (f) => [f.scratchTicketId] },
  },
  {
    method: 'PATCH',
    path: '/support-tickets/:id/status',
    as: 'admin',
    realIds: (f) => [f.ticketId],
    body: {
      valid: () => ({ status: 'resolved' }),
      fields: { status: enumOf(['open', 'pending', 'resolved', 'closed'], { caseInsensitive: true }) },
    },
    edge: { as: 'admin', ids: (f) => [f.scratchTicketId] },
  },
  {
    method: 'PATCH',
    path: '/admin/contact-messages/:id',
    as: 'admin',
    realIds: (f) => [f.contactMessageId],
    body: { valid: () => ({ status: 'read' }), fields: { status: enumOf(['unread', 'read', 'archived'], { caseInsensitive: true }) } },
    edge: { as: 'admin', ids: (f) => [f.contactMessageId] },
  },
  {
    method: 'PATCH',
    path: '/admin/orders/:id/status',
    as: 'admin',
    realIds: (f) => [f.orderId],
    body: { valid: () => ({ status: 'Delivered' }), fields: { status: enumOf(['Shipped', 'Delivered']) } },
    edge: { as: 'admin', ids: (f) => [f.scratchOrderId] },
  },
  { method: 'POST', path: '/seller/orders/:id/accept', as: 'seller' },
  // The demo seller's shop has no M-Pesa number: each request is refused (422) and pays nothing out.
  { method: 'POST', path: '/seller/payouts', as: 'seller' },
  { method: 'POST', path: '/seller/orders/:id/deliver', as: 'seller' },
  {
    method: 'POST',
    path: '/seller/orders/:id/ship',
    as: 'seller',
    realIds: (f) => [f.sellerFulfilmentId],
    body: { valid: () => ({ carrier: 'G4S', tracking_number: 'G4S-1' }), fields: { carrier: text(100), tracking_number: text(100) } },
    edge: { as: 'seller', ids: (f) => [f.sellerFulfilmentId] },
  },
  {
    method: 'POST',
    path: '/seller/orders/:id/cancel',
    as: 'seller',
    realIds: (f) => [f.sellerFulfilmentId],
    body: { valid: () => ({ reason: 'Out of clay.' }), fields: { reason: text(1000) } },
    edge: { as: 'seller', ids: (f) => [f.sellerFulfilmentId] },
  },
  // Only the first path parameter is filled in: the shipment's is always a 404.
  { method: 'POST', path: '/orders/:id/fulfilments/:fid/received', as: 'buyer' },
  {
    method: 'POST',
    path: '/cart/items',
    as: 'buyer',
    body: { valid: line, fields: { product_id: int(INT_MAX), quantity: int(100000, { optional: true }) } },
    edge: { as: 'scratch' },
  },
  {
    method: 'PATCH',
    path: '/cart/items/:product_id',
    as: 'buyer',
    realIds: (f) => [f.products[1].id, f.products[2].id],
    body: { valid: () => ({ quantity: 1 }), fields: { quantity: int(100000) } },
    edge: { as: 'scratch', ids: (f) => [f.products[9].id] },
  },
  { method: 'DELETE', path: '/cart/items/:product_id', as: 'buyer' },
  // A well-formed code nobody made is refused too (422), and nothing is kept.
  { method: 'POST', path: '/cart/promo', as: 'buyer', body: { valid: () => ({ code: 'NO-SUCH-CODE' }), fields: { code: text(PROMO_LIMITS.codeMax) } } },
  { method: 'DELETE', path: '/cart/promo', as: 'scratch' },
  // Emptying a cart takes no input at all: its junk goes to a second buyer's cart.
  { method: 'DELETE', path: '/cart', as: 'scratch' },
  {
    method: 'POST',
    path: '/cart/merge',
    as: 'buyer',
    body: {
      valid: (f) => ({ items: [line(f)] }),
      fields: {
        // [] is a valid (empty) guest cart; 101 lines is one too many.
        items: list({ also: [[1], ['x'], Array.from({ length: 101 }, () => ({ product_id: 1, quantity: 1 }))] }),
        // Element paths are never left out: a hole would make the list shorter, not wrong.
        'items.0': object({ optional: true }),
        'items.0.product_id': int(INT_MAX),
        'items.0.quantity': int(100000),
      },
    },
    edge: { as: 'scratch' },
  },
  {
    method: 'POST',
    path: '/shopify/order',
    as: 'buyer',
    headers: idempotencyKey,
    body: {
      valid: (f) => orderPayload([{ product: f.products[4], quantity: 1 }]),
      fields: {
        id: simple('clientId'),
        order_number: simple('clientId', { optional: true }),
        financial_status: enumOf(['paid', 'pending', 'authorized']),
        total_price: simple('amount'),
        currency: enumOf(['KES']),
        customer: object(),
        'customer.id': simple('clientId', { optional: true }),
        'customer.email': simple('email'),
        'customer.first_name': text(100, { optional: true, nullable: true }),
        'customer.default_address': object({ optional: true, nullable: true }),
        line_items: list({ also: [[], [1], Array.from({ length: 101 }, () => ({ name: 'x', quantity: 1, price: '1.00', sku: 'x' }))] }),
        'line_items.0': object({ optional: true }),
        'line_items.0.id': simple('clientId', { optional: true, nullable: true }),
        'line_items.0.product_id': int(INT_MAX, { optional: true, nullable: true, digitStrings: true }),
        'line_items.0.name': text(300),
        'line_items.0.quantity': int(100000),
        'line_items.0.price': simple('price'),
        'line_items.0.sku': text(100, { optional: true, nullable: true }),
        'line_items.0.taxable': BOOL_OPTIONAL,
        promo_code: text(PROMO_LIMITS.codeMax, { optional: true, nullable: true }),
        shipping_address: object(),
        'shipping_address.address1': text(300),
        'shipping_address.city': text(100),
        'shipping_address.country': text(100),
        'shipping_address.zip': text(20, { optional: true, nullable: true }),
        billing_address: object({ optional: true, nullable: true }),
        shipping_lines: list({ optional: true, also: [[1], Array.from({ length: 11 }, () => ({ title: 'x', price: '1.00' }))] }),
        'shipping_lines.0.title': text(200),
        'shipping_lines.0.price': simple('amount'),
        total_discount: optionalAmount,
        total_tax: optionalAmount,
        order_status_url: text(2000, { optional: true, nullable: true }),
        payment_gateway_names: list({ optional: true, also: [[''], ['x'.repeat(51)], Array.from({ length: 11 }, () => 'visa'), [42]] }),
        test: BOOL_OPTIONAL,
      },
    },
    edge: { as: 'scratch' },
  },
  {
    method: 'POST',
    path: '/orders/:id/payments',
    as: 'buyer',
    realIds: (f) => [f.orderId],
    body: {
      valid: () => ({ method: 'card' }),
      fields: { method: enumOf(['mpesa', 'card']) },
    },
    // A card attempt opens the card sandbox's page for the second buyer's order (later ones find it pending).
    edge: { as: 'scratch', ids: (f) => [f.scratchOrderId] },
  },
  // Paystack's: only a body signed with the secret key is read (none of the fuzz's is).
  { method: 'POST', path: '/paystack/webhook', as: 'anonymous' },
  // The card sandbox's page: no access code the fuzz makes names a payment.
  { method: 'POST', path: '/sandbox/paystack/checkout/:access_code', as: 'anonymous' },
  {
    method: 'POST',
    path: '/mpesa/callback/:secret',
    as: 'anonymous',
    body: {
      valid: () => ({
        Body: { stkCallback: { MerchantRequestID: 'm-1', CheckoutRequestID: 'ws_CO_SBX1_0000000000000000', ResultCode: 0, ResultDesc: 'ok' } },
      }),
      fields: {
        Body: object(),
        'Body.stkCallback': object(),
        'Body.stkCallback.MerchantRequestID': text(100),
        'Body.stkCallback.CheckoutRequestID': text(100),
        'Body.stkCallback.ResultCode': int(INT_MAX),
        'Body.stkCallback.ResultDesc': text(500),
      },
    },
  },
  ...(['result', 'timeout'] as const).map((kind) => ({
    method: 'POST' as const,
    path: `/mpesa/b2c/${kind}/:secret`,
    as: 'anonymous' as const,
    body: {
      valid: () => ({ Result: { ResultCode: 0, ResultDesc: 'ok', OriginatorConversationID: 'payout-1-00', ConversationID: 'AG_1' } }),
      fields: {
        Result: object(),
        'Result.ResultCode': int(INT_MAX),
        'Result.ResultDesc': text(500),
        'Result.OriginatorConversationID': text(100),
        'Result.ConversationID': text(100),
      },
    },
  })),
  {
    method: 'POST',
    path: '/dev/settle-parcels',
    as: 'anonymous',
    body: { valid: () => ({ days_ahead: 0 }), fields: { days_ahead: { kind: 'int', min: 0, max: 365 } } },
  },
  {
    method: 'PATCH',
    path: '/admin/users/:id/status',
    as: 'admin',
    realIds: (f) => [f.buyer.id],
    body: {
      valid: () => ({ status: 'suspended', reason: 'Chargebacks under review.' }),
      fields: { status: enumOf(['active', 'suspended', 'banned']), reason: text(500, { optional: true }) },
    },
    // Suspending ends every session of the account: a third account takes it.
    edge: { as: 'admin', ids: (f) => [f.targetId] },
  },
  {
    method: 'POST',
    path: '/admin/users/:id/wallet-credits',
    as: 'admin',
    realIds: (f) => [f.buyer.id],
    body: { valid: () => ({ amount: 250, reason: 'Late delivery, our apologies.' }), fields: { amount: simple('amount'), reason: text(500) } },
  },
  {
    method: 'POST',
    path: '/seller/applications',
    as: 'buyer',
    body: {
      valid: () => ({
        shop_name: 'Kazuri Beads',
        shop_type: 'individual',
        country: 'Kenya',
        location: 'Nairobi',
        description: 'Hand-rolled ceramic beads.',
        phone: '0712345678',
        mpesa_number: '0712345678',
        years_of_experience: 4,
      }),
      fields: {
        shop_name: text(100),
        shop_type: enumOf(['brand', 'individual']),
        country: text(100),
        location: text(120),
        description: text(2000),
        phone: simple('phone'),
        mpesa_number: simple('phone'),
        years_of_experience: { kind: 'int', min: 0, max: 80 },
      },
    },
    edge: { as: 'scratch' },
  },
  { method: 'POST', path: '/admin/seller-applications/:id/approve', as: 'admin' },
  {
    method: 'POST',
    path: '/admin/seller-applications/:id/decline',
    as: 'admin',
    body: { valid: () => ({ reason: 'Please add photos of your work.' }), fields: { reason: text(1000) } },
  },
  {
    method: 'POST',
    path: '/admin/shops/:id/suspend',
    as: 'admin',
    body: { valid: () => ({ reason: 'Counterfeit goods reported.' }), fields: { reason: text(1000) } },
  },
  { method: 'POST', path: '/admin/shops/:id/restore', as: 'admin' },
  { method: 'POST', path: '/admin/shops/:id/verify', as: 'admin' },
  { method: 'POST', path: '/admin/shops/:id/unverify', as: 'admin' },
  {
    method: 'POST',
    path: '/admin/blogs',
    as: 'admin',
    body: { valid: () => ({ title: 'Fuzz story', content: '<p>Sisal, twisted by hand.</p>' }), fields: storyFields(true) },
  },
  {
    method: 'PATCH',
    path: '/admin/blogs/:id',
    as: 'admin',
    body: { valid: () => ({ title: 'Fuzz story', meta_title: 'Sisal' }), fields: storyFields(false) },
  },
  { method: 'POST', path: '/admin/blogs/:id/publish', as: 'admin' },
  { method: 'POST', path: '/admin/blogs/:id/unpublish', as: 'admin' },
  // Multipart: no JSON body shape; what the fuzz sends is never a form with an image.
  { method: 'POST', path: '/admin/blogs/images', as: 'admin' },
  {
    method: 'POST',
    path: '/admin/reviews/:id/hide',
    as: 'admin',
    body: { valid: () => ({ reason: 'Abusive language.' }), fields: { reason: text(REVIEW_HIDE_REASON_MAX) } },
  },
  { method: 'POST', path: '/admin/reviews/:id/restore', as: 'admin' },
  {
    method: 'POST',
    path: '/admin/promo-codes',
    as: 'admin',
    body: { valid: () => ({ code: `FUZZ${process.pid}`, kind: 'percent', value: 10 }), fields: promoCodeFields(true) },
  },
  {
    method: 'PATCH',
    path: '/admin/promo-codes/:id',
    as: 'admin',
    body: { valid: () => ({ value: 5 }), fields: promoCodeFields(false) },
  },
  { method: 'POST', path: '/admin/promo-codes/:id/deactivate', as: 'admin' },
  {
    method: 'POST',
    path: '/admin/orders/:id/cancel',
    as: 'admin',
    body: { valid: () => ({ reason: 'The buyer asked us by phone.' }), fields: { reason: text(500) } },
  },
  // No body: the refund's id is all (no refund is failed, so a real id answers 409, never a 500).
  { method: 'POST', path: '/admin/refunds/:id/retry', as: 'admin' },
  { method: 'POST', path: '/admin/refunds/:id/to-wallet', as: 'admin' },
];

const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

// ---------------------------------------------------------------------------------------------
// Requests

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json;;;',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'application/xml',
  'application/octet-stream',
  '*/*',
  'garbage',
  '',
];
/** Undefined: no Content-Type header at all. */
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant<string | undefined>('application/json') },
  { weight: 1, arbitrary: fc.constant<string | undefined>(undefined) },
  { weight: 3, arbitrary: fc.constantFrom<string | undefined>(...CONTENT_TYPES) },
);

/** Text that is not JSON, or not a JSON object once a server decodes it as UTF-8. */
const notJson = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    '{a:1}',
    'undefined',
    'NaN',
    '-Infinity',
    '[1,2',
    '"unterminated',
    '{"a":"\u0000"}',
    '\u0000',
    '{}{}',
    '{"a":1}garbage',
    '\ufeff{',
    '{"a":NaN}',
    '{"a":undefined}',
    'name=Amina&email=a%40b.test',
    '<xml>x</xml>',
    '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--fuzz--',
    HUGE,
  ),
  fc.string({ maxLength: 40 }).filter((s) => !parsesToObject(s)),
  fc
    .uint8Array({ minLength: 1, maxLength: 48 })
    .filter((bytes) => !parsesToObject(new TextDecoder().decode(bytes)))
    .map((bytes) => new Uint8Array(bytes)),
);

/** JSON that is well formed but not an object. */
const NOT_AN_OBJECT = ['null', 'true', 'false', '0', '-1', '1.5', '1e999', '-0', '"text"', '""', '[]', '[null]', '[[]]', `"${HUGE}"`, DEEP_ARRAY.text];
const notAnObject = fc.oneof(
  fc.constantFrom(...NOT_AN_OBJECT),
  fc
    .jsonValue({ maxDepth: 2 })
    .filter((v) => !isRecord(v) || Array.isArray(v))
    .map((v) => JSON.stringify(v)),
);

const extraKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'user_id',
    'userId',
    'is_admin',
    'role',
    '',
    ' ',
    'a.b',
    '0',
    '$where',
    'ключ',
    '\ud800',
    'x'.repeat(1000),
    'a\u0000b',
  ),
  fc.string({ maxLength: 10 }),
);
const extraValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom<unknown>(DEEP_ARRAY, DEEP_OBJECT, HUGE, INFINITE, null, 'a\u0000b'));

/** A body made wrong in one to three fields, perhaps with others left out, extra fields and odd text. */
function brokenObject(shape: BodyShape, fixtures: Fixtures): fc.Arbitrary<string> {
  const paths = Object.keys(shape.fields);
  const textPaths = paths.filter((p) => shape.fields[p].kind === 'text');
  // A hole in a list is not a missing field: only paths that do not end in an index are left out.
  const droppable = paths.filter((p) => !/\.\d+$/.test(p));
  const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
  return fc
    .record({
      broken: fc.shuffledSubarray(paths, { minLength: 1, maxLength: Math.min(3, paths.length) }),
      dropped: fc.subarray(droppable, { maxLength: Math.min(3, droppable.length) }),
      extras: fc.array(fc.tuple(extraKey, extraValue), { maxLength: 3 }),
      odd: textPaths.length ? fc.array(fc.tuple(fc.constantFrom(...textPaths), oddText), { maxLength: 2 }) : fc.constant([]),
    })
    .chain((plan) => fc.tuple(fc.constant(plan), fc.tuple(...plan.broken.map((p) => badValue(shape.fields[p])))))
    .map(([plan, values]) => {
      const body = shape.valid(fixtures);
      for (const [p, value] of plan.odd) if (!plan.broken.some((b) => related(b, p))) setPath(body, p, value);
      for (const p of plan.dropped) if (!plan.broken.some((b) => related(b, p))) setPath(body, p, MISSING);
      const fieldNames = new Set(paths.map((p) => p.split('.')[0]));
      for (const [key, value] of plan.extras) if (!fieldNames.has(key)) put(body, key, value);
      // Deepest first, so that a broken parent is not rebuilt by a broken child.
      const order = plan.broken.map((p, i) => [p, values[i]] as const).sort(([a], [b]) => b.split('.').length - a.split('.').length);
      for (const [p, value] of order) setPath(body, p, value);
      return toJson(body);
    });
}

const BAD_IDS = [
  '0',
  '-1',
  '-0',
  '1.5',
  '1e3',
  '0x1F',
  '+1',
  '%201',
  '1%20',
  'abc',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '2147483648',
  '9999999999',
  '99999999999999999999',
  String(2 ** 63),
  '1e308',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%80',
  '%ED%A0%80',
  '%FF',
  '%00',
  '%2F',
  '1%2F2',
  'x'.repeat(5000),
  '1;DROP%20TABLE%20users',
  "1'",
  '%F0%9F%92%A9',
  '%D9%A1%D9%A2',
  '01',
  '007',
];
const badId = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...BAD_IDS) },
  { weight: 1, arbitrary: fc.integer({ max: 0 }).map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: 2n ** 31n, max: 2n ** 80n }).map(String) },
  {
    weight: 1,
    arbitrary: fc
      .double()
      .filter((x) => !Number.isInteger(x) || x <= 0)
      .map(String)
      .map(encodeURIComponent),
  },
  {
    weight: 1,
    arbitrary: fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((s) => !/^\d+$/.test(s.trim()))
      .map(encodeURIComponent),
  },
);
/** Well-formed ids no record has. */
const absentId = fc.integer({ min: 1_500_000_000, max: 2147483647 }).map(String);

const junkQuery = fc.oneof(
  { weight: 8, arbitrary: fc.constant('') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '?',
      '?a=1',
      '?%zz=%zz',
      '?a=%E0%A4%A',
      `?x=${'y'.repeat(20000)}`,
      '?a[]=1&a[]=2',
      '?&&&==',
      '?page=-1&per_page=1e308',
      '?__proto__[x]=1',
      '?a=%00',
      '?a=%ED%A0%80',
    ),
  },
);

/** The route's requests (without identity): each carries a broken body, or none when the route reads none. */
function requestsFor(route: WriteRoute, fixtures: Fixtures): fc.Arbitrary<FuzzRequest> {
  const ids = route.realIds?.(fixtures) ?? [];
  const idArb = fc.oneof(
    { weight: 3, arbitrary: badId },
    { weight: 1, arbitrary: absentId },
    ...(ids.length ? [{ weight: 3, arbitrary: fc.constantFrom(...ids.map(String)) }] : []),
  );
  const body: fc.Arbitrary<string | Uint8Array<ArrayBuffer> | undefined> = route.body
    ? fc.oneof(
        { weight: 2, arbitrary: notJson },
        { weight: 2, arbitrary: notAnObject },
        { weight: 12, arbitrary: brokenObject(route.body, fixtures) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
    : fc.oneof(
        fc.constant(undefined),
        notJson,
        notAnObject,
        fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
      );
  return fc
    .record({
      id: idArb,
      query: route.query ?? junkQuery,
      headers: route.headers ?? fc.constant({}),
      contentType,
      body,
    })
    .map(({ id, query, headers, contentType: type, body: payload }) => ({
      method: route.method,
      path: route.path.replace(/:[a-z_]+/, id) + query,
      headers: { ...headers, ...(type === undefined ? {} : { 'content-type': type }) },
      body: payload,
    }));
}

/** Values the field accepts that sit at its edges, or text no field refuses that is still hostile. */
function edgeValue(field: Field): fc.Arbitrary<unknown> {
  const absent = [...(field.optional ? [MISSING] : []), ...(field.nullable ? [null] : [])];
  const pick = (...values: unknown[]) => fc.constantFrom(...absent, ...values);
  switch (field.kind) {
    case 'text':
      return field.max === undefined ? oddText : fc.oneof(oddText, pick('x'.repeat(field.max), '\ud800'.repeat(field.max), `  ${'é'.repeat(field.max)}  `));
    case 'email':
      return pick('a@b.co', `${'x'.repeat(64)}@${'y'.repeat(63)}.${'z'.repeat(63)}.com`, 'UPPER@EXAMPLE.COM', "o'brien+tag@example.co.ke");
    case 'password':
      return pick('x'.repeat(MAX_PASSWORD_LENGTH), '      ', '\ud800'.repeat(6), 'pässwörd😀');
    case 'phone':
      return pick('0000000', '+254 712-345-678', '1'.repeat(20), ' 0712345678 ');
    case 'date':
      return pick('0001-01-01', '9999-12-31', '2024-02-29', '1900-02-28');
    case 'price':
      return pick('0.00', '9999999999.99');
    case 'amount':
      return pick(0, 1e12, 0.001, '0.00', '9999999999.99');
    case 'clientId':
      return pick(0, Number.MAX_SAFE_INTEGER, 'x'.repeat(100), ' id ', '😀');
    case 'bool':
      return pick(true, false);
    case 'int':
      return pick(field.min, field.min + 1, field.max, ...(field.digitStrings ? [` ${field.max} `] : []));
    case 'enum':
      return pick(...field.values, ...(field.caseInsensitive ? field.values.map((v) => ` ${v.toUpperCase()} `) : []));
    case 'object':
    case 'list':
      throw new Error('lists and objects keep their well-formed value; their fields take the edges');
  }
}

/** Well-formed requests with some fields at their edges (the rest as a real client sends them). */
function edgeRequestsFor(route: WriteRoute, fixtures: Fixtures): fc.Arbitrary<FuzzRequest> {
  const shape = route.body!;
  const edge = route.edge!;
  // Lists and objects stay as they are: their fields take the edges.
  const paths = Object.keys(shape.fields).filter((p) => !['object', 'list'].includes(shape.fields[p].kind));
  const ids = edge.ids?.(fixtures) ?? [0];
  return fc
    .tuple(fc.constantFrom(...ids), route.headers ?? fc.constant({}), fc.shuffledSubarray(paths, { minLength: 1 }))
    .chain(([id, headers, chosen]) => fc.tuple(fc.constant({ id, headers, chosen }), fc.tuple(...chosen.map((p) => edgeValue(shape.fields[p])))))
    .map(([{ id, headers, chosen }, values]) => {
      const body = (edge.valid ?? shape.valid)(fixtures);
      chosen.forEach((p, i) => setPath(body, p, values[i]));
      return {
        method: route.method,
        path: route.path.replace(/:[a-z_]+/, String(id)),
        headers: { ...headers, 'content-type': 'application/json' },
        body: toJson(body),
      };
    });
}

/** Authorization headers that name nobody. */
const BROKEN_AUTHORIZATIONS = [
  '',
  'Bearer',
  'Bearer ',
  'Bearer x',
  `Bearer ${'x'.repeat(10000)}`,
  'Basic dXNlcjpwYXNz',
  'Bearer a b',
  'Token abc',
  'Bearer %00',
  'bearer null',
  'Bearer undefined',
];

// ---------------------------------------------------------------------------------------------
// The run

let api: TestApi;
let fixtures: Fixtures;
let ipCounter = 0;
/** Requests the fuzz has sent so far. */
let sent = 0;
/** Every request from its own address, so per-address limits never stop a request before its validation. */
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

async function authorizationFor(who: Identity): Promise<string | undefined> {
  switch (who) {
    case 'buyer':
      return `Bearer ${fixtures.buyer.token}`;
    case 'admin':
      return `Bearer ${fixtures.admin.token}`;
    case 'seller':
      return `Bearer ${fixtures.seller.token}`;
    case 'scratch':
      return `Bearer ${fixtures.scratch.token}`;
    case 'fresh':
      return `Bearer ${(await issueToken(api.db, fixtures.scratch.id, 3600_000)).token}`;
    case 'anonymous':
      return undefined;
  }
}

interface Answer {
  status: number;
  body: unknown;
}

async function send(request: FuzzRequest, authorization: string | undefined): Promise<Answer> {
  const headers = new Headers(request.headers);
  if (authorization !== undefined) headers.set('authorization', authorization);
  headers.set('x-forwarded-for', nextIp());
  const body = typeof request.body === 'string' ? new TextEncoder().encode(request.body) : request.body;
  const res = await api.app.request(request.path, { method: request.method, headers, body });
  const raw = await res.text();
  let parsed: unknown = raw;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // Left as text: reported below when it should have been an envelope.
  }
  return { status: res.status, body: parsed };
}

const preview = (value: unknown, max = 160) => {
  const textValue = typeof value === 'string' ? value : value instanceof Uint8Array ? `bytes ${Buffer.from(value).toString('hex')}` : String(value);
  const escaped = JSON.stringify(textValue);
  return escaped.length > max ? `${escaped.slice(0, max)}… (${textValue.length} chars)` : escaped;
};

const describeRequest = (r: FuzzRequest, who: string) =>
  `${r.method} ${preview(r.path, 120)} as ${who} headers=${preview(JSON.stringify(r.headers), 120)} body=${preview(r.body)}`;

const isEnvelope = (body: unknown): body is { status: string; message: string } =>
  isRecord(body) && body.status === 'error' && typeof body.message === 'string' && body.message.length > 0 && 'data' in body;

/** What is wrong with an answer, or null: a 5xx, a refusal that is not the envelope, or an unexpected status. */
function problemWith(answer: Answer, expect: (status: number) => boolean): string | null {
  if (answer.status >= 500) return `${answer.status} ${preview(JSON.stringify(answer.body), 200)}`;
  if (answer.status >= 400 && !isEnvelope(answer.body)) return `${answer.status} without the error envelope: ${preview(JSON.stringify(answer.body), 200)}`;
  if (!expect(answer.status)) return `unexpected ${answer.status}: ${preview(JSON.stringify(answer.body), 200)}`;
  return null;
}

/** A seed per route, from the base seed and the route's name, so adding a route changes no other's requests. */
function seedFor(key: string, salt: string): number {
  let hash = BASE_SEED | 0;
  for (const ch of `${key}|${salt}`) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}

async function run(
  key: string,
  phase: string,
  requests: FuzzRequest[],
  who: Identity | ((i: number) => Promise<string | undefined>),
  expect: (status: number) => boolean,
) {
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  for (const [i, request] of requests.entries()) {
    const authorization = typeof who === 'function' ? await who(i) : await authorizationFor(who);
    const answer = await send(request, authorization);
    sent += 1;
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const problem = problemWith(answer, expect);
    if (problem) problems.push(`${problem}\n    ← ${describeRequest(request, typeof who === 'function' ? preview(authorization, 40) : who)}`);
  }
  if (process.env.FUZZ_REPORT) {
    const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    console.log(`${key} (${phase}): ${counts.join(' ')}`);
  }
  if (problems.length) {
    throw new Error(
      `${key} (${phase}, seed ${seedFor(key, phase)} from FUZZ_SEED=${BASE_SEED}): ${problems.length} of ${requests.length} answers were wrong:\n` +
        problems.slice(0, 15).join('\n') +
        (problems.length > 15 ? `\n  … and ${problems.length - 15} more` : ''),
    );
  }
}

/** The buyer's account as the API shows it. */
async function readAccount(token: string) {
  const reads = [
    '/cart',
    '/orders?per_page=50',
    '/addresses',
    '/user/profile',
    '/reviews',
    '/support-tickets',
    '/returns',
    '/wishlist',
    '/notifications/settings',
    '/newsletter/preferences',
    '/wallet',
  ];
  const answers = await Promise.all(reads.map((path) => api.request('GET', path, { token })));
  return Object.fromEntries(reads.map((path, i) => [path, { status: answers[i].status, data: answers[i].body.data }]));
}

async function created(res: { status: number; body: { data: any } }, what: string) {
  if (res.status !== 201 && res.status !== 200) throw new Error(`fixture ${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

let before: Awaited<ReturnType<typeof readAccount>>;
/** The buyer's own browser: the fuzz's wrong passwords, from new addresses, slow strangers to the account, not it. */
let buyerDevice: string;

beforeAll(async () => {
  api = await createTestApi();
  const products = await pickProducts(api.db, 10, { minStock: 30 });
  const buyer = await api.createUser();
  const admin = await api.createUser({ userType: 'admin' });
  const scratch = await api.createUser();
  const as = (token: string) => ({ token, headers: { 'x-forwarded-for': nextIp() } });

  const { order } = await created(
    await api.request('POST', '/shopify/order', { ...as(buyer.token), body: orderPayload([{ product: products[0], quantity: 1 }]) }),
    'order',
  );
  // Paid by card (on the sandbox's page) and delivered by an admin: only a paid, delivered order can be returned.
  if ((await payByCard(api, buyer.token, order.order_id)).status !== 'completed') throw new Error('fixture payment failed');
  await created(await api.request('PATCH', `/admin/orders/${order.order_id}/status`, { ...as(admin.token), body: { status: 'Delivered' } }), 'delivery');
  const returned = await created(
    await api.request('POST', '/returns', { ...as(buyer.token), body: { order_id: order.order_id, reason: 'Arrived broken.' } }),
    'return',
  );
  // Only a buyer who received a piece reviews it: each buyer has a delivered order of the piece.
  const delivered = (userId: number, product: TestProduct) =>
    createOrder(api, userId, { status: 'Delivered', invoice: null, lines: [{ productId: product.id, name: product.name, price: product.price, quantity: 1 }] });
  await delivered(buyer.id, products[0]);
  await delivered(scratch.id, products[6]);
  const review = await created(
    await api.request('POST', `/products/${products[0].id}/reviews`, { ...as(buyer.token), body: { rating: 5, comment: 'Beautiful.' } }),
    'review',
  );
  const ticket = await created(
    await api.request('POST', '/support-tickets', { ...as(buyer.token), body: { subject: 'Parcel', message: 'Where is it?' } }),
    'ticket',
  );
  const addressIds: number[] = [];
  for (const city of ['Nairobi', 'Mombasa']) {
    addressIds.push((await created(await api.request('POST', '/addresses', { ...as(buyer.token), body: { ...validAddress(), city } }), 'address')).id);
  }
  await created(await api.request('POST', '/cart/items', { ...as(buyer.token), body: { product_id: products[1].id, quantity: 2 } }), 'cart line');
  await created(await api.request('POST', '/cart/items', { ...as(buyer.token), body: { product_id: products[2].id, quantity: 1 } }), 'cart line');
  await created(await api.request('POST', '/wishlist', { ...as(buyer.token), body: { product_id: products[3].id } }), 'wishlist');
  await created(await api.request('PUT', '/notifications/settings', { ...as(buyer.token), body: { smsAlerts: true } }), 'settings');

  // The second buyer's records take the well-formed edge requests, on products the first buyer's
  // cart does not hold (a review changes a product's rating, which the cart shows).
  const scratchOrder = await created(
    await api.request('POST', '/shopify/order', { ...as(scratch.token), body: orderPayload([{ product: products[5], quantity: 1 }]) }),
    'scratch order',
  );
  const scratchAddress = await created(await api.request('POST', '/addresses', { ...as(scratch.token), body: validAddress() }), 'scratch address');
  const scratchTicket = await created(
    await api.request('POST', '/support-tickets', { ...as(scratch.token), body: { subject: 'Hi', message: 'Hello' } }),
    'scratch ticket',
  );
  const scratchReview = await created(
    await api.request('POST', `/products/${products[6].id}/reviews`, { ...as(scratch.token), body: { rating: 3, comment: 'Fine.' } }),
    'scratch review',
  );
  await created(await api.request('POST', '/cart/items', { ...as(scratch.token), body: { product_id: products[9].id, quantity: 1 } }), 'scratch cart line');
  const target = await api.createUser();
  const [contactMessage] = await api.db
    .insert(contactMessages)
    .values({ name: 'Fuzz Writer', email: 'writer@example.test', message: 'Hello' })
    .returning({ id: contactMessages.id });
  const seller = await api.createUser({ userType: 'seller' });
  const [division] = await api.db.select({ id: divisions.id }).from(divisions).orderBy(divisions.id).limit(1);
  await api.db
    .insert(shops)
    .values({ ownerId: seller.id, shopName: 'Fuzz Shop', shopUrlSlug: `fuzz-shop-${seller.id}`, shopType: 'individual', location: 'Kitui', country: 'Kenya' });
  const sellerDraft = await created(
    await api.request('POST', '/seller/products', {
      ...as(seller.token),
      body: { name: 'Fuzz bowl', price: 100, stock: 1, sku: 'FUZZ-BOWL', division_id: division.id },
    }),
    'seller draft',
  );
  // The seller's shop sold the second buyer's piece: that order's (unpaid) shipment is theirs.
  const [fuzzShop] = await api.db.select({ id: shops.id }).from(shops).where(eq(shops.ownerId, seller.id));
  await api.db.update(productRows).set({ shopId: fuzzShop.id }).where(eq(productRows.id, products[5].id));
  const [sellerFulfilment] = await api.db
    .update(fulfilments)
    .set({ shopId: fuzzShop.id })
    .where(eq(fulfilments.orderId, scratchOrder.order.order_id))
    .returning({ id: fulfilments.id });

  fixtures = {
    buyer,
    admin: { id: admin.id, token: admin.token },
    seller: { id: seller.id, token: seller.token, productId: sellerDraft.product.product_id, divisionId: division.id },
    sellerFulfilmentId: sellerFulfilment.id,
    scratch: { id: scratch.id, token: scratch.token },
    products,
    orderId: order.order_id,
    orderNumber: order.order_number,
    addressIds,
    reviewId: review.id,
    ticketId: ticket.ticket_id,
    returnId: returned.id,
    scratchAddressId: scratchAddress.id,
    scratchTicketId: scratchTicket.ticket_id,
    scratchReviewId: scratchReview.id,
    scratchOrderId: scratchOrder.order.order_id,
    targetId: target.id,
    contactMessageId: contactMessage.id,
  };
  const signedIn = await api.request('POST', '/auth/login', {
    body: { email: buyer.email, password: buyer.password },
    headers: { 'x-forwarded-for': nextIp() },
  });
  buyerDevice = signedIn.body.data.device_token;
  before = await readAccount(buyer.token);
});

afterAll(() => api?.close());

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

it('has a fuzz line for every write route the app registers, and none for a route that is gone', () => {
  const registered = new Set(api.app.routes.filter((r) => WRITE_METHODS.has(r.method)).map(routeKey));
  expect([...registered].sort()).toEqual(ROUTES.map(routeKey).sort());
  // app.all() would add a write route under ALL; the ALL entries there are must be middleware.
  const writePaths = new Set(ROUTES.map((r) => r.path));
  const unknownAll = api.app.routes.filter((r) => r.method === 'ALL' && !r.path.endsWith('*') && !writePaths.has(r.path));
  expect(unknownAll).toEqual([]);
});

describe.each(ROUTES.map((route) => [routeKey(route), route] as const))('%s', (key, route) => {
  it(`answers ${RUNS} malformed requests with 4xx, never a 5xx`, async () => {
    const requests = fc.sample(requestsFor(route, fixtures), { numRuns: RUNS, seed: seedFor(key, 'main') });
    // With a broken body nothing may succeed; a route without input may.
    await run(key, 'main', requests, route.as, (status) => !route.body || (status >= 400 && status < 500));
  });

  if (route.as === 'anonymous') {
    it('answers a signed-in buyer the same way', async () => {
      const requests = fc.sample(requestsFor(route, fixtures), { numRuns: WRONG_IDENTITY_RUNS, seed: seedFor(key, 'buyer') });
      await run(key, 'buyer', requests, 'buyer', (status) => status >= 400 && status < 500);
    });
  } else {
    it('answers 401 without a session or with a broken one', async () => {
      const requests = fc.sample(requestsFor(route, fixtures), { numRuns: WRONG_IDENTITY_RUNS, seed: seedFor(key, 'anonymous') });
      const authorizations = fc.sample(fc.constantFrom<string | undefined>(undefined, ...BROKEN_AUTHORIZATIONS), {
        numRuns: WRONG_IDENTITY_RUNS,
        seed: seedFor(key, 'auth'),
      });
      // A NUL in the URL is refused before anything else, session or not.
      await run(
        key,
        'anonymous',
        requests,
        async (i) => authorizations[i],
        (status) => status === 401 || status === 422,
      );
    });
  }

  if (route.as === 'admin' || route.as === 'seller') {
    it('answers a buyer 403 (or 404 for a path that names nothing)', async () => {
      const requests = fc.sample(requestsFor(route, fixtures), { numRuns: WRONG_IDENTITY_RUNS, seed: seedFor(key, 'not-admin') });
      await run(key, 'not-admin', requests, 'buyer', (status) => status === 403 || status === 404 || status === 422);
    });
  }

  if (route.edge) {
    const edge = route.edge;
    it('takes well-formed bodies with edge values and hostile text without a 5xx', async () => {
      const requests = fc.sample(edgeRequestsFor(route, fixtures), { numRuns: EDGE_RUNS, seed: seedFor(key, 'edge') });
      await run(key, 'edge', requests, edge.as, () => true);
    });
  }
});

it("leaves the buyer's cart, orders, addresses and the rest of the account as they were", async () => {
  // Runs after the fuzz above (jest keeps the file's order).
  expect(sent).toBeGreaterThanOrEqual(ROUTES.length * RUNS);
  expect(await readAccount(fixtures.buyer.token)).toEqual(before);
  const login = await api.request('POST', '/auth/login', {
    body: { email: fixtures.buyer.email, password: fixtures.buyer.password },
    headers: { 'x-forwarded-for': nextIp(), 'x-device-token': buyerDevice },
  });
  expect(login.status).toBe(200);
});
