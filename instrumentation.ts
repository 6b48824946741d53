// Next's server hooks (instrumentation.ts). Every error Next catches while it renders a page, runs
// a route handler or the proxy is logged as one line with the address it happened at, so a 500 in
// the log says where (issue 24). The query string is left out: some addresses carry a reset token.
import type { Instrumentation } from 'next';

export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const path = request.path.split('?')[0];
  const failure = error instanceof Error ? error : new Error(String(error));
  const digest = (failure as { digest?: unknown }).digest;
  console.error(
    `[storefront] ${request.method} ${path} failed (${context.routeType} ${context.routePath}): ${failure.message}${typeof digest === 'string' ? ` [digest ${digest}]` : ''}`,
  );
};
