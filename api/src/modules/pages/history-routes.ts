import type { FastifyInstance } from 'fastify';
import {
  PAGE_VERSION_MESSAGES,
  PageHistoryRequestSchema,
  PageHistorySchema,
  PageRestoreRequestSchema,
  PageVersionRequestSchema,
  PageVersionSchema,
} from '@school/shared/contracts/page-versions';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { found } from '../common.js';
import { moduleRoutes } from '../route-options.js';
import { publishRoute } from './publish.js';
import type { PageVersionRepository } from './versions.js';


/** A page's history: its versions newest first, one version's content, and a restore (published as a new version). */
export async function pageHistoryRoutes(app: FastifyInstance, { versions }: { versions: PageVersionRepository }) {
  const { routes, route } = moduleRoutes(app, 'pages');

  routes.post(
    '/School/Page/History',
    route('school-publish', {
      summary: 'A page’s published versions of the caller’s school, newest first: number, who published it, when, and the version it restores',
      body: PageHistoryRequestSchema,
      answers: { 200: PageHistorySchema },
    }),
    async (request) => versions.history(ownSchool(request), request.body.kind, request.body.page),
  );

  routes.post(
    '/School/Page/Version',
    route('school-publish', { summary: 'One published version of a page of the caller’s school, with its content', body: PageVersionRequestSchema, answers: { 200: PageVersionSchema } }),
    async (request) => {
      const { kind, version } = request.body;
      const one = await found(versions.one(ownSchool(request), kind, version), PAGE_VERSION_MESSAGES.noSuchVersion);
      // A version that no longer passes the page's schema shows as empty, as an unreadable page does.
      return { ...one, content: one.content ?? {} };
    },
  );

  publishRoute(
    app,
    '/School/Page/Restore',
    {
      summary: 'Publishes an old version’s content as a page’s next version, if `baseVersion` is still the current one (else 409 with the current version)',
      body: PageRestoreRequestSchema,
    },
    async ({ kind, version, baseVersion }, schoolId) => {
      const old = await found(versions.one(schoolId, kind, version), PAGE_VERSION_MESSAGES.noSuchVersion);
      if (old.content === null) throw new HttpError(400, PAGE_VERSION_MESSAGES.unreadableVersion);
      return { schoolId, kind, content: old.content, baseVersion, restoredFrom: version };
    },
  );
}
