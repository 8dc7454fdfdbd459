import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PASSWORD_REQUIRED } from '@school/shared/contracts/auth';
import { COMMON_PASSWORD_MESSAGE, NewPasswordSchema, UserInputSchema, type UserInput, type UserRecord } from '@school/shared/contracts/users';
import type { ApiConfig } from '../../config.js';
import { HttpError, uniquely } from '../../plugins/errors.js';
import { USER_TYPES } from '../../plugins/principal.js';
import type { User } from '../../db/schema.js';
import { isCommonPassword } from '../auth/common-passwords.js';
import { decryptClientPassword, hashPassword } from '../auth/passwords.js';
import { loginThrottle } from '../auth/throttle.js';
import { ActiveFilter, Id, IdOrZero, toFlag } from '../common.js';

/** A user as the user calls answer it: the password, even hashed, never leaves the server. */
export function userDto(row: User): UserRecord {
  return {
    schoolUserId: row.id,
    fullName: row.full_name,
    userName: row.user_name,
    userType: row.user_type,
    active: row.active === 1,
    schoolId: row.school_id,
    createdBy: row.created_by,
  };
}

/** The provider's user calls (spec section 7); every one needs a provider token. */
export async function userRoutes(app: FastifyInstance, { config }: { config: ApiConfig }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  async function user(id: number): Promise<User> {
    const row = await app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, 'User not found');
    return row;
  }

  /** The school a user belongs to: none for 'SGI User', an existing school otherwise. */
  async function schoolOf(input: UserInput): Promise<number | null> {
    if (input.userType === USER_TYPES.provider) return null;
    const id = Id.safeParse(input.SchoolId);
    const school = id.success ? await app.db.selectFrom('schools').select('id').where('id', '=', id.data).executeTakeFirst() : undefined;
    if (!school) throw new HttpError(400, 'School is required');
    return school.id;
  }

  const taken = (userName: string) => `The username ${userName} is taken`;

  /** The new password in clear, if it is readable and meets the policy. */
  async function newPassword(encrypted: string): Promise<string> {
    const plain = decryptClientPassword(encrypted, config.passwordCipher);
    if (!plain) throw new HttpError(400, 'password: not readable; send it under the login cipher');
    const policy = NewPasswordSchema.safeParse(plain);
    if (!policy.success) throw new HttpError(400, policy.error.issues[0]!.message);
    if (isCommonPassword(plain)) throw new HttpError(400, COMMON_PASSWORD_MESSAGE);
    return plain;
  }

  routes.post(
    '/School/User/GetAll',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Users of one school, or of all schools when schoolId is 0, enabled or not',
        body: z.strictObject({ schoolId: IdOrZero, active: ActiveFilter }),
      },
    },
    async (request) => {
      let query = app.db.selectFrom('users').selectAll();
      if (request.body.schoolId > 0) query = query.where('school_id', '=', request.body.schoolId);
      // Disabled users stay listed (their Status shows it) so the provider can enable them
      // again; `active` is accepted, as the client sends it, and changes nothing.
      return (await query.orderBy('full_name').execute()).map(userDto);
    },
  );

  routes.post(
    '/School/User/GetById',
    { config: { access: 'provider' }, schema: { tags, summary: 'One user, without its password', body: z.strictObject({ SchoolUserId: Id }) } },
    async (request) => userDto(await user(request.body.SchoolUserId)),
  );

  routes.post(
    '/School/User/Add',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Adds a user (password under the login cipher)',
        body: UserInputSchema.refine((input) => input.password !== '', { message: PASSWORD_REQUIRED, path: ['password'] }),
      },
    },
    async (request, reply) => {
      const input = request.body;
      const values = {
        full_name: input.fullName,
        user_name: input.userName.toLowerCase(),
        password_hash: await hashPassword(await newPassword(input.password)),
        user_type: input.userType,
        active: toFlag(input.active),
        school_id: await schoolOf(input),
        created_by: request.principal?.userId ?? null,
        token_version: 0,
      };
      const row = await uniquely(taken(input.userName), () => app.db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow());
      return reply.status(201).send(userDto(row));
    },
  );

  routes.post(
    '/School/User/Update',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Updates a user; an empty password keeps the current one',
        body: UserInputSchema.safeExtend({ schoolUserId: Id }),
      },
    },
    async (request) => {
      const { schoolUserId, ...input } = request.body;
      const previous = await user(schoolUserId);
      const newHash = input.password ? await hashPassword(await newPassword(input.password)) : null;
      const active = toFlag(input.active);
      const schoolId = await schoolOf(input);
      // A new password, a disabled account, or a change of type or school ends its sessions.
      const endsSessions =
        newHash !== null || active === 0 || previous.user_type !== input.userType || previous.school_id !== schoolId;
      const update = app.db
        .updateTable('users')
        .set({
          full_name: input.fullName,
          user_name: input.userName.toLowerCase(),
          ...(newHash ? { password_hash: newHash } : {}),
          user_type: input.userType,
          active,
          school_id: schoolId,
          token_version: previous.token_version + (endsSessions ? 1 : 0),
        })
        .where('id', '=', schoolUserId)
        .returningAll();
      const row = await uniquely(taken(input.userName), () => update.executeTakeFirstOrThrow());
      return userDto(row);
    },
  );

  const throttle = loginThrottle(app.db);

  routes.post(
    '/School/User/LoginThrottle',
    {
      config: { access: 'provider' },
      schema: {
        tags,
        summary: 'Who has failed to log in as this user in the last 15 minutes, and until when each must wait',
        body: z.strictObject({ SchoolUserId: Id }),
      },
    },
    async (request) => {
      const row = await user(request.body.SchoolUserId);
      return { userName: row.user_name, ...(await throttle.standing(row.user_name)) };
    },
  );

  routes.post(
    '/School/User/LoginThrottle/Clear',
    {
      config: { access: 'provider' },
      schema: { tags, summary: 'Lifts every login delay on this user', body: z.strictObject({ SchoolUserId: Id }) },
    },
    async (request) => {
      const row = await user(request.body.SchoolUserId);
      await throttle.clear(row.user_name);
      return { message: 'Login delays cleared' };
    },
  );

  routes.post(
    '/School/User/Delete',
    { config: { access: 'provider' }, schema: { tags, summary: 'Deletes a user', body: z.strictObject({ SchoolUserId: Id }) } },
    async (request) => {
      const row = await user(request.body.SchoolUserId);
      if (row.id === request.principal?.userId) throw new HttpError(409, 'You cannot delete your own account');
      await app.db.deleteFrom('users').where('id', '=', row.id).execute();
      return { message: 'User deleted successfully' };
    },
  );
}
