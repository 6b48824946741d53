// A database restart under the API (issue 22, point 5), on PostgreSQL only: `npm run test:postgres`
// runs this file (jest.config.mjs leaves *.pg.test.ts out when there is no TEST_DATABASE_URL).
//
// What a restart does to the API is end every one of its connections at once; the server then
// refuses new ones for a moment. Ending them with pg_terminate_backend is that, without stopping
// a server other runs share. The API must stay up (an ended idle connection would otherwise crash
// node-postgres's pool), answer a request that meets a dead connection with a 503 the client may
// retry rather than a 500, and serve every request after it from fresh connections.
import pg from 'pg';
import { testApiForFile } from './harness';

const api = testApiForFile();
let token: string;

beforeAll(async () => {
  token = await api.loginAs('buyer');
});

/** Ends every connection to the API's database but this one, as a server restart does. */
async function restartUnderTheApi(): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const database = new URL(api.databaseUrl!).pathname.slice(1);
    const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
    return ended.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const reads = () =>
  Promise.all([
    api.request('GET', '/products?per_page=5'),
    api.request('GET', '/categories/list'),
    api.request('GET', '/cart', { token }),
    api.request('GET', '/orders', { token }),
  ]);

describe('a database restart under the API', () => {
  it('is survived: no 500, the pool reconnects, and reads and writes work again', async () => {
    // Open several pooled connections, then end them all.
    expect((await reads()).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await restartUnderTheApi()).toBeGreaterThan(0);

    // The first requests may meet a connection that died under them: a 503 to retry, never a 500.
    const during = await reads();
    for (const response of during) {
      expect([200, 503]).toContain(response.status);
      if (response.status === 503) expect(response.headers.get('retry-after')).toBeTruthy();
    }

    // After that, everything answers from fresh connections, writes included.
    expect((await reads()).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const [product] = (await api.request('GET', '/products?per_page=1')).body.data.data;
    const added = await api.request('POST', '/cart/items', { token, body: { product_id: product.product_id, quantity: 1 } });
    expect(added.status).toBeLessThan(300);
  });

  it('is survived twice in a row, with requests in flight while it happens', async () => {
    for (let round = 0; round < 2; round += 1) {
      const inFlight = reads();
      await restartUnderTheApi();
      for (const response of await inFlight) expect([200, 503]).toContain(response.status);
      expect((await reads()).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    }
  });
});
