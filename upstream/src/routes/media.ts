// Seed-generated images under /media/: long-lived cache headers, no directory listing, no escape.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { notFound } from '../http/envelope';

const types: Record<string, string> = { '.png': 'image/png', '.svg': 'image/svg+xml', '.jpg': 'image/jpeg', '.webp': 'image/webp' };

export function mediaRoutes() {
  return new Hono<AppEnv>().get('/media/*', async (c) => {
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
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
}
