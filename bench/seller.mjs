#!/usr/bin/env node
// Benchmark of the seller centre's two long lists (issue 32, point 8): the orders page
// (/seller/orders) and the product list (/seller/products) of a shop with 5,000 products and
// 10,000 fulfilments, each measured beside a dynamic route handler of the same build that reads the
// same seller's session (/api/cart/summary), in the same run. Recorded, not gated.
//
//   npm run bench:seller                                  # 10 slices of 3 s per page
//   npm run bench:seller -- --slices 4 --slice-seconds 2  # a quick look
//   npm run bench:seller -- --api-database-url postgres://postgres@127.0.0.1:5432/postgres   # the API on PostgreSQL
//
// It starts the production storefront and the API (`scripts/start.mjs`) on ports of their own with
// the API's data in .data/bench-seller (PGlite; or the database bench_seller with
// --api-database-url). The first run opens the shop as a seller does (register, apply, and the demo
// admin's approval through the API), then writes its products and orders straight into the
// database with bench/seller-shop.ts (the API stopped meanwhile: PGlite has one user at a time);
// later runs find them there. Both pages are rendered per request for the signed-in seller and
// never cached; for each, `slices` rounds of the route handler then the page, with the page's rate
// over all its slices against the handler's over all of theirs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureDatabase } from './instances.mjs';
import { alternate, loadRunner, sliceOptions, option, root, signIn, startServers, waitFor } from './support.mjs';

const { connections, slices, sliceSeconds, port } = sliceOptions(3960);
const apiDatabaseUrl = option('api-database-url', '');
const base = `http://127.0.0.1:${port}`;
const apiBase = `http://127.0.0.1:${port + 1000}`;
const dataDir = path.join(root, '.data', 'bench-seller');
const databaseUrl = apiDatabaseUrl ? await ensureDatabase(apiDatabaseUrl, 'bench_seller') : '';

const SELLER = { name: 'Wambui Bench', email: 'seller-bench@bench.crafts.ke', password: 'karibu-bench-1' };
const DEMO = { admin: 'admin@demo.crafts.ke', buyer: 'buyer@demo.crafts.ke', password: 'karibu-2026' };
const PRODUCTS = 5_000;
const FULFILMENTS = 10_000;

/** The API's answer's data, or a thrown error with its message. */
async function callApi(p, { method = 'GET', body, token } = {}) {
  const res = await fetch(apiBase + p, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json();
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${answer.message}`);
  return answer.data;
}

const login = async (email, password) => (await callApi('/auth/login', { method: 'POST', body: { email, password } })).accessToken;

/** The bench seller's API token: the account, its application and its approval made first if this database lacks them. */
async function sellerToken() {
  let token = await login(SELLER.email, SELLER.password).catch(() => null);
  if (!token) {
    await callApi('/auth/register', {
      method: 'POST',
      body: { name: SELLER.name, email: SELLER.email, password: SELLER.password, password_confirmation: SELLER.password },
    });
    token = await login(SELLER.email, SELLER.password);
  }
  let application = await callApi('/seller/applications/mine', { token }).catch(() => null);
  if (application?.state === 'approved') return token;
  application ??= await callApi('/seller/applications', {
    method: 'POST',
    token,
    body: {
      shop_name: 'Bench Crafts Wholesale',
      shop_type: 'brand',
      country: 'Kenya',
      location: 'Nairobi',
      description: 'The seller pages benchmark: a shop with thousands of pieces and orders.',
      phone: '+254712000111',
      mpesa_number: '+254712000111',
      years_of_experience: 9,
    },
  });
  await callApi(`/admin/seller-applications/${application.id}/approve`, { method: 'POST', body: {}, token: await login(DEMO.admin, DEMO.password) });
  // Approval makes the account a seller: a new token carries it.
  return login(SELLER.email, SELLER.password);
}

/** How many products and paid fulfilments the seller's shop has, as the API counts them. */
async function shopSize(token) {
  const [listed, sold] = await Promise.all([callApi('/seller/products?per_page=1', { token }), callApi('/seller/orders?per_page=1', { token })]);
  return { products: listed.total, fulfilments: sold.total };
}

async function up() {
  const servers = startServers({ port, dataDir, databaseUrl });
  await waitFor(`${base}/hello`, 15 * 60 * 1000, servers.child, 'the storefront');
  return servers;
}

/** Stops the servers and waits until the API's port is free (PGlite's files closed). */
async function down(servers) {
  const exited = new Promise((resolve) => servers.child.once('exit', resolve));
  servers.stop();
  await exited;
  for (let i = 0; i < 60; i += 1) {
    try {
      await fetch(`${apiBase}/health`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API did not stop');
}

let servers = await up();
process.on('SIGINT', () => {
  servers.stop();
  process.exit(130);
});

const num = (n, d = 0) => Number(n).toFixed(d);
let failures = 0;
try {
  let size = await shopSize(await sellerToken());
  if (size.products < PRODUCTS) {
    console.log(`The shop has ${size.products} products: writing ${PRODUCTS} products and ${FULFILMENTS} paid orders into the database...`);
    await down(servers);
    const filled = spawnSync(process.execPath, ['--import', 'tsx', 'bench/seller-shop.ts', '--email', SELLER.email, '--buyer', DEMO.buyer], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    });
    if (filled.status !== 0) throw new Error('bench/seller-shop.ts failed');
    servers = await up();
    size = await shopSize(await login(SELLER.email, SELLER.password));
  }
  if (size.products < PRODUCTS || size.fulfilments < FULFILMENTS) throw new Error(`the shop has ${size.products} products and ${size.fulfilments} fulfilments`);

  const cookie = await signIn(base, SELLER.email, SELLER.password);
  const headers = { cookie };
  const runLoad = loadRunner({ base, connections, sliceSeconds });
  const handler = ['dynamic route handler (/api/cart/summary)', '/api/cart/summary'];
  const pages = [
    ['orders (/seller/orders)', '/seller/orders'],
    ['products (/seller/products)', '/seller/products'],
  ];
  // Each answers the seller, privately; a few seconds of load on each first, so no page is measured while the server warms.
  const htmlKb = new Map();
  for (const [, p] of [handler, ...pages]) {
    const res = await fetch(base + p, { headers, redirect: 'manual' });
    if (res.status !== 200) throw new Error(`${p} answered ${res.status} signed in as the seller`);
    if (!/private|no-store/.test(res.headers.get('cache-control') ?? ''))
      throw new Error(`${p} may be stored by a shared cache: ${res.headers.get('cache-control')}`);
    htmlKb.set(p, (await res.arrayBuffer()).byteLength / 1024);
    await runLoad(p, 2, headers);
  }

  console.log(
    `\n### Seller centre lists, a shop of ${size.products} products and ${size.fulfilments} paid fulfilments (${apiDatabaseUrl ? 'PostgreSQL' : 'PGlite'}; ${connections} connections; per page ${slices} slices of ${sliceSeconds} s, each after ${sliceSeconds} s of the route handler; node ${process.version})\n`,
  );
  console.log(
    '| page | HTML KB | req/s | p50 ms | p99 ms | errors | route handler req/s (p99 ms) | ratio, slice by slice (lowest-highest) | ratio to the handler |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, p] of pages) {
    const { baseline, row, ratio, range } = await alternate(runLoad, handler[1], p, { slices, sliceSeconds, headers });
    failures += baseline.errors + row.errors;
    console.log(
      `| ${name} | ${num(htmlKb.get(p), 1)} | ${num(row.rps)} | ${num(row.p50)} | ${num(row.p99)} | ${row.errors} | ${num(baseline.rps)} (${num(baseline.p99)}) | ${range} | ${num(ratio, 2)} |`,
    );
  }
} finally {
  servers.stop();
}
if (failures > 0) {
  console.error(`\n${failures} requests failed`);
  process.exitCode = 1;
}
