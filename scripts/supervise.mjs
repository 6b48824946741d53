// Keeps a child process running (`npm start` runs the API under it): when the child exits and
// nobody asked it to, it is started again after a back-off that doubles from `initialDelayMs` to
// `maxDelayMs`, each restart logged; a child that ran for `stableAfterMs` starts the back-off over.
// A crash loop (a database that went away) then costs a try every half minute, not a busy loop.
// `restartIf` may refuse (a child that never came up has a setting to fix, not a crash to wait
// out): `onGiveUp` is called instead.

/**
 * @param {{
 *   name: string,
 *   start: () => import('node:child_process').ChildProcess,
 *   log?: (line: string) => void,
 *   initialDelayMs?: number,
 *   maxDelayMs?: number,
 *   stableAfterMs?: number,
 *   restartIf?: () => boolean,
 *   onGiveUp?: (code: number | null, signal: string | null) => void,
 * }} options
 */
export function supervise({
  name,
  start,
  log = (line) => console.error(line),
  initialDelayMs = 1000,
  maxDelayMs = 30_000,
  stableAfterMs = 60_000,
  restartIf = () => true,
  onGiveUp = () => undefined,
}) {
  let child;
  let stopped = false;
  let delay = initialDelayMs;
  let restarts = 0;
  let timer;

  const launch = () => {
    const startedAt = Date.now();
    child = start();
    child.on('exit', (code, signal) => {
      if (stopped) return;
      if (!restartIf()) {
        stopped = true;
        onGiveUp(code, signal);
        return;
      }
      if (Date.now() - startedAt >= stableAfterMs) delay = initialDelayMs;
      restarts += 1;
      log(`${name} stopped (${signal ?? `exit code ${code}`}); restarting it in ${delay / 1000} s (restart ${restarts})`);
      timer = setTimeout(launch, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  };
  launch();

  return {
    /** The child running now (a new one after each restart). */
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    /** Stops the child for good: no restart follows. */
    stop() {
      stopped = true;
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    },
  };
}
