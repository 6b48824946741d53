#!/usr/bin/env node
// The API as a built program (issue 25): upstream/src/server.ts and the shared pure modules it
// imports (contract/, lib/format) bundled by esbuild into upstream/dist/server.cjs, packages left to node_modules.
// `npm start` and `npm run api` run the bundle with plain Node: no TypeScript compiler at run time.
// Rebuilt only when a source file is newer than the bundle (it takes about a second anyway).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const API_BUNDLE = path.join(root, 'upstream', 'dist', 'server.cjs');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (/\.(ts|mjs|js|json)$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the bundle when it is missing or older than a source; resolves to its path. */
export async function buildApi({ force = false } = {}) {
  const sources = Math.max(
    newestSource(path.join(root, 'upstream', 'src')),
    newestSource(path.join(root, 'contract')),
    newestSource(path.join(root, 'lib')),
    statSync(path.join(root, 'package-lock.json')).mtimeMs,
  );
  if (!force && existsSync(API_BUNDLE) && statSync(API_BUNDLE).mtimeMs >= sources) return API_BUNDLE;
  await build({
    entryPoints: [path.join(root, 'upstream', 'src', 'server.ts')],
    outfile: API_BUNDLE,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // Dependencies stay in node_modules (PGlite's WASM, argon2's native module); our code is bundled.
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    tsconfig: path.join(root, 'tsconfig.json'),
  });
  return API_BUNDLE;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildApi({ force: process.argv.includes('--force') });
  console.log(`[api] built ${path.relative(root, API_BUNDLE)}`);
}
