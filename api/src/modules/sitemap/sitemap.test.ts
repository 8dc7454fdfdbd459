import { SaxesParser, type SaxesTagNS } from 'saxes';
import { SITE_MAP_PAGES } from '@school/shared/contracts/site-map';
import type { TestApi } from '../../test-support/test-api';
import { schoolForm, startWithSchools, type Tokens } from '../../test-support/fixtures';
import { savePage } from '../../test-support/pages';

/** Each school's site has its own sitemap.xml and robots.txt, naming the address it was asked at. */
let api: TestApi;
let tokens: Tokens;
beforeAll(async () => ({ api, tokens } = await startWithSchools()));
afterAll(() => api.close());

const get = async (route: string, origin: string) => {
  const response = await fetch(`${api.url}/api/Site/${route}?origin=${encodeURIComponent(origin)}`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text(), robots: response.headers.get('x-robots-tag') };
};

/** The pages not every school has (contracts/site.ts OPTIONAL_PAGE_KINDS), by path. */
const OPTIONAL_PATHS = ['/aboutSahid', '/scienceLab', '/sports'];

interface XmlElement {
  /** Namespace URI and local name, e.g. http://www.sitemaps.org/schemas/sitemap/0.9 url */
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

/** The sitemap as a tree of elements, by a strict XML parser (saxes, jsdom's): anything not well-formed throws and fails the test. */
function parsed(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const open: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('opentag', (tag: SaxesTagNS) => {
    const element = { name: `${tag.uri} ${tag.local}`, attributes: Object.fromEntries(Object.values(tag.attributes).map((attribute) => [attribute.local, attribute.value])), text: '', children: [] };
    open.at(-1)?.children.push(element);
    open.push(element);
    root ??= element;
  });
  parser.on('text', (chunk) => {
    const current = open.at(-1);
    if (current) current.text += chunk;
  });
  parser.on('closetag', () => open.pop());
  parser.write(text).close();
  if (!root) throw new Error('No root element');
  return root;
}
const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

const urlsOf = (text: string) => {
  const root = parsed(text);
  expect(root.name).toBe(`${SITEMAP} urlset`);
  return root.children.map((url) => {
    const child = (name: string) => url.children.find((element) => element.name === name)?.text ?? null;
    return {
      loc: child(`${SITEMAP} loc`),
      lastmod: child(`${SITEMAP} lastmod`),
      alternates: url.children.filter((element) => element.name === `${XHTML} link`).map((link) => `${link.attributes.hreflang} ${link.attributes.href}`),
    };
  });
};

test('the sitemap is well-formed XML listing every public page, in English and at its ?lang=hi address, each naming both', async () => {
  const answer = await get('Sitemap', 'http://localhost:8080');
  expect([answer.status, answer.type]).toEqual([200, 'application/xml; charset=utf-8']);
  expect(answer.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  const urls = urlsOf(answer.text);
  expect(urls.map((url) => url.loc)).toEqual(SITE_MAP_PAGES.flatMap((page) => [`http://localhost:8080${page.path}`, `http://localhost:8080${page.path}?lang=hi`]));
  const privacy = urls.find((url) => url.loc === 'http://localhost:8080/privacy-policy?lang=hi');
  expect(privacy?.alternates).toEqual(['en http://localhost:8080/privacy-policy', 'hi http://localhost:8080/privacy-policy?lang=hi']);
  // Every GIGW page, the moderation policy among them (issue 31), on its default as long as the school writes none.
  const moderation = urls.find((url) => url.loc === 'http://localhost:8080/content-moderation-policy');
  expect(moderation?.alternates).toEqual(['en http://localhost:8080/content-moderation-policy', 'hi http://localhost:8080/content-moderation-policy?lang=hi']);
});

test('a path with & in it is escaped in the XML and reads back as the address', async () => {
  const { text } = await get('Sitemap', 'http://localhost:8080');
  expect(text).toContain('<loc>http://localhost:8080/certificates_&amp;_Approvals</loc>');
  expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  expect(urlsOf(text).map((url) => url.loc)).toContain('http://localhost:8080/certificates_&_Approvals');
});

test('each school’s sitemap names only the address it was asked at, and only the optional pages the school has written', async () => {
  const second = urlsOf((await get('Sitemap', 'http://school2.localhost:8080')).text);
  // The second demo school has written none of the optional pages (the first all: listed above).
  const itsPages = SITE_MAP_PAGES.filter((page) => !OPTIONAL_PATHS.includes(page.path));
  expect(second.map((url) => url.loc)).toEqual(itsPages.flatMap((page) => [`http://school2.localhost:8080${page.path}`, `http://school2.localhost:8080${page.path}?lang=hi`]));
  expect(second.every((url) => url.loc?.startsWith('http://school2.localhost:8080/') && url.alternates.every((alternate) => alternate.includes(' http://school2.localhost:8080/')))).toBe(true);
  // The origin as links write it: lower case, no default port.
  expect(urlsOf((await get('Sitemap', 'HTTPS://School2.Localhost:443')).text)[0]?.loc).toBe('https://school2.localhost/');

  expect((await savePage(api, tokens.schoolB, 'labs', { intro: { en: 'Our new lab.', hi: '' } })).status).toBe(200);
  const withLabs = urlsOf((await get('Sitemap', 'http://school2.localhost:8080')).text).map((url) => url.loc);
  expect(withLabs).toContain('http://school2.localhost:8080/scienceLab');
  expect(withLabs).not.toContain('http://school2.localhost:8080/aboutSahid');
});

test('a real school’s robots.txt keeps its staff screens out and names its sitemap; nothing asks not to index it', async () => {
  expect((await api.post('/School/Add', schoolForm('73030', 'Real Robots School'), { token: tokens.provider })).status).toBe(201);
  const robots = await get('Robots', 'https://school-73030.example');
  expect([robots.status, robots.type, robots.robots]).toEqual([200, 'text/plain; charset=utf-8', null]);
  expect(robots.text).toBe('User-agent: *\nDisallow: /Manage-\nDisallow: /login\nDisallow: /sgi-\n\nSitemap: https://school-73030.example/sitemap.xml\n');
  expect((await get('Sitemap', 'https://school-73030.example')).robots).toBeNull();
});

test('a demo school’s robots.txt disallows everything, and its robots.txt and sitemap say noindex', async () => {
  for (const origin of ['https://school2.localhost', 'http://localhost:8080']) {
    const robots = await get('Robots', origin);
    expect([robots.status, robots.type, robots.robots, robots.text]).toEqual([200, 'text/plain; charset=utf-8', 'noindex', 'User-agent: *\nDisallow: /\n']);
    expect((await get('Sitemap', origin)).robots).toBe('noindex');
  }
});

test('a page shows when its content last changed: the seeded pages have a date, a page on its default or never filled in none', async () => {
  const saved = await savePage(api, tokens.schoolB, 'privacy', { intro: { en: 'Our own privacy policy.', hi: '' } });
  expect(saved.status).toBe(200);
  const lastmod = (urls: ReturnType<typeof urlsOf>, path: string) => urls.find((url) => url.loc?.endsWith(path))?.lastmod;

  const second = urlsOf((await get('Sitemap', 'http://school2.localhost:8080')).text);
  expect(lastmod(second, '/privacy-policy')).toBe(saved.body.updatedAt.replace(/\.\d+Z$/, 'Z'));
  expect(lastmod(second, '/privacy-policy?lang=hi')).toBe(lastmod(second, '/privacy-policy'));
  expect(lastmod(second, '/copyright-policy')).toBeNull(); // still on its default
  expect(lastmod(second, '/staffDetail')).toBeNull(); // a list page: not known yet

  const first = urlsOf((await get('Sitemap', 'http://localhost:8080')).text);
  expect(lastmod(first, '/privacy-policy')).toBeNull(); // the other school's save is not this one's
  expect(lastmod(first, '/principalMessage')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  expect(lastmod(first, '/')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
});

test('an address no school has is a 404 in the house shape; an origin that is not one is a 400', async () => {
  for (const route of ['Sitemap', 'Robots']) {
    expect(await get(route, 'http://nowhere.example')).toEqual({ status: 404, type: expect.stringMatching(/^application\/json/), text: '{"message":"No school at this address"}', robots: null });
    for (const origin of ['localhost', 'http://localhost/x', 'javascript:alert(1)', 'http://local host', 'http://localhost:8080"><x>', 'x'.repeat(400)]) {
      expect([origin, (await get(route, origin)).status]).toEqual([origin, 400]);
    }
    expect((await fetch(`${api.url}/api/Site/${route}`)).status).toBe(400);
  }
});
