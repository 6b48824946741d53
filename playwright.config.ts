import { spawnSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/** Whether nothing listens on `port` (the storefront's) nor on `port + 1000` (the API's). */
function pairIsFree(port: number): boolean {
  const probe = `const net=require('net');const a=net.createServer().listen(${port},'127.0.0.1',()=>{const b=net.createServer().listen(${port + 1000},'127.0.0.1',()=>process.exit(0)).on('error',()=>process.exit(1))}).on('error',()=>process.exit(1))`;
  return spawnSync(process.execPath, ['-e', probe]).status === 0;
}

/** A random storefront port whose API port is free too: other services listen in this range (3306, 4222, 4369 here). */
function freePortPair(): number {
  for (let tries = 0; tries < 20; tries += 1) {
    const port = 3100 + Math.floor(Math.random() * 800);
    if (pairIsFree(port)) return port;
  }
  throw new Error('no free pair of ports in 3100-3899 and 4100-4899 for the journeys');
}

// Each run gets ports and a data directory of its own (the workers inherit this variable), so two
// runs on one machine never test each other's servers.
process.env.E2E_PORT ??= String(freePortPair());
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: './e2e',
  // Two storefronts on Redis and PostgreSQL: `npm run test:instances` (playwright.instances.config.ts).
  testIgnore: ['instances/**'],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download does not work on this machine.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // E2E_REUSE=1 runs the specs against servers already listening on E2E_PORT and E2E_PORT+1000
  // (for instance `PORT=3300 API_PORT=4300 node scripts/e2e-server.mjs` while writing a spec), and
  // never starts one: starting would wipe that server's data directory under it.
  webServer:
    process.env.E2E_REUSE === '1'
      ? undefined
      : {
          command: 'node scripts/e2e-server.mjs',
          url: `http://localhost:${port}/login`,
          timeout: 15 * 60 * 1000,
          reuseExistingServer: false,
          stdout: 'pipe',
          stderr: 'pipe',
          env: { PORT: String(port), API_PORT: String(port + 1000), E2E_PORT: String(port) },
        },
});
