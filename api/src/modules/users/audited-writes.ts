import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, User } from '../../db/schema.js';
import { uniquely } from '../../plugins/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { userRepository, type UserValues } from './repository.js';

/**
 * A user added or changed together with its audit entry, in one transaction, for the provider's
 * Users and a school's Team; a username another user has is a 409. The entry shows the user as
 * the caller's screen does (`dtoOf`); a new password shows as `credentialChanged`, never itself
 * (the log drops any field named password, token or secret).
 */
export function auditedUserWrites<Dto extends object>(app: FastifyInstance, request: FastifyRequest, dtoOf: (row: User) => Dto) {
  const taken = (userName: string) => `The username ${userName} is taken`;
  return {
    add: (userName: string, values: UserValues) =>
      uniquely(taken(userName), () =>
        app.db.transaction().execute(async (trx) => {
          const added = await userRepository(trx).insert(values);
          await recordAudit(trx, request, { action: 'create', entity: 'user', entityId: added.id, schoolId: added.school_id, after: dtoOf(added) });
          return added;
        }),
      ),
    /** `holds`, if given, checks what must still be true once the user is changed, in the same transaction: it throws to undo the change. */
    update: (
      userName: string,
      previous: User,
      values: Partial<UserValues>,
      { credentialChanged, holds }: { credentialChanged: boolean; holds?: (trx: Kysely<Database>) => Promise<void> },
    ) =>
      uniquely(taken(userName), () =>
        app.db.transaction().execute(async (trx) => {
          const updated = await userRepository(trx).update(previous.id, values);
          await holds?.(trx);
          await recordAudit(trx, request, {
            action: 'update',
            entity: 'user',
            entityId: previous.id,
            schoolId: updated.school_id,
            before: dtoOf(previous),
            after: { ...dtoOf(updated), ...(credentialChanged ? { credentialChanged: true } : {}) },
          });
          return updated;
        }),
      ),
  };
}
