import { matchPath } from '@school/shared';
// account-paths, not auth or second-factor: those hold zod schemas, and this module is in every page's first bundle.
import { CHANGE_PASSWORD_PATH, SECURITY_PATH } from '@school/shared/contracts/account-paths';
import { SUPPORT_PATH } from '@school/shared/contracts/support';
import { HEALTH_PATH } from '@school/shared/contracts/health-paths';
import type { RemoteName } from '@school/shared/contracts/runtime-config';
import { PUBLIC_ROUTES } from '@school/shared/contracts/site-map';

/** Which session a route needs; without it the visitor goes to that session's login page. */
export type Guard = 'school' | 'provider';

export interface RouteEntry {
  path: string;
  remote: RemoteName;
  guard?: Guard;
}

/** The provider's admin area: its name followed by -admin (docs/product.md#provider-area). */
export const PROVIDER_AREA = '/sgi-admin';

/**
 * The route map of docs/product.md#public-site and the remote that owns each route: the public
 * pages' from the site map, then the admin areas'. The host loads a remote only when one of its
 * routes is visited. The Manage-* pages are the public event, staff and
 * alumni screens with the school admin's controls plugged in, so the content remote owns them.
 */
export const ROUTES: readonly RouteEntry[] = [
  // Every public page (contracts/site-map.ts's one list).
  ...PUBLIC_ROUTES.map((path) => ({ path, remote: 'content' as const })),
  { path: '/Manage-Activity', remote: 'content', guard: 'school' },
  { path: '/Manage-Staff', remote: 'content', guard: 'school' },
  { path: '/Manage-Alumni', remote: 'content', guard: 'school' },
  { path: '/Manage-Settings', remote: 'schoolAdmin', guard: 'school' },
  { path: '/Manage-Pages', remote: 'schoolAdmin', guard: 'school' },
  { path: '/Manage-Pages/:kind', remote: 'schoolAdmin', guard: 'school' },
  { path: '/Manage-Pages/:kind/history', remote: 'schoolAdmin', guard: 'school' },
  { path: '/Manage-Feedback', remote: 'schoolAdmin', guard: 'school' },
  { path: '/Manage-Audit', remote: 'schoolAdmin', guard: 'school' },
  { path: '/Manage-Notices', remote: 'schoolAdmin', guard: 'school' },
  { path: '/Manage-Alerts', remote: 'schoolAdmin', guard: 'school' },
  { path: '/Manage-Team', remote: 'schoolAdmin', guard: 'school' },
  { path: '/Manage-Drafts', remote: 'schoolAdmin', guard: 'school' },
  { path: '/Manage-Drafts/:id', remote: 'schoolAdmin', guard: 'school' },
  // HEALTH_PATH (contracts/health.ts holds zod schemas, which this module's bundle does without; route-map.test.ts holds the two equal).
  { path: HEALTH_PATH, remote: 'schoolAdmin', guard: 'school' },
  { path: CHANGE_PASSWORD_PATH.school, remote: 'schoolAdmin', guard: 'school' },
  { path: SECURITY_PATH.school, remote: 'schoolAdmin', guard: 'school' },
  { path: '/login', remote: 'schoolAdmin' },
  // A provider user's support session opens here, with its one-time code (decision 013).
  { path: SUPPORT_PATH, remote: 'schoolAdmin' },
  { path: '/sgi-login', remote: 'providerAdmin' },
  { path: `${PROVIDER_AREA}/*`, remote: 'providerAdmin', guard: 'provider' },
];

export const LOGIN_PATH: Record<Guard, string> = { school: '/login', provider: '/sgi-login' };

/** The one page of its kind a session with a temporary password may open (CHANGE_PASSWORD_PATH). */
export const PASSWORD_PATH: Record<Guard, string> = CHANGE_PASSWORD_PATH;

/** The one page of its kind an account still to set up its second factor may open, after the password change. */
export const ENROL_PATH: Record<Guard, string> = SECURITY_PATH;

export function findRoute(pathname: string): RouteEntry | undefined {
  return ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname));
}
