import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ALERT_LIMITS, ALERT_MESSAGES, AlertIdSchema, AlertInputSchema, AlertListRequestSchema, AlertListSchema, AlertSchema, AlertUpdateSchema, type Alert } from '@school/shared/contracts/alerts';
import type { Database } from '../../db/schema.js';
import type { Access } from '../../plugins/principal.js';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { recordAudit, type AuditAction } from '../audit/audit-log.js';
import { auditedChange } from '../audit/audited-change.js';
import { found } from '../common.js';
import { moduleRoutes } from '../route-options.js';
import { alertRepository, type AlertScope } from './repository.js';

const ENTITY = 'alert';

/** The two kinds of author: a school admin for its own site, the provider for every school's. */
const AUTHORS: { prefix: string; access: Access; scopeOf(request: FastifyRequest): AlertScope; whose: string; where: string }[] = [
  { prefix: '/School/Alert', access: 'school-publish', scopeOf: ownSchool, whose: 'of the caller’s school', where: 'the site of the caller’s school' },
  // The audit entry of an every-school alert has no school (schoolId null), as its row.
  { prefix: '/Provider/Alert', access: 'provider', scopeOf: () => null, whose: 'to every school', where: 'every school’s site' },
];

/**
 * The alerts' authors' calls: a school admin posts alerts for its own site, the provider to
 * every school's at once. Every write and its audit entry are one transaction.
 */
export async function alertAuthorRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'alerts');
  const store = alertRepository(app.db);
  const now = () => new Date().toISOString();

  for (const { prefix, access, scopeOf, whose, where } of AUTHORS) {
    /** A change of one of the scope's alerts (404 when it has none of this id), audited. */
    const changeAlert = <After extends Alert | undefined>(request: FastifyRequest, id: number, action: AuditAction, change: (trx: Kysely<Database>, before: Alert) => Promise<After>) => {
      const scope = scopeOf(request);
      const find = (trx: Kysely<Database>) => store.get(trx, scope, id);
      return auditedChange(app.db, request, { action, entity: ENTITY, entityId: id, schoolId: scope, find, notFound: ALERT_MESSAGES.notFound, change });
    };

    routes.post(
      `${prefix}/GetAll`,
      route(access, { summary: `The alerts ${whose}: current and scheduled, then the latest ended ones`, body: AlertListRequestSchema, answers: { 200: AlertListSchema } }),
      async (request) => ({ items: await store.list(scopeOf(request), now()) }),
    );

    routes.post(
      `${prefix}/Add`,
      route(access, {
        summary: `Posts an alert on ${where}`,
        description: `At most ${ALERT_LIMITS.pending} current or scheduled at once (409 past that).`,
        body: AlertInputSchema,
        answers: { 201: AlertSchema },
      }),
      async (request, reply) => {
        const scope = scopeOf(request);
        const at = now();
        const alert = await app.db.transaction().execute(async (trx) => {
          if ((await store.pending(trx, scope, at)) >= ALERT_LIMITS.pending) throw new HttpError(409, ALERT_MESSAGES.tooMany);
          const added = await store.add(trx, scope, request.body, at);
          await recordAudit(trx, request, { action: 'create', entity: ENTITY, entityId: added.id, schoolId: scope, after: added });
          return added;
        });
        return reply.status(201).send(alert);
      },
    );

    routes.post(`${prefix}/Update`, route(access, { summary: `Replaces an alert ${whose}`, body: AlertUpdateSchema, answers: { 200: AlertSchema } }), async (request) => {
      const { id, ...input } = request.body;
      const changed = changeAlert(request, id, 'update', (trx) => found(store.update(trx, scopeOf(request), id, input, now()), ALERT_MESSAGES.notFound));
      return (await changed).after;
    });

    routes.post(
      `${prefix}/End`,
      route(access, {
        summary: `Ends an alert ${whose} now (a scheduled one never shows; an ended one stays as it is)`,
        body: AlertIdSchema,
        answers: { 200: AlertSchema },
      }),
      // An ended alert comes back as it was: nothing changed, nothing is recorded.
      async (request) => (await changeAlert(request, request.body.id, 'update', (trx, before) => store.end(trx, scopeOf(request), before, now()))).after,
    );

    routes.post(`${prefix}/Delete`, route(access, { summary: `Deletes an alert ${whose}`, body: AlertIdSchema, answers: { 200: AlertIdSchema } }), async (request) => {
      const { id } = request.body;
      await changeAlert(request, id, 'delete', async (trx) => {
        await store.remove(trx, scopeOf(request), id);
        return undefined;
      });
      return { id };
    });
  }
}
