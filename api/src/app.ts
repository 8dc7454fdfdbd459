import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyPluginAsync, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import * as z from 'zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ApiConfig } from './config.js';
import type { Db } from './db/database.js';
import { authPlugin } from './plugins/auth.js';
import { dbPlugin } from './plugins/db.js';
import { errorsPlugin } from './plugins/errors.js';
import { listCachePlugin } from './plugins/list-cache.js';
import { storagePlugin } from './plugins/storage.js';
import { openMediaStore } from './uploads/media-store.js';
import { storageRoutes } from './modules/storage/routes.js';
import { openapiPlugin } from './plugins/openapi.js';
import type { Access } from './plugins/principal.js';
import { securityPlugin } from './plugins/security.js';
import { tenancyPlugin } from './plugins/tenancy.js';
import { EVENT_MEDIA_LIMITS } from '@school/shared/contracts/events';
import { eventRoutes } from './modules/events/routes.js';
import { alumniRoutes } from './modules/alumni/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { schoolRoutes } from './modules/schools/routes.js';
import { staffRoutes } from './modules/staff/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { teamRoutes } from './modules/team/routes.js';
import { supportRoutes } from './modules/support/routes.js';
import { pageRoutes } from './modules/pages/routes.js';
import { disclosureRoutes } from './modules/disclosure/routes.js';
import { feedbackRoutes } from './modules/feedback/routes.js';
import { siteRoutes } from './modules/site/routes.js';
import { profileRoutes } from './modules/site/profile-routes.js';
import { sitemapRoutes } from './modules/sitemap/routes.js';
import { searchRoutes } from './modules/search/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { alertRoutes } from './modules/alerts/routes.js';
import { approvalRoutes } from './modules/drafts/approval.js';
import { draftRoutes } from './modules/drafts/routes.js';
import { noticeRoutes } from './modules/notices/routes.js';
import { tlsRoutes } from './modules/tls/routes.js';
import { prerenderRoutes } from './modules/prerender/routes.js';
import { releaseRoutes } from './modules/releases/routes.js';
import { routeOptions } from './modules/route-options.js';
import { metricsPlugin } from './plugins/metrics.js';
import { loginDelays } from './modules/ops/login-delays.js';
import { readyRoutes } from './modules/ops/ready.js';
import { retentionPlugin } from './modules/ops/retention.js';
import { healthPlugin } from './modules/health/plugin.js';
import { healthRoutes } from './modules/health/routes.js';
import { supportReadsPlugin } from './modules/support/support-reads.js';

const HealthAnswer = z.object({ status: z.literal('ok') });

export interface AppOptions {
  config: ApiConfig;
  database: Db;
  logger?: FastifyServerOptions['logger'];
}

/** A route of the API with the access it declares; the access matrix test walks them all. */
export interface RouteAccess {
  url: string;
  access: Access;
}

/** A route with the statuses its response schema names (null: it has none); a test checks them. */
export interface RouteResponses {
  method: string;
  url: string;
  statuses: string[] | null;
  /** The access it declares (null: not one of ours); the deactivated-school test walks the public ones. */
  access: Access | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: RouteAccess[];
    routeResponses: RouteResponses[];
    /** Audited changes one user may make in an hour (CHANGES_PER_USER_HOUR; modules/audit/audit-rate.ts). */
    changesPerUserHour: number;
  }
}

/** A read answered in less than this is not logged: nginx's access log has it already. */
export const SLOW_REQUEST_MS = 1000;

/** A read: a GET, or one of the spec's POSTs named Get… (GetAll, GetById). */
const isRead = (method: string, route: string | undefined) => method === 'GET' || method === 'HEAD' || /\/Get[A-Za-z]*$/.test(route ?? '');

/**
 * Whether a completed request is worth a line of the API's log: a failure, a write, or a slow
 * read. nginx writes every request to its access log, so a second line for each page's
 * successful read only costs (a sixth of the API's time per read, measured by the bench).
 */
export function worthALine(method: string, route: string | undefined, statusCode: number, ms: number, error: unknown): boolean {
  return Boolean(error) || statusCode >= 400 || !isRead(method, route) || ms >= SLOW_REQUEST_MS;
}

/** One JSON line per request worth one (worthALine), written when it completes, instead of Fastify's two. */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (!worthALine(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime, error)) return;
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime), ...(error ? { err: error } : {}) },
      'request completed',
    );
  }
}

/** The whole API as one Fastify instance; server.ts only listens. Tests build it too. */
export async function buildApp({ config, database, logger }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 64 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    // Each Add/Update may stream 8 files; answering is quick, but uploads over slow links take time.
    requestTimeout: 10 * 60 * 1000,
    // A client that stops sending (a half-sent request, a stalled upload, an idle keep-alive
    // socket) is cut off after this long without a byte, so stalled sockets cannot pile up.
    connectionTimeout: config.idleTimeoutSeconds * 1000,
    // The whole header block must arrive within this; a phone on 2G sends it in about a second.
    http: { headersTimeout: config.headersTimeoutSeconds * 1000, connectionsCheckingInterval: 1000 },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Every answer goes through its route's zod response schema: fields outside it are dropped and
  // a wrong type is a 500, not a wrong answer (docs/decisions/002-api.md says why zod's).
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('apiRoutes', [] as RouteAccess[]);
  app.decorate('routeResponses', [] as RouteResponses[]);
  app.decorate('changesPerUserHour', config.changesPerUserHour);
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (access && route.method === 'POST') app.apiRoutes.push({ url: route.url, access });
    const response = route.schema?.response as Record<string, unknown> | undefined;
    app.routeResponses.push({ method: String(route.method), url: route.url, statuses: response ? Object.keys(response) : null, access: access ?? null });
  });

  // First, so its response hook sees every answer, the not-found handler's too.
  await app.register(metricsPlugin, { database, loginDelays: () => loginDelays(database.db) });
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database });
  await app.register(listCachePlugin, { databaseUrl: config.databaseUrl });
  await app.register(tenancyPlugin);
  await app.register(securityPlugin, { origins: config.corsOrigins });
  await app.register(multipart, {
    limits: {
      // Per-kind limits are enforced while streaming (uploads/multipart-form.ts); this is the backstop.
      fileSize: EVENT_MEDIA_LIMITS.maxVideoBytes + 1024,
      files: 8,
      fields: 40,
      fieldSize: 16 * 1024,
      parts: 48,
    },
  });
  await app.register(openapiPlugin);
  await app.register(authPlugin, { config });
  await app.register(supportReadsPlugin);
  await app.register(storagePlugin, { store: await openMediaStore(config), limits: config.uploadLimits });
  await app.register(retentionPlugin, { retention: config.retention, dialect: database.dialect });
  await app.register(healthPlugin, { config: config.health });

  await app.register(
    async (api) => {
      // Every module's routes, in the order the OpenAPI page lists them; each takes what it needs of the options.
      const options = { config, dialect: database.dialect, platformHostNames: config.platformHostNames };
      const modules: FastifyPluginAsync<typeof options>[] = [
        authRoutes, staffRoutes, alumniRoutes, eventRoutes, schoolRoutes, userRoutes, teamRoutes, supportRoutes,
        siteRoutes, profileRoutes, pageRoutes, storageRoutes, disclosureRoutes, feedbackRoutes, sitemapRoutes, searchRoutes,
        auditRoutes, alertRoutes, noticeRoutes, draftRoutes, approvalRoutes, tlsRoutes, releaseRoutes, healthRoutes,
      ];
      for (const routes of modules) await api.register(routes, options);
      // The prerenderer's schools and change feed: without its token the routes do not exist.
      if (config.rendererToken) await api.register(prerenderRoutes, { dialect: database.dialect });
      // The process answers; /api/ready (modules/ops/ready.ts) says whether it can serve.
      api.get('/health', routeOptions('ops')('public', { hide: true, answers: { 200: HealthAnswer } }), async () => ({ status: 'ok' as const }));
      await api.register(readyRoutes);
    },
    { prefix: '/api' },
  );
  return app;
}
