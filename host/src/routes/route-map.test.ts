import { SITE_MAP_PAGES } from '@school/shared/contracts/site-map';
import { HEALTH_PATH } from '@school/shared/contracts/health';
import { findRoute, ROUTES } from './route-map';

test('every public path of the spec belongs to the content remote', () => {
  const publicPaths = [
    '/', '/principalMessage', '/staffDetail', '/rti', '/committee', '/schoolHistory', '/sports', '/alumni',
    '/classRoom', '/aboutSahid', '/scienceLab', '/photos', '/contact', '/academics', '/certificates_&_Approvals', '/faqs',
  ];
  for (const path of publicPaths) expect(findRoute(path)).toEqual({ path, remote: 'content' });
});

test('every page of the site map is a public page of the content remote: the GIGW pages and the sitemap too', () => {
  for (const { path } of SITE_MAP_PAGES) expect(findRoute(path)).toEqual({ path, remote: 'content' });
});

test('school admin pages need a school session, the provider area a provider session', () => {
  for (const path of ['/Manage-Activity', '/Manage-Staff', '/Manage-Alumni']) {
    expect(findRoute(path)).toMatchObject({ remote: 'content', guard: 'school' });
  }
  // The school's settings are the school-admin remote's own screen.
  expect(findRoute('/Manage-Settings')).toEqual({ path: '/Manage-Settings', remote: 'schoolAdmin', guard: 'school' });
  expect(findRoute('/Manage-Pages/principal')).toEqual({ path: '/Manage-Pages/:kind', remote: 'schoolAdmin', guard: 'school' });
  expect(findRoute('/Manage-Pages/principal/history')).toEqual({ path: '/Manage-Pages/:kind/history', remote: 'schoolAdmin', guard: 'school' });
  // The feedback inbox too; the Feedback page that fills it is public.
  expect(findRoute('/Manage-Feedback')).toEqual({ path: '/Manage-Feedback', remote: 'schoolAdmin', guard: 'school' });
  expect(findRoute('/feedback')).toEqual({ path: '/feedback', remote: 'content' });
  for (const path of ['/sgi-admin', '/sgi-admin/schools', '/sgi-admin/users']) {
    expect(findRoute(path)).toMatchObject({ remote: 'providerAdmin', guard: 'provider' });
  }
});

test('the notices, their archive and each notice are public pages of the content remote; their admin screen needs a school session', () => {
  expect(findRoute('/notices')).toEqual({ path: '/notices', remote: 'content' });
  expect(findRoute('/notices/archive')).toEqual({ path: '/notices/archive', remote: 'content' });
  expect(findRoute('/notices/12')).toEqual({ path: '/notices/:id', remote: 'content' });
  expect(findRoute('/Manage-Notices')).toEqual({ path: '/Manage-Notices', remote: 'schoolAdmin', guard: 'school' });
});

test('the site health screen is the school admin remote’s, behind a school session', () => {
  expect(findRoute(HEALTH_PATH)).toEqual({ path: HEALTH_PATH, remote: 'schoolAdmin', guard: 'school' });
});

test('the login pages are open and belong to their admin remotes', () => {
  expect(findRoute('/login')).toEqual({ path: '/login', remote: 'schoolAdmin' });
  expect(findRoute('/sgi-login')).toEqual({ path: '/sgi-login', remote: 'providerAdmin' });
});

test('any other path has no route, so the 404 page shows', () => {
  expect(findRoute('/nowhere')).toBeUndefined();
  expect(findRoute('/rti/extra')).toBeUndefined();
  expect(ROUTES).toHaveLength(51); // the spec's 22, /support (a provider's support session), /Manage-Settings, /Manage-Pages with each page's editor and history, /search, /feedback, /Manage-Feedback, the seven GIGW pages, /sitemap, /Manage-Alerts, the three of the notices and /Manage-Notices, /mandatory-public-disclosure, /Manage-Audit, /Manage-Password, /Manage-Security, /Manage-Team, /Manage-Drafts with each draft's review and /Manage-Health
});
