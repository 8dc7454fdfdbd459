/** User types of spec section 6, as stored and as sent by the login forms. */
export const USER_TYPES = { school: 'School', provider: 'SGIUser-Admin' } as const;
export type UserType = (typeof USER_TYPES)[keyof typeof USER_TYPES];

/** Who is calling, as proven by a valid token. */
export interface Principal {
  userId: number;
  userType: UserType;
  /** The school a school admin acts for; null for the provider's admins. */
  schoolId: number | null;
}

/** What a route requires; every route declares one (see the access matrix test). */
export type Access = 'public' | 'school' | 'provider';

declare module 'fastify' {
  interface FastifyContextConfig {
    access: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}
