// The API's reference, which cannot be stale: GET /openapi.json is generated from the routes'
// declarations (http/openapi.ts), and GET /docs is Scalar's reference page for it. The page loads
// Scalar's script from this API (its one-file build in node_modules), never from a CDN: it works
// offline, and nothing outside the API runs on it (its own CSP below).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { Scalar } from '@scalar/hono-api-reference';
import { Hono } from 'hono';
import type { AppEnv } from '../context';

export const DOCS_SCRIPT_PATH = '/docs/scalar.js';

/** Scalar's single-file browser build, read once (about 5 MB). */
let script: Promise<Buffer> | null = null;
function scalarScript(): Promise<Buffer> {
  // The package's main module is dist/index.js; its browser build sits beside it in dist/browser.
  script ??= readFile(path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js'));
  return script;
}

/**
 * The page runs only our script (by nonce: the loader and the inline start-up), talks only to this
 * API (the document, and requests tried from the page), and keeps Scalar's styles; its fonts and
 * telemetry are off, since they would come from elsewhere.
 */
const docsPolicy = (nonce: string) =>
  [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

export function docsRoutes(app: OpenAPIHono<AppEnv>) {
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) =>
      c.json(
        app.getOpenAPI31Document({
          openapi: '3.1.0',
          info: {
            title: 'Crafts marketplace API',
            version: '1',
            description:
              'Every answer is the envelope `{status, message, data}`; a 422 carries field errors in `data`. Lists are Laravel-style paginators. See docs/api.md.',
          },
        }),
      ),
    )
    .get(
      '/docs',
      Scalar<AppEnv>((c) => {
        const nonce = randomBytes(16).toString('base64');
        c.header('Content-Security-Policy', docsPolicy(nonce));
        return {
          url: '/openapi.json',
          cdn: DOCS_SCRIPT_PATH,
          nonce,
          pageTitle: 'Crafts marketplace API',
          withDefaultFonts: false,
          telemetry: false,
        };
      }),
    )
    .get(DOCS_SCRIPT_PATH, async (c) =>
      c.body(new Uint8Array(await scalarScript()), 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
      }),
    );
}
