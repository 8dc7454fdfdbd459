import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LoginThrottleRecordSchema, MessageSchema } from '@school/shared/contracts/record-schemas';
import type { ApiConfig } from '../../config.js';
import { HttpError } from '../../plugins/errors.js';
import { USER_TYPES } from '../../plugins/principal.js';
import { checkPassword, decryptClientPassword } from './passwords.js';
import { answers, found, Id } from '../common.js';
import { recordAudit } from '../audit/audit-log.js';
import { LoginAnswer, LoginBody } from './record.js';
import { loginThrottle } from './throttle.js';

/** The same answer for an unknown user and a wrong password: it tells an attacker nothing. */
const INVALID = 'Invalid username or password';

export async function authRoutes(app: FastifyInstance, { config }: { config: ApiConfig }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const throttle = loginThrottle(app.db);

  routes.post(
    '/Auth/Admin/Login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'School or provider login',
        description:
          'password is sent under the login cipher. A school login (userType School) must name its school’s SchoolCode and ' +
          'answers token, schoolId, schoolCode, message; a provider login (SGIUser-Admin) answers token, schoolUserId, message. ' +
          'Repeated failures from one client answer 429 with Retry-After, for growing times; a client that has not failed is never held back.',
        body: LoginBody,
        response: answers({ 200: LoginAnswer }),
      },
    },
    async (request, reply) => {
      // The answer carries a credential: no cache may keep it.
      reply.header('Cache-Control', 'no-store');
      const { username, password, userType, SchoolCode } = request.body;
      const account = username.toLowerCase();
      const waitMs = await throttle.waitMs(account, request.ip);
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        reply.header('Retry-After', String(seconds));
        throw new HttpError(429, `Too many failed login attempts. Please wait ${seconds === 1 ? '1 second' : seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`} and try again.`);
      }
      const user = await app.db
        .selectFrom('users')
        .leftJoin('schools', 'schools.id', 'users.school_id')
        .select(['users.id', 'users.password_hash', 'users.user_type', 'users.school_id', 'users.token_version', 'users.active', 'schools.school_code', 'schools.active as school_active'])
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
      return userType === USER_TYPES.school
        ? { token, schoolId: user.school_id, schoolCode: user.school_code, message: 'Login successful' }
        : { token, schoolUserId: user.id, message: 'Login successful' };
    },
  );

  /** The provider reads and lifts a user's login delays (see throttle.ts). */
  const userOf = (id: number) => found(app.db.selectFrom('users').select('user_name').where('id', '=', id).executeTakeFirst(), 'User not found');

  routes.post(
    '/School/User/LoginThrottle',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['users'],
        summary: 'Who has failed to log in as this user in the last 15 minutes, and until when each must wait',
        body: z.strictObject({ SchoolUserId: Id }),
        response: answers({ 200: LoginThrottleRecordSchema }),
      },
    },
    async (request) => {
      const row = await userOf(request.body.SchoolUserId);
      return { userName: row.user_name, ...(await throttle.standing(row.user_name)) };
    },
  );

  routes.post(
    '/School/User/LoginThrottle/Clear',
    {
      config: { access: 'provider' },
      schema: {
        tags: ['users'],
        summary: 'Lifts every login delay on this user',
        body: z.strictObject({ SchoolUserId: Id }),
        response: answers({ 200: MessageSchema }),
      },
    },
    async (request) => {
      const row = await userOf(request.body.SchoolUserId);
      await throttle.clear(row.user_name);
      return { message: 'Login delays cleared' };
    },
  );
}
