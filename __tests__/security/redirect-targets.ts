// Redirect targets that lead to another site, and the check that a Location stays on ours. Shared
// by the jest suite (__tests__/security/redirects.test.ts) and the journeys (e2e/security.spec.ts).

/** Ways of writing "another site" that a browser (or a proxy in front of us) may follow. */
export const FOREIGN_TARGETS = [
  '//evil.example',
  '//evil.example/steal?x=1',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '///evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/./%2F',
  '/./%2F/evil.example',
  '/./%2Fevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  'https://evil.example',
  'http://evil.example/cart',
  'HTTPS://EVIL.EXAMPLE',
  'https:evil.example',
  'http:/evil.example',
  'https://localhost@evil.example',
  'http://localhost.evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'javascript:',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
];

/**
 * Whether a Location (or URL) a browser is sent to stays on `site`. The WHATWG URL parser reads it
 * as a browser does: backslashes as slashes, tabs and newlines dropped, `//host` as a host.
 */
export function staysOnSite(location: string | null | undefined, site: string): boolean {
  if (!location) return false;
  let url: URL;
  try {
    url = new URL(location, site);
  } catch {
    return false;
  }
  return url.origin === new URL(site).origin && !url.pathname.startsWith('//') && !/^[\s\\/]*[\\/]{2}/.test(location);
}
