import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { createSigner, createVerifier } from 'fast-jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config.js';
import { HttpError } from './errors.js';
import { PASSWORD_CHANGE } from '@school/shared/contracts/users';
import { isSchoolRole, roleAdmits } from '@school/shared/contracts/roles';
import { SECOND_FACTOR } from '@school/shared/contracts/second-factor';
import { SUPPORT_MESSAGES } from '@school/shared/contracts/support';
import { supportPrincipal } from './support-principal.js';
import { isSchoolAccess, LEAST_ROLE, secondFactorRequired, USER_TYPES, type Principal, type UserType } from './principal.js';
import './principal.js';

export interface TokenClaims {
  sub: string;
  typ: UserType;
  sch: number | null;
  ver: number;
  /** A school user's role (docs/decisions/013-school-team.md); null for a provider user. */
  rol: string | null;
  /** A support session's id (modules/support): `sub` is then the provider user, `sch` the school. */
  sup?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    issueToken(user: { id: number; user_type: string; school_id: number | null; token_version: number; role: string | null }): string;
    /** A support session's token (modules/support): the provider user's, for the school, until the session ends. */
    issueSupportToken(session: { id: number; school_id: number; ends_at: string }, provider: { id: number; token_version: number }): string;
  }
}

/**
 * Signed tokens (HS256, with expiry) and their enforcement. Every route declares its access in
 * `config.access`; a token is checked against the user's current state on each request, so a
 * disabled user or a changed password stops older tokens at once.
 */
export const authPlugin = fp(async (app: FastifyInstance, { config }: { config: ApiConfig }) => {
  const sign = createSigner({ key: config.jwtSecret, algorithm: 'HS256', expiresIn: config.tokenTtlSeconds * 1000 });
  const verify = createVerifier({ key: config.jwtSecret, algorithms: ['HS256'], cache: false });

  app.decorate('issueToken', (user) =>
    sign({ sub: String(user.id), typ: user.user_type as UserType, sch: user.school_id, ver: user.token_version, rol: user.role } satisfies TokenClaims),
  );
  // A support token's expiry is the session's end (at most an hour), not the usual TTL.
  const signSupport = createSigner({ key: config.jwtSecret, algorithm: 'HS256' });
  app.decorate('issueSupportToken', (session, provider) =>
    signSupport({
      sub: String(provider.id),
      typ: USER_TYPES.school,
      sch: session.school_id,
      ver: provider.token_version,
      rol: 'admin',
      sup: session.id,
      exp: Math.floor(Date.parse(session.ends_at) / 1000),
    } satisfies TokenClaims & { exp: number }),
  );
  app.decorateRequest('principal', null);
  app.decorateRequest('releaseScript', false);

  // Hashes of equal length, compared in constant time: neither the token's length nor how much of
  // it a guess got right shows in the time a refusal takes.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  /** Whether an Authorization header carries a service's token (never, when the service has none set). */
  const serviceToken = (secret: string | undefined) => {
    const expected = secret === undefined ? null : digest(secret);
    return (header: string) => {
      const [scheme, token] = header.split(' ');
      return expected !== null && scheme?.toLowerCase() === 'bearer' && token !== undefined && timingSafeEqual(digest(token), expected);
    };
  };
  const isRendererToken = serviceToken(config.rendererToken);
  const isReleaseToken = serviceToken(config.releaseToken);

  async function principalOf(request: FastifyRequest): Promise<Principal | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw new HttpError(401, 'Invalid or expired token');
    let claims: TokenClaims;
    try {
      claims = verify(token) as TokenClaims;
    } catch {
      throw new HttpError(401, 'Invalid or expired token');
    }
    if (claims.sup !== undefined) return supportPrincipal(app, claims);
    const user = await app.db
      .selectFrom('users')
      .leftJoin('schools', 'schools.id', 'users.school_id')
      .select(['users.id', 'users.user_type', 'users.school_id', 'users.token_version', 'users.active', 'users.must_change_password', 'users.role', 'users.totp_on', 'schools.active as school_active'])
      .where('users.id', '=', Number(claims.sub))
      .executeTakeFirst();
    // A deactivated school's admins are refused as the login refuses them, whether or not their
    // sessions were ended when it was deactivated (plugins/tenancy.ts).
    const current =
      user &&
      user.active === 1 &&
      (user.school_id === null || user.school_active === 1) &&
      user.token_version === claims.ver &&
      user.user_type === claims.typ &&
      user.school_id === claims.sch &&
      // A changed role ends the sessions of the old one.
      user.role === (claims.rol ?? null);
    if (!current) throw new HttpError(401, 'Invalid or expired token');
    const role = isSchoolRole(user.role) ? user.role : null;
    return {
      userId: user.id,
      userType: user.user_type as UserType,
      schoolId: user.school_id,
      role,
      mustChangePassword: user.must_change_password === 1,
      mustEnrol: user.totp_on === 0 && secondFactorRequired(user),
      support: null,
    };
  }

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return; // not one of our routes (404, docs, media)
    if (access === 'renderer') {
      // The prerenderer is a service, not a user: its own token, never a user's (modules/prerender).
      const header = request.headers.authorization;
      if (!header) throw new HttpError(401, 'Authentication required');
      if (!isRendererToken(header)) throw new HttpError(401, 'Invalid or expired token');
      return;
    }
    // The release script is a service as well, with a token of its own: a provider account has a
    // second factor no script can give. Admitted only where the route says (modules/releases).
    const header = request.headers.authorization;
    if (request.routeOptions.config.releaseToken && header && isReleaseToken(header)) {
      request.releaseScript = true;
      return;
    }
    // A token sent to a public route is still checked: a bad one is an error, not ignored.
    const principal = await principalOf(request);
    if (access === 'public') {
      // A temporary password, or a second factor still to set up, gets nothing a visitor does not.
      request.principal = principal?.mustChangePassword || principal?.mustEnrol ? null : principal;
      return;
    }
    request.principal = principal;
    if (!principal) throw new HttpError(401, 'Authentication required');
    // A provider user in support mode works as the school's admin, but never on its users,
    // passwords or second factors (decision 013, "Support access"), nor on the provider's own account.
    if (principal.support && (access === 'account' || request.routeOptions.config.refusedInSupport)) throw new HttpError(403, SUPPORT_MESSAGES.refused);
    // Until the user sets a password of their own, only their account's routes answer, whatever
    // the screens do (docs/decisions/011-accounts.md).
    if (principal.mustChangePassword && access !== 'account') throw new HttpError(403, PASSWORD_CHANGE.mustChange);
    // Then, where it is required, the second factor (docs/decisions/013-school-team.md).
    if (principal.mustEnrol && access !== 'account') throw new HttpError(403, SECOND_FACTOR.mustEnrol);
    if (access !== 'account') {
      const needed = isSchoolAccess(access) ? USER_TYPES.school : USER_TYPES.provider;
      if (principal.userType !== needed) throw new HttpError(403, 'This account may not do that');
      // A school user without a known role may do nothing; each route admits its least role.
      if (isSchoolAccess(access) && !(principal.role && roleAdmits(principal.role, LEAST_ROLE[access]))) {
        throw new HttpError(403, 'Your role may not do that');
      }
    }
    // A school admin works at its own school's addresses only: a page of another school's site
    // may not use its token. (The provider area works at any address.)
    if (principal.userType === USER_TYPES.school) {
      const address = pageAddress(request);
      const school = address === OPAQUE ? null : await app.schoolAt(address);
      if (address === OPAQUE || (school && school.id !== principal.schoolId)) throw new HttpError(403, 'This account is not this school’s');
    }
  });
});

/** A page whose origin is opaque (a sandboxed frame, a local file): no school's address, so no school token's. */
const OPAQUE = 'null';

/**
 * The address of the page a request comes from, which a school token's school must own: its
 * Origin; for a browser's request that sends none (a same-origin GET, which still says
 * Sec-Fetch-Site), the address it was sent to, its Host as the trusted proxy passed it on. A
 * request with neither header is no page's but a program's, which chooses every header it sends:
 * undefined, as a provider's token is, and the token alone decides.
 */
function pageAddress(request: FastifyRequest): string | undefined {
  const { origin } = request.headers;
  if (origin !== undefined) return origin;
  return request.headers['sec-fetch-site'] !== undefined ? request.host : undefined;
}

/** The school a school admin acts for: always its own, whatever the request body claims. */
export function ownSchool(request: FastifyRequest): number {
  const schoolId = request.principal?.schoolId;
  if (schoolId == null) throw new HttpError(403, 'This account may not do that');
  return schoolId;
}
