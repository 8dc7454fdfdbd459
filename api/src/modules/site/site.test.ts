import { buildApp } from '../../app';
import type { TestApi } from '../../test-support/test-api';
import { EMPTY_PROFILE } from '@school/shared/contracts/school-profile';
import { DEMO_PROFILES } from '../../seed/demo-content';
import { bytesFile, expectRefusal, formOf, PNG_BYTES, schoolForm, startWithSchools, storedExists, type Tokens } from '../../test-support/fixtures';
import { savePage } from '../../test-support/pages';

/** A school is a tenant: the page's host name says which school's site it is (GET /api/Site). */
let api: TestApi;
let tokens: Tokens;
beforeAll(async () => ({ api, tokens } = await startWithSchools()));
afterAll(() => api.close());

const site = async (host: string) => {
  const response = await fetch(`${api.url}/api/Site?host=${encodeURIComponent(host)}`, { headers: { Origin: `http://${host || 'x'}.test` } });
  // Readable by every page, an unknown address's included.
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test knows its answer's shape
  const body: any = await response.json();
  return { status: response.status, body, cacheControl: response.headers.get('cache-control') };
};
const provider = () => ({ token: tokens.provider });

test('the demo schools answer at localhost and school2.localhost, and say their content is demo and which optional pages they have', async () => {
  expect(await site('localhost')).toEqual({
    status: 200,
    body: { schoolCode: '83181', schoolName: 'PM SHRI Government Inter College', demoContent: true, profile: expect.any(Object), optionalPages: ['namesake', 'labs', 'sports'] },
    cacheControl: 'public, max-age=60',
  });
  expect((await site('school2.localhost')).body).toMatchObject({ schoolCode: '83190', demoContent: true, optionalPages: [] });
});

test('whether a school is demo is the school’s own: a school the provider adds is not, and the API started without DEMO_CONTENT still labels the demo schools', async () => {
  expect((await api.post('/School/Add', schoolForm('73020', 'Real Test School'), provider())).status).toBe(201);
  expect((await site('school-73020.example')).body).toMatchObject({ schoolCode: '73020', demoContent: false });

  // The same database served by an API started with demo content off.
  const plain = await buildApp({ config: { ...api.config, seed: { ...api.config.seed, demoContent: false } }, database: api.database, logger: false });
  try {
    const answer = async (host: string) => (await plain.inject({ method: 'GET', url: `/api/Site?host=${host}` })).json<{ demoContent: boolean }>().demoContent;
    expect([await answer('localhost'), await answer('school2.localhost'), await answer('school-73020.example')]).toEqual([true, true, false]);
  } finally {
    await plain.close();
  }
});

test('an optional page (the namesake page) is named once the school has written it, and no longer once it is emptied', async () => {
  const namesake = (name: string) => ({ name: { en: name, hi: '' } });
  expect((await savePage(api, tokens.schoolB, 'namesake', namesake('Shaheed Test Singh'))).status).toBe(200);
  expect((await site('school2.localhost')).body.optionalPages).toEqual(['namesake']);
  expect((await savePage(api, tokens.schoolB, 'namesake', namesake('  '))).status).toBe(200);
  expect((await site('school2.localhost')).body.optionalPages).toEqual([]);
  expect((await site('localhost')).body.optionalPages).toEqual(['namesake', 'labs', 'sports']); // the other school's are its own
});

test('a host name is found whatever its case, port or scheme', async () => {
  for (const host of ['SCHOOL2.localhost', 'school2.localhost.', 'http://school2.localhost:8080/staff']) {
    expect((await site(host)).body).toMatchObject({ schoolCode: '83190' });
  }
});

test('an address no school has is a 404 in the house shape, not another school and not cached', async () => {
  for (const host of ['nowhere.example', 'localhost.example', '', '%%%', 'a'.repeat(300)]) {
    const answer = await site(host);
    expect([answer.status, answer.body]).toEqual([404, { message: 'No school at this address' }]);
    expect(answer.cacheControl).toBe('no-store');
  }
  const missing = await fetch(`${api.url}/api/Site`);
  expect(missing.status).toBe(400);
});

test("a new school's site answers at its Website URL's host name at once, and only while it is active", async () => {
  await site('school-73001.example'); // asked before it exists: the refusal must not be kept
  const added = await api.post('/School/Add', schoolForm('73001', 'Tenant Test School'), provider());
  expect(added.status).toBe(201);
  expect((await site('school-73001.example')).body).toEqual({ schoolCode: '73001', schoolName: 'Tenant Test School', demoContent: false, profile: EMPTY_PROFILE, optionalPages: [] });

  await api.post('/School/Update', { ...schoolForm('73001', 'Tenant Test School'), active: false, schoolId: added.body.schoolId }, provider());
  expect((await site('school-73001.example')).status).toBe(404);
});

test('a changed Website URL moves the address; an address another school has is refused', async () => {
  const added = await api.post('/School/Add', schoolForm('73002'), provider());
  const update = (url: string) =>
    api.post('/School/Update', { ...schoolForm('73002'), schoolWebSiteUrl: url, schoolId: added.body.schoolId }, provider());

  expect((await update('https://moved-73002.example/home')).status).toBe(200);
  expect((await site('moved-73002.example')).body).toMatchObject({ schoolCode: '73002' });
  expect((await site('school-73002.example')).status).toBe(404);

  const taken = await update('https://school2.localhost');
  expect([taken.status, taken.body]).toEqual([409, { message: 'The address school2.localhost is another school’s' }]);
  expect((await site('moved-73002.example')).body).toMatchObject({ schoolCode: '73002' });

  const other = await api.post('/School/Add', { ...schoolForm('73003'), schoolWebSiteUrl: 'https://moved-73002.example' }, provider());
  expect([other.status, other.body]).toEqual([409, { message: 'The address moved-73002.example is another school’s' }]);
  expect((await api.post('/School/GetAll', {}, provider())).body.map((school: { schoolCode: string }) => school.schoolCode)).not.toContain('73003');
});

test("browsers may call the API from any school's address served as the site is (here http on 8080), and from no other", async () => {
  const preflight = (origin: string) =>
    fetch(`${api.url}/api/School/Staff/GetAll`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
  for (const origin of ['http://school2.localhost:8080', 'http://gic83181.example:8080', 'http://localhost:8080']) {
    expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBe(origin);
  }
  for (const origin of ['https://evil.example', 'http://school2.localhost.evil.example', 'http://school2.localhost:8081', 'https://school2.localhost:8080', 'null', 'http://%%%']) {
    const refused = await preflight(origin);
    expect([refused.status < 500, refused.headers.get('access-control-allow-origin')]).toEqual([true, null]);
  }
});

test("a school admin's token works at its own school's addresses only; the provider's at any", async () => {
  const call = (token: string, origin: string | null, route = '/School/Staff/GetById', body: unknown = { schoolStaffId: 1 }) =>
    api.post(route, body, { token, headers: origin ? { Origin: origin } : {} });
  expect((await call(tokens.schoolA, 'http://localhost:8080')).status).toBe(200);
  expect((await call(tokens.schoolA, null)).status).toBe(200); // a program's, not a page's: the token decides
  const elsewhere = await call(tokens.schoolA, 'http://school2.localhost:8080');
  expect([elsewhere.status, elsewhere.body]).toEqual([403, { message: 'This account is not this school’s' }]);
  // A browser's request without Origin (a same-origin GET) is bound by the address it was sent to:
  // here 127.0.0.1, one of school A's.
  const browsers = (token: string) => api.post('/School/Staff/GetById', { schoolStaffId: 1 }, { token, headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect((await browsers(tokens.schoolA)).status).toBe(200);
  expectRefusal(await browsers(tokens.schoolB), 403, 'This account is not this school’s');
  expect((await api.post('/School/Staff/GetById', { schoolStaffId: 1 }, { token: tokens.schoolB })).status).toBe(404); // a program's: its own school has no such staff
  // An opaque origin (a sandboxed frame, a local file) is no school's address.
  expectRefusal(await call(tokens.schoolA, 'null'), 403, 'This account is not this school’s');
  expect((await call(tokens.schoolB, 'http://school2.localhost:8080', '/School/Staff/Delete', { schoolStaffId: 999_999 })).status).toBe(404);
  expect((await call(tokens.provider, 'http://school2.localhost:8080', '/School/GetAll', {})).status).toBe(200);
});

describe('the school profile', () => {
  test('/Site answers the profile of the school at the address; a school without one has it empty', async () => {
    const seeded = (await site('localhost')).body.profile;
    expect(seeded).toEqual({ ...DEMO_PROFILES[0], banner: expect.any(Array) });
    // The demo banner's pictures are stored as uploads would be, with their sizes.
    expect(seeded.banner).toHaveLength(5);
    expect(seeded.banner[0]).toMatchObject({ path: expect.stringMatching(/^uploads\/school\.\d+\/pages\/[0-9a-f-]{36}\.webp$/), width: 1600, height: 500 });
    await api.post('/School/Add', schoolForm('73010'), provider());
    expect((await site('school-73010.example')).body.profile).toEqual(EMPTY_PROFILE);
  });

  test("a school admin replaces its own school's profile, and only with valid values", async () => {
    const profile = { nameHi: 'राजकीय बालिका इंटर कॉलेज', affiliationNumber: '3520999', phone: '+91 00000 00001', email: 'office@school2.example' };
    const saved = await api.post('/School/Profile/Update', profile, { token: tokens.schoolB });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(profile);
    expect((await site('school2.localhost')).body.profile).toMatchObject(profile);
    expect((await site('localhost')).body.profile.affiliationNumber).toBe('3520168'); // school A's is untouched

    const bad = await api.post('/School/Profile/Update', { ...profile, phone: '12', email: 'nope' }, { token: tokens.schoolB });
    expect(bad.status).toBe(400);
    const extra = await api.post('/School/Profile/Update', { ...profile, logoUrl: 'x' }, { token: tokens.schoolB });
    expect(extra.status).toBe(400);
  });

  test('the logo and banner pictures are the school’s own uploads; a replaced one is removed', async () => {
    const upload = async (token: string) =>
      (await api.postForm('/School/Page/Upload', formOf({}, { picture: bytesFile(PNG_BYTES, 'logo.png', 'image/png') }), token)).body as { path: string; width: number; height: number };
    const picture = (stored: { path: string; width: number; height: number }) => ({ ...stored, alt: { en: 'The school’s emblem', hi: '' } });
    const first = await upload(tokens.schoolB);
    const saved = await api.post('/School/Profile/Update', { logo: picture(first), banner: [picture(first)] }, { token: tokens.schoolB });
    expect(saved.status).toBe(200);
    expect((await site('school2.localhost')).body.profile.banner).toEqual([picture(first)]);

    const second = await upload(tokens.schoolB);
    expect((await api.post('/School/Profile/Update', { logo: picture(second) }, { token: tokens.schoolB })).status).toBe(200);
    expect(storedExists(api, first.path)).toBe(false);
    expect(storedExists(api, second.path)).toBe(true);

    const others = await upload(tokens.schoolA);
    const refused = await api.post('/School/Profile/Update', { logo: picture(others) }, { token: tokens.schoolB });
    expect([refused.status, refused.body.message]).toEqual([400, 'A picture or document is missing: upload it again.']);
  });
});

describe("GET /Site/Head: what the web server puts in a school's page", () => {
  const head = async (query: string) => {
    const response = await fetch(`${api.url}/api/Site/Head?${query}`);
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text(), robots: response.headers.get('x-robots-tag') };
  };
  const NOINDEX_META = '<meta name="robots" content="noindex">';
  const dataBlock = (text: string) => JSON.parse(/<script id="site-data" type="application\/json">(.*?)<\/script>/s.exec(text)?.[1] ?? 'null');

  test("the site data, inlined as /Site answers it; on the home page a preload of the first banner picture, its copies and sizes at the page's own address", async () => {
    const home = await head('host=localhost&home=1');
    expect([home.status, home.type]).toEqual([200, 'text/html; charset=utf-8']);
    const { body } = await site('localhost');
    expect(dataBlock(home.text)).toEqual(body);
    // The demo banner is 1600 × 500: its copies 480 and 960 px wide, drawn 340 px high over the column's width.
    const banner = `/${body.profile.banner[0].path}`;
    const named = (width: number) => banner.replace(/\.webp$/, `-${width}w.webp`);
    expect(home.text.slice(0, home.text.indexOf('<script'))).toBe(
      `<link rel="preload" as="image" href="${banner}" imagesrcset="${named(480)} 480w, ${named(960)} 960w, ${banner} 1600w" ` +
        `imagesizes="max(min(100vw - 2rem, 1168px), 340px * 3.2)" fetchpriority="high">${NOINDEX_META}`,
    );
    // Each file it names is there (the seed stored the copies as an upload does).
    for (const file of [named(480), named(960), banner]) {
      expect((await fetch(`${api.url}${file}`)).status).toBe(200);
    }

    // Other pages have no preload.
    expect((await head('host=localhost')).text).not.toContain('preload');
    // A school without banner pictures has nothing to preload.
    await api.post('/School/Add', schoolForm('73011'), provider());
    expect((await head('host=school-73011.example&home=1')).text).not.toContain('preload');
  });

  test('a demo school’s pages ask not to be indexed, in the head and in the answer’s X-Robots-Tag; a real school’s do not', async () => {
    for (const query of ['host=localhost', 'host=school2.localhost&home=1']) {
      const demo = await head(query);
      expect([demo.status, demo.robots, demo.text.match(/<meta [^>]*>/g)]).toEqual([200, 'noindex', [NOINDEX_META]]);
    }
    await api.post('/School/Add', schoolForm('73012'), provider());
    const real = await head('host=school-73012.example&home=1');
    expect([real.status, real.robots]).toEqual([200, null]);
    expect(real.text).not.toContain('<meta');
    expect(dataBlock(real.text)).toMatchObject({ schoolCode: '73012', demoContent: false });
  });

  test('no text of the profile can end the data block', async () => {
    const ministry = { en: '</script><script>alert(1)</script>', hi: '<!--' };
    expect((await api.post('/School/Profile/Update', { ministry }, { token: tokens.schoolB })).status).toBe(200);
    const { text } = await head('host=school2.localhost');
    // The site data's block and the releases'.
    expect(text.match(/<\/script>/g)).toHaveLength(2);
    expect(text).not.toContain('<!--');
    expect(dataBlock(text).profile.ministry).toEqual(ministry);
  });

  test('which release of each remote the page loads comes in the page as GET /Site/Remotes answers it, and a change reaches the next page', async () => {
    const releasesBlock = (text: string) => JSON.parse(/<script id="remote-releases" type="application\/json">(.*?)<\/script>/s.exec(text)?.[1] ?? 'null');
    const remotes = async () => (await fetch(`${api.url}/api/Site/Remotes?school=83190`)).json();
    expect(releasesBlock((await head('host=school2.localhost')).text)).toEqual(await remotes());

    const { body } = await api.post('/Provider/Remotes/GetAll', {}, provider());
    const content = body.remotes.find((remote: { remote: string }) => remote.remote === 'content');
    expect((await api.post('/Provider/Remotes/SwitchOff', { remote: 'content', off: true, revision: content.revision }, provider())).status).toBe(200);
    try {
      const after = releasesBlock((await head('host=school2.localhost&home=1')).text);
      expect(after.remotes.content.off).toBe(true);
      expect(after).toEqual(await remotes());
    } finally {
      await api.post('/Provider/Remotes/SwitchOff', { remote: 'content', off: false, revision: content.revision + 1 }, provider());
    }
  });

  test('an address no school has is a 403 in the house shape (nginx’s auth_request refusal); bad parameters are 400s', async () => {
    expect(await head('host=nowhere.example')).toEqual({ status: 403, type: expect.stringMatching(/^application\/json/), text: '{"message":"No school at this address"}', robots: null });
    for (const query of ['host=localhost&home=yes', 'host=localhost&media=http://localhost:4000', 'home=1', 'host=localhost&x=1']) {
      expect((await head(query)).status).toBe(400);
    }
  });
});
