import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isSchoolRole } from '@school/shared/contracts/roles';
import { USER_TYPES } from '../../plugins/principal.js';
import { recordAudit } from '../audit/audit-log.js';
import { secondFactorRequired } from '../../plugins/principal.js';
import type { LoginTry } from './throttle.js';

/** A login's user with what both steps (password, then code) check. */
export function loginUsers(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .leftJoin('schools', 'schools.id', 'users.school_id')
    .select([
      'users.id',
      'users.user_name',
      'users.password_hash',
      'users.user_type',
      'users.school_id',
      'users.token_version',
      'users.active',
      'users.must_change_password',
      'users.role',
      'users.totp_secret',
      'users.totp_on',
      'schools.school_code',
      'schools.active as school_active',
    ]);
}
export type LoginUser = NonNullable<Awaited<ReturnType<ReturnType<typeof loginUsers>['executeTakeFirst']>>>;

/** The account may log in at all: active, and a school user's school active too. */
export const mayLogIn = (user: LoginUser) => user.active === 1 && (user.user_type === USER_TYPES.provider || user.school_active === 1);

/**
 * The last step of a login, whichever came last (the password, or the code after it): the
 * throttle's reset and the audit entry, then the token and the login answer.
 */
export async function completeLogin(app: FastifyInstance, request: FastifyRequest, user: LoginUser, attempt: LoginTry) {
  // A successful login is recorded, with the throttle's reset, before the token is issued: no
  // session without its entry. Failed ones are not: login_failures already counts them (for
  // the throttle, and the provider reads them there), and anyone could fill the log, which
  // cannot be pruned, with made-up names.
  await app.db.transaction().execute(async (trx) => {
    await attempt.succeeded(trx);
    await recordAudit(trx, { userId: user.id, userName: user.user_name }, { action: 'login', entity: 'user', entityId: user.id, schoolId: user.school_id });
  });
  const token = app.issueToken(user);
  // A temporary password logs in, but its token reaches only the account's own routes (plugins/auth.ts);
  // so does an account that must still set up its second factor (after the password change).
  const temporaryCredential = user.must_change_password === 1;
  const secondFactorEnrolment = user.totp_on === 0 && secondFactorRequired(user);
  return user.user_type === USER_TYPES.school
    ? {
        token,
        schoolId: user.school_id,
        schoolCode: user.school_code,
        schoolUserId: user.id,
        role: isSchoolRole(user.role) ? user.role : 'editor',
        temporaryCredential,
        secondFactorEnrolment,
        message: 'Login successful',
      }
    : { token, schoolUserId: user.id, temporaryCredential, secondFactorEnrolment, message: 'Login successful' };
}
