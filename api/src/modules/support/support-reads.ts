import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/audit-log.js';

/**
 * Everything a support session does is in the school's audit log (decision 013, "Support
 * access"): a change as its own entry, written with it; anything else it was answered (the
 * feedback inbox, the log's export, a page's history) as a read, naming the route, before the
 * answer leaves. A read that cannot be recorded is not answered.
 */
export const supportReadsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const support = request.principal?.support;
      if (!support || request.audited || reply.statusCode >= 400) return payload;
      await recordAudit(app.db, request, { action: 'read', entity: 'support', entityId: support.sessionId, schoolId: request.principal!.schoolId, after: { route: request.routeOptions.url } });
      return payload;
    });
  },
  { name: 'support-reads' },
);
