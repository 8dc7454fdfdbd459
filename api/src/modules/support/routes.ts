import { createHash, randomBytes } from 'node:crypto';
import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { MessageSchema } from '@school/shared/contracts/record-schemas';
import {
  SUPPORT_CODE_SECONDS,
  SUPPORT_MAX_MINUTES,
  SUPPORT_MESSAGES,
  SUPPORT_MIN_MINUTES,
  SUPPORT_REASON_MAX,
} from '@school/shared/contracts/support';
import { HttpError } from '../../plugins/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { Id } from '../common.js';
import { moduleRoutes } from '../route-options.js';

/** The one-time code as stored: its SHA-256, so a copy of the database opens no session. */
const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

const StartBody = z.strictObject({
  schoolId: Id,
  minutes: z.number().int().min(SUPPORT_MIN_MINUTES).max(SUPPORT_MAX_MINUTES),
  reason: z.string().trim().min(1, 'Reason is required').max(SUPPORT_REASON_MAX),
});
const StartAnswer = z.object({ code: z.string(), codeExpiresAt: z.string(), endsAt: z.string(), hostNames: z.array(z.string()), schoolName: z.string() });
/** 43 characters: 32 random bytes in base64url. */
const ExchangeBody = z.strictObject({ code: z.string().regex(/^[A-Za-z0-9_-]{43}$/, SUPPORT_MESSAGES.badCode) });
const SessionAnswer = z.object({
  token: z.string(),
  schoolId: z.number(),
  schoolCode: z.string(),
  schoolName: z.string(),
  providerUserName: z.string(),
  endsAt: z.string(),
});

/**
 * Support access (docs/decisions/013-school-team.md, "Support access"). The provider starts a
 * session for a school (its own area, its own token) and gets a one-time code, valid for a
 * minute; its screen opens the school's own address with the code, which that page exchanges
 * once for the session's token (a school admin's, bound to the school's addresses as every
 * school token is, refused the users, password and second-factor routes, ending at the chosen
 * time). Starting, opening and ending a session are written to the school's audit log; every
 * change made in it is written as the provider user's, in the role 'support'.
 */
export async function supportRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'support');

  routes.post(
    '/Provider/School/Support/Start',
    route('provider', {
      summary: 'Starts a support session in a school’s admin area: answers a one-time code (valid 60 s) for one of the school’s addresses to exchange, and the addresses',
      body: StartBody,
      answers: { 201: StartAnswer },
    }),
    async (request, reply) => {
      const { schoolId, minutes, reason } = request.body;
      const school = await app.db.selectFrom('schools').select(['id', 'school_name', 'active']).where('id', '=', schoolId).executeTakeFirst();
      if (!school) throw new HttpError(404, 'School not found');
      if (school.active !== 1) throw new HttpError(409, SUPPORT_MESSAGES.schoolInactive);
      const hosts = await app.db.selectFrom('school_hosts').select('host_name').where('school_id', '=', schoolId).orderBy('position').execute();
      if (hosts.length === 0) throw new HttpError(409, 'This school has no address to open');
      const code = randomBytes(32).toString('base64url');
      const now = Date.now();
      const values = {
        school_id: schoolId,
        provider_user_id: request.principal!.userId,
        reason,
        started_at: new Date(now).toISOString(),
        ends_at: new Date(now + minutes * 60_000).toISOString(),
        code_hash: hashOf(code),
        code_expires_at: new Date(now + SUPPORT_CODE_SECONDS * 1000).toISOString(),
      };
      const id = await app.db.transaction().execute(async (trx) => {
        const inserted = await trx.insertInto('support_sessions').values(values).returning('id').executeTakeFirstOrThrow();
        await recordAudit(trx, request, { action: 'create', entity: 'support', entityId: inserted.id, schoolId, after: { reason, minutes, endsAt: values.ends_at } });
        return inserted.id;
      });
      request.log.info({ supportSession: id, schoolId }, 'support session started');
      reply.code(201);
      return { code, codeExpiresAt: values.code_expires_at, endsAt: values.ends_at, hostNames: hosts.map((host) => host.host_name), schoolName: school.school_name };
    },
  );

  routes.post(
    '/School/Support/Exchange',
    route('public', {
      summary: 'Exchanges a support session’s one-time code, once, for the session’s token (at the school’s own address)',
      body: ExchangeBody,
      answers: { 200: SessionAnswer },
    }),
    async (request) => {
      const now = new Date().toISOString();
      const row = await app.db
        .selectFrom('support_sessions')
        .innerJoin('users', 'users.id', 'support_sessions.provider_user_id')
        .innerJoin('schools', 'schools.id', 'support_sessions.school_id')
        .select(['support_sessions.id', 'support_sessions.school_id', 'support_sessions.ends_at', 'support_sessions.code_expires_at', 'users.id as user_id', 'users.user_name', 'users.token_version', 'schools.school_code', 'schools.school_name'])
        .where('support_sessions.code_hash', '=', hashOf(request.body.code))
        // A school deactivated since the start has no admin area, as for any of its admins.
        .where('schools.active', '=', 1)
        .executeTakeFirst();
      if (!row || row.code_expires_at <= now) throw new HttpError(400, SUPPORT_MESSAGES.badCode);
      // Opened at another school's address, its token would work nowhere: the code is kept for the right one.
      const here = await app.schoolAt(request.headers.origin);
      if (here && here.id !== row.school_id) throw new HttpError(403, 'This support session is not this school’s');
      const token = await app.db.transaction().execute(async (trx) => {
        // Once: of two requests with one code, only the first finds it still there.
        const taken = await trx
          .updateTable('support_sessions')
          .set({ code_hash: null, exchanged_at: now })
          .where('id', '=', row.id)
          .where('exchanged_at', 'is', null)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) throw new HttpError(400, SUPPORT_MESSAGES.badCode);
        await recordAudit(trx, { userId: row.user_id, userName: row.user_name, userRole: 'support' }, { action: 'login', entity: 'support', entityId: row.id, schoolId: row.school_id });
        return app.issueSupportToken(row, { id: row.user_id, token_version: row.token_version });
      });
      return { token, schoolId: row.school_id, schoolCode: row.school_code, schoolName: row.school_name, providerUserName: row.user_name, endsAt: row.ends_at };
    },
  );

  routes.post(
    '/School/Support/End',
    route('school-admin', { summary: 'Ends the caller’s support session before its time (a support session’s token only)', body: z.strictObject({}), answers: { 200: MessageSchema } }),
    async (request) => {
      const support = request.principal?.support;
      if (!support) throw new HttpError(403, SUPPORT_MESSAGES.notSupport);
      const endedAt = new Date().toISOString();
      await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('support_sessions').set({ ended_at: endedAt }).where('id', '=', support.sessionId).where('ended_at', 'is', null).execute();
        await recordAudit(trx, request, {
          action: 'update',
          entity: 'support',
          entityId: support.sessionId,
          schoolId: request.principal!.schoolId,
          before: { endsAt: support.endsAt },
          after: { endsAt: support.endsAt, endedAt },
        });
      });
      return { message: SUPPORT_MESSAGES.ended };
    },
  );
}
