/** @jest-environment node */
// Security requirement 13 (docs/security.md), as the production build is configured: every answer
// of the storefront (pages, route handlers, redirects, files) carries a Content-Security-Policy
// with frame-ancestors, HSTS and nosniff. e2e/security.spec.ts reads them off the running servers,
// the API's included.
type HeaderRule = { source: string; headers: { key: string; value: string }[] };

async function headerRules(nodeEnv: string): Promise<HeaderRule[]> {
  const previous = process.env.NODE_ENV;
  (process.env as Record<string, string>).NODE_ENV = nodeEnv;
  try {
    let rules: HeaderRule[] = [];
    await jest.isolateModulesAsync(async () => {
      const config = (await import('../../next.config.mjs')).default;
      rules = (await config.headers?.()) ?? [];
    });
    return rules;
  } finally {
    (process.env as Record<string, string>).NODE_ENV = previous as string;
  }
}

const headerOf = (rule: HeaderRule, key: string) => rule.headers.find((header) => header.key.toLowerCase() === key.toLowerCase())?.value;

describe('requirement 13: security headers on every storefront answer', () => {
  it('the production build sends CSP with frame-ancestors, HSTS and nosniff on every path, route handlers included', async () => {
    const rules = await headerRules('production');
    const everything = rules.filter((rule) => rule.source === '/:path*');
    expect(everything).toHaveLength(1);
    const [rule] = everything;

    const csp = headerOf(rule, 'Content-Security-Policy') ?? '';
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(directives.get('default-src')).toBe("'self'");
    expect(directives.get('object-src')).toBe("'none'");
    // No <base> is ours to write (issue 30): an injected one cannot move the page's relative URLs elsewhere.
    expect(directives.get('base-uri')).toBe("'none'");
    expect(directives.get('form-action')).toBe("'self'");
    // No eval in production (the dev server's React needs it, the build does not).
    expect(directives.get('script-src')).not.toContain('unsafe-eval');

    expect(headerOf(rule, 'Strict-Transport-Security')).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(Number(/max-age=(\d+)/.exec(headerOf(rule, 'Strict-Transport-Security') ?? '')?.[1])).toBeGreaterThanOrEqual(31536000);
    expect(headerOf(rule, 'X-Content-Type-Options')).toBe('nosniff');
    expect(headerOf(rule, 'X-Frame-Options')).toBe('DENY');
    expect(headerOf(rule, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('development leaves HSTS out (it would pin localhost to HTTPS) and keeps the rest', async () => {
    const [rule] = (await headerRules('development')).filter((r) => r.source === '/:path*');
    expect(headerOf(rule, 'Strict-Transport-Security')).toBeUndefined();
    expect(headerOf(rule, 'Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(headerOf(rule, 'X-Content-Type-Options')).toBe('nosniff');
  });
});
