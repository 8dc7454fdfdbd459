import { ACCOUNTS, startTestApi, tokensFor, type TestApi } from './test-support/test-api';
import { formOf, getFromHost } from './test-support/fixtures';

/** What every answer of the API carries, and what the browser may do with it. */
let api: TestApi;
let tokens: Awaited<ReturnType<typeof tokensFor>>;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await tokensFor(api);
});
afterAll(() => api.close());

const ALLOWED = 'http://localhost:8080';

describe('security headers', () => {
  const answers = () => [
    ['a public list', api.post('/School/Staff/GetAll', { active: true, schoolCode: '83181' })],
    ['a refused body', api.post('/School/Staff/GetAll', { active: true })],
    ['a missing token', api.post('/School/Staff/GetById', { schoolStaffId: 1 })],
    ['a wrong content type', api.post('/School/Staff/GetAll', undefined, { raw: '<x/>', contentType: 'application/xml' })],
    ['an unknown path', api.post('/School/Nothing', {})],
    ['a school admin’s call', api.post('/School/Staff/GetById', { schoolStaffId: 1 }, { token: tokens.schoolA })],
  ] as const;

  test('every answer, success or error, says nosniff, forbids framing and carries a restrictive CSP', async () => {
    for (const [what, pending] of answers()) {
      const { headers } = await pending;
      expect({
        what,
        nosniff: headers.get('x-content-type-options'),
        csp: headers.get('content-security-policy'),
        frame: headers.get('x-frame-options'),
        referrer: headers.get('referrer-policy'),
      }).toEqual({ what, nosniff: 'nosniff', csp: "default-src 'none'; frame-ancestors 'none'", frame: 'DENY', referrer: 'no-referrer' });
    }
  });

  test('an unknown path is a 404 with a message', async () => {
    const answer = await api.post('/School/Nothing', {});
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'No such path: POST /api/School/Nothing' });
  });
});

describe('caching', () => {
  test('answers to a call with a token are never stored, whatever their status', async () => {
    const calls = [
      api.post('/School/Staff/GetById', { schoolStaffId: 1 }, { token: tokens.schoolA }),
      api.post('/School/Staff/GetById', { schoolStaffId: 99_999 }, { token: tokens.schoolA }),
      api.post('/School/GetAll', { active: true }, { token: tokens.provider }),
      api.post('/School/GetAll', { active: true }, { token: tokens.schoolA }),
      api.post('/School/Staff/GetById', { schoolStaffId: 1 }, { token: 'not-a-token' }),
      api.postForm('/School/Staff/Add', formOf({ fullName: 'A', designation: 'B' }), tokens.schoolA),
      api.post('/School/User/GetById', { SchoolUserId: 1 }, { token: tokens.provider }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  test('the login answer, which carries a token, is never stored either', async () => {
    const answer = await api.login(ACCOUNTS.schoolAdmin.username, ACCOUNTS.schoolAdmin.password);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${api.url}/api/School/Staff/GetById`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });

  test('the configured origin may call the API with a token and a JSON body', async () => {
    const response = await preflight(ALLOWED);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toEqual(expect.stringContaining('authorization'));
    const call = await fetch(`${api.url}/api/School/Staff/GetAll`, {
      method: 'POST',
      headers: { Origin: ALLOWED, 'Content-Type': 'application/json' },
      body: JSON.stringify({ active: true, schoolCode: '83181' }),
    });
    expect(call.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(call.headers.get('vary')).toContain('Origin');
  });

  test.each(['http://evil.example', 'http://localhost:8081', 'http://localhost:8080.evil.example', 'https://localhost:8080', 'null'])(
    'the origin %s is not allowed',
    async (origin) => {
      const response = await preflight(origin);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      const call = await fetch(`${api.url}/api/School/Staff/GetAll`, {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ active: true, schoolCode: '83181' }),
      });
      expect(call.headers.get('access-control-allow-origin')).toBeNull();
    },
  );
});

describe('OpenAPI documentation', () => {
  test('/api/docs serves the Swagger UI page and its scripts', async () => {
    const page = await getFromHost(api, '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<div id="swagger-ui"></div>');
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const response = await fetch(new URL(script, `${api.url}/api/docs`));
      expect({ script, status: response.status, size: (await response.arrayBuffer()).byteLength > 0 }).toEqual({ script, status: 200, size: true });
    }
  });

  test('the docs page says nosniff and carries a CSP that allows only its own scripts', async () => {
    const page = await getFromHost(api, '/api/docs');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/script-src-attr 'none'/);
  });

  test('/api/docs/json is an OpenAPI document that lists every route with its bearer scheme', async () => {
    const response = await getFromHost(api, '/api/docs/json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, { post?: unknown; get?: unknown }>; components: { securitySchemes: unknown } };
    expect(doc.openapi).toMatch(/^3\./);
    // Every POST route of the spec, and the GETs: which school a host name is (as data and as a page's head), a page's content and the home page's.
    const gets = ['/api/Site', '/api/Site/Head', '/api/Site/Page/{kind}', '/api/Site/Home', '/api/Site/Sitemap', '/api/Site/Robots', '/api/Site/Search', '/api/Site/Alerts'];
    // The notices' public lists, board, one notice and RSS feed.
    gets.push('/api/Site/Notices', '/api/Site/Notices/Archive', '/api/Site/Notices/Board', '/api/Site/Notice/{id}', '/api/Site/NoticesRss');
    // The CBSE Mandatory Public Disclosure, sections A to E.
    gets.push('/api/Site/Disclosure');
    // When a public list (staff, events, alumni) last changed.
    gets.push('/api/Site/LastChanged');
    // Which version of each remote a school's pages load.
    gets.push('/api/Site/Remotes');
    // Site health: a school's findings, and the provider's overview of every school (signed-in reads).
    gets.push('/api/School/Health', '/api/Provider/Health/GetAll');
    expect(Object.keys(doc.paths).sort()).toEqual([...api.routes.map((route) => route.url), ...gets].sort());
    for (const path of gets) expect(doc.paths[path]?.get).toBeDefined();
    for (const route of api.routes) expect(doc.paths[route.url]?.post).toBeDefined();
    expect(doc.components.securitySchemes).toEqual({ bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } });
  });
});

test('the health check answers ok', async () => {
  const response = await getFromHost(api, '/api/health');
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});
