#!/usr/bin/env node
// Benchmark of the marketplace API: GET /products (filtered and searched) and GET /products/{id}
// at 2,000 and 100,000 products, each beside a bare GET /health measured in the same run.
//
//   npm run bench:api                     # both sizes, 10 s per endpoint, 50 connections
//   npm run bench:api -- --sizes 2000 --duration 5
//   npm run bench:api -- --only filtered,searched          # some endpoints (and /health)
//   npm run bench:api -- --database-url postgres://postgres@127.0.0.1:5432/postgres
//   npm run bench:api -- --server-args "--trace-gc"         # node options for the API process
//
// Endpoint names for --only: filtered, varied, searched, by-id.
// On PGlite the seeded data directories are kept under .data/bench-<size> and reused by later runs.
// With --database-url the URL names the server (and a database to connect to for administration):
// each size gets a database of its own, bench_<size>, created and seeded on first use and reused
// afterwards; its generated images live in .data/bench-pg-<size>. Drop them with
// `dropdb bench_2000` (or --reseed to seed them again).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildApi } from '../scripts/build-api.mjs';
import autocannon from 'autocannon';
import pg from 'pg';
import { option, root } from './support.mjs';

const sizes = option('sizes', '2000,100000').split(',').map(Number);
const duration = Number(option('duration', '10'));
const connections = Number(option('connections', '50'));
const port = Number(option('port', '4900'));
const ENDPOINT_NAMES = ['filtered', 'varied', 'searched', 'by-id'];
const only = option('only', ENDPOINT_NAMES.join(',')).split(',');
for (const name of only) {
  if (!ENDPOINT_NAMES.includes(name)) throw new Error(`--only takes ${ENDPOINT_NAMES.join(', ')}; got ${name}`);
}
const databaseUrl = option('database-url', '');
const serverArgs = option('server-args', '').split(' ').filter(Boolean);
const reseed = process.argv.includes('--reseed');
const databaseKind = databaseUrl ? 'PostgreSQL' : 'PGlite';

function runSeed(size, env) {
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'upstream/src/scripts/seed.ts', '--products', String(size), '--reset'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`seeding ${size} products failed`);
  console.log(`seeded ${size} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The environment of a seeded database of `size` products for the API (seeding it if needed). */
async function seed(size) {
  if (!databaseUrl) {
    const dataDir = path.join(root, '.data', `bench-${size}`);
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    if (!reseed && existsSync(path.join(dataDir, 'seeded'))) return env;
    console.log(`seeding ${size} products into ${dataDir} ...`);
    runSeed(size, env);
    spawnSync('touch', [path.join(dataDir, 'seeded')]);
    return env;
  }
  const name = `bench_${size}`;
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const env = { DATA_DIR: path.join(root, '.data', `bench-pg-${size}`), DATABASE_URL: url.toString() };
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
    if (exists && !reseed) {
      // Reused only when a seed finished in it (the seed ends by recording the product count).
      const db = new pg.Client({ connectionString: env.DATABASE_URL });
      await db.connect();
      const seeded = await db
        .query(`select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1`, [name])
        .then((r) => r.rows[0]?.note === `seeded ${size}`)
        .finally(() => db.end());
      if (seeded) return env;
    }
    if (exists) await admin.query(`drop database "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  rmSync(env.DATA_DIR, { recursive: true, force: true });
  console.log(`seeding ${size} products into PostgreSQL database ${name} ...`);
  runSeed(size, env);
  const db = new pg.Client({ connectionString: env.DATABASE_URL });
  await db.connect();
  // Freshly loaded tables: statistics now, not whenever autovacuum gets to them.
  await db.query('vacuum analyze');
  await db.query(`comment on database "${name}" is 'seeded ${size}'`);
  await db.end();
  return env;
}

async function startApi(databaseEnv, apiPort) {
  // Node itself (not npx), so that stopping it frees the port; the API as it runs in production, built.
  const child = spawn(process.execPath, [...serverArgs, await buildApi()], {
    cwd: root,
    env: { ...process.env, ...databaseEnv, API_PORT: String(apiPort), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.resume();
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${apiPort}/health`);
      if (res.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('the API did not answer /health within 300 s');
}

/**
 * CPU time so far (Linux /proc, in clock ticks): the whole machine's busy time, and the part spent
 * by what is measured: the API process, this process (autocannon) and, with --database-url, the
 * PostgreSQL server's processes. The rest was other work on the machine competing for the cores.
 */
function cpuTicks(apiPid) {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const busy = fields.reduce((a, b) => a + b, 0) - fields[3] - fields[4];
    const processTicks = (pid) => {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ticks: Number(after[11]) + Number(after[12]) };
    };
    let measured = processTicks(apiPid).ticks + processTicks(process.pid).ticks;
    if (databaseUrl) {
      for (const entry of readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        try {
          const p = processTicks(entry);
          if (p.name === 'postgres') measured += p.ticks;
        } catch {
          // the process ended meanwhile
        }
      }
    }
    return { busy, measured, total: fields.reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}

/** Share of the machine's CPU capacity used by other work between two cpuTicks(). */
function otherCpuShare(before, after) {
  if (!before || !after || after.total === before.total) return null;
  return Math.max(0, after.busy - before.busy - (after.measured - before.measured)) / (after.total - before.total);
}

async function getJson(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

// `path` may be a function: a new path for every request (so no answer or count can be reused).
function run(base, path) {
  const target =
    typeof path === 'function' ? { url: base, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path() }) }] } : { url: base + path };
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

/** A running API over a seeded database of `size` products, and the endpoints to measure on it. */
async function startSize(size, index) {
  const apiPort = port + index;
  const api = await startApi(await seed(size), apiPort);
  const base = `http://127.0.0.1:${apiPort}`;
  const categories = (await getJson(`${base}/categories/list`)).data;
  const category = categories[0].category_id;
  const firstPage = (await getJson(`${base}/products?per_page=1`)).data;
  const productId = firstPage.data[0].product_id;
  const endpoints = [
    ['GET /health (baseline)', '/health', 'health'],
    ['GET /products filtered', `/products?category_id=${category}&min_price=1000&max_price=20000&inStock=true&sortBy=price_asc&page=2`, 'filtered'],
    // A different price range every request: the API's short-lived count cache never hits.
    [
      'GET /products filtered, varied',
      () => {
        const min = 500 + Math.floor(Math.random() * 5000);
        return `/products?category_id=${category}&min_price=${min}&max_price=${min + 15000}&inStock=true&sortBy=price_asc&page=2`;
      },
      'varied',
    ],
    ['GET /products searched', `/products?searchTerm=${encodeURIComponent('kiondo baskts')}`, 'searched'],
    ['GET /products/{id}', `/products/${productId}`, 'by-id'],
  ].filter(([, , key]) => key === 'health' || only.includes(key));
  // Warm up every endpoint once so the first measured requests do not pay for planning and caches.
  for (const [, p] of endpoints) await getJson(base + (typeof p === 'function' ? p() : p));
  return { size, api, base, endpoints };
}

async function stopApi(api) {
  if (api.exitCode !== null) return;
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
}

// Every size's API runs at once (each idle while another is measured), and each endpoint is
// measured at every size back to back: the machine's other load then weighs on both sides of a
// comparison alike, instead of on whichever size happened to run during a busy minute.
const results = Object.fromEntries(sizes.map((size) => [size, []]));
const running = [];
try {
  for (const [index, size] of sizes.entries()) running.push(await startSize(size, index));
  for (let e = 0; e < running[0].endpoints.length; e += 1) {
    for (const { size, api, base, endpoints } of running) {
      const [name, p] = endpoints[e];
      await drain(base);
      const before = cpuTicks(api.pid);
      const result = await run(base, p);
      const other = otherCpuShare(before, cpuTicks(api.pid));
      results[size].push({
        name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        errors: result.errors + result.timeouts + result.non2xx,
        other,
      });
    }
  }
} finally {
  for (const { api } of running) await stopApi(api);
}

const pad = (s, n) => String(s).padEnd(n);
const num = (n, d = 0) => Number(n).toFixed(d);
console.log(`\nAPI benchmark on ${databaseKind}: ${connections} connections, ${duration} s per endpoint, node ${process.version}\n`);
console.log(`| products | endpoint | req/s | p50 ms | p99 ms | max ms | errors | req/s vs /health | other CPU |`);
console.log(`|---:|---|---:|---:|---:|---:|---:|---:|---:|`);
for (const size of sizes) {
  const baseline = results[size][0];
  for (const row of results[size]) {
    console.log(
      `| ${size} | ${pad(row.name, 32)} | ${num(row.rps)} | ${num(row.p50, 1)} | ${num(row.p99, 1)} | ${num(row.max, 1)} | ${row.errors} | ${num(row.rps / baseline.rps, 2)} | ${row.other === null ? '-' : `${num(row.other * 100)}%`} |`,
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
