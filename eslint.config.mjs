import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { housePlugin } from './eslint/house-rules.mjs';

// The folder table of ../shared/ARCHITECTURE.md, kept by the linter (issue 25).
const UPSTREAM_CLIENT = {
  group: ['@/lib/upstream', '@/lib/upstream/*', '**/lib/upstream', '**/lib/upstream/*'],
  message: 'Components never speak to the API: read through lib/catalog, lib/account or a route handler (ARCHITECTURE.md).',
};
// The API may take from the storefront's tree only the contract (contract/, not listed here, so
// allowed) and lib/format; everything else of the storefront is the storefront's (issue 31).
const SHARED_LIB = new Set(['format']);
const libFolders = readdirSync(new URL('./lib', import.meta.url), { withFileTypes: true }).filter((e) => e.isDirectory() && !SHARED_LIB.has(e.name));
const STOREFRONT_FROM_API = {
  group: ['@/*', 'next', 'next/*', 'react', 'react-dom', 'server-only', '**/app/**', '**/components/**', ...libFolders.map((e) => `**/lib/${e.name}/**`)],
  message: 'The API imports only the contract (contract/) and lib/format from the storefront’s tree.',
};
// Orders (commerce/) and payments (payments/) do not import each other: what both read (a
// payment's JSON, whether an order takes payment, the order's money mails) lives below both, in
// order-money/ (issue 31).
const PAYMENTS_FROM_COMMERCE = {
  group: ['**/payments/*', '**/payments'],
  message: 'commerce/ does not import payments/ (they would import each other again): move what both need to order-money/.',
};
const COMMERCE_FROM_PAYMENTS = {
  group: ['**/commerce/*', '**/commerce'],
  message: 'payments/ does not import commerce/ (they would import each other again): move what both need to order-money/.',
};
// lib/ sits below the UI: it never imports a component or a route (their constants included), so a
// server module never drags a client island in and the folder table's arrows point one way.
const LIB_IMPORTS = {
  group: ['@/app/*', '@/components/*', '**/app/**', '**/components/**'],
  message: 'lib/ never imports from app/ or components/: move what both need into lib (ARCHITECTURE.md).',
};
// The messages catalogue stays pure, so a client component reads its texts without pulling zod,
// React or server code into its page's first JavaScript.
const CATALOGUE_IMPORTS = {
  group: ['zod', 'zod/*', 'react', 'react/*', 'react-dom', 'react-dom/*', 'next', 'next/*', 'server-only', '@/app/*', '@/components/*', '@/lib/validation/*'],
  message: 'lib/messages holds texts only: it may read the bounds they name (contract/rules), nothing that brings zod, React or server code.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.data/**',
    'node_modules/**',
    'next-env.d.ts',
    'upstream/drizzle/**',
    'upstream/dist/**',
    'playwright-report/**',
    'test-results/**',
  ]),
  {
    files: ['upstream/test/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [UPSTREAM_CLIENT] }] },
  },
  {
    files: ['lib/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [LIB_IMPORTS] }] },
  },
  // After the lib/ rule: lib/messages' list is stricter and includes it.
  {
    files: ['lib/messages/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CATALOGUE_IMPORTS] }] },
  },
  {
    files: ['upstream/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [STOREFRONT_FROM_API] }] },
  },
  // These replace the block above for their folders, so they repeat its pattern.
  {
    files: ['upstream/src/commerce/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [STOREFRONT_FROM_API, PAYMENTS_FROM_COMMERCE] }] },
  },
  {
    files: ['upstream/src/payments/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [STOREFRONT_FROM_API, COMMERCE_FROM_PAYMENTS] }] },
  },
  // Each program's environment is parsed once, at start, in one module (decision 019).
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'proxy.ts', 'instrumentation.ts'],
    ignores: ['lib/settings/environment.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through settings() of lib/settings/environment.ts, which parses the environment once at start.',
        },
      ],
    },
  },
  {
    files: ['upstream/src/**/*.ts'],
    ignores: ['upstream/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through serverSettings() of upstream/src/config.ts, which parses the environment once at start.',
        },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    plugins: { house: housePlugin },
    rules: { 'house/no-server-only-in-client': 'error', 'house/no-token-in-client': 'error' },
  },
  {
    files: ['app/**/route.{ts,tsx}'],
    plugins: { house: housePlugin },
    rules: { 'house/handler-through-route': 'error' },
  },
  {
    files: ['contract/**/*.ts'],
    plugins: { house: housePlugin },
    rules: { 'house/contract-is-pure': 'error' },
  },
]);
