import { EMPTY_PROFILE } from './school-profile';
import type { Site } from './site';
import { siteHead } from './site-head';

const SITE: Site = { schoolCode: '83181', schoolName: 'A school', demoContent: true, profile: { ...EMPTY_PROFILE } };
const JSON_TEXT = JSON.stringify(SITE);

test('the renderer’s head says it writes the school’s alerts.json; the API’s does not, so the banner asks the API', () => {
  expect(siteHead(SITE, JSON_TEXT, null, { home: false, withFiles: true })).toContain('<meta name="site-files" content="alerts.json">');
  expect(siteHead(SITE, JSON_TEXT, null, { home: false })).not.toContain('site-files');
});

test('a demo school’s head keeps it out of search engines; its data cannot end its element', () => {
  const head = siteHead({ ...SITE, schoolName: 'A </script> school' }, JSON.stringify({ ...SITE, schoolName: 'A </script> school' }), '{"content":null}', { home: false });
  expect(head).toContain('<meta name="robots" content="noindex">');
  expect(head.match(/<\/script>/g)).toHaveLength(2); // the site data and the releases, each ended once
  expect(head).toContain('<script id="remote-releases" type="application/json">{"content":null}</script>');
});

test('a prerendered page’s head holds no site data (its loader reads the file), only its robots and files', () => {
  const head = siteHead(SITE, null, null, { home: true, withFiles: true });
  expect(head).toBe('<meta name="robots" content="noindex"><meta name="site-files" content="alerts.json">');
  expect(siteHead(SITE, JSON_TEXT, null, { home: false })).toBe(`<meta name="robots" content="noindex"><script id="site-data" type="application/json">${JSON_TEXT}</script>`);
});
