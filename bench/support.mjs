// What every bench script needs: the repository's root, its command-line options, starting the
// storefront and the API, waiting for a server to answer, a median, a session got as the login form
// gets it, and load on a page in slices alternated with a baseline's.
import { spawn } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `--name value` from this process's arguments, or the fallback. */
export function option(name, fallback) {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
}

/** The options every sliced load measurement takes: connections, slices and their length, and the storefront's port. */
export function sliceOptions(defaultPort) {
  return {
    connections: Number(option('connections', '50')),
    slices: Number(option('slices', '10')),
    sliceSeconds: Number(option('slice-seconds', '3')),
    port: Number(option('port', String(defaultPort))),
  };
}

/**
 * The production storefront and the API (`scripts/start.mjs`, which builds when the sources
 * changed) on `port` and `port + 1000`, with the API's data in `dataDir` (a copy of the test
 * template when there is one, else seeded on first start) or in the PostgreSQL `databaseUrl`.
 * Answers the process group's leader and a function that stops the whole group.
 */
export function startServers({ port, dataDir, databaseUrl = '' }) {
  const template = path.join(root, '.data', 'test-template');
  if (!existsSync(dataDir) && existsSync(path.join(template, 'STAMP'))) cpSync(template, dataDir, { recursive: true });
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), API_PORT: String(port + 1000), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, API_NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  return { child, stop };
}

/** Resolves when `url` answers 2xx; throws after `timeoutMs`, or as soon as `child` (if given) exits. */
export async function waitFor(url, timeoutMs, child, name = url) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * A signed-in buyer's session cookie on the storefront at `base`, got the way the login form gets
 * it: next-auth's CSRF token, then its credentials callback. Only the cookie header is kept.
 */
export async function signIn(base, email, password) {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const csrfCookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = await csrf.json();
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrfCookie, origin: base },
    body: new URLSearchParams({ csrfToken, email, password, json: 'true' }),
  });
  const session = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('next-auth.session-token='));
  if (!session) throw new Error(`could not sign in as ${email} (${res.status})`);
  return session;
}

/**
 * A function that puts load on one page of `base` (a path), or on a new path for every request (a
 * function that makes one), for `seconds` with autocannon: its request count, duration, p50, p99
 * and errors (errors, timeouts and non-2xx answers).
 */
export function loadRunner({ base, connections, sliceSeconds }) {
  return function runLoad(pagePath, seconds = sliceSeconds, headers = {}) {
    const varied = typeof pagePath === 'function';
    const requests = varied ? [{ setupRequest: (request) => ({ ...request, path: pagePath() }) }] : undefined;
    return new Promise((resolve, reject) => {
      autocannon({ url: base + (varied ? pagePath() : pagePath), connections, duration: seconds, pipelining: 1, headers, requests }, (error, result) => {
        if (error) reject(error);
        else
          resolve({
            requests: result.requests.total,
            seconds: result.duration,
            p50: result.latency.p50,
            p99: result.latency.p99,
            errors: result.errors + result.timeouts + result.non2xx,
          });
      });
    });
  };
}

/**
 * `slices` rounds of load on `baselinePath` then on `pagePath` (runLoad from loadRunner, with the
 * same headers): each side's rate over all its slices, median p50 and p99 and errors, the page's
 * rate against the baseline's, and the lowest and highest ratio of a single round.
 */
export async function alternate(runLoad, baselinePath, pagePath, { slices, sliceSeconds, headers = {} }) {
  const pairs = [];
  for (let i = 0; i < slices; i += 1)
    pairs.push({ baseline: await runLoad(baselinePath, sliceSeconds, headers), row: await runLoad(pagePath, sliceSeconds, headers) });
  const side = (key) => {
    const runs = pairs.map((pair) => pair[key]);
    const rps = runs.reduce((n, r) => n + r.requests, 0) / runs.reduce((t, r) => t + r.seconds, 0);
    return { rps, p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)), errors: runs.reduce((n, r) => n + r.errors, 0) };
  };
  const baseline = side('baseline');
  const row = side('row');
  const sliceRatios = pairs.map((pair) => pair.row.requests / pair.row.seconds / (pair.baseline.requests / pair.baseline.seconds));
  const range = `${Math.min(...sliceRatios).toFixed(2)}-${Math.max(...sliceRatios).toFixed(2)}`;
  return { baseline, row, ratio: row.rps / baseline.rps, range };
}
