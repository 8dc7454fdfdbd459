import type { UserType } from '@school/shared/contracts/auth';

/** User types of docs/product.md#roles: one definition, shared with the login forms. */
export { USER_TYPES, type UserType } from '@school/shared/contracts/auth';

/** Who is calling, as proven by a valid token. */
export interface Principal {
  userId: number;
  userType: UserType;
  /** The school a school admin acts for; null for the provider's admins. */
  schoolId: number | null;
  /** The password is temporary (chosen by the provider): only the account's own routes answer. */
  mustChangePassword: boolean;
  /** A second factor is required and not yet set up: only the account's own routes answer. */
  mustEnrol: boolean;
}

/**
 * What a route requires; every route declares one (see the access matrix test). 'account' is a
 * signed-in user's own account (logout, password change, the second factor), school or provider, the
 * only routes a temporary password or an account still to enrol its second factor reaches.
 */
export type Access = 'public' | 'school' | 'provider' | 'account';

declare module 'fastify' {
  interface FastifyContextConfig {
    access: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}
