import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MessageSchema } from '@school/shared/contracts/record-schemas';
import { PASSWORD_CHANGE } from '@school/shared/contracts/users';
import type { ApiConfig } from '../../config.js';
import { HttpError } from '../../plugins/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { NoFields } from '../common.js';
import { moduleRoutes } from '../route-options.js';
import { checkPassword, decryptClientPassword, hashPassword, newPassword } from './passwords.js';
import { ChangePasswordAnswer, ChangePasswordBody } from './record.js';
import { accountRepository } from './repository.js';
import { loginThrottle, takeTry } from './throttle.js';

/**
 * The signed-in user's own account, school or provider: logout and the password change. These
 * are the only routes a temporary password reaches (access 'account', plugins/auth.ts). Both end
 * every earlier token of the user by raising its token version (docs/decisions/011-accounts.md).
 */
export async function accountRoutes(app: FastifyInstance, { config }: { config: ApiConfig }) {
  const { routes, route } = moduleRoutes(app, 'auth');
  const throttle = loginThrottle(app.db);

  const accounts = accountRepository(app.db);
  const caller = (request: FastifyRequest) => accounts.caller(request.principal!.userId);

  routes.post(
    '/Auth/Admin/Logout',
    route('account', {
      summary: 'Ends every session of the caller: this token and every other one issued to the same user stop working',
      body: NoFields,
      answers: { 200: MessageSchema },
    }),
    async (request) => {
      await accounts.endSessions(request.principal!.userId);
      return { message: 'Logged out' };
    },
  );

  routes.post(
    '/Auth/Admin/ChangePassword',
    route('account', {
      summary: 'The caller changes their own password; answers a fresh token, and every earlier token of the user stops working',
      description:
        'currentPassword and newPassword are sent under the login cipher. A wrong current password answers 400 and counts as a failed ' +
        'login of the account (429 with Retry-After after repeated failures, as at the login). The new password follows the rules of ' +
        'every new password (12 to 128 characters, not a common one) and must differ from the current one. A temporary password ' +
        'becomes the user’s own.',
      body: ChangePasswordBody,
      answers: { 200: ChangePasswordAnswer },
    }),
    async (request, reply) => {
      // The answer carries a credential: no cache may keep it.
      reply.header('Cache-Control', 'no-store');
      const user = await caller(request);
      // The new password is checked first, as it needs no secret: a try is taken only for a
      // change that the right current password would make.
      const current = decryptClientPassword(request.body.currentPassword, config.passwordCipher);
      const chosen = newPassword(request.body.newPassword, config.passwordCipher);
      if (chosen === current) throw new HttpError(400, PASSWORD_CHANGE.unchanged);
      // Counted as the login counts: this form must not be a faster way to guess the password.
      const attempt = await takeTry(throttle, user.user_name, request.ip, reply);
      if (current === null || !(await checkPassword(user.password_hash, current))) {
        await attempt.failed();
        throw new HttpError(400, PASSWORD_CHANGE.wrongCurrent);
      }
      const hash = await hashPassword(chosen);
      const updated = await app.db.transaction().execute(async (trx) => {
        const row = await accounts.setPassword(trx, user.id, hash);
        await attempt.succeeded(trx);
        // Never the password: `credentialChanged` says that it changed, as the provider's reset does.
        await recordAudit(trx, request, { action: 'update', entity: 'user', entityId: user.id, schoolId: user.school_id, after: { credentialChanged: true } });
        return row;
      });
      return { token: app.issueToken(updated), message: PASSWORD_CHANGE.changed };
    },
  );
}
