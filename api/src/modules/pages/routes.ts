import * as z from 'zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HOME_KINDS, type HomeKind } from '@school/shared/contracts/pages';
import { SchoolQuery } from '../common.js';
import { documentRepository } from '../documents/repository.js';
import { publicSchoolByCode } from '../../plugins/tenancy.js';
import { revalidatedAnswers, sendRevalidated } from '../../plugins/revalidated.js';
import { moduleRoutes } from '../route-options.js';
import { pageAdminRoutes } from './admin-routes.js';
import { HomeAnswer, Kind, latest, PageAnswer, schemaOf } from './record.js';

/**
 * Each page's content (contracts/pages.ts): read by visitors with an ETag, so a page that has
 * not changed costs a 304; the school admin's calls are admin-routes.ts.
 */
export async function pageRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'pages');
  const documents = documentRepository(app.db);
  await app.register(pageAdminRoutes);

  /**
   * A public answer of the school whose code the query names, kept in the list cache (a save
   * forgets it) under `key` and made by `read` when not kept; revalidated on every use.
   */
  const cachedAnswer = async <T>(request: FastifyRequest<{ Querystring: { school: string } }>, reply: FastifyReply, key: string, schema: z.ZodType<T>, read: (schoolId: number) => Promise<T>) => {
    const code = request.query.school.trim();
    const answer = await app.listCache.get('page', `${code}|${key}`, schema, async () => read((await publicSchoolByCode(app.db, code)).id));
    return sendRevalidated(request, reply, answer.json, answer.etag);
  };

  routes.get(
    '/Site/Home',
    route('public', {
      summary: 'The home page’s sections of a school, all at once (public; answers 304 to a matching If-None-Match)',
      querystring: SchoolQuery,
      // The answer is the cached JSON text, sent as it is; the schema is what that text holds.
      answers: revalidatedAnswers(HomeAnswer),
    }),
    (request, reply) =>
      cachedAnswer(request, reply, 'home', HomeAnswer, async (schoolId) => {
        const stored = await Promise.all(HOME_KINDS.map(async (kind) => [kind, await documents.read(schoolId, kind, schemaOf(kind))] as const));
        const sections = Object.fromEntries(stored.map(([kind, document]) => [kind, document.content])) as Record<HomeKind, Record<string, unknown>>;
        return { ...sections, updatedAt: latest(stored.map(([, document]) => document.updatedAt)) };
      }),
  );

  routes.get(
    '/Site/Page/:kind',
    route('public', {
      summary: 'A page’s content of a school (public; answers 304 to a matching If-None-Match)',
      params: z.strictObject({ kind: Kind }),
      querystring: SchoolQuery,
      answers: revalidatedAnswers(PageAnswer),
    }),
    (request, reply) => {
      const { kind } = request.params;
      return cachedAnswer(request, reply, kind, PageAnswer, async (schoolId) => ({ kind, ...(await documents.read(schoolId, kind, schemaOf(kind))) }));
    },
  );
}
