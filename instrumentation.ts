// Next's server hooks (instrumentation.ts).
// register(), run once when the server starts: the settings are read there (lib/settings), so a
// wrong or missing one stops the storefront at once with one line per setting saying what to fix,
// not at the first request that needs it. Next does not stop a server whose register() throws
// (each request then fails), hence the exit.
// onRequestError: every error Next catches while it renders a page, runs a route handler or the
// proxy is logged as one line with the address it happened at, so a 500 in the log says where
// (issue 24). The query string is left out: some addresses carry a reset token.
import type { Instrumentation } from 'next';
import { SettingsError, settings } from '@/lib/settings/environment';

export function register(): void {
  // Next's own constant, inlined at build time (Next may also build this file for the edge
  // runtime, which has no process.exit); the storefront runs on Node only.
  // eslint-disable-next-line no-restricted-properties -- not a setting of ours
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  try {
    settings();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    for (const problem of error.problems) console.error(`[storefront] cannot start: ${problem}`);
    process.exit(1);
  }
}

export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const path = request.path.split('?')[0];
  const failure = error instanceof Error ? error : new Error(String(error));
  const digest = (failure as { digest?: unknown }).digest;
  console.error(
    `[storefront] ${request.method} ${path} failed (${context.routeType} ${context.routePath}): ${failure.message}${typeof digest === 'string' ? ` [digest ${digest}]` : ''}`,
  );
};
