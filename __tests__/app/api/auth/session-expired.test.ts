/** @jest-environment node */
// Redirects made by route handlers keep the browser on the host it used: a relative Location,
// never `http://localhost:<PORT>` from the hostname Next was started with.
import { GET as expired } from '@/app/api/session/expired/route';
import { GET as verifyLookup } from '@/app/(site)/verify/lookup/route';

const get = (path: string, host = '127.0.0.1:3000') => new Request(`http://localhost:3000${path}`, { headers: { host } });

describe('/api/session/expired', () => {
  it('sends the browser to /login on its own host, with where it was and the cookie cleared', async () => {
    const response = await expired(get('/api/session/expired?redirect=%2Forder-history%3Fpage%3D2'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/login?redirect=%2Forder-history%3Fpage%3D2&expired=1');
    expect(response.headers.getSetCookie().join('\n')).toMatch(/next-auth\.session-token=;|session-token=;/);
  });

  it.each(['/.//evil.example', '/..//evil.example', '/a/..//evil.example', '/%2e//evil.example', '//x', '/\\x', 'https:x', 'javascript:alert(1)'])(
    'sends the redirect %s to the dashboard',
    async (redirect) => {
      const response = await expired(get(`/api/session/expired?redirect=${encodeURIComponent(redirect)}`));
      expect(response.headers.get('location')).toBe('/login?redirect=%2Fdashboard&expired=1');
    },
  );
});

describe('/verify/lookup', () => {
  it('answers 303 to /verify/{serial} on the browser’s own host', async () => {
    const response = await verifyLookup(get('/verify/lookup?serial=%20KE-001%2F2%20'));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/verify/KE-001%2F2');
  });

  it('sends an empty serial back to the form', async () => {
    const response = await verifyLookup(get('/verify/lookup?serial='));
    expect(response.headers.get('location')).toBe('/verify?serial=');
  });
});
