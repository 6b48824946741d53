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
// Every folder of lib/ but the pure ones the API shares (and of lib/cart, only pricing).
const SHARED_LIB = new Set(['format', 'domain']);
const libFolders = readdirSync(new URL('./lib', import.meta.url), { withFileTypes: true }).filter((e) => e.isDirectory() && !SHARED_LIB.has(e.name));
const STOREFRONT_FROM_API = {
  group: [
    '@/*',
    'next',
    'next/*',
    'react',
    'react-dom',
    '**/app/**',
    '**/components/**',
    ...libFolders.filter((e) => e.name !== 'cart' && e.name !== 'catalog').map((e) => `**/lib/${e.name}/**`),
    '**/lib/cart/*',
    '!**/lib/cart/pricing',
    // The revalidation notice's signature: the API signs what the storefront checks.
    '**/lib/catalog/*',
    '!**/lib/catalog/webhook-signature',
  ],
  message: 'The API imports only the shared pure modules of the storefront (lib/format, lib/domain, lib/cart/pricing, lib/catalog/webhook-signature).',
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
  group: [
    'zod',
    'zod/*',
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    'next',
    'next/*',
    'server-only',
    '@/app/*',
    '@/components/*',
    '@/lib/validation/*',
    '!@/lib/validation/limits',
  ],
  message: 'lib/messages holds texts only: it may read the bounds they name (lib/validation/limits), nothing that brings zod, React or server code.',
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
]);
