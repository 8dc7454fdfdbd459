import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, User } from '../../db/schema.js';
import { uniquely } from '../../plugins/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { userRepository, type UserValues } from './repository.js';

/** A new user's values but those every new user starts with: who added them, no session yet, a temporary password. */
type NewUserValues = Omit<UserValues, 'created_by' | 'token_version' | 'must_change_password'>;

/**
 * A user added or changed together with its audit entry, in one transaction, for the provider's
 * Users and a school's Team; a username another user has is a 409. The entry shows the user as
 * the caller's screen does (`dtoOf`); a new password shows as `credentialChanged`, never itself
 * (the log drops any field named password, token or secret).
 */
export function auditedUserWrites<Dto extends object>(app: FastifyInstance, request: FastifyRequest, dtoOf: (row: User) => Dto) {
  const taken = (userName: string) => `The username ${userName} is taken`;
  return {
    add: (userName: string, values: NewUserValues) =>
      uniquely(taken(userName), () =>
        app.db.transaction().execute(async (trx) => {
          const added = await userRepository(trx).insert({
            ...values,
            created_by: request.principal?.userId ?? null,
            token_version: 0,
            // The caller chose this password and passes it on: the user replaces it at the first login (decision 011).
            must_change_password: 1,
          });
          await recordAudit(trx, request, { action: 'create', entity: 'user', entityId: added.id, schoolId: added.school_id, after: dtoOf(added) });
          return added;
        }),
      ),
    /**
     * `passwordHash`, when not null, is a reset: a password set for another user is temporary, as a
     * new user's. It ends the user's sessions, as any other change `endsSessions` says does.
     * `holds`, if given, checks what must still be true once the user is changed, in the same
     * transaction: it throws to undo the change.
     */
    update: (
      userName: string,
      previous: User,
      values: Partial<UserValues>,
      { passwordHash, endsSessions, holds }: { passwordHash: string | null; endsSessions: boolean; holds?: (trx: Kysely<Database>) => Promise<void> },
    ) =>
      uniquely(taken(userName), () =>
        app.db.transaction().execute(async (trx) => {
          const credentialChanged = passwordHash !== null;
          const updated = await userRepository(trx).update(previous.id, {
            ...values,
            ...(credentialChanged ? { password_hash: passwordHash, must_change_password: 1 as const } : {}),
            token_version: previous.token_version + (credentialChanged || endsSessions ? 1 : 0),
          });
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
