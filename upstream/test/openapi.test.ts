// The API reference cannot be stale: GET /openapi.json is generated from the routes' declarations,
// and every route the app answers is in it. GET /docs shows it with a script the API serves itself.
import { testApiForFile } from './harness';

const api = testApiForFile();

/** The reference itself: the document and the page that shows it. */
const REFERENCE = ['GET /openapi.json', 'GET /docs', 'GET /docs/scalar.js'];

/** `GET /addresses/{id}`: a Hono route as the document names it (`:id` and `*` become parameters). */
const asDocumented = (method: string, path: string) => `${method} ${path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}')}`;

/** Every route a router answers (not its middleware, which Hono lists as ALL). */
function routesOf(router: { routes: { method: string; path: string }[] }): Set<string> {
  return new Set(router.routes.filter((r) => r.method !== 'ALL').map((r) => asDocumented(r.method, r.path)));
}

/** The document as served (its shape is OpenAPI's, not the envelope's). */
async function openApiDocument() {
  const res = await api.app.request('/openapi.json');
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, any>;
}

async function documentedRoutes(): Promise<Set<string>> {
  const paths = (await openApiDocument()).paths as Record<string, Record<string, unknown>>;
  return new Set(Object.entries(paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)));
}

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document of the marketplace API with the envelope of its errors', async () => {
    const document = await openApiDocument();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Crafts marketplace API');
    expect(document.components.schemas.Error.properties.status).toEqual({ type: 'string', enum: ['error'] });
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('names every route the API answers, with a summary and the statuses it can answer', async () => {
    const document = await openApiDocument();
    const documented = await documentedRoutes();
    const answered = [...routesOf(api.app)].filter((route) => !REFERENCE.includes(route));
    expect(answered.length).toBeGreaterThan(80);
    expect(answered.filter((route) => !documented.has(route))).toEqual([]);
    for (const route of answered) {
      const [method, path] = route.split(' ');
      const operation = document.paths[path][method.toLowerCase()];
      expect({ route, summary: typeof operation.summary }).toEqual({ route, summary: 'string' });
      expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
    }
  });

  it("describes a declared route's parameters, body, answers and token", async () => {
    const update = (await openApiDocument()).paths['/addresses/{id}'].put;
    expect(update.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(Object.keys(update.requestBody.content['application/json'].schema.properties)).toEqual(['name', 'street', 'city', 'country', 'phone', 'is_default']);
    expect(Object.keys(update.responses).sort()).toEqual(['200', '401', '404', '422']);
    expect(update.security).toEqual([{ bearer: [] }]);
  });
});

describe('GET /docs', () => {
  it('is the reference page, whose script the API serves itself (no CDN: it works offline)', async () => {
    const res = await api.app.request('/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toEqual(['/docs/scalar.js']);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).toContain('/openapi.json');

    const script = await api.app.request('/docs/scalar.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });

  it('lets the page run only its own scripts, by nonce, and talk only to the API', async () => {
    const res = await api.app.request('/docs');
    const policy = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("connect-src 'self'");
    const html = await res.text();
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });
});
