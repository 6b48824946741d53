/** @jest-environment node */
// Issue 30: under `npm start` the storefront stopped when the API died. The API now runs under
// scripts/supervise.mjs, which starts it again with a growing back-off and logs each restart, and
// the storefront goes on serving its cached pages meanwhile.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { supervise } from '@/scripts/supervise.mjs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A child that exits at once with `code`, or one that runs until it is told to stop. */
const dies = (code: number) => spawn(process.execPath, ['-e', `process.exit(${code})`]);
const runs = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
}

describe('supervise (the API under npm start)', () => {
  it('starts a child that died again, after a back-off that doubles, and logs each restart', async () => {
    const started: number[] = [];
    const log: string[] = [];
    const supervisor = supervise({
      name: 'The API',
      start: () => {
        started.push(Date.now());
        return started.length <= 3 ? dies(3) : runs();
      },
      log: (line: string) => log.push(line),
      initialDelayMs: 100,
      maxDelayMs: 1000,
    });
    try {
      await until(() => started.length === 4);
      const gaps = started.slice(1).map((at, i) => at - started[i]);
      // 100, 200, 400 ms of back-off (plus the child's own start and exit).
      expect(gaps[0]).toBeGreaterThanOrEqual(100);
      expect(gaps[1]).toBeGreaterThanOrEqual(200);
      expect(gaps[2]).toBeGreaterThanOrEqual(400);
      expect(log).toEqual([
        'The API stopped (exit code 3); restarting it in 0.1 s (restart 1)',
        'The API stopped (exit code 3); restarting it in 0.2 s (restart 2)',
        'The API stopped (exit code 3); restarting it in 0.4 s (restart 3)',
      ]);
      // The fourth stays up.
      await sleep(300);
      expect(started).toHaveLength(4);
      expect(supervisor.child.exitCode).toBeNull();
    } finally {
      supervisor.stop();
    }
  });

  it('never waits longer than the back-off’s ceiling', async () => {
    const log: string[] = [];
    let starts = 0;
    const supervisor = supervise({
      name: 'The API',
      start: () => (++starts <= 5 ? dies(1) : runs()),
      log: (line: string) => log.push(line),
      initialDelayMs: 20,
      maxDelayMs: 50,
    });
    try {
      await until(() => starts === 6);
      expect(log.map((line) => /in ([\d.]+) s/.exec(line)?.[1])).toEqual(['0.02', '0.04', '0.05', '0.05', '0.05']);
    } finally {
      supervisor.stop();
    }
  });

  it('a child stopped on purpose (npm start ending) is not started again', async () => {
    let starts = 0;
    let first: ChildProcess | undefined;
    const supervisor = supervise({
      name: 'The API',
      start: () => {
        starts += 1;
        first ??= runs();
        return first;
      },
      log: () => undefined,
      initialDelayMs: 10,
    });
    supervisor.stop();
    await until(() => first?.exitCode !== null || first?.signalCode !== null);
    await sleep(100);
    expect(starts).toBe(1);
  });

  it('gives up instead when the child may not be restarted (an API that never answered has a setting to fix)', async () => {
    let starts = 0;
    const gaveUp: (number | null)[] = [];
    const log: string[] = [];
    supervise({
      name: 'The API',
      start: () => {
        starts += 1;
        return dies(2);
      },
      log: (line: string) => log.push(line),
      initialDelayMs: 10,
      restartIf: () => false,
      onGiveUp: (code: number | null) => gaveUp.push(code),
    });
    await until(() => gaveUp.length === 1);
    await sleep(100);
    expect({ starts, gaveUp, log }).toEqual({ starts: 1, gaveUp: [2], log: [] });
  });

  it('npm start runs the API under it, and does not stop the storefront when the API stops', () => {
    const start = readFileSync(path.join(__dirname, '../../scripts/start.mjs'), 'utf8');
    expect(start).toMatch(/supervise\(\{\s*name: 'The API'/);
    // Restarted only once it has answered /health; before that a failed start stops npm start, as it did.
    expect(start).toMatch(/restartIf: \(\) => apiAnswered/);
    expect(start).toMatch(/await waitForApi\([^)]*\);\s*apiAnswered = true;/);
    expect(start).not.toMatch(/run\('The API'/);
  });
});
