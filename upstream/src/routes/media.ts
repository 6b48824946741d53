// Images under /media/: the seed's from the media directory on disk (no directory listing, no
// escape), the sellers' uploads (/media/uploads/<key>.webp) from the database's media_files table
// (media/uploads.ts), both with long-lived cache headers (an upload's key is never reused).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../context';
import { mediaFiles } from '../db/schema';
import { notFound } from '../http/envelope';
import { createApiRoute, fails, openApiRouter } from '../http/openapi';
import { UPLOADS_PREFIX, uploadKey } from '../media/uploads';
import type { Handler } from 'hono';

const types: Record<string, string> = { '.png': 'image/png', '.svg': 'image/svg+xml', '.jpg': 'image/jpeg', '.webp': 'image/webp' };

const imageFile = { schema: z.string().meta({ format: 'binary' }) };

const serveMedia = createApiRoute({
  method: 'get',
  path: '/media/{path}',
  tags: ['Media'],
  summary: 'A seed-generated image (cached for a year)',
  request: {
    params: z.object({ path: z.string().meta({ description: 'The file under the media directory, slashes included.', example: 'products/1.png' }) }),
  },
  responses: {
    200: { description: 'The image.', content: Object.fromEntries(Object.values(types).map((type) => [type, imageFile])) },
    404: fails('No such image (`File not found`).'),
  },
});

const serveUpload = createApiRoute({
  method: 'get',
  path: '/media/uploads/{path}',
  tags: ['Media'],
  summary: "A seller's uploaded image (a product photo, a shop's logo or banner), WebP, from the database (cached for a year)",
  request: {
    params: z.object({ path: z.string().meta({ description: 'The upload’s key and `.webp`.', example: '3f2b9c0e8d7a4b6c9e1f2a3b4c5d6e7f.webp' }) }),
  },
  responses: {
    200: { description: 'The image.', content: { 'image/webp': imageFile } },
    404: fails('No such upload (`File not found`).'),
  },
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

const sendUpload: Handler<AppEnv> = async (c) => {
  const key = uploadKey(c.req.path);
  if (!key) throw notFound('File');
  const [file] = await c.var.deps.db.select({ contentType: mediaFiles.contentType, bytes: mediaFiles.bytes }).from(mediaFiles).where(eq(mediaFiles.key, key));
  if (!file) throw notFound('File');
  return c.body(new Uint8Array(file.bytes), 200, { 'Content-Type': file.contentType, 'Cache-Control': IMMUTABLE });
};

const sendMedia: Handler<AppEnv> = async (c) => {
  const root = path.resolve(c.var.deps.config.mediaDir);
  let relative: string;
  try {
    relative = decodeURIComponent(c.req.path.slice('/media/'.length));
  } catch {
    // A broken percent-encoding ('%ED%A0%80', a lone surrogate) names no file.
    throw notFound('File');
  }
  const file = path.resolve(root, relative);
  const type = types[path.extname(file).toLowerCase()];
  if (!type || !file.startsWith(root + path.sep)) throw notFound('File');
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    throw notFound('File');
  }
  return c.body(new Uint8Array(body), 200, {
    'Content-Type': type,
    'Cache-Control': IMMUTABLE,
  });
};

export function mediaRoutes() {
  const router = openApiRouter();
  // `{path}` spans slashes (`products/1.png`), which a declared route's `:path` cannot: the document
  // gets the declaration, and Hono's wildcard serves it.
  router.openAPIRegistry.registerPath(serveMedia);
  router.openAPIRegistry.registerPath(serveUpload);
  return router.get(`${UPLOADS_PREFIX}*`, sendUpload).get('/media/*', sendMedia);
}
