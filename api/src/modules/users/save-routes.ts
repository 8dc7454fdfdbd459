import type { FastifyInstance } from 'fastify';
import { PASSWORD_REQUIRED } from '@school/shared/contracts/auth';
import { UserRecordSchema } from '@school/shared/contracts/record-schemas';
import { PASSWORD_CHANGE, UserInputSchema, type UserInput } from '@school/shared/contracts/users';
import type { ApiConfig } from '../../config.js';
import { HttpError } from '../../plugins/errors.js';
import { USER_TYPES } from '../../plugins/principal.js';
import { hashPassword, newPassword } from '../auth/passwords.js';
import { found, Id } from '../common.js';
import { moduleRoutes } from '../route-options.js';
import { auditedUserWrites } from './audited-writes.js';
import { USER_NOT_FOUND, userColumns, userDto } from './record.js';
import { userRepository } from './repository.js';

/** The provider adds and updates users; a username is unique (409 when taken). */
export async function userSaveRoutes(app: FastifyInstance, { config }: { config: ApiConfig }) {
  const { routes, route } = moduleRoutes(app, 'users');
  const users = userRepository(app.db);

  /** The school a user belongs to: none for 'SGI User', an existing school otherwise. */
  async function schoolOf(input: UserInput): Promise<number | null> {
    if (input.userType === USER_TYPES.provider) return null;
    const id = Id.safeParse(input.SchoolId);
    if (!id.success || !(await users.schoolExists(id.data))) throw new HttpError(400, 'School is required');
    return id.data;
  }

  const newHash = (encrypted: string) => hashPassword(newPassword(encrypted, config.passwordCipher));

  routes.post(
    '/School/User/Add',
    route('provider', {
      summary: 'Adds a user (password under the login cipher); the password is temporary: the user must change it at the first login',
      body: UserInputSchema.refine((input) => input.password !== '', { message: PASSWORD_REQUIRED, path: ['password'] }),
      answers: { 201: UserRecordSchema },
    }),
    async (request, reply) => {
      const input = request.body;
      const values = {
        ...userColumns(input, await schoolOf(input)),
        password_hash: await newHash(input.password),
      };
      const row = await auditedUserWrites(app, request, userDto).add(input.userName, values);
      return reply.status(201).send(userDto(row));
    },
  );

  routes.post(
    '/School/User/Update',
    route('provider', {
      summary: 'Updates a user; an empty password keeps the current one. A new password is a reset: temporary, to be changed at the next login; not for the caller’s own account (400: ChangePassword)',
      body: UserInputSchema.safeExtend({ schoolUserId: Id }),
      answers: { 200: UserRecordSchema },
    }),
    async (request) => {
      const { schoolUserId, ...input } = request.body;
      const previous = await found(users.byId(schoolUserId), USER_NOT_FOUND);
      // The provider's own password is changed where the current one is asked for (and its tries
      // counted): else a session left open would be enough to lock its owner out.
      if (input.password && schoolUserId === request.principal?.userId) throw new HttpError(400, PASSWORD_CHANGE.ownElsewhere);
      const passwordHash = input.password ? await newHash(input.password) : null;
      const columns = userColumns(input, await schoolOf(input), previous);
      // Enabling and disabling show as `active` in the audit entry.
      const row = await auditedUserWrites(app, request, userDto).update(input.userName, previous, columns, {
        passwordHash,
        // A disabled account, or a change of type or school, ends its sessions, as a new password does.
        endsSessions: columns.active === 0 || previous.user_type !== columns.user_type || previous.school_id !== columns.school_id,
      });
      return userDto(row);
    },
  );
}
