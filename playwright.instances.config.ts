import { defineConfig } from '@playwright/test';

// `npm run test:instances`: e2e/instances/, two storefront instances on one Redis in front of one
// API on PostgreSQL (docs/deployment.md). Each spec starts its own servers; no browser is needed.
export default defineConfig({
  testDir: './e2e/instances',
  timeout: 5 * 60 * 1000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
});
