import type { FastifyInstance } from 'fastify';
import {
  EditedPageSchema,
  PAGE_VERSION_MESSAGES,
  PageConflictSchema,
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
import { publishPage } from './publish.js';
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

  routes.post(
    '/School/Page/Restore',
    route('school-publish', {
      summary: 'Publishes an old version’s content as a page’s next version, if `baseVersion` is still the current one (else 409 with the current version)',
      body: PageRestoreRequestSchema,
      answers: { 200: EditedPageSchema, 409: PageConflictSchema },
    }),
    async (request, reply) => {
      const { kind, version, baseVersion } = request.body;
      const schoolId = ownSchool(request);
      const old = await found(versions.one(schoolId, kind, version), PAGE_VERSION_MESSAGES.noSuchVersion);
      if (old.content === null) throw new HttpError(400, PAGE_VERSION_MESSAGES.unreadableVersion);
      const outcome = await publishPage(app, request, { schoolId, kind, content: old.content, baseVersion, restoredFrom: version });
      return 'saved' in outcome ? outcome.saved : reply.status(409).send(outcome.conflict);
    },
  );
}
