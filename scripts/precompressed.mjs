// Cached documents compressed once (issue 25, point 6). A page Next serves from its cache
// (`x-nextjs-cache: HIT` or `STALE`: the same bytes for every visitor until it is revalidated)
// was compressed again on every request, which halved the landing page's rate with brotli. Here
// such a response is collected whole (it comes from the cache in one piece, so nothing waits for
// it), its compressed bytes are looked up by a hash of its content and encoding, compressed only
// when missing, and written straight to the connection. Keyed by content, a revalidated page
// (new bytes) gets new entries and the old ones age out of the bounded store. Everything else
// (rendered per request, streamed, route handlers, files) goes through the compression middleware
// as before.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/** Compressed bytes kept, at most (the least recently used go first). */
const STORE_BYTES = Number(process.env.PRECOMPRESSED_CACHE_MB ?? 64) * 1024 * 1024;
const CACHED = new Set(['HIT', 'STALE']);
const DOCUMENT_TYPES = /^(text\/html|text\/x-component)/;

const store = new Map();
let storedBytes = 0;

/** The same settings as the middleware's (scripts/serve.mjs, decision 009), so both give the same bytes. */
const encoders = {
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } }),
  gzip: (body) => zlib.gzipSync(body),
};

/** The encoding this request takes: brotli when it asks for it, else gzip, else none. */
export function chooseEncoding(acceptEncoding) {
  const accepted = new Map(
    String(acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([name]) => name)
      .map(([name, ...params]) => {
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return [name.toLowerCase(), q ? Number(q.slice(2)) : 1];
      }),
  );
  const allows = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

function compressed(body, encoding) {
  const key = `${encoding}:${createHash('sha1').update(body).digest('base64')}`;
  const hit = store.get(key);
  if (hit) {
    // Most recently used last.
    store.delete(key);
    store.set(key, hit);
    return hit;
  }
  const bytes = encoders[encoding](body);
  store.set(key, bytes);
  storedBytes += bytes.length;
  for (const [oldKey, old] of store) {
    if (storedBytes <= STORE_BYTES) break;
    store.delete(oldKey);
    storedBytes -= old.length;
  }
  return bytes;
}

/** How many compressed documents are stored, and their bytes (for tests). */
export function precompressedStats() {
  return { entries: store.size, bytes: storedBytes };
}

/**
 * Takes over `res` for a cached document: call before the compression middleware wraps it. The
 * returned function is called inside the middleware (after it has patched the response): from then
 * on, a response whose headers say it is a cached document is collected and sent compressed from
 * the store with the response's own, unpatched methods; any other goes on to the middleware.
 */
export function precompressCachedDocuments(req, res) {
  const encoding = req.method === 'GET' ? chooseEncoding(req.headers['accept-encoding']) : null;
  if (!encoding) return () => {};
  const own = { writeHead: res.writeHead, write: res.write, end: res.end };
  return () => {
    const patched = { writeHead: res.writeHead, write: res.write, end: res.end };
    let decided = null;
    const chunks = [];
    const decide = () => {
      if (decided === null) {
        const type = String(res.getHeader('content-type') ?? '');
        decided =
          res.statusCode === 200 && CACHED.has(String(res.getHeader('x-nextjs-cache'))) && DOCUMENT_TYPES.test(type) && !res.getHeader('content-encoding')
            ? 'collect'
            : 'pass';
        if (decided === 'pass') Object.assign(res, patched);
      }
      return decided;
    };
    res.writeHead = function (status, ...rest) {
      if (typeof status === 'number') res.statusCode = status;
      // Headers given to writeHead join the response's own before the decision.
      const headers = rest.find((arg) => arg && typeof arg === 'object');
      if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      if (decide() === 'pass') return patched.writeHead.call(this, res.statusCode);
      return this;
    };
    res.write = function (chunk, ...rest) {
      if (decide() === 'pass') return patched.write.call(this, chunk, ...rest);
      if (chunk != null && typeof chunk !== 'function')
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof rest[0] === 'string' ? rest[0] : 'utf8'));
      return true;
    };
    res.end = function (chunk, ...rest) {
      if (decide() === 'pass') return patched.end.call(this, chunk, ...rest);
      if (chunk != null && typeof chunk !== 'function')
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof rest[0] === 'string' ? rest[0] : 'utf8'));
      const bytes = compressed(Buffer.concat(chunks), encoding);
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', bytes.length);
      const vary = String(res.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      Object.assign(res, own);
      own.writeHead.call(res, res.statusCode);
      return own.end.call(res, bytes);
    };
  };
}
