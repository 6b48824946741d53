// `npm run bench:pages -- --only instances` (issue 25, point 7): two storefront instances sharing
// one Redis, in front of one API on PostgreSQL, against one instance of the same deployment in the
// same run. The bench is the round robin: for the two-instance side its connections are split
// evenly between the instances (two autocannon runs at once), for the one-instance side they all go
// to the first. Each page is measured in alternating slices, one instance then two, and the ratio
// is the two-instance rate over the one-instance rate. Everything runs on this machine: the
// instances, the API, PostgreSQL, Redis and the load generator share its cores.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@redis/client';
import pg from 'pg';
import { loadRunner, waitFor } from './support.mjs';

/** Load on one full URL (an instance's own port), as every bench measures it. */
const load = (url, connections, seconds) => loadRunner({ base: '', connections, sliceSeconds: seconds })(url);

/**
 * The URL of database `name` on the server of `adminUrl` (an administrative connection), created
 * when missing: a bench keeps its own database, which the API migrates and seeds on its first start.
 */
export async function ensureDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
}

/**
 * Runs the comparison and prints its table; resolves to the number of failed requests.
 * `options`: root, port (the first instance's; the second and the API take the next ones),
 * databaseUrl (an administrative connection: the bench keeps its own database, bench_instances),
 * redisUrl, connections, slices, sliceSeconds.
 */
export async function benchInstances({ root, port, databaseUrl, redisUrl, connections, slices, sliceSeconds }) {
  const apiDatabase = await ensureDatabase(databaseUrl, 'bench_instances');

  const secrets = {
    AUTH_SECRET: randomBytes(32).toString('hex'),
    CART_SECRET: randomBytes(32).toString('hex'),
    REVALIDATE_SECRET: randomBytes(32).toString('hex'),
  };
  const prefix = `crafts-bench-${Date.now().toString(36)}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crafts-bench-instances-'));
  const [portA, portB, apiPort] = [port, port + 1, port + 2];
  const children = [];
  const start = (args, env) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
    children.push(child);
    return child;
  };
  try {
    const api = start(['-e', "import('./scripts/build-api.mjs').then(({ buildApi }) => buildApi()).then((bundle) => import(bundle))"], {
      ...secrets,
      DATABASE_URL: apiDatabase,
      REDIS_URL: redisUrl,
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      STOREFRONT_URL: `http://127.0.0.1:${portA}`,
      NODE_ENV: 'production',
    });
    await waitFor(`http://127.0.0.1:${apiPort}/health`, 10 * 60 * 1000, api, 'the API');
    const instances = [];
    for (const instancePort of [portA, portB]) {
      const child = start(['scripts/start.mjs'], {
        ...secrets,
        PORT: String(instancePort),
        UPSTREAM_API_URL: `http://127.0.0.1:${apiPort}`,
        REDIS_URL: redisUrl,
        CACHE_KEY_PREFIX: prefix,
        DATA_DIR: dataDir,
        NEXTAUTH_URL: `http://127.0.0.1:${instancePort}`,
      });
      await waitFor(`http://127.0.0.1:${instancePort}/hello`, 10 * 60 * 1000, child, `the storefront on ${instancePort}`);
      instances.push(`http://127.0.0.1:${instancePort}`);
    }
    const products = await (await fetch(`http://127.0.0.1:${apiPort}/products?per_page=1&page=30`)).json();
    const pages = [
      ['landing (/)', '/'],
      [`product (/product/${products.data.data[0].product_id})`, `/product/${products.data.data[0].product_id}`],
    ];
    // Warm: rendered once, stored in Redis, served from there by both.
    for (const [, p] of pages) for (const base of [...instances, ...instances]) await fetch(base + p);
    for (const [, p] of pages) for (const base of instances) await load(base + p, connections / 2, 2);

    console.log(
      `\n### Two storefront instances on one Redis against one (PostgreSQL, ${connections} connections; per page ${slices} rounds of ${sliceSeconds} s on one instance, then ${sliceSeconds} s split over two)\n`,
    );
    console.log('| page | one instance req/s (p99 ms) | two instances req/s (p99 ms) | ratio, round by round (lowest-highest) | ratio | errors |');
    console.log('|---|---:|---:|---:|---:|---:|');
    let failures = 0;
    for (const [name, p] of pages) {
      const rounds = [];
      for (let i = 0; i < slices; i += 1) {
        const one = await load(instances[0] + p, connections, sliceSeconds);
        const halves = await Promise.all(instances.map((base) => load(base + p, connections / 2, sliceSeconds)));
        const two = {
          requests: halves.reduce((n, h) => n + h.requests, 0),
          seconds: Math.max(...halves.map((h) => h.seconds)),
          p99: Math.max(...halves.map((h) => h.p99)),
          errors: halves.reduce((n, h) => n + h.errors, 0),
        };
        rounds.push({ one, two });
      }
      const rate = (side) => rounds.reduce((n, r) => n + r[side].requests, 0) / rounds.reduce((t, r) => t + r[side].seconds, 0);
      const p99 = (side) => [...rounds.map((r) => r[side].p99)].sort((a, b) => a - b)[Math.floor(rounds.length / 2)];
      const ratios = rounds.map((r) => r.two.requests / r.two.seconds / (r.one.requests / r.one.seconds));
      const errors = rounds.reduce((n, r) => n + r.one.errors + r.two.errors, 0);
      failures += errors;
      console.log(
        `| ${name} | ${rate('one').toFixed(0)} (${p99('one')}) | ${rate('two').toFixed(0)} (${p99('two')}) | ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)} | ${(rate('two') / rate('one')).toFixed(2)} | ${errors} |`,
      );
    }
    return failures;
  } finally {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    // The instances' last writes land before their keys go.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    const keys = [];
    for await (const batch of redis.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) keys.push(...batch);
    if (keys.length > 0) await redis.unlink(keys);
    await redis.quit();
  }
}
