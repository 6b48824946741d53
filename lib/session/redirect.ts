// Where to send a user after login: only a same-site relative path, anything else goes to the dashboard.
export const DEFAULT_AFTER_LOGIN = '/dashboard';

export function safeRedirect(value: string | null | undefined, fallback = DEFAULT_AFTER_LOGIN): string {
  if (!value || typeof value !== 'string') return fallback;
  const target = value.trim();
  // One leading slash, then not a second slash or a backslash (protocol-relative '//evil.com',
  // '/\evil.com' that browsers read as '//evil.com'), no control characters, no scheme.
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (target.includes('\\') || [...target].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127)) return fallback;
  try {
    const parsed = new URL(target, 'http://same.origin');
    if (parsed.origin !== 'http://same.origin') return fallback;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return fallback;
  }
}
