#!/usr/bin/env node
// The servers Playwright tests: the storefront's production build and a freshly seeded API on
// ports of their own. `npm test` runs jest first, whose global setup (re)builds the seeded template
// database; copying it saves seeding again. Without it the API seeds an empty database itself.
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, '.data', `e2e-${process.env.PORT ?? '3100'}`);
const template = path.join(root, '.data', 'test-template');

rmSync(dataDir, { recursive: true, force: true });
if (existsSync(path.join(template, 'STAMP'))) {
  cpSync(template, dataDir, { recursive: true });
}

process.env.DATA_DIR = dataDir;
process.env.PORT ??= '3100';
process.env.API_PORT ??= '4100';
process.env.API_NODE_ENV ??= 'test';
process.env.DATABASE_URL = '';
await import('./start.mjs');
