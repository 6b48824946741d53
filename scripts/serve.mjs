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
//   PORT=3000 node scripts/serve.mjs      (after `next build`)
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compression from 'compression';
import next from 'next';

const port = Number(process.env.PORT ?? 3000);
const dir = fileURLToPath(new URL('..', import.meta.url));

// Brotli at quality 5 with a 256 KB window (documents are 25-115 KB): 17% smaller than gzip's
// default level. Brotli's default 4 MB window made each response allocate and clear megabytes,
// which halved the rate of compressed pages under load; 11, the best quality, takes a hundred
// times longer. Browsers that do not ask for brotli get gzip, as before. Decision 009 has figures.
const compress = compression({
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
});

const app = next({ dev: false, dir, port, hostname: 'localhost' });
await app.prepare();
const handle = app.getRequestHandler();

const server = createServer((req, res) => {
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
  compress(req, res, () => {
    handle(req, res).catch((error) => {
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
});
server.listen(port, () => console.log(`The storefront is ready on port ${port}.`));

function stop() {
  server.close();
  app.close().finally(() => process.exit(0));
  // Keep-alive connections would hold close() open; a stopped server need not wait for them.
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
