/** @jest-environment node */
// GET /media/{...path}: the API's images from the storefront's origin. A name no file can have
// is a 404 here, without asking the API.
process.env.UPSTREAM_API_URL = 'http://upstream.test';

import nock from 'nock';
import { GET } from '@/app/media/[...path]/route';
import { onlyNockedCalls } from '@/__tests__/support/nock';

const API = 'http://upstream.test';
const SITE = 'http://localhost:3000';

function media(path: string[]) {
  return GET(new Request(`${SITE}/media/${path.map(encodeURIComponent).join('/')}`), { params: Promise.resolve({ path }) });
}

onlyNockedCalls();

describe('the media route', () => {
  it('passes an image on from the API, cached for a year', async () => {
    nock(API)
      .get('/media/products/baskets-1.png')
      .reply(200, Buffer.from([0x89, 0x50, 0x4e, 0x47]), { 'Content-Type': 'image/png' });
    const response = await media(['products', 'baskets-1.png']);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a file the API does not have with 404', async () => {
    nock(API).get('/media/products/missing.png').reply(404, { status: 'error', message: 'File not found', data: null });
    expect((await media(['products', 'missing.png'])).status).toBe(404);
  });

  // Found by e2e/fuzz.spec.ts: /media/%00.png went to the API, which refuses a NUL with a 422,
  // and the storefront answered that with a 502 as if the API had failed.
  // The API cannot be reached here (nock), so asking it would be a 502.
  it.each([[['\u0000.png']], [['products', 'a\u0000b.png']], [['a\nb.png']], [['\u007f']], [['..', 'package.json']], [['a\\b.png']]])(
    'answers %j with 404 without asking the API',
    async (path) => {
      expect((await media(path)).status).toBe(404);
    },
  );
});
