import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PASSWORD_REQUIRED } from '@school/shared/contracts/auth';
import { MessageSchema, UserRecordSchema } from '@school/shared/contracts/record-schemas';
import { UserInputSchema, type UserInput } from '@school/shared/contracts/users';
import type { ApiConfig } from '../../config.js';
import { HttpError, uniquely } from '../../plugins/errors.js';
import { USER_TYPES } from '../../plugins/principal.js';
import { hashPassword, newPassword } from '../auth/passwords.js';
import { recordAudit } from '../audit/audit-log.js';
import { ActiveFilter, answers, found, Id, IdOrZero } from '../common.js';
import { userColumns, userDto } from './record.js';
import { userRepository } from './repository.js';

/** The provider's user calls (docs/product.md#api-calls); every one needs a provider token. */
export async function userRoutes(app: FastifyInstance, { config }: { config: ApiConfig }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const users = userRepository(app.db);

  const user = (id: number) => found(users.byId(id), 'User not found');

  /** The school a user belongs to: none for 'SGI User', an existing school otherwise. */
  async function schoolOf(input: UserInput): Promise<number | null> {
    if (input.userType === USER_TYPES.provider) return null;
    const id = Id.safeParse(input.SchoolId);
    if (!id.success || !(await users.schoolExists(id.data))) throw new HttpError(400, 'School is required');
    return id.data;
  }

  const taken = (userName: string) => `The username ${userName} is taken`;
  const newHash = (encrypted: string) => hashPassword(newPassword(encrypted, config.passwordCipher));

  routes.post(
    '/School/User/GetAll',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Users of one school, or of all schools when schoolId is 0, enabled or not',
        body: z.strictObject({ schoolId: IdOrZero, active: ActiveFilter }),
        response: answers({ 200: z.array(UserRecordSchema) }),
      },
    },
    // Disabled users stay listed (their Status shows it) so the provider can enable them
    // again; `active` is accepted, as the client sends it, and changes nothing.
    async (request) => (await users.list(request.body.schoolId)).map(userDto),
  );

  routes.post(
    '/School/User/GetById',
    {
      config: { access: 'provider' },
      schema: { tags, summary: 'One user, without its password', body: z.strictObject({ SchoolUserId: Id }), response: answers({ 200: UserRecordSchema }) },
    },
    async (request) => userDto(await user(request.body.SchoolUserId)),
  );

  routes.post(
    '/School/User/Add',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Adds a user (password under the login cipher); the password is temporary: the user must change it at the first login',
        body: UserInputSchema.refine((input) => input.password !== '', { message: PASSWORD_REQUIRED, path: ['password'] }),
        response: answers({ 201: UserRecordSchema }),
      },
    },
    async (request, reply) => {
      const input = request.body;
      const values = {
        ...userColumns(input, await schoolOf(input)),
        password_hash: await newHash(input.password),
        created_by: request.principal?.userId ?? null,
        token_version: 0,
        // The provider chose this password, and passed it on outside the system: the user must
        // replace it at the first login (docs/decisions/011-accounts.md).
        must_change_password: 1 as const,
      };
      const row = await uniquely(taken(input.userName), () =>
        app.db.transaction().execute(async (trx) => {
          const added = await userRepository(trx).insert(values);
          await recordAudit(trx, request, { action: 'create', entity: 'user', entityId: added.id, schoolId: added.school_id, after: userDto(added) });
          return added;
        }),
      );
      return reply.status(201).send(userDto(row));
    },
  );

  routes.post(
    '/School/User/Update',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary:
          'Updates a user; an empty password keeps the current one. A new password for another user is a reset: temporary, to be changed at the next login',
        body: UserInputSchema.safeExtend({ schoolUserId: Id }),
        response: answers({ 200: UserRecordSchema }),
      },
    },
    async (request) => {
      const { schoolUserId, ...input } = request.body;
      const previous = await user(schoolUserId);
      const hash = input.password ? await newHash(input.password) : null;
      const columns = userColumns(input, await schoolOf(input));
      // A new password, a disabled account, or a change of type or school ends its sessions.
      const endsSessions = hash !== null || columns.active === 0 || previous.user_type !== columns.user_type || previous.school_id !== columns.school_id;
      // A new password for someone else is a reset: temporary, as a new account's. The provider's
      // own is their choice.
      const reset = hash !== null && schoolUserId !== request.principal?.userId;
      const values = {
        ...columns,
        ...(hash ? { password_hash: hash, must_change_password: reset ? (1 as const) : (0 as const) } : {}),
        token_version: previous.token_version + (endsSessions ? 1 : 0),
      };
      const row = await uniquely(taken(input.userName), () =>
        app.db.transaction().execute(async (trx) => {
          const updated = await userRepository(trx).update(schoolUserId, values);
          // Enabling and disabling show as `active`; a new password as `credentialChanged` (never
          // the password: the log drops any field named password, token or secret).
          await recordAudit(trx, request, {
            action: 'update',
            entity: 'user',
            entityId: schoolUserId,
            schoolId: updated.school_id,
            before: userDto(previous),
            after: { ...userDto(updated), ...(hash ? { credentialChanged: true } : {}) },
          });
          return updated;
        }),
      );
      return userDto(row);
    },
  );

  routes.post(
    '/School/User/Delete',
    {
      config: { access: 'provider' },
      schema: { tags, summary: 'Deletes a user', body: z.strictObject({ SchoolUserId: Id }), response: answers({ 200: MessageSchema }) },
    },
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
}
