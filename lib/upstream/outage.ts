// A request that met an unreachable, timed-out or failing API says so to the server that runs it
// (scripts/serve.mjs), which answers 503 with Retry-After instead of the 500 Next gives a page whose
// render failed: the site is down for a moment, not broken, and a crawler comes back later rather
// than dropping the page. The server keeps one record per request (an AsyncLocalStorage) and puts
// its hook on globalThis under this symbol; without that server (next dev, tests) nothing happens.
const OUTAGE_HOOK = Symbol.for('crafts-marketplace.upstream-outage');

interface OutageHook {
  noteOutage(): void;
}

export function noteUpstreamOutage(): void {
  (globalThis as { [OUTAGE_HOOK]?: OutageHook })[OUTAGE_HOOK]?.noteOutage();
}
