// docs/conventions.md's first recipe, "Add a page a school writes", walked with the page it says
// to copy (sports): every file it names is a file of the project, and the sports page stands in
// each place the recipe says a new page goes. A step that moves (a list split, a catalog moved)
// fails here until the recipe says where it went.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { OPTIONAL_PAGE_KINDS, PAGE_KINDS } from '../shared/src/contracts/page-kinds';
import { PAGES } from '../shared/src/contracts/pages';
import { MENU_ENTRIES, PUBLIC_ROUTES, SITE_MAP_PAGES } from '../shared/src/contracts/site-map';
import { SITE_MAP_STRINGS } from '../shared/src/i18n/site-map-strings';
import siteMapHindi from '../shared/src/i18n/site-map.hi.json';

const ROOT = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The recipe's text: from its heading to the next recipe's. */
function recipe(): string {
  const conventions = read('docs/conventions.md');
  const start = conventions.indexOf('- **Add a page a school writes**');
  const end = conventions.indexOf('- **Add an admin screen**', start);
  if (start < 0 || end < 0) throw new Error('docs/conventions.md has no recipe "Add a page a school writes" before "Add an admin screen"');
  return conventions.slice(start, end);
}

test('every file the recipe names is a file of the project (a short name, a file whose path ends so)', () => {
  const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
  const named = [...recipe().matchAll(/`([\w./&-]+\.(?:tsx?|json|mjs|css))`/g)].map(([, file]) => file!);
  expect(named.length).toBeGreaterThan(10);
  const unfound = named.filter((file) => !existsSync(path.join(ROOT, file)) && !tracked.some((trackedFile) => trackedFile.endsWith(`/${file}`)));
  expect(unfound).toEqual([]);
});

test('the page the recipe copies stands where its steps say: its kind, its entry in the site map, its name, its route, its demo', () => {
  const kind = 'sports';
  const route = '/sports';
  // 1. The kind, optional, with its entry in PAGES.
  expect(PAGE_KINDS).toContain(kind);
  expect(OPTIONAL_PAGE_KINDS).toContain(kind);
  expect(PAGES[kind].route).toBe(route);
  // 2. The public page: in the site map with its kind, named in both languages, routed by the content remote.
  expect(SITE_MAP_PAGES.find((page) => page.path === route)?.kinds).toEqual([kind]);
  expect(SITE_MAP_STRINGS[`site.${route}`]).toBe('Sports');
  expect(siteMapHindi[`site.${route}`]).toMatch(/\p{Script=Devanagari}/u);
  expect(PUBLIC_ROUTES).toContain(route);
  expect(read('remote-content/src/app.tsx')).toContain(`'${route}': <SportsPage />`);
  expect(existsSync(path.join(ROOT, 'remote-content/src/features/sports/components/sports.tsx'))).toBe(true);
  // 3. The spec's menu leaves it out, so its entry is after MENU_ENTRIES.
  expect(JSON.stringify(MENU_ENTRIES)).not.toContain(`"${route}"`);
  // 4. Its demo content, labelled demo.
  expect(read('api/src/seed/demo-pages/sports.ts')).toContain(kind);
});
