#!/usr/bin/env node
// Load: the whole shop at once, as many people use it (issue 22, point 6).
//
//   npm run bench:load                      # 50 connections, 60 s of mixed traffic
//   npm run bench:load -- --seconds 20      # a quick look
//   npm run bench:load -- --port 3300 --reuse   # servers already running on 3300 and 4300
//
// It starts the production storefront and the API (scripts/start.mjs, which builds when the
// sources changed) on ports of their own, with the API's data in .data/bench-load (a copy of the
// test template when there is one). Then:
//   1. the baseline: 15 s of /hello, a static page of the same build, over the same 50 connections;
//   2. the mix: 50 virtual shoppers for 60 s, one request at a time each: 20 signed-in buyers
//      (one each, so each cart has one writer) and 30 guests with a cart cookie of their own. Each
//      picks, by weight: browse (a marketplace page), search (a listing search), product (a product
//      page), add to cart, view cart, and, buyers only, checkout. Every shopper keeps the cart it
//      expects; every view of the cart is compared with it (a line missing or a wrong quantity is
//      a lost line). A checkout is sent twice at once with one idempotency key, as a double click
//      or a retry does: both answers must name the same order, and the buyer's order count at the
//      API must grow by exactly one.
// It prints, per kind: requests, req/s, p50 and p99, errors (a 5xx, a refused connection, or an
// answer that is not what the kind expects), beside the static page's; then lost lines and the
// orders check. Exit code 1 when anything failed.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { option, root, signIn, waitFor } from './support.mjs';

const seconds = Number(option('seconds', '60'));
const baselineSeconds = Number(option('baseline-seconds', '15'));
const connections = Number(option('connections', '50'));
const buyerCount = Number(option('buyers', '20'));
const port = Number(option('port', '3960'));
const reuse = process.argv.includes('--reuse');
const base = `http://127.0.0.1:${port}`;
const apiBase = `http://127.0.0.1:${port + 1000}`;
const PASSWORD = 'karibu-load-1';

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

function startServers() {
  const dataDir = path.join(root, '.data', 'bench-load');
  const template = path.join(root, '.data', 'test-template');
  if (!existsSync(dataDir) && existsSync(path.join(template, 'STAMP'))) cpSync(template, dataDir, { recursive: true });
  return spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), API_PORT: String(port + 1000), DATA_DIR: dataDir, DATABASE_URL: '', API_NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/** One request over the shared keep-alive agent: status, headers and body text, and its time. */
function request(url, { method = 'GET', headers = {}, body } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(url, { method, agent, headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
      );
      res.on('error', () => resolve({ status: 0, headers: {}, text: '', ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, headers: {}, text: '', ms: performance.now() - started }));
    req.setTimeout(30_000, () => req.destroy());
    if (body !== undefined) req.write(JSON.stringify(body));
    req.end();
  });
}

async function api(pathname, { method = 'GET', body, token, from } = {}) {
  const res = await fetch(`${apiBase}${pathname}`, {
    method,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      // Each buyer registers from an address of their own, as people do (the API limits per address).
      ...(from ? { 'x-forwarded-for': from } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${json.message}`);
  return json.data;
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0);

class Stats {
  constructor() {
    this.kinds = new Map();
    this.failures = [];
  }
  record(kind, ms, ok, detail) {
    let entry = this.kinds.get(kind);
    if (!entry) this.kinds.set(kind, (entry = { times: [], errors: 0 }));
    entry.times.push(ms);
    if (!ok) {
      entry.errors += 1;
      if (this.failures.length < 20) this.failures.push(`${kind}: ${detail}`);
    }
  }
  summary(kind, elapsedS) {
    const entry = this.kinds.get(kind) ?? { times: [], errors: 0 };
    const sorted = [...entry.times].sort((a, b) => a - b);
    return { kind, requests: sorted.length, rate: sorted.length / elapsedS, p50: percentile(sorted, 50), p99: percentile(sorted, 99), errors: entry.errors };
  }
}

// ---------------------------------------------------------------- the shoppers

const MAX_PER_LINE = 2;
const WEIGHTS = { browse: 20, search: 10, product: 30, 'add to cart': 15, 'view cart': 15, checkout: 3 };

function pick(weights, random = Math.random) {
  const entries = Object.entries(weights);
  let roll = random() * entries.reduce((sum, [, w]) => sum + w, 0);
  for (const [kind, weight] of entries) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return entries[0][0];
}

/** A shopper: its cookie jar, the cart it expects, and (for a buyer) its address and API token. */
function makeShopper({ buyer = null } = {}) {
  return { buyer, cookies: new Map(buyer ? [buyer.session.split('=')] : []), expected: new Map(), checkouts: 0 };
}

const cookieHeader = (shopper) => [...shopper.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
function keepCookies(shopper, res) {
  for (const line of [res.headers['set-cookie'] ?? []].flat()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    if (value === '' || /max-age=0/i.test(line)) shopper.cookies.delete(name);
    else shopper.cookies.set(name, value);
  }
}

async function step(shopper, kind, ctx) {
  const headers = { cookie: cookieHeader(shopper), origin: base, accept: 'application/json', 'x-forwarded-for': shopper.address };
  const { products, stats } = ctx;
  // Two of a product in one cart at most, well under any stock.
  let product = products[Math.floor(Math.random() * products.length)];
  while ((shopper.expected.get(product.id) ?? 0) >= MAX_PER_LINE) product = products[Math.floor(Math.random() * products.length)];
  switch (kind) {
    case 'browse': {
      const res = await request(`${base}/marketplace${Math.random() < 0.5 ? '' : `?page=${1 + Math.floor(Math.random() * 5)}`}`, {
        headers: { cookie: headers.cookie },
      });
      stats.record(kind, res.ms, res.status === 200, `${res.status}`);
      return;
    }
    case 'search': {
      const term = ['basket', 'kanga', 'beaded', 'carving', 'leather', 'sisal'][Math.floor(Math.random() * 6)];
      const res = await request(`${base}/marketplace?search=${term}`, { headers: { cookie: headers.cookie } });
      stats.record(kind, res.ms, res.status === 200, `${res.status}`);
      return;
    }
    case 'product': {
      const res = await request(`${base}/product/${product.id}`, { headers: { cookie: headers.cookie } });
      stats.record(kind, res.ms, res.status === 200, `${res.status}`);
      return;
    }
    case 'add to cart': {
      const res = await request(`${base}/api/cart/items`, { method: 'POST', headers, body: { productId: product.id, quantity: 1 } });
      keepCookies(shopper, res);
      const ok = res.status === 200 || res.status === 201;
      stats.record(kind, res.ms, ok, `${res.status} ${res.text.slice(0, 80)}`);
      if (ok) shopper.expected.set(product.id, (shopper.expected.get(product.id) ?? 0) + 1);
      return;
    }
    case 'view cart': {
      const res = await request(`${base}/api/cart`, { headers });
      keepCookies(shopper, res);
      stats.record(kind, res.ms, res.status === 200, `${res.status}`);
      if (res.status === 200) compareCart(shopper, JSON.parse(res.text).cart, ctx);
      return;
    }
    case 'checkout': {
      if (!shopper.buyer || shopper.expected.size === 0) return step(shopper, 'add to cart', ctx);
      const before = (await api('/orders?page=1', { token: shopper.buyer.token })).total;
      const key = randomUUID();
      shopper.checkouts += 1;
      const send = () => request(`${base}/api/checkout`, { method: 'POST', headers, body: { addressId: shopper.buyer.addressId, idempotencyKey: key } });
      const [first, second] = await Promise.all([send(), send()]);
      for (const res of [first, second]) stats.record(kind, res.ms, res.status === 201, `${res.status} ${res.text.slice(0, 120)}`);
      if (first.status === 201 && second.status === 201) {
        const numbers = [first, second].map((r) => JSON.parse(r.text).order.number);
        const after = (await api('/orders?page=1', { token: shopper.buyer.token })).total;
        ctx.checkouts += 1;
        if (numbers[0] !== numbers[1] || after !== before + 1) {
          ctx.orderProblems.push(`${shopper.buyer.email}: answers ${numbers.join(' and ')}, orders ${before} -> ${after}`);
        }
        shopper.expected.clear();
      }
      return;
    }
    default:
      throw new Error(`no such kind: ${kind}`);
  }
}

function compareCart(shopper, cart, ctx) {
  const actual = new Map(cart.lines.map((line) => [line.productId, line.quantity]));
  for (const [productId, quantity] of shopper.expected) {
    if (actual.get(productId) !== quantity) {
      ctx.lostLines += 1;
      if (ctx.lostDetails.length < 10) ctx.lostDetails.push(`product ${productId}: expected ${quantity}, cart has ${actual.get(productId) ?? 'no line'}`);
    }
  }
}

async function runShopper(shopper, ctx, until) {
  const weights = shopper.buyer ? WEIGHTS : { ...WEIGHTS, checkout: 0 };
  while (performance.now() < until) {
    // A guest's cart has a hundred lines at most: past sixty, it only looks.
    const kind = pick(shopper.expected.size >= 60 ? { ...weights, 'add to cart': 0 } : weights);
    await step(shopper, kind, ctx);
  }
}

// ---------------------------------------------------------------- the run

async function baseline(stats, until) {
  const worker = async () => {
    while (performance.now() < until) {
      const res = await request(`${base}/hello`);
      stats.record('static page (/hello)', res.ms, res.status === 200, `${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
}

async function setUp() {
  // Products with stock to spare, many of them, so the run's checkouts never empty one.
  const products = [];
  for (let page = 1; page <= 10; page += 1) {
    const list = await api(`/products?inStock=true&per_page=100&page=${page}`);
    products.push(...list.data.filter((p) => p.stock >= 40).map((p) => ({ id: p.product_id })));
  }
  if (products.length < 100) throw new Error(`only ${products.length} products with stock to spare`);
  const stamp = Date.now();
  const buyers = [];
  for (let i = 0; i < buyerCount; i += 1) {
    const email = `load-${stamp}-${i}@bench.crafts.ke`;
    const from = `198.19.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    await api('/auth/register', { method: 'POST', from, body: { name: `Load Buyer ${i}`, email, password: PASSWORD, password_confirmation: PASSWORD } });
    const token = (await api('/auth/login', { method: 'POST', from, body: { email, password: PASSWORD } })).accessToken;
    const address = await api('/addresses', {
      method: 'POST',
      token,
      body: { name: `Load Buyer ${i}`, street: '1 Biashara Street', city: 'Nairobi', country: 'Kenya', phone: '+254 700 000000' },
    });
    buyers.push({ email, token, addressId: address.id ?? address.address_id, session: await signIn(base, email, PASSWORD) });
  }
  return { products, buyers };
}

const fmt = (n, digits = 0) => n.toFixed(digits).padStart(8);

async function main() {
  let child = null;
  if (!reuse) {
    child = startServers();
    process.on('exit', () => child && process.kill(-child.pid, 'SIGTERM'));
  }
  await waitFor(`${base}/hello`, 15 * 60 * 1000);
  await waitFor(`${apiBase}/health`, 60 * 1000);
  const { products, buyers } = await setUp();
  // Warm what the shoppers read, so the run measures serving, not first renders.
  for (const p of products) await request(`${base}/product/${p.id}`);
  for (let i = 1; i <= 5; i += 1) await request(`${base}/marketplace?page=${i}`);
  await request(`${base}/marketplace`);

  const stats = new Stats();
  const startedBase = performance.now();
  await baseline(stats, startedBase + baselineSeconds * 1000);
  const baseElapsed = (performance.now() - startedBase) / 1000;

  const ctx = { products, stats, lostLines: 0, lostDetails: [], checkouts: 0, orderProblems: [] };
  const shoppers = [...buyers.map((buyer) => makeShopper({ buyer })), ...Array.from({ length: connections - buyers.length }, () => makeShopper())];
  // Each shopper its own address, as people are (the rate limits count per address).
  shoppers.forEach((shopper, i) => (shopper.address = `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`));
  const started = performance.now();
  await Promise.all(shoppers.map((shopper) => runShopper(shopper, ctx, started + seconds * 1000)));
  const elapsed = (performance.now() - started) / 1000;
  // Every shopper looks at its cart once more at the end.
  for (const shopper of shoppers) await step(shopper, 'view cart', ctx);

  const staticRow = stats.summary('static page (/hello)', baseElapsed);
  const kinds = Object.keys(WEIGHTS).map((kind) => stats.summary(kind, elapsed));
  const total = kinds.reduce((sum, k) => sum + k.requests, 0);
  console.log(
    `\nLoad: ${connections} connections; baseline ${baseElapsed.toFixed(0)} s of /hello, then ${elapsed.toFixed(0)} s of mixed traffic (${buyers.length} buyers, ${connections - buyers.length} guests)\n`,
  );
  console.log('kind                      requests    req/s   p50 ms   p99 ms   errors');
  for (const row of [staticRow, ...kinds]) {
    console.log(`${row.kind.padEnd(24)}${fmt(row.requests)}${fmt(row.rate, 1)}${fmt(row.p50, 1)}${fmt(row.p99, 1)}${fmt(row.errors)}`);
  }
  const errors = kinds.reduce((sum, k) => sum + k.errors, 0) + staticRow.errors;
  console.log(
    `\nmixed traffic: ${(total / elapsed).toFixed(1)} req/s against the static page's ${staticRow.rate.toFixed(1)} (ratio ${(total / elapsed / staticRow.rate).toFixed(2)})`,
  );
  console.log(
    `errors: ${errors}; lost cart lines: ${ctx.lostLines}; checkouts: ${ctx.checkouts}, each exactly one order: ${ctx.orderProblems.length === 0 ? 'yes' : 'NO'}`,
  );
  for (const line of [...stats.failures, ...ctx.lostDetails, ...ctx.orderProblems]) console.log(`  ${line}`);
  agent.destroy();
  if (child) process.kill(-child.pid, 'SIGTERM');
  process.exit(errors || ctx.lostLines || ctx.orderProblems.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
