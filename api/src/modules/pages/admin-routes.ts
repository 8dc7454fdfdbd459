import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { pageHindiGaps } from '@school/shared/contracts/hindi-gaps';
import { PAGE_KINDS, PageStatusSchema } from '@school/shared/contracts/pages';
import { isOptionalPage } from '@school/shared/contracts/site';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { uploaderOf } from '../../plugins/storage.js';
import { placements, storedPath } from '../../uploads/multipart-form.js';
import { recordAudit } from '../audit/audit-log.js';
import { CHANGED_MEANWHILE, onlyFields } from '../common.js';
import { checkNamedFiles, removeUnnamedFiles } from '../documents/named-files.js';
import { documentStore, pageStates } from '../documents/store.js';
import { moduleRoutes } from '../route-options.js';
import { PageAnswer, PageUpdate, schemaOf, UploadAnswer, uploadRuleFor } from './record.js';

/**
 * The school admin's pages: which are filled in (the setup checklist), a page's content replaced
 * whole, and its pictures and documents uploaded one by one before the page is saved.
 */
export async function pageAdminRoutes(app: FastifyInstance) {
  const { routes, route } = moduleRoutes(app, 'pages');
  const documents = documentStore(app.db);

  routes.post(
    '/School/Page/GetAll',
    route('school', {
      summary: 'Which pages the caller’s school has filled in, and how many texts of each have no Hindi yet (the setup checklist)',
      // No field: the school is the caller's. Like every POST route's, the body is checked: `{}`.
      body: z.strictObject({}),
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

  routes.post('/School/Page/Update', route('school-publish', { summary: 'Replaces a page’s content of the caller’s school', body: PageUpdate, answers: { 200: PageAnswer } }), async (request) => {
    const { kind, content } = request.body;
    const schoolId = ownSchool(request);
    const previous = await documents.read(schoolId, kind, schemaOf(kind));
    await checkNamedFiles(app, schoolId, previous.content, content);
    // The page and its audit entry (the page as this call answers it, before and after) together.
    const updatedAt = await app.db.transaction().execute(async (trx) => {
      const saved = await documents.write(schoolId, kind, content, trx, previous.updatedAt);
      if (saved === null) return null;
      const before = previous.updatedAt === null ? undefined : { kind, content: previous.content, updatedAt: previous.updatedAt };
      await recordAudit(trx, request, { action: 'update', entity: `page:${kind}`, entityId: kind, schoolId, before, after: { kind, content, updatedAt: saved } });
      return saved;
    });
    if (updatedAt === null) throw new HttpError(409, CHANGED_MEANWHILE);
    await app.listCache.invalidate('page');
    // GET /Site says which optional pages are written: the menu offers them.
    if (isOptionalPage(kind)) await app.listCache.invalidate('site');
    await removeUnnamedFiles(app, schoolId, previous.content);
    return { kind, content, updatedAt };
  });

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
