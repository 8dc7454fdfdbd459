import type { FastifyInstance } from 'fastify';
import { SECOND_FACTOR } from '@school/shared/contracts/second-factor';
import type { ApiConfig } from '../../config.js';
import { HttpError } from '../../plugins/errors.js';
import { USER_TYPES } from '../../plugins/principal.js';
import { checkPassword, decryptClientPassword } from './passwords.js';
import { moduleRoutes } from '../route-options.js';
import { LoginAnswer, LoginBody } from './record.js';
import { accountRoutes } from './account-routes.js';
import { loginChallenges } from './challenge.js';
import { completeLogin, loginUsers, mayLogIn } from './login-steps.js';
import { codeStepRoutes } from './code-step-routes.js';
import { secondFactorRoutes } from './second-factor-routes.js';
import { loginThrottle, takeTry } from './throttle.js';

/** The same answer for an unknown user and a wrong password: it tells an attacker nothing. */
const INVALID = 'Invalid username or password';

export async function authRoutes(app: FastifyInstance, { config }: { config: ApiConfig }) {
  const { routes, route } = moduleRoutes(app, 'auth');
  const throttle = loginThrottle(app.db);
  const challenges = loginChallenges(app.db);
  await app.register(accountRoutes, { config });
  await app.register(codeStepRoutes, { config });
  await app.register(secondFactorRoutes, { config });

  routes.post(
    '/Auth/Admin/Login',
    route('public', {
      summary: 'School or provider login',
      description:
        'password is sent under the login cipher. A school login (userType School) must name its school’s SchoolCode and ' +
        'answers token, schoolId, schoolCode, message; a provider login (SGIUser-Admin) answers token, schoolUserId, message. ' +
        'temporaryCredential true: the password is one the provider set, and the token reaches only /Auth/Admin/ChangePassword and /Auth/Admin/Logout until it is changed. ' +
        'secondFactorEnrolment true: the account must set up its second factor (/Auth/Admin/SecondFactor/Start), and until then its token reaches only the account’s own routes. ' +
        'An account with its second factor on answers no token but a challenge (valid 5 minutes) for /Auth/Admin/Login/SecondFactor. ' +
        'Repeated failures from one client answer 429 with Retry-After, for growing times; a client that has not failed is never held back.',
      body: LoginBody,
      answers: { 200: LoginAnswer },
    }),
    async (request, reply) => {
      // The answer carries a credential: no cache may keep it.
      reply.header('Cache-Control', 'no-store');
      const { username, password, userType, SchoolCode } = request.body;
      const account = username.toLowerCase();
      const attempt = await takeTry(throttle, account, request.ip, reply);
      const user = await loginUsers(app.db).where('users.user_name', '=', account).executeTakeFirst();
      const plain = decryptClientPassword(password, config.passwordCipher);
      const matches = await checkPassword(user && plain !== null ? user.password_hash : null, plain ?? '');
      const allowed =
        matches &&
        user !== undefined &&
        mayLogIn(user) &&
        user.user_type === userType &&
        (userType === USER_TYPES.provider || user.school_code === String(SchoolCode ?? '').trim());
      if (!allowed || !user) {
        await attempt.failed();
        throw new HttpError(401, INVALID);
      }
      // The password alone does not clear this client's failures when a code must follow: else a
      // stolen password would buy fresh free guesses at the code with every login.
      if (user.totp_on === 1) {
        await attempt.release();
        return { challenge: await challenges.issue(user, request.ip), secondFactor: true as const, message: SECOND_FACTOR.codeNeeded };
      }
      return completeLogin(app, request, user, attempt);
    },
  );
}
