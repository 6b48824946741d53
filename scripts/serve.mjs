#!/usr/bin/env node
// The storefront's production server (`npm start` runs it through scripts/start.mjs): Next's own
// request handler, the one `next start` runs, behind compression that speaks brotli as well as
// gzip. Next compresses with gzip only; brotli makes a page's document 17% smaller for the same
// CPU (the landing page 13.1 KB instead of 15.8 KB), which takes it under what a new connection
// can carry in its first round trip (about 14 KB): on a phone on a slow network the page paints a
// round trip sooner. Scripts and stylesheets shrink by about 5%. next.config.mjs turns Next's own
// compression off (`compress: false`) so that nothing is compressed twice; see
// docs/decisions/009-brotli.md.
//
// It is also the storefront's edge, where what Next cannot see is decided: methods fetch cannot
// carry (TRACE) answer 405 before Next; the buyer's address passed to the API is the connection's
// own unless a trusted proxy forwards it; and a page that failed because the API was down answers
// 503 with Retry-After and a readable notice instead of a blank 500.
//
//   PORT=3000 node scripts/serve.mjs      (after `next build`)
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compression from 'compression';
import next from 'next';
import { precompressCachedDocuments } from './precompressed.mjs';
import { refuseUnservableMethod } from './unservable-methods.mjs';

const port = Number(process.env.PORT ?? 3000);
const dir = fileURLToPath(new URL('..', import.meta.url));

// Brotli at quality 5 with a 256 KB window (documents are 25-115 KB): 17% smaller than gzip's
// default level. Brotli's default 4 MB window made each response allocate and clear megabytes,
// which halved the rate of compressed pages under load; 11, the best quality, takes a hundred
// times longer. Browsers that do not ask for brotli get gzip, as before. Decision 009 has figures.
const compress = compression({
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
});

// A page whose render failed because the API could not be reached answers 503 with Retry-After,
// not Next's 500: each request keeps a record that lib/upstream/outage.ts marks when a call to the
// API fails for want of an API (refused, timed out, 502-504), and the status is changed as the
// response's head is written.
const outages = new AsyncLocalStorage();
globalThis[Symbol.for('crafts-marketplace.upstream-outage')] = {
  noteOutage() {
    const record = outages.getStore();
    if (record) record.down = true;
  },
};
const RETRY_AFTER_S = '30';

// Next's document for a page whose render failed is empty until its script draws the route's
// error.tsx (which replaces the whole document); a crawler or a browser without JavaScript would
// see a blank page, so the outage's document carries this notice (CatalogueError's own words).
const OUTAGE_NOTICE =
  '<main style="max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif">' +
  '<h1>This page could not be loaded</h1>' +
  '<p>The marketplace is not answering just now. Please try again in a moment.</p></main>';

function answerOutagesWith503(res, record) {
  const writeHead = res.writeHead;
  res.writeHead = function outageAwareWriteHead(status, ...rest) {
    if (status === 500 && record.down) {
      record.converted = true;
      // Next's reason phrase ('Internal Server Error') no longer fits the status.
      if (typeof rest[0] === 'string') rest.shift();
      this.setHeader('Retry-After', RETRY_AFTER_S);
      return writeHead.call(this, 503, ...rest);
    }
    return writeHead.call(this, status, ...rest);
  };
}

/** Puts the notice into the empty error document; wraps write() outside the compressor. */
function addOutageNotice(res, record) {
  const write = res.write;
  const end = res.end;
  let added = false;
  const withNotice = (chunk) => {
    // The head may not be written yet (write() writes it): a 500 of an outage is about to be a 503.
    const outage = record.converted || (record.down && res.statusCode === 500);
    if (added || !outage || chunk == null || typeof chunk === 'function') return chunk;
    const text = Buffer.isBuffer(chunk) ? chunk.toString('utf8') : typeof chunk === 'string' ? chunk : null;
    if (text === null || !text.includes('id="__next_error__"')) return chunk;
    const at = text.indexOf('<body>');
    if (at === -1) return chunk;
    // The length Next computed would no longer hold: left alone if it is already sent.
    if (res.headersSent && res.hasHeader('Content-Length')) return chunk;
    added = true;
    if (!res.headersSent) res.removeHeader('Content-Length');
    return text.slice(0, at + 6) + OUTAGE_NOTICE + text.slice(at + 6);
  };
  res.write = function (chunk, ...rest) {
    return write.call(this, withNotice(chunk), ...rest);
  };
  res.end = function (chunk, ...rest) {
    return end.call(this, withNotice(chunk), ...rest);
  };
}

const app = next({ dev: false, dir, port, hostname: 'localhost' });
await app.prepare();
const handle = app.getRequestHandler();

// The buyer's address, which the storefront passes to the API for its per-address limits (login,
// reset, register): the connection's own peer, unless that peer is a proxy named in
// STOREFRONT_TRUST_PROXY (comma list; loopback by default, for a reverse proxy on this machine),
// whose X-Forwarded-For then names the client. A client that sends its own X-Forwarded-For
// straight to this server gets it replaced, so it cannot pose as a new address on every try.
const trustedProxies = new Set(
  (process.env.STOREFRONT_TRUST_PROXY ?? '127.0.0.1,::1')
    .split(',')
    .map((address) => address.trim())
    .filter((address) => address && address !== 'none'),
);
const plainAddress = (address) => (address?.startsWith('::ffff:') ? address.slice(7) : (address ?? ''));

function setClientAddress(req) {
  const peer = plainAddress(req.socket.remoteAddress);
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  // Through trusted proxies, the nearest address that is not one of them is the client.
  let client = peer;
  if (trustedProxies.has(peer)) {
    for (let i = forwarded.length - 1; i >= 0; i -= 1) {
      client = plainAddress(forwarded[i]);
      if (!trustedProxies.has(client)) break;
    }
  }
  req.headers['x-forwarded-for'] = client;
  delete req.headers['x-real-ip'];
}

const server = createServer((req, res) => {
  if (refuseUnservableMethod(req, res)) return;
  setClientAddress(req);
  const record = { down: false };
  answerOutagesWith503(res, record);
  outages.run(record, () => serve(req, res));
});

function serve(req, res) {
  // A visitor who leaves mid-response would leave the compressor's stream open, and it is never
  // collected; close it with the response (Next's own server does the same).
  res.once('close', () => {
    if (res.writableFinished) return;
    const noop = () => {};
    // The compression middleware hands 'drain' listeners to its stream and returns that stream.
    const stream = res.on('drain', noop);
    if (stream !== res && typeof stream?.destroy === 'function') stream.destroy();
    else res.off('drain', noop);
  });
  // A cached document goes out compressed from a store of compressed copies (./precompressed.mjs);
  // anything else through the compression middleware.
  const takeOverCachedDocument = precompressCachedDocuments(req, res);
  compress(req, res, () => {
    takeOverCachedDocument();
    addOutageNotice(res, outages.getStore());
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
}
server.listen(port, () => console.log(`The storefront is ready on port ${port}.`));

function stop() {
  server.close();
  app.close().finally(() => process.exit(0));
  // Keep-alive connections would hold close() open; a stopped server need not wait for them.
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
