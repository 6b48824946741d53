import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// The marketplace API runs against a real, seeded database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL). PGlite loads its WebAssembly with a dynamic import, which jest allows only
// under --experimental-vm-modules (set in package.json's scripts).
const api = await createJestConfig({
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/upstream'],
  testMatch: ['**/*.test.ts'],
  // *.pg.test.ts need a PostgreSQL server and *.redis.test.ts a Redis (npm run test:postgres sets
  // TEST_DATABASE_URL and REDIS_URL); the default run needs neither.
  testPathIgnorePatterns: [...(process.env.TEST_DATABASE_URL ? [] : ['\\.pg\\.test\\.ts$']), ...(process.env.REDIS_URL ? [] : ['\\.redis\\.test\\.ts$'])],
  globalSetup: '<rootDir>/upstream/test/global-setup.ts',
  globalTeardown: '<rootDir>/upstream/test/global-teardown.ts',
  testTimeout: 60000,
})();
// Scalar's page for GET /docs ships as ES modules only: jest (CommonJS here) compiles those two packages.
api.transformIgnorePatterns = api.transformIgnorePatterns.map((pattern) =>
  pattern.replace('(?!(geist|', '(?!(@scalar/hono-api-reference|@scalar/client-side-rendering|geist|'),
);

// The storefront: pure logic in node, components in jsdom (per-file docblock).
const web = await createJestConfig({
  displayName: 'web',
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/__tests__/support/'],
  testTimeout: 60000,
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup.ts'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/__tests__/support/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
})();

// Argon2 hashing makes auth tests slow on a busy 2-core machine; the limit is global in jest.
const config = { testTimeout: 60000, projects: [api, web] };
export default config;
