import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { MessageSchema, UserRecordSchema } from '@school/shared/contracts/record-schemas';
import type { ApiConfig } from '../../config.js';
import { HttpError } from '../../plugins/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { ActiveFilter, found, IdOrZero } from '../common.js';
import { moduleRoutes } from '../route-options.js';
import { loginDelayRoutes } from './login-delay-routes.js';
import { USER_NOT_FOUND, UserIdBody, userDto } from './record.js';
import { userRepository } from './repository.js';
import { userSaveRoutes } from './save-routes.js';
import { resetSecondFactor } from '../auth/second-factor.js';
import { SECOND_FACTOR } from '@school/shared/contracts/second-factor';

/**
 * The provider's user calls (docs/product.md#api-calls); every one needs a provider token. Add
 * and Update are save-routes.ts; a user's login delays login-delay-routes.ts.
 */
export async function userRoutes(app: FastifyInstance, { config }: { config: ApiConfig }) {
  const { routes, route } = moduleRoutes(app, 'users');
  const users = userRepository(app.db);

  const user = (id: number) => found(users.byId(id), USER_NOT_FOUND);
  await app.register(userSaveRoutes, { config });
  await app.register(loginDelayRoutes);

  routes.post(
    '/School/User/GetAll',
    route('provider', {
      summary: 'Users of one school, or of all schools when schoolId is 0, enabled or not',
      body: z.strictObject({ schoolId: IdOrZero, active: ActiveFilter }),
      answers: { 200: z.array(UserRecordSchema) },
    }),
    // Disabled users stay listed (their Status shows it) so the provider can enable them
    // again; `active` is accepted, as the client sends it, and changes nothing.
    async (request) => (await users.list(request.body.schoolId)).map(userDto),
  );

  routes.post(
    '/School/User/GetById',
    route('provider', { summary: 'One user, without its password', body: UserIdBody, answers: { 200: UserRecordSchema } }),
    async (request) => userDto(await user(request.body.SchoolUserId)),
  );

  routes.post(
    '/School/User/Delete',
    route('provider', { summary: 'Deletes a user', body: UserIdBody, answers: { 200: MessageSchema } }),
    async (request) => {
      const row = await user(request.body.SchoolUserId);
      if (row.id === request.principal?.userId) throw new HttpError(409, 'You cannot delete your own account');
      await app.db.transaction().execute(async (trx) => {
        await userRepository(trx).delete(row.id);
        await recordAudit(trx, request, { action: 'delete', entity: 'user', entityId: row.id, schoolId: row.school_id, before: userDto(row) });
      });
      return { message: 'User deleted successfully' };
    },
  );

  routes.post(
    '/School/User/ResetSecondFactor',
    route('provider', {
      summary: 'Turns a user’s second factor off: their sessions end, and they set it up again at the next login',
      body: UserIdBody,
      answers: { 200: MessageSchema },
    }),
    async (request) => {
      const row = await user(request.body.SchoolUserId);
      await app.db.transaction().execute(async (trx) => {
        await resetSecondFactor(trx, row.id);
        await recordAudit(trx, request, { action: 'update', entity: 'user', entityId: row.id, schoolId: row.school_id, before: { secondFactor: row.totp_on === 1 ? 'on' : 'off' }, after: { secondFactor: 'reset' } });
      });
      return { message: SECOND_FACTOR.reset };
    },
  );
}
