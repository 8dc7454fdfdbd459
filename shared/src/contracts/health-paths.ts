/**
 * Site health's screen and calls, without zod (health.ts holds the schemas and re-exports
 * these), so that the host's menu and route map, in every page's first bundle, name them too.
 */

/** The school admin's health screen. */
export const HEALTH_PATH = '/Manage-Health';

export const HEALTH_CALLS = {
  school: '/School/Health',
  accept: '/School/Health/Accept',
  checkNow: '/School/Health/Check',
  provider: '/Provider/Health/GetAll',
} as const;
