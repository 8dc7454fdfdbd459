import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { pageHindiGaps } from '@school/shared/contracts/hindi-gaps';
import { PAGE_KINDS, PageStatusSchema } from '@school/shared/contracts/pages';
import { EditedPageSchema, PageRequestSchema } from '@school/shared/contracts/page-versions';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { uploaderOf } from '../../plugins/storage.js';
import { placements, storedPath } from '../../uploads/multipart-form.js';
import { NoFields, onlyFields } from '../common.js';
import { pageStates } from '../documents/repository.js';
import { moduleRoutes } from '../route-options.js';
import { pageHistoryRoutes } from './history-routes.js';
import { publishRoute } from './publish.js';
import { PageUpdate, UploadAnswer, uploadRuleFor } from './record.js';
import { pageVersionRepository } from './versions.js';

/**
 * The school admin's pages: which are filled in (the setup checklist), a page as its editor reads
 * it and its content published whole as a new version (publish.ts), and its pictures and
 * documents uploaded one by one before the page is saved. A page's history is history-routes.ts.
 */
export async function pageAdminRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'pages');
  const versions = pageVersionRepository(app.db);
  await app.register(pageHistoryRoutes, { versions });

  routes.post(
    '/School/Page/GetAll',
    route('school', {
      summary: 'Which pages the caller’s school has filled in, and how many texts of each have no Hindi yet (the setup checklist)',
      body: NoFields,
      answers: { 200: z.array(PageStatusSchema) },
    }),
    async (request) => {
      const states = await pageStates(app.db, ownSchool(request));
      // Counted as the editor counts them: an unreadable page reads as empty, as its GET answers it.
      return PAGE_KINDS.map((kind) => {
        const state = states.get(kind);
        return { kind, filled: state?.filled ?? false, updatedAt: state?.updatedAt ?? null, withoutHindi: pageHindiGaps(kind, state?.content ?? {}).length };
      });
    },
  );

  routes.post(
    '/School/Page/Get',
    route('school', { summary: 'A page of the caller’s school as its editor reads it: the content, its version and who published it when', body: PageRequestSchema, answers: { 200: EditedPageSchema } }),
    async (request) => versions.edited(ownSchool(request), request.body.kind),
  );

  publishRoute(
    app,
    '/School/Page/Update',
    {
      summary: 'Publishes a page’s content of the caller’s school as its next version, if `baseVersion` is still the current one (else 409 with the current version)',
      body: PageUpdate,
    },
    async ({ kind, content, baseVersion }, schoolId) => ({ schoolId, kind, content, baseVersion }),
  );

  routes.post(
    '/School/Page/Upload',
    route('school', {
      summary: 'Stores a picture (re-encoded as WebP, with its copies 480 and 960 px wide) or a PDF document for a page, before the page is saved',
      consumes: ['multipart/form-data'],
      description: 'multipart/form-data with one file: `picture` (JPEG, PNG or WebP, at most 10 MB) or `document` (PDF, at most 20 MB).',
      answers: { 201: UploadAnswer },
    }),
    // The answer is returned, not sent, from inside the try block: it goes out once the finally
    // block removed the temporary files, so no client sees one left in uploads/.tmp.
    async (request, reply) => {
      const schoolId = ownSchool(request);
      const form = await app.storage.receive(request, uploadRuleFor);
      try {
        onlyFields(form.fields, []);
        const [file, extra] = form.files;
        if (!file || extra) throw new HttpError(400, 'Send one picture or one document, and nothing else.');
        // A picture arrives re-encoded, with its narrower copies (storage's receive).
        const stored = storedPath(schoolId, 'pages', file);
        await app.storage.place(uploaderOf(request, schoolId), placements(file, stored), async () => undefined);
        reply.status(201);
        return { path: stored, width: file.picture?.width ?? 0, height: file.picture?.height ?? 0 };
      } finally {
        await form.discard();
      }
    },
  );
}
