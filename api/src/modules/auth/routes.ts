import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../config.js';
import { HttpError } from '../../plugins/errors.js';
import { isSchoolRole } from '@school/shared/contracts/roles';
import { USER_TYPES } from '../../plugins/principal.js';
import { checkPassword, decryptClientPassword } from './passwords.js';
import { recordAudit } from '../audit/audit-log.js';
import { moduleRoutes } from '../route-options.js';
import { LoginAnswer, LoginBody } from './record.js';
import { accountRoutes } from './account-routes.js';
import { loginThrottle, refuseWhileHeldBack } from './throttle.js';

/** The same answer for an unknown user and a wrong password: it tells an attacker nothing. */
const INVALID = 'Invalid username or password';

export async function authRoutes(app: FastifyInstance, { config }: { config: ApiConfig }) {
  const { routes, route } = moduleRoutes(app, 'auth');
  const throttle = loginThrottle(app.db);
  await app.register(accountRoutes, { config });

  routes.post(
    '/Auth/Admin/Login',
    route('public', {
      summary: 'School or provider login',
      description:
        'password is sent under the login cipher. A school login (userType School) must name its school’s SchoolCode and ' +
        'answers token, schoolId, schoolCode, message; a provider login (SGIUser-Admin) answers token, schoolUserId, message. ' +
        'temporaryCredential true: the password is one the provider set, and the token reaches only /Auth/Admin/ChangePassword and /Auth/Admin/Logout until it is changed. ' +
        'Repeated failures from one client answer 429 with Retry-After, for growing times; a client that has not failed is never held back.',
      body: LoginBody,
      answers: { 200: LoginAnswer },
    }),
    async (request, reply) => {
      // The answer carries a credential: no cache may keep it.
      reply.header('Cache-Control', 'no-store');
      const { username, password, userType, SchoolCode } = request.body;
      const account = username.toLowerCase();
      await refuseWhileHeldBack(throttle, account, request.ip, reply);
      const user = await app.db
        .selectFrom('users')
        .leftJoin('schools', 'schools.id', 'users.school_id')
        .select([
          'users.id',
          'users.password_hash',
          'users.user_type',
          'users.school_id',
          'users.token_version',
          'users.active',
          'users.must_change_password',
          'users.role',
          'schools.school_code',
          'schools.active as school_active',
        ])
        .where('users.user_name', '=', account)
        .executeTakeFirst();
      const plain = decryptClientPassword(password, config.passwordCipher);
      const matches = await checkPassword(user && plain !== null ? user.password_hash : null, plain ?? '');
      const allowed =
        matches &&
        user !== undefined &&
        user.active === 1 &&
        user.user_type === userType &&
        (userType === USER_TYPES.provider || (user.school_active === 1 && user.school_code === String(SchoolCode ?? '').trim()));
      if (!allowed || !user) {
        await throttle.failed(account, request.ip);
        throw new HttpError(401, INVALID);
      }
      // A successful login is recorded, with the throttle's reset, before the token is issued: no
      // session without its entry. Failed ones are not: login_failures already counts them (for
      // the throttle, and the provider reads them there), and anyone could fill the log, which
      // cannot be pruned, with made-up names.
      await app.db.transaction().execute(async (trx) => {
        await loginThrottle(trx).succeeded(account, request.ip);
        await recordAudit(trx, { userId: user.id, userName: account }, { action: 'login', entity: 'user', entityId: user.id, schoolId: user.school_id });
      });
      const token = app.issueToken(user);
      // A temporary password logs in, but its token reaches only the password change (plugins/auth.ts).
      const temporaryCredential = user.must_change_password === 1;
      return userType === USER_TYPES.school
        ? { token, schoolId: user.school_id, schoolCode: user.school_code, schoolUserId: user.id, role: isSchoolRole(user.role) ? user.role : 'editor', temporaryCredential, message: 'Login successful' }
        : { token, schoolUserId: user.id, temporaryCredential, message: 'Login successful' };
    },
  );
}
