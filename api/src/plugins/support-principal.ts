import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';
import type { TokenClaims } from './auth.js';
import { USER_TYPES, type Principal } from './principal.js';

/**
 * Who a support session's token is (decision 013, "Support access"): the provider user, working
 * as the school's admin, while the session lasts. Checked on every call, as a login's token is:
 * the session must have been opened with its code and not ended, its end time not passed, the
 * provider user still active with the token's version (a logout or a password change of theirs
 * ends it), and the school still active.
 */
export async function supportPrincipal(app: FastifyInstance, claims: TokenClaims): Promise<Principal> {
  const row = await app.db
    .selectFrom('support_sessions')
    .innerJoin('users', 'users.id', 'support_sessions.provider_user_id')
    .innerJoin('schools', 'schools.id', 'support_sessions.school_id')
    .select([
      'support_sessions.id',
      'support_sessions.school_id',
      'support_sessions.ends_at',
      'support_sessions.exchanged_at',
      'support_sessions.ended_at',
      'users.id as user_id',
      'users.user_type',
      'users.active',
      'users.token_version',
      'schools.active as school_active',
    ])
    .where('support_sessions.id', '=', Number(claims.sup))
    .executeTakeFirst();
  const current =
    row &&
    row.exchanged_at !== null &&
    row.ended_at === null &&
    Date.parse(row.ends_at) > Date.now() &&
    row.user_id === Number(claims.sub) &&
    row.user_type === USER_TYPES.provider &&
    row.active === 1 &&
    row.token_version === claims.ver &&
    row.school_id === claims.sch &&
    row.school_active === 1;
  if (!current) throw new HttpError(401, 'Invalid or expired token');
  return {
    userId: row.user_id,
    userType: USER_TYPES.school,
    schoolId: row.school_id,
    role: 'admin',
    mustChangePassword: false,
    mustEnrol: false,
    support: { sessionId: row.id, endsAt: row.ends_at },
  };
}
