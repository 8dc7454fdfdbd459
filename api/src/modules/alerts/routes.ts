import * as z from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ALERT_LIMITS,
  ALERT_MESSAGES,
  AlertIdSchema,
  AlertInputSchema,
  AlertListRequestSchema,
  AlertListSchema,
  AlertSchema,
  AlertUpdateSchema,
  SiteAlertsSchema,
  type SiteAlerts,
} from '@school/shared/contracts/alerts';
import type { Access } from '../../plugins/principal.js';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { recordAudit } from '../audit/audit-log.js';
import { answers, found } from '../common.js';
import { publicSchoolByCode } from '../tenancy.js';
import { sendRevalidated } from '../revalidated.js';
import { alertStore, type AlertScope } from './repository.js';

const ENTITY = 'alert';

/** The two kinds of author: a school admin for its own site, the provider for every school's. */
const AUTHORS: { prefix: string; access: Access; scopeOf(request: FastifyRequest): AlertScope; whose: string; where: string }[] = [
  { prefix: '/School/Alert', access: 'school', scopeOf: ownSchool, whose: 'of the caller’s school', where: 'the site of the caller’s school' },
  // The audit entry of an every-school alert has no school (schoolId null), as its row.
  { prefix: '/Provider/Alert', access: 'provider', scopeOf: () => null, whose: 'to every school', where: 'every school’s site' },
];

/**
 * The alert banner: school admins post alerts for their own site, the provider to every school's
 * at once; visitors' pages ask which are showing now. Every write and its audit entry are one
 * transaction.
 */
export async function alertRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const store = alertStore(app.db);
  const now = () => new Date().toISOString();

  routes.get(
    '/Site/Alerts',
    {
      config: { access: 'public' },
      schema: {
        tags: ['alerts'],
        summary: 'The alerts showing now on a school’s site, its own and every school’s (public; answers 304 to a matching If-None-Match)',
        querystring: z.strictObject({ school: z.string().min(1).max(50) }),
        response: answers({ 200: SiteAlertsSchema, 304: z.null() }),
      },
    },
    async (request, reply) => {
      const school = await publicSchoolByCode(app.db, request.query.school);
      const answer: SiteAlerts = { alerts: await store.showing(school.id, now()) };
      // Every page polls this each minute, and an alert must show (or go) within that minute, so
      // no copy may be reused without asking: no-cache plus an ETag, and an unchanged answer (the
      // usual one: no alert) is a 304 of no body. A max-age, however short, would add its length
      // to the minute. No memory cache either: an alert starts and ends by the clock, not by a
      // write a cache could be told of; the query is one indexed read of a few rows.
      return sendRevalidated(request, reply, JSON.stringify(answer));
    },
  );

  for (const { prefix, access, scopeOf, whose, where } of AUTHORS) {
    routes.post(
      `${prefix}/GetAll`,
      {
        config: { access },
        schema: {
          tags: ['alerts'],
          summary: `The alerts ${whose}: current and scheduled, then the latest ended ones`,
          body: AlertListRequestSchema,
          response: answers({ 200: AlertListSchema }),
        },
      },
      async (request) => ({ items: await store.list(scopeOf(request), now()) }),
    );

    routes.post(
      `${prefix}/Add`,
      {
        config: { access },
        schema: {
          tags: ['alerts'],
          summary: `Posts an alert on ${where}`,
          description: `At most ${ALERT_LIMITS.pending} current or scheduled at once (409 past that).`,
          body: AlertInputSchema,
          response: answers({ 201: AlertSchema }),
        },
      },
      async (request, reply) => {
        const scope = scopeOf(request);
        const at = now();
        const alert = await app.db.transaction().execute(async (trx) => {
          if ((await store.pending(trx, scope, at)) >= ALERT_LIMITS.pending) throw new HttpError(409, ALERT_MESSAGES.tooMany);
          const added = await store.add(trx, scope, request.body, at);
          await recordAudit(trx, request, { action: 'create', entity: ENTITY, entityId: added.id, schoolId: scope, after: added });
          return added;
        });
        reply.status(201);
        return alert;
      },
    );

    routes.post(
      `${prefix}/Update`,
      {
        config: { access },
        schema: { tags: ['alerts'], summary: `Replaces an alert ${whose}`, body: AlertUpdateSchema, response: answers({ 200: AlertSchema }) },
      },
      async (request) => {
        const scope = scopeOf(request);
        const { id, ...input } = request.body;
        return app.db.transaction().execute(async (trx) => {
          const before = await found(store.get(trx, scope, id), ALERT_MESSAGES.notFound);
          const after = await found(store.update(trx, scope, id, input, now()), ALERT_MESSAGES.notFound);
          await recordAudit(trx, request, { action: 'update', entity: ENTITY, entityId: id, schoolId: scope, before, after });
          return after;
        });
      },
    );

    routes.post(
      `${prefix}/End`,
      {
        config: { access },
        schema: {
          tags: ['alerts'],
          summary: `Ends an alert ${whose} now (a scheduled one never shows; an ended one stays as it is)`,
          body: AlertIdSchema,
          response: answers({ 200: AlertSchema }),
        },
      },
      async (request) => {
        const scope = scopeOf(request);
        return app.db.transaction().execute(async (trx) => {
          const before = await found(store.get(trx, scope, request.body.id), ALERT_MESSAGES.notFound);
          const after = await store.end(trx, scope, before, now());
          if (after !== before) {
            await recordAudit(trx, request, { action: 'update', entity: ENTITY, entityId: before.id, schoolId: scope, before, after });
          }
          return after;
        });
      },
    );

    routes.post(
      `${prefix}/Delete`,
      {
        config: { access },
        schema: { tags: ['alerts'], summary: `Deletes an alert ${whose}`, body: AlertIdSchema, response: answers({ 200: AlertIdSchema }) },
      },
      async (request) => {
        const scope = scopeOf(request);
        const { id } = request.body;
        await app.db.transaction().execute(async (trx) => {
          const before = await found(store.get(trx, scope, id), ALERT_MESSAGES.notFound);
          await store.remove(trx, scope, id);
          await recordAudit(trx, request, { action: 'delete', entity: ENTITY, entityId: id, schoolId: scope, before });
        });
        return { id };
      },
    );
  }
}
