#!/usr/bin/env node
// Benchmark of the marketplace API: GET /products (filtered and searched) and GET /products/{id}
// at 2,000 and 100,000 products, each beside a bare GET /health measured in the same run.
//
//   npm run bench:api                     # both sizes, 10 s per endpoint, 50 connections
//   npm run bench:api -- --sizes 2000 --duration 5
//
// Seeded data directories are kept under .data/bench-<size> and reused by later runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const sizes = option('sizes', '2000,100000').split(',').map(Number);
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '50'));
const port = Number(option('port', '4900'));

function seed(size) {
  const dataDir = path.join(root, '.data', `bench-${size}`);
  if (existsSync(path.join(dataDir, 'seeded'))) return dataDir;
  console.log(`seeding ${size} products into ${dataDir} ...`);
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'upstream/src/scripts/seed.ts', '--products', String(size), '--reset'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`seeding ${size} products failed`);
  spawnSync('touch', [path.join(dataDir, 'seeded')]);
  console.log(`seeded ${size} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return dataDir;
}

async function startApi(dataDir) {
  // Node itself (not npx), so that stopping it frees the port for the next size.
  const child = spawn(process.execPath, ['--import', 'tsx', 'upstream/src/server.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, API_PORT: String(port), NODE_ENV: 'production', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.resume();
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('the API did not answer /health within 120 s');
}

async function getJson(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

// `path` may be a function: a new path for every request (so no answer or count can be reused).
function run(base, path) {
  const target = typeof path === 'function' ? { url: base, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path() }) }] } : { url: base + path };
  return new Promise((resolve, reject) => {
    autocannon({ ...target, connections, duration, pipelining: 1 }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

/**
 * Requests autocannon gave up on (its 10 s timeout) are still queued in the server; wait until a
 * bare /health is quick again, so one endpoint's backlog is not charged to the next.
 */
async function drain(base) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = Date.now();
    await fetch(`${base}/health`).catch(() => undefined);
    if (Date.now() - started < 20) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function measure(size) {
  const dataDir = seed(size);
  const api = await startApi(dataDir);
  const base = `http://127.0.0.1:${port}`;
  try {
    const categories = (await getJson(`${base}/categories/list`)).data;
    const category = categories[0].category_id;
    const firstPage = (await getJson(`${base}/products?per_page=1`)).data;
    const productId = firstPage.data[0].product_id;
    const endpoints = [
      ['GET /health (baseline)', '/health'],
      ['GET /products filtered', `/products?category_id=${category}&min_price=1000&max_price=20000&inStock=true&sortBy=price_asc&page=2`],
      // A different price range every request: the API's short-lived count cache never hits.
      [
        'GET /products filtered, varied',
        () => {
          const min = 500 + Math.floor(Math.random() * 5000);
          return `/products?category_id=${category}&min_price=${min}&max_price=${min + 15000}&inStock=true&sortBy=price_asc&page=2`;
        },
      ],
      ['GET /products searched', `/products?searchTerm=${encodeURIComponent('kiondo baskts')}`],
      ['GET /products/{id}', `/products/${productId}`],
    ];
    // Warm up every endpoint once so the first measured requests do not pay for planning and caches.
    for (const [, p] of endpoints) await getJson(base + (typeof p === 'function' ? p() : p));
    const rows = [];
    for (const [name, p] of endpoints) {
      await drain(base);
      const result = await run(base, p);
      rows.push({
        name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    }
    return rows;
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
  }
}

const results = {};
for (const size of sizes) results[size] = await measure(size);

const pad = (s, n) => String(s).padEnd(n);
const num = (n, d = 0) => Number(n).toFixed(d);
console.log(`\nAPI benchmark: ${connections} connections, ${duration} s per endpoint, node ${process.version}\n`);
console.log(`| products | endpoint | req/s | p50 ms | p99 ms | errors | req/s vs /health |`);
console.log(`|---:|---|---:|---:|---:|---:|---:|`);
for (const size of sizes) {
  const baseline = results[size][0];
  for (const row of results[size]) {
    console.log(
      `| ${size} | ${pad(row.name, 32)} | ${num(row.rps)} | ${num(row.p50, 1)} | ${num(row.p99, 1)} | ${row.errors} | ${num(row.rps / baseline.rps, 2)} |`,
    );
  }
}
if (sizes.length > 1) {
  const [small, large] = [sizes[0], sizes[sizes.length - 1]];
  console.log(`\np99 at ${large} products / p99 at ${small} products (target for the filtered page: <= 1.5):`);
  for (let i = 1; i < results[small].length; i += 1) {
    const a = results[small][i];
    const b = results[large][i];
    console.log(`- ${b.name}: ${num(b.p99, 1)} / ${num(a.p99, 1)} = ${num(b.p99 / a.p99, 2)}`);
  }
}
const errors = sizes.flatMap((s) => results[s]).reduce((n, r) => n + r.errors, 0);
if (errors > 0) {
  console.error(`\n${errors} requests failed`);
  process.exitCode = 1;
}
