import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { PASSWORD_REQUIRED } from '@school/shared/contracts/auth';
import { TEAM_RULES, TeamMemberInputSchema, TeamMemberSchema } from '@school/shared/contracts/team';
import { PASSWORD_CHANGE } from '@school/shared/contracts/users';
import type { ApiConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { USER_TYPES } from '../../plugins/principal.js';
import { hashPassword, newPassword } from '../auth/passwords.js';
import { Id, NoFields, toFlag } from '../common.js';
import { moduleRoutes } from '../route-options.js';
import { auditedUserWrites } from '../users/audited-writes.js';
import { userRepository } from '../users/repository.js';
import { teamMemberDto } from './record.js';

/**
 * A school admin's users of its own school (docs/decisions/013-school-team.md): listed, added
 * with a temporary password, renamed, re-roled, deactivated and reset. The school is always the
 * caller's; a user of another school is not found.
 */
/** The Team routes manage users: a provider user in support mode is refused them (decision 013, "Support access"). */
const MANAGES_USERS = { refusedInSupport: true } as const;

export async function teamRoutes(app: FastifyInstance, { config }: { config: ApiConfig }) {
  const { routes, route } = moduleRoutes(app, 'team');
  const users = userRepository(app.db);

  const temporaryHash = (encrypted: string) => hashPassword(newPassword(encrypted, config.passwordCipher));

  /** Undoes a change that would leave the school with no active admin (two admins lowering each other at once, say). */
  async function keepsAnAdmin(trx: Kysely<Database>, schoolId: number): Promise<void> {
    if ((await userRepository(trx).activeAdminsAfterOthers(schoolId)) === 0) throw new HttpError(409, TEAM_RULES.lastAdmin);
  }

  /** A user of the caller's school, or 404. */
  async function member(schoolId: number, id: number) {
    const row = await users.byId(id);
    if (row?.school_id !== schoolId || row.user_type !== USER_TYPES.school) throw new HttpError(404, TEAM_RULES.notFound);
    return row;
  }

  routes.post(
    '/School/Team/GetAll',
    route('school-admin', { summary: 'The users of the caller’s school, active or not, by name', body: NoFields, answers: { 200: z.array(TeamMemberSchema) } }, MANAGES_USERS),
    async (request) => (await users.list(ownSchool(request))).filter((row) => row.user_type === USER_TYPES.school).map(teamMemberDto),
  );

  routes.post(
    '/School/Team/Add',
    route('school-admin', {
      summary: 'Adds a user to the caller’s school with a role and a temporary password (under the login cipher), to be changed at the first login',
      body: TeamMemberInputSchema.refine((input) => input.password !== '', { message: PASSWORD_REQUIRED, path: ['password'] }),
      answers: { 201: TeamMemberSchema },
    }, MANAGES_USERS),
    async (request, reply) => {
      const schoolId = ownSchool(request);
      const { fullName, userName, password, role, active } = request.body;
      const values = {
        full_name: fullName,
        user_name: userName.toLowerCase(),
        password_hash: await temporaryHash(password),
        user_type: USER_TYPES.school,
        active: toFlag(active),
        school_id: schoolId,
        role,
      };
      const row = await auditedUserWrites(app, request, teamMemberDto).add(userName, values);
      return reply.status(201).send(teamMemberDto(row));
    },
  );

  routes.post(
    '/School/Team/Update',
    route('school-admin', {
      summary: 'Changes a user of the caller’s school: name, username, role, active; a password is a reset (temporary; not for the caller’s own account, 400). A new role, a deactivation or a reset ends the user’s sessions; a change that would leave the school no active admin is a 409',
      body: TeamMemberInputSchema.safeExtend({ schoolUserId: Id }),
      answers: { 200: TeamMemberSchema },
    }, MANAGES_USERS),
    async (request) => {
      const schoolId = ownSchool(request);
      const { schoolUserId, fullName, userName, password, role, active } = request.body;
      const previous = await member(schoolId, schoolUserId);
      const own = schoolUserId === request.principal?.userId;
      // The admin keeps their own power: so a school never loses its last active admin by its own hand.
      if (own && (role !== 'admin' || !active)) throw new HttpError(400, TEAM_RULES.ownAccount);
      // One's own password is changed where the current one is asked for (and its tries counted):
      // else a session left open would be enough to lock its owner out.
      if (own && password) throw new HttpError(400, PASSWORD_CHANGE.ownElsewhere);
      const values = { full_name: fullName, user_name: userName.toLowerCase(), role, active: toFlag(active) };
      const row = await auditedUserWrites(app, request, teamMemberDto).update(userName, previous, values, {
        passwordHash: password ? await temporaryHash(password) : null,
        // A new role or a deactivation ends the user's sessions, as a new password does.
        endsSessions: !active || previous.role !== role,
        holds: previous.role === 'admin' && previous.active === 1 ? (trx) => keepsAnAdmin(trx, schoolId) : undefined,
      });
      return teamMemberDto(row);
    },
  );
}
