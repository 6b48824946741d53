/** @jest-environment node */
// Every route handler is written through route() (lib/http/handler.ts), so none of them can skip
// the Origin check, the session check, the params and body schemas or the no-500-for-bad-input rule.
// A source check: each exported HTTP method of each route.ts is `export const X = route(`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const METHODS = 'GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS';

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** What a file exports under an HTTP method's name, and how. */
function methodExports(source: string) {
  const viaRoute = [...source.matchAll(new RegExp(`export\\s+const\\s+(${METHODS})\\s*=\\s*route\\(`, 'g'))].map((m) => m[1]);
  const otherwise = [
    // export function GET / export async function POST
    ...[...source.matchAll(new RegExp(`export\\s+(?:async\\s+)?function\\s*\\*?\\s*(${METHODS})\\b`, 'g'))].map((m) => m[0]),
    // export const GET = somethingElse (or let / var)
    ...[...source.matchAll(new RegExp(`export\\s+(?:const|let|var)\\s+(${METHODS})\\s*(?::[^=]*)?=(?!\\s*route\\()`, 'g'))].map((m) => m[0]),
    // export { handler as GET } / export { GET } from './elsewhere'
    ...[...source.matchAll(/export\s*(?:type\s*)?\{([^}]*)\}/g)].filter((m) => new RegExp(`\\b(${METHODS})\\b`).test(m[1])).map((m) => m[0]),
    // export const { GET, POST } = handlers
    ...[...source.matchAll(/export\s+(?:const|let|var)\s*\{([^}]*)\}/g)].map((m) => m[0]),
    // export * from './elsewhere' could bring methods in unseen
    ...[...source.matchAll(/export\s*\*/g)].map((m) => m[0]),
    // export default: Next ignores it, and it is no way to write a handler
    ...[...source.matchAll(/export\s+default\b/g)].map((m) => m[0]),
  ];
  return { viaRoute, otherwise };
}

// Every route.ts of the app, in app/api or beside the pages (/verify/lookup, /media, the sitemaps).
const files = routeFiles(join(ROOT, 'app')).map((path) => relative(ROOT, path));

describe('the route handlers', () => {
  it('are found (the check reads real files)', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files).toContain(join('app', 'api', 'checkout', 'route.ts'));
    expect(files).toContain(join('app', 'api', 'auth', '[...nextauth]', 'route.ts'));
    expect(files).toContain(join('app', 'media', '[...path]', 'route.ts'));
    expect(files).toContain(join('app', 'sitemap.xml', 'route.ts'));
  });

  it.each(files)('%s exports every HTTP method as `export const X = route(`', (file) => {
    const { viaRoute, otherwise } = methodExports(readFileSync(join(ROOT, file), 'utf8'));
    expect(otherwise).toEqual([]);
    expect(viaRoute.length).toBeGreaterThan(0);
    expect(new Set(viaRoute).size).toBe(viaRoute.length);
  });

  it('the check itself catches a handler written any other way', () => {
    for (const source of [
      'export async function POST(request: Request) {}',
      'export function GET() {}',
      'export const GET = async () => new Response();',
      'export const PATCH: Handler = handler;',
      'const handler = NextAuth(options);\nexport { handler as GET, handler as POST };',
      "export { GET } from './other';",
      'export const { GET, POST } = handlers;',
      "export * from './other';",
    ]) {
      expect(methodExports(source).otherwise).not.toEqual([]);
    }
    expect(methodExports('export const GET = route({ handle });').otherwise).toEqual([]);
    expect(methodExports('export const GET = route({ handle });').viaRoute).toEqual(['GET']);
  });
});
