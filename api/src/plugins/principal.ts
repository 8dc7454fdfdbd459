import { USER_TYPES, type UserType } from '@school/shared/contracts/auth';
import type { SchoolRole } from '@school/shared/contracts/roles';

/** User types of docs/product.md#roles: one definition, shared with the login forms. */
export { USER_TYPES, type UserType } from '@school/shared/contracts/auth';

/** Who is calling, as proven by a valid token. */
export interface Principal {
  userId: number;
  userType: UserType;
  /** The school a school admin acts for; null for the provider's admins. */
  schoolId: number | null;
  /** A school user's role (docs/decisions/013-school-team.md); null for the provider's admins. */
  role: SchoolRole | null;
  /** The password is temporary (chosen by the provider): only the account's own routes answer. */
  mustChangePassword: boolean;
  /** A second factor is required and not yet set up: only the account's own routes answer. */
  mustEnrol: boolean;
  /**
   * A provider user working in a school's admin area in support mode (decision 013, "Support
   * access"): then `userId` is the provider user's, the user type 'School' and the role 'admin',
   * and this names the session and when it ends. Null for every other token.
   */
  support: { sessionId: number; endsAt: string } | null;
}

/**
 * What a route requires; every route declares one (see the access matrix test). 'account' is a
 * signed-in user's own account (logout, password change, the second factor), school or provider, the
 * only routes a temporary password or an account still to enrol its second factor reaches. A
 * school route names the least role it admits (docs/decisions/013-school-team.md): 'school' any
 * school user, 'school-publish' a publisher or an admin, 'school-admin' an admin. 'renderer' is
 * the prerenderer's (RENDERER_TOKEN, modules/prerender): no user's token reaches it.
 */
export type Access = 'public' | 'school' | 'school-publish' | 'school-admin' | 'provider' | 'account' | 'renderer';

/** The least role each school access admits. */
export const LEAST_ROLE = { school: 'editor', 'school-publish': 'publisher', 'school-admin': 'admin' } as const satisfies Partial<Record<Access, SchoolRole>>;
export type SchoolAccess = keyof typeof LEAST_ROLE;
export const isSchoolAccess = (access: Access): access is SchoolAccess => access in LEAST_ROLE;

declare module 'fastify' {
  interface FastifyContextConfig {
    access: Access;
    /** A support session's token is refused here (403), as on every 'account' route: the route manages users. */
    refusedInSupport?: boolean;
    /**
     * scripts/release-remote.mjs's token (RELEASE_TOKEN) is admitted here too, in place of the
     * access's user: on the one route a release script calls, and no other (modules/releases).
     */
    releaseToken?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** The call came with the release script's token (a route that admits it): no user, so no principal. */
    releaseScript: boolean;
  }
}

/**
 * Whose login needs a second factor (docs/decisions/013-school-team.md): provider users and
 * school admins. Publishers and editors may enrol, but need not.
 */
export function secondFactorRequired(user: { user_type: string; role: string | null }): boolean {
  return user.user_type === USER_TYPES.provider || (user.user_type === USER_TYPES.school && user.role === 'admin');
}
