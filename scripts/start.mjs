#!/usr/bin/env node
// `npm start`: the marketplace API and the storefront, ready on a fresh machine.
//   - secrets (AUTH_SECRET, CART_SECRET, REVALIDATE_SECRET) are generated once into DATA_DIR;
//   - the storefront is built when there is no build or the sources changed since it, the API
//     bundled (scripts/build-api.mjs) and run by plain Node;
//   - the API migrates and seeds an empty database, then the storefront starts.
// With UPSTREAM_API_URL set, an API already runs there: the storefront starts alone (on PORT), so
// several storefronts can run beside one API (`npm run api` starts an API alone).
// `npm run dev` does the same with `next dev` and no build.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi } from './build-api.mjs';
import { supervise } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

function loadSecrets() {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'secrets.json');
  const stored = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  let changed = false;
  for (const name of ['AUTH_SECRET', 'CART_SECRET', 'REVALIDATE_SECRET', 'PAYMENT_CALLBACK_SECRET']) {
    if (!stored[name]) {
      stored[name] = randomBytes(32).toString('hex');
      changed = true;
    }
  }
  if (changed) writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  // Variables set by the operator win over the generated ones.
  return Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, process.env[k] || v]));
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/** A fingerprint of everything the storefront build is made from. */
function sourceStamp() {
  const hash = createHash('sha256');
  const inputs = ['app', 'components', 'lib', 'styles', 'public', 'types'].flatMap((d) => listFiles(path.join(root, d)));
  inputs.push(
    ...['proxy.ts', 'instrumentation.ts', 'next.config.mjs', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'].map((f) => path.join(root, f)),
  );
  for (const file of inputs.filter((f) => existsSync(f)).sort()) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

const sleepSync = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** One build at a time on this machine (.next is shared); a lock left by a dead process is taken over. */
function withBuildLock(fn) {
  const lock = path.join(dataDir, '..', 'build.lock');
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      let holder = 0;
      try {
        holder = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
        process.kill(holder, 0);
      } catch {
        // A dead holder's lock is taken over; one whose pid is not written yet is waited for.
        if (holder) rmSync(lock, { recursive: true, force: true });
        else sleepSync(200);
        continue;
      }
      sleepSync(1000);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function buildIfNeeded(env) {
  withBuildLock(() => buildIfStale(env));
}

function buildIfStale(env) {
  const stampFile = path.join(root, '.next', 'source-stamp');
  const stamp = sourceStamp();
  const built = existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
  if (built) return;
  console.log('Building the storefront (first run or changed sources; a few minutes)...');
  const result = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The storefront build failed.');
    process.exit(1);
  }
  writeFileSync(stampFile, stamp);
}

const children = [];
const spawnNode = (args, env) => spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' });

/** The storefront: when it stops, everything stops (nothing is left to serve). */
function run(name, args, env) {
  const child = spawnNode(args, env);
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}); stopping everything.`);
    stop(code ?? 1);
  });
  return child;
}

/** The API under scripts/supervise.mjs: restarted with back-off, while the storefront serves its cached pages. */
let api = null;
let apiAnswered = false;

let stopping = false;
function stop(code = 0) {
  stopping = true;
  api?.stop();
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForApi(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the API did not answer ${url}/health within ${timeoutMs / 1000} s`);
}

// A build needs no secrets (and an image should hold none).
const buildOnly = process.argv.includes('--build-only');
const secrets = buildOnly ? {} : loadSecrets();
const storefrontOnly = Boolean(process.env.UPSTREAM_API_URL);
const apiUrl = process.env.UPSTREAM_API_URL ?? `http://127.0.0.1:${apiPort}`;
const siteUrl = process.env.NEXTAUTH_URL ?? `http://localhost:${port}`;
const env = {
  ...process.env,
  ...secrets,
  DATA_DIR: dataDir,
  API_PORT: String(apiPort),
  UPSTREAM_API_URL: apiUrl,
  NEXTAUTH_URL: siteUrl,
  // The API tells the storefront which cached pages changed.
  STOREFRONT_URL: process.env.STOREFRONT_URL ?? `http://127.0.0.1:${port}`,
  // Buyers come back from the card provider's page to the address they use, where their session is.
  STOREFRONT_PUBLIC_URL: process.env.STOREFRONT_PUBLIC_URL ?? siteUrl,
  NODE_ENV: dev ? 'development' : 'production',
};

if (!dev) buildIfNeeded(env);
// `npm run build`: the storefront and the API built (an image's build step), nothing started.
if (buildOnly) {
  await buildApi({ force: true });
  process.exit(0);
}

if (storefrontOnly) {
  console.log(`Using the marketplace API at ${apiUrl} (UPSTREAM_API_URL); starting the storefront alone...`);
} else {
  const apiBundle = await buildApi();
  // API_NODE_ENV lets end-to-end tests keep the API's development outbox while the storefront runs its production build.
  const apiEnv = { ...env, NODE_ENV: process.env.API_NODE_ENV ?? env.NODE_ENV };
  api = supervise({
    name: 'The API',
    start: () => spawnNode(['--enable-source-maps', apiBundle], apiEnv),
    // Once it has answered: it stopped under load or lost its database, and is started again. Before
    // that it could not start at all (it said why): a setting to fix, so everything stops.
    restartIf: () => apiAnswered,
    onGiveUp: (code, signal) => {
      if (stopping) return;
      console.error(`The API stopped before it answered (${signal ?? code}); stopping everything.`);
      stop(code ?? 1);
    },
  });
  console.log('Starting the marketplace API (the first start migrates and seeds the database)...');
}
try {
  // A first start seeds the database (minutes on a slow disk); an API started elsewhere is up already.
  await waitForApi(apiUrl, storefrontOnly ? 60 * 1000 : 10 * 60 * 1000);
  apiAnswered = true;
} catch (error) {
  console.error(`Cannot start: ${error.message}.`);
  stop(1);
  await new Promise(() => {});
}

// Production runs Next's handler behind our own compression (scripts/serve.mjs: brotli as well as gzip).
run('The storefront', dev ? [nextBin, 'dev', '--port', String(port)] : [path.join(root, 'scripts', 'serve.mjs')], { ...env, PORT: String(port) });

console.log(`
  Crafts marketplace: ${siteUrl}
  API:                ${apiUrl}

  Demo accounts (password karibu-2026):
    buyer   buyer@demo.crafts.ke
    seller  seller@demo.crafts.ke
    admin   admin@demo.crafts.ke
  Serials: AFC-KE01-0001 verifies, AFC-FAKE-0000 does not.
`);
