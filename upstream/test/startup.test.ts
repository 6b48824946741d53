// The API as a built program (issue 25): scripts/build-api.mjs bundles it, plain Node runs it, and
// a start that cannot work ends with one line saying what to fix, not a stack trace.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, describeStartupFailure, redactUrl } from '../src/startup';

const ROOT = path.join(__dirname, '..', '..');
const context = { host: '127.0.0.1', port: 4999 };

/** The error Node gives a second listener on a port. */
async function portInUseError(): Promise<Error> {
  const first = net.createServer();
  await new Promise<void>((resolve) => first.listen(0, '127.0.0.1', resolve));
  const { port } = first.address() as net.AddressInfo;
  const second = net.createServer();
  const error = await new Promise<Error>((resolve) => {
    second.once('error', resolve);
    second.listen(port, '127.0.0.1');
  });
  await new Promise<void>((resolve) => first.close(() => resolve()));
  return error;
}

describe('describeStartupFailure', () => {
  it('names a port in use, a setting, and a database it cannot use', async () => {
    expect(describeStartupFailure(await portInUseError(), context)).toBe(
      'port 4999 on 127.0.0.1 is already in use: stop what holds it or set API_PORT to another port',
    );
    expect(describeStartupFailure(new ConfigError('API_PORT must be a port number, got x'), context)).toBe('API_PORT must be a port number, got x');
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), { code: 'ECONNREFUSED' });
    const wrapped = new Error('Failed query: select 1', { cause: refused });
    expect(describeStartupFailure(wrapped, { ...context, databaseUrl: 'postgres://app:s3cret@127.0.0.1:5999/shop' })).toBe(
      'cannot use the database at DATABASE_URL=postgres://app:***@127.0.0.1:5999/shop: nothing listens there',
    );
    const missing = Object.assign(new Error('database "shop" does not exist'), { code: '3D000' });
    expect(describeStartupFailure(missing, { ...context, databaseUrl: 'postgres://127.0.0.1/shop' })).toMatch(/the database does not exist$/);
  });

  it('leaves a defect of ours to its stack', () => {
    expect(describeStartupFailure(new TypeError('x is not a function'), context)).toBeNull();
  });

  it('never prints a password', () => {
    expect(redactUrl('postgresql://u:p%40ss@db:5432/x')).toBe('postgresql://u:***@db:5432/x');
    expect(redactUrl('not a url')).toBe('(not a URL)');
  });
});

describe('the built API', () => {
  let bundle = '';
  beforeAll(() => {
    const built = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "const { buildApi } = await import('./scripts/build-api.mjs'); console.log(await buildApi());"],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    expect(built.status).toBe(0);
    bundle = built.stdout.trim();
  });

  /** Starts the bundle with these settings; what it printed on stderr and its exit code. */
  function start(env: Record<string, string>) {
    const run = spawnSync(process.execPath, [bundle], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'api-start-')), API_PORT: '47999', ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });
    return { status: run.status, lines: run.stderr.trim().split('\n') };
  }

  it.each([
    [{ DATABASE_URL: 'not-a-url' }, 'DATABASE_URL must be a postgres://user:password@host:port/database URL (unset, the API keeps its data in DATA_DIR)'],
    [
      { DATABASE_URL: 'postgres://app:s3cret@127.0.0.1:1/shop' },
      'cannot use the database at DATABASE_URL=postgres://app:***@127.0.0.1:1/shop: nothing listens there',
    ],
    [{ API_PORT: '70000' }, 'API_PORT must be a port number, got 70000'],
    [{ STOREFRONT_URL: 'http://127.0.0.1:3000' }, 'REVALIDATE_SECRET is required with STOREFRONT_URL (the storefront refreshes its pages on signed notices)'],
    [
      { MPESA_CONSUMER_KEY: 'k' },
      'M-Pesa: set all of MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_PASSKEY (missing MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_PASSKEY)',
    ],
  ])('with %j it stops with one line', (env, line) => {
    const { status, lines } = start(env);
    expect(lines).toEqual([`[api] cannot start: ${line}`]);
    expect(status).toBe(1);
  });

  it('stops with one line for each wrong setting', () => {
    const { status, lines } = start({ API_PORT: 'http', TOKEN_TTL_HOURS: 'a month' });
    expect(lines).toEqual([
      '[api] cannot start: API_PORT must be a port number, got http',
      '[api] cannot start: TOKEN_TTL_HOURS must be a number of hours, got a month',
    ]);
    expect(status).toBe(1);
  });
});

describe('npm run db:migrate', () => {
  it('brings an empty embedded database to the newest migration, and says where', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-migrate-'));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'upstream/src/scripts/migrate.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(new RegExp(`^\\[migrate\\] PGlite in ${dataDir}/pglite is at the newest migration of upstream/drizzle \\(\\d+ ms\\)\\n$`));
    expect(run.status).toBe(0);
  });
});
