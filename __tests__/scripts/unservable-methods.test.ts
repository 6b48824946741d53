/** @jest-environment node */
// Found by e2e/fuzz.spec.ts: a TRACE to any address (a page, a route handler, /robots.txt) was a
// 500, because Next builds a fetch Request for it and fetch refuses the method. scripts/serve.mjs
// answers the methods fetch cannot carry with 405 before Next sees them.
import { readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { refuseUnservableMethod } from '@/scripts/unservable-methods.mjs';
import { closeServer, listenOnFreePort } from '../support/local-server';

let server: Server;
let port: number;
let reachedNext: string[];

beforeAll(async () => {
  reachedNext = [];
  // scripts/serve.mjs's first step, with Next's handler standing in as "answers 200".
  server = createServer((req, res) => {
    if (refuseUnservableMethod(req, res)) return;
    reachedNext.push(req.method ?? '');
    res.end('next');
  });
  port = await listenOnFreePort(server);
});

afterAll(() => closeServer(server));

function send(method: string, path = '/api/cart'): Promise<{ status: number; allow?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('methods fetch cannot carry (scripts/unservable-methods.mjs)', () => {
  it.each(['/', '/api/cart', '/media/products/x.png', '/robots.txt'])('answers a TRACE of %s with 405 and Allow, before Next', async (path) => {
    const response = await send('TRACE', path);
    expect(response.status).toBe(405);
    expect(response.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    expect(JSON.parse(response.body)).toEqual({ message: 'This address does not answer that method.' });
    expect(reachedNext).not.toContain('TRACE');
  });

  it('is the first thing scripts/serve.mjs does with a request', () => {
    const source = readFileSync(`${__dirname}/../../scripts/serve.mjs`, 'utf8');
    expect(source).toMatch(/createServer\(\(req, res\) => \{\s*if \(refuseUnservableMethod\(req, res\)\) return;/);
  });

  it.each(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND'])('hands %s on to Next', async (method) => {
    expect((await send(method)).status).toBe(200);
    expect(reachedNext).toContain(method);
  });
});
