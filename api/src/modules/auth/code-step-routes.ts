import type { FastifyInstance } from 'fastify';
import { SECOND_FACTOR } from '@school/shared/contracts/second-factor';
import type { ApiConfig } from '../../config.js';
import { HttpError } from '../../plugins/errors.js';
import { moduleRoutes } from '../route-options.js';
import { loginChallenges } from './challenge.js';
import { completeLogin, loginUsers, mayLogIn } from './login-steps.js';
import { CodeStepBody, TokenAnswer } from './record.js';
import { acceptCode, secretBox, useRecoveryCode } from './second-factor.js';
import { loginThrottle, takeTry, type LoginTry } from './throttle.js';

/**
 * The login's second step (docs/decisions/013-school-team.md): the password step's challenge
 * with a code of the authenticator app or a recovery code. A wrong one counts as a failed login
 * of the account from this client, as a wrong password does, and against the account's codes
 * from any client (throttle.ts); the challenge itself serves only the client the password came
 * from, for TRIES_PER_CHALLENGE codes, and ends at its first success (challenge.ts).
 */
export async function codeStepRoutes(app: FastifyInstance, { config }: { config: ApiConfig }) {
  const { routes, route } = moduleRoutes(app, 'auth');
  const throttle = loginThrottle(app.db);
  const challenges = loginChallenges(app.db);
  const box = secretBox(config.jwtSecret);

  routes.post(
    '/Auth/Admin/Login/SecondFactor',
    route('public', {
      summary: 'The login’s code step: answers what the login answers without a second factor',
      description:
        'challenge is the login’s answer for an account with its second factor on: valid 5 minutes, for 3 codes, from the client ' +
        'that sent the password, and for one sign-in (else 401 “This sign-in has expired”). Send code (6 digits from the ' +
        'authenticator app; a code is accepted once) or recoveryCode (each works once). A wrong one answers 401 and counts as a ' +
        'failed login of the account (429 with Retry-After after repeated failures, from any client once the account’s codes have failed often).',
      body: CodeStepBody,
      answers: { 200: TokenAnswer },
    }),
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { challenge, code, recoveryCode } = request.body;
      const expired = () => new HttpError(401, SECOND_FACTOR.challengeExpired);
      const proof = await challenges.find(challenge, request.ip);
      const user = proof && (await loginUsers(app.db).where('users.id', '=', proof.userId).executeTakeFirst());
      // A logout, a password change or a reset since the password step ends its challenge too.
      if (!proof || !user || user.token_version !== proof.version || user.totp_on !== 1 || !mayLogIn(user)) throw expired();
      // The throttle first, so that a try it refuses (429) costs the challenge nothing.
      const attempt = await takeTry(throttle, user.user_name, request.ip, reply, 'code');
      if (!(await challenges.take(challenge, request.ip))) {
        await attempt.release();
        throw expired();
      }
      const accepted = code !== undefined ? await acceptCode(app.db, user, code, box) : await useRecoveryCode(app.db, user.id, recoveryCode ?? '');
      if (!accepted) {
        await attempt.failed();
        throw new HttpError(401, code !== undefined ? SECOND_FACTOR.wrongCode : SECOND_FACTOR.wrongRecoveryCode);
      }
      // The challenge ends with the login's own write: of two right answers at once, one logs in.
      const once: LoginTry = {
        ...attempt,
        async succeeded(trx) {
          if (!(await challenges.end(trx, challenge))) throw expired();
          await attempt.succeeded(trx);
        },
      };
      return completeLogin(app, request, user, once);
    },
  );
}
