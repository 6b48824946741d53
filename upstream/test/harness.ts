// A real API over a real, seeded database for one test file. Open it in beforeAll, close it in afterAll.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import argon2 from 'argon2';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp, type App } from '../src/app';
import type { ApiConfig, ApiDeps } from '../src/context';
import { openDatabase, type Database } from '../src/db/client';
import { mailOutbox, users } from '../src/db/schema';
import { issueToken } from '../src/auth/tokens';
import { RateLimiter } from '../src/http/rate-limit';
import { createMailer } from '../src/mail/mailer';
import { MpesaSandbox } from '../src/payments/mpesa-sandbox';
import type { CardProvider, MpesaProvider } from '../src/payments/provider';
import { PAYMENT_DEFAULTS, type PaymentSettings } from '../src/payments/setup';
import { PaystackSandbox } from '../src/payments/paystack-sandbox';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/demo';
import { PG_TEST_PREFIX, pgTemplateName, templateMediaDir, templatePgliteDir, withDatabase } from './template';

export interface TestResponse<T = any> {
  status: number;
  body: { status: 'success' | 'error'; message: string; data: T };
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestApi {
  app: App;
  db: Database;
  /** This file's PostgreSQL database, when the run is on PostgreSQL; null on PGlite. */
  databaseUrl: string | null;
  deps: ApiDeps;
  publicUrl: string;
  request<T = any>(method: string, url: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** Logs a demo account in through POST /auth/login and returns its bearer token. */
  loginAs(who: keyof typeof DEMO_USERS): Promise<string>;
  /** A brand-new buyer (or other type), inserted directly, with a bearer token. */
  createUser(options?: { userType?: 'buyer' | 'seller' | 'admin'; email?: string; name?: string }): Promise<{
    id: number;
    email: string;
    password: string;
    token: string;
  }>;
  close(): Promise<void>;
}

let userCounter = 0;

/** Where a card payment's hosted page sends the buyer back (the storefront's order page). */
export const STOREFRONT_URL = 'http://shop.test';

/** The callback secret of every test API. */
export const TEST_CALLBACK_SECRET = 'test-callback-secret';

export interface TestPaymentOptions {
  /** Another M-Pesa provider (a Daraja client against a fake server); the sandbox otherwise. */
  mpesa?: MpesaProvider;
  /** Another card provider (a Paystack client against nock); Paystack's sandbox otherwise. */
  card?: CardProvider;
  /** The sandbox's callback delay (100 ms in tests). */
  sandboxDelayMs?: number;
  settings?: Partial<PaymentSettings>;
}

export async function createTestApi(overrides: Partial<ApiConfig> = {}, paymentOptions: TestPaymentOptions = {}): Promise<TestApi> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  let cleanup: () => Promise<void>;
  let handle;
  let databaseUrl: string | null = null;
  if (pgUrl) {
    const name = `${PG_TEST_PREFIX}${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${pgTemplateName()}"`);
    await admin.end();
    databaseUrl = withDatabase(pgUrl, name);
    handle = await openDatabase({ databaseUrl });
    cleanup = async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    };
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'marketplace-test-'));
    cpSync(templatePgliteDir, dir, { recursive: true });
    handle = await openDatabase({ dataDir: dir });
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }

  const publicUrl = 'http://api.test';
  const deps: ApiDeps = {
    db: handle.db,
    config: { env: 'test', mediaDir: templateMediaDir, publicUrl, tokenTtlMs: 3600_000, ...overrides },
    mailer: createMailer({}),
    limiter: new RateLimiter({ db: handle.db }),
    payments: (() => {
      const sandbox = paymentOptions.mpesa ? null : new MpesaSandbox({ delayMs: paymentOptions.sandboxDelayMs ?? 100 });
      const cardSandbox = paymentOptions.card
        ? null
        : new PaystackSandbox({ pageBaseUrl: publicUrl, webhookUrl: `${publicUrl}/paystack/webhook`, refundDelayMs: paymentOptions.sandboxDelayMs ?? 100 });
      return {
        mpesa: paymentOptions.mpesa ?? sandbox!,
        payer: sandbox,
        card: paymentOptions.card ?? cardSandbox!,
        sandbox,
        cardSandbox,
        settings: {
          callbackSecret: TEST_CALLBACK_SECRET,
          callbackBaseUrl: publicUrl,
          storefrontUrl: STOREFRONT_URL,
          ...PAYMENT_DEFAULTS,
          ...paymentOptions.settings,
        },
      };
    })(),
  };
  const app = createApp(deps);

  const request: TestApi['request'] = async (method, url, { token, body, headers = {} } = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (token) (init.headers as Record<string, string>).authorization = `Bearer ${token}`;
    if (body !== undefined) {
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await app.request(url, init);
    const text = await res.text();
    let parsed: any;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };

  return {
    app,
    db: handle.db,
    databaseUrl,
    deps,
    publicUrl,
    request,
    async loginAs(who) {
      const res = await request('POST', '/auth/login', { body: { email: DEMO_USERS[who].email, password: DEMO_PASSWORD } });
      if (res.status !== 200) throw new Error(`login as ${who} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data.accessToken as string;
    },
    async createUser({ userType = 'buyer', email, name } = {}) {
      userCounter += 1;
      const password = 'test-pass-123';
      const address = email ?? `user${process.pid}-${userCounter}-${Date.now()}@test.crafts.ke`;
      const [row] = await handle.db
        .insert(users)
        .values({
          name: name ?? `Test User ${userCounter}`,
          username: address.split('@')[0],
          email: address,
          userType,
          passwordHash: await argon2.hash(password, { type: argon2.argon2id }),
        })
        .returning({ id: users.id });
      const { token } = await issueToken(handle.db, row.id, 3600_000);
      return { id: row.id, email: address, password, token };
    },
    async close() {
      deps.payments.sandbox?.stop();
      await deps.payments.sandbox?.idle();
      await handle.close();
      await cleanup();
    },
  };
}

/**
 * The test API of this file: opened before its tests (beforeAll, given a minute, since copying the
 * seeded database can take a while on a busy machine) and closed after them (afterAll). What it
 * answers stands for that API, so a file writes `const api = testApiForFile();` and uses `api` in
 * its hooks and tests as it would the one createTestApi returns.
 */
export function testApiForFile(overrides: Partial<ApiConfig> = {}, paymentOptions: TestPaymentOptions = {}): TestApi {
  let opened: TestApi | undefined;
  beforeAll(async () => {
    opened = await createTestApi(overrides, paymentOptions);
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
  });
  return new Proxy({} as TestApi, {
    get(_target, key) {
      if (!opened) {
        if (typeof key === 'symbol' || key === 'then') return undefined;
        throw new Error(`the test API is opened in beforeAll: read api.${key} in a hook or a test`);
      }
      const value = opened[key as keyof TestApi];
      return typeof value === 'function' ? value.bind(opened) : value;
    },
  });
}

/** The six-digit reset code the API last mailed to this address (read from its outbox). */
export async function latestResetCode(api: TestApi, to: string): Promise<string> {
  const [mail] = await api.db
    .select({ body: mailOutbox.body })
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.toAddress})`, to.toLowerCase()))
    .orderBy(sql`${mailOutbox.id} desc`)
    .limit(1);
  const match = /code is (\d{6})/.exec(mail?.body ?? '');
  if (!match) throw new Error(`no reset code mailed to ${to}`);
  return match[1];
}

/**
 * Each of these calls is refused 401 without a token and with a bad one. A call other than GET
 * sends `body`, one the route would take from a signed-in user, so only the token can refuse it.
 */
export async function expectEachNeedsAToken(api: TestApi, calls: string[][], body: unknown = {}) {
  for (const [method, url] of calls) {
    const sent = method === 'GET' ? undefined : body;
    expect((await api.request(method, url, { body: sent })).status).toBe(401);
    expect((await api.request(method, url, { token: 'bad', body: sent })).status).toBe(401);
  }
}

/** One page of a paginated list, which must answer 200 (GET path): its rows, page numbers and total. */
export async function listPage(api: TestApi, path: string) {
  const res = await api.request('GET', path);
  expect(res.status).toBe(200);
  return res.body.data as { data: any[]; current_page: number; last_page: number; per_page: number; total: number };
}

/** Whether the values are sorted as cmp sorts them. */
export const inOrder = <T>(values: T[], cmp: (a: T, b: T) => number) => values.every((v, i) => i === 0 || cmp(values[i - 1], v) <= 0);
/** Code-point order, as the database's C collation sorts text and JavaScript compares strings. */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
