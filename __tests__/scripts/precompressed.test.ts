/** @jest-environment node */
// Cached documents compressed once (scripts/precompressed.mjs, issue 25 point 6): a page Next serves
// from its cache goes out compressed from a store keyed by its content; anything else still goes
// through the compression middleware, as scripts/serve.mjs arranges them.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';
import { chooseEncoding, precompressCachedDocuments, precompressedStats } from '@/scripts/precompressed.mjs';
import { closeServer, listenOnFreePort } from '../support/local-server';

const compress = compression();
let server: Server;
let port: number;
/** What "Next" answers next: its body, and whether it came from the cache. */
let answer: { body: string; cache: string | null; type: string; chunks: number };

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const takeOver = precompressCachedDocuments(req, res);
    compress(req as never, res as never, () => {
      takeOver();
      res.statusCode = 200;
      res.setHeader('content-type', answer.type);
      if (answer.cache) res.setHeader('x-nextjs-cache', answer.cache);
      const size = Math.ceil(answer.body.length / answer.chunks);
      for (let i = 0; i < answer.chunks - 1; i += 1) res.write(answer.body.slice(i * size, (i + 1) * size));
      res.end(answer.body.slice((answer.chunks - 1) * size));
    });
  });
  port = await listenOnFreePort(server);
});
afterAll(() => closeServer(server));

function get(acceptEncoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (body: Buffer, encoding: unknown) =>
  (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8');

const page = (n: number) => `<!DOCTYPE html><html><body>${`<p>Kiondo basket number ${n}</p>`.repeat(400)}</body></html>`;

describe('a cached document', () => {
  it('goes out compressed as asked, the same bytes each time, compressed once per version', async () => {
    answer = { body: page(1), cache: 'HIT', type: 'text/html; charset=utf-8', chunks: 3 };
    const before = precompressedStats().entries;
    const first = await get('gzip, deflate, br');
    const second = await get('gzip, deflate, br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    expect(decode(first.body, 'br')).toBe(page(1));
    expect(second.body.equals(first.body)).toBe(true);
    expect(precompressedStats().entries).toBe(before + 1);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip.body, 'gzip')).toBe(page(1));
    expect(precompressedStats().entries).toBe(before + 2);

    // Revalidated: new bytes, a new entry; a stale copy being refreshed is stored too.
    answer = { body: page(2), cache: 'STALE', type: 'text/html; charset=utf-8', chunks: 1 };
    const next = await get('br');
    expect(decode(next.body, next.headers['content-encoding'])).toBe(page(2));
    expect(precompressedStats().entries).toBe(before + 3);
  });

  it('goes out as it is to a client that takes no compression', async () => {
    answer = { body: page(3), cache: 'HIT', type: 'text/html; charset=utf-8', chunks: 2 };
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(page(3));
  });
});

describe('anything else', () => {
  it('goes through the compression middleware and is not stored: a page rendered for this request, a JSON answer', async () => {
    const before = precompressedStats().entries;
    for (const next of [
      { body: page(4), cache: null, type: 'text/html; charset=utf-8', chunks: 2 },
      { body: page(5), cache: 'MISS', type: 'text/html; charset=utf-8', chunks: 1 },
      { body: JSON.stringify({ items: [page(6)] }), cache: null, type: 'application/json', chunks: 1 },
    ]) {
      answer = next;
      const res = await get('br');
      expect(res.headers['content-encoding']).toBe('br');
      expect(decode(res.body, 'br')).toBe(next.body);
    }
    expect(precompressedStats().entries).toBe(before);
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and respects q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
