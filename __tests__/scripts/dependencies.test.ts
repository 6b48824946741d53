/** @jest-environment node */
// Dependencies in their place (issue 25): what runs in production is a dependency, what builds,
// tests or lints is a dev dependency, and the lockfile records exactly package.json's lists (so a
// second `npm install` leaves it as it is).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));

describe('package.json', () => {
  it('lists what runs in production as dependencies', () => {
    for (const name of [
      'next',
      'react',
      'react-dom',
      'next-auth',
      'hono',
      '@electric-sql/pglite',
      'pg',
      '@redis/client',
      '@fortedigital/nextjs-cache-handler',
      'zod',
    ]) {
      expect({ name, dependency: name in pkg.dependencies }).toEqual({ name, dependency: true });
    }
  });

  it('lists fonts (subset into styles/fonts) and build, test and lint tools as dev dependencies', () => {
    for (const name of [
      '@fontsource-variable/fraunces',
      '@fontsource-variable/inter',
      'typescript',
      'esbuild',
      'tsx',
      'eslint',
      'jest',
      '@playwright/test',
      'sass',
      'drizzle-kit',
    ]) {
      expect({ name, dev: name in pkg.devDependencies, runtime: name in pkg.dependencies }).toEqual({ name, dev: true, runtime: false });
    }
  });

  it('is what the lockfile records', () => {
    const root = lock.packages[''];
    expect(root.dependencies).toEqual(pkg.dependencies);
    expect(root.devDependencies).toEqual(pkg.devDependencies);
  });
});
