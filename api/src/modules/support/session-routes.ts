import { createHash } from 'node:crypto';
import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { MessageSchema } from '@school/shared/contracts/record-schemas';
import { SUPPORT_MESSAGES } from '@school/shared/contracts/support';
import { HttpError } from '../../plugins/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { NoFields } from '../common.js';
import { moduleRoutes } from '../route-options.js';
import type { SupportRepository } from './repository.js';

/** The one-time code as stored: its SHA-256, so a copy of the database opens no session. */
export const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

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
 * A support session at the school's own address (docs/decisions/013-school-team.md, "Support
 * access"): the one-time code the provider's start answered, exchanged once for the session's
 * token; and the session ended before its time. The start is routes.ts.
 */
export async function supportSessionRoutes(app: FastifyInstance, { sessions }: { sessions: SupportRepository }) {
  const { routes, route } = moduleRoutes(app, 'support');

  routes.post(
    '/School/Support/Exchange',
    route('public', {
      summary: 'Exchanges a support session’s one-time code, once, for the session’s token (at the school’s own address)',
      body: ExchangeBody,
      answers: { 200: SessionAnswer },
    }),
    async (request) => {
      const now = new Date().toISOString();
      const row = await sessions.byCode(hashOf(request.body.code));
      if (!row || row.code_expires_at <= now) throw new HttpError(400, SUPPORT_MESSAGES.badCode);
      // Opened at another school's address, its token would work nowhere: the code is kept for the right one.
      const here = await app.schoolAt(request.headers.origin);
      if (here && here.id !== row.school_id) throw new HttpError(403, 'This support session is not this school’s');
      const token = await app.db.transaction().execute(async (trx) => {
        // Once: of two requests with one code, only the first finds it still there.
        if (!(await sessions.exchange(trx, row.id, now))) throw new HttpError(400, SUPPORT_MESSAGES.badCode);
        await recordAudit(trx, { userId: row.user_id, userName: row.user_name, userRole: 'support' }, { action: 'login', entity: 'support', entityId: row.id, schoolId: row.school_id });
        return app.issueSupportToken(row, { id: row.user_id, token_version: row.token_version });
      });
      return { token, schoolId: row.school_id, schoolCode: row.school_code, schoolName: row.school_name, providerUserName: row.user_name, endsAt: row.ends_at };
    },
  );

  routes.post(
    '/School/Support/End',
    route('school-admin', { summary: 'Ends the caller’s support session before its time (a support session’s token only)', body: NoFields, answers: { 200: MessageSchema } }),
    async (request) => {
      const support = request.principal?.support;
      if (!support) throw new HttpError(403, SUPPORT_MESSAGES.notSupport);
      const endedAt = new Date().toISOString();
      await app.db.transaction().execute(async (trx) => {
        await sessions.end(trx, support.sessionId, endedAt);
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
