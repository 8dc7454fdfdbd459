import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { SUPPORT_CODE_SECONDS, SUPPORT_MESSAGES } from '@school/shared/contracts/support';
import { SupportStartFormSchema } from '@school/shared/contracts/support-start';
import { HttpError } from '../../plugins/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { Id } from '../common.js';
import { moduleRoutes } from '../route-options.js';
import { supportRepository } from './repository.js';
import { hashOf, supportSessionRoutes } from './session-routes.js';

const StartBody = z.strictObject({ schoolId: Id, ...SupportStartFormSchema.shape });
const StartAnswer = z.object({ code: z.string(), codeExpiresAt: z.string(), endsAt: z.string(), hostNames: z.array(z.string()), schoolName: z.string() });
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
  const sessions = supportRepository(app.db);
  await app.register(supportSessionRoutes, { sessions });

  routes.post(
    '/Provider/School/Support/Start',
    route('provider', {
      summary: 'Starts a support session in a school’s admin area: answers a one-time code (valid 60 s) for one of the school’s addresses to exchange, and the addresses',
      body: StartBody,
      answers: { 201: StartAnswer },
    }),
    async (request, reply) => {
      const { schoolId, minutes, reason } = request.body;
      const school = await sessions.school(schoolId);
      if (!school) throw new HttpError(404, 'School not found');
      if (school.active !== 1) throw new HttpError(409, SUPPORT_MESSAGES.schoolInactive);
      if (school.hostNames.length === 0) throw new HttpError(409, 'This school has no address to open');
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
        const started = await sessions.start(trx, values);
        await recordAudit(trx, request, { action: 'create', entity: 'support', entityId: started, schoolId, after: { reason, minutes, endsAt: values.ends_at } });
        return started;
      });
      request.log.info({ supportSession: id, schoolId }, 'support session started');
      reply.code(201);
      return { code, codeExpiresAt: values.code_expires_at, endsAt: values.ends_at, hostNames: school.hostNames, schoolName: school.school_name };
    },
  );
}
