import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isBlank, PAGE_DOCUMENT_LIMIT, PAGE_PICTURE_LIMIT } from '@school/shared/contracts/page-fields';
import { pageHindiGaps } from '@school/shared/contracts/hindi-gaps';
import { HOME_KINDS, PAGE_KINDS, type HomeKind, PAGES, PageStatusSchema, type PageKind } from '@school/shared/contracts/pages';
import { isOptionalPage } from '@school/shared/contracts/site';
import { ownSchool } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import { placements, storedPath } from '../../uploads/multipart-form.js';
import { uploaderOf } from '../../plugins/storage.js';
import { recordAudit } from '../audit/audit-log.js';
import { answers, CHANGED_MEANWHILE, onlyFields } from '../common.js';
import { publicSchoolByCode } from '../tenancy.js';
import { checkNamedFiles, removeUnnamedFiles } from '../site/document-files.js';
import { documentStore } from '../site/documents.js';
import { sendRevalidated } from '../revalidated.js';

const Kind = z.enum(PAGE_KINDS as [PageKind, ...PageKind[]]);

/** A kind's schema, as the store reads it: every page's content is an object. */
const schemaOf = (kind: PageKind) => PAGES[kind].schema as unknown as z.ZodType<Record<string, unknown>>;

const PageAnswer = z.object({ kind: Kind, content: z.record(z.string(), z.unknown()), updatedAt: z.string().nullable() });

/** One body per kind: the kind names the schema its content must pass. */
const PageUpdate = z.discriminatedUnion(
  'kind',
  PAGE_KINDS.map((kind) => z.strictObject({ kind: z.literal(kind), content: PAGES[kind].schema })) as unknown as [
    z.ZodObject<{ kind: z.ZodLiteral<PageKind>; content: z.ZodType<Record<string, unknown>> }>,
  ],
);

/** Each home section's content, and when the latest of them was saved (the page's "Last updated"). */
const HomeAnswer = z.object({
  ...(Object.fromEntries(HOME_KINDS.map((kind) => [kind, z.record(z.string(), z.unknown())])) as Record<HomeKind, z.ZodRecord<z.ZodString, z.ZodUnknown>>),
  updatedAt: z.string().nullable(),
});

/** The latest of ISO 8601 times (they sort as text); null when there is none. */
const latest = (times: (string | null)[]): string | null => times.reduce<string | null>((last, time) => (time && (!last || time > last) ? time : last), null);

const UploadAnswer = z.object({ path: z.string(), width: z.number(), height: z.number() });

const FILE_RULES = {
  picture: { kind: 'image', ...PAGE_PICTURE_LIMIT, maxCount: 1, tooMany: 'Send one picture at a time.' },
  document: { kind: 'pdf', ...PAGE_DOCUMENT_LIMIT, maxCount: 1, tooMany: 'Send one document at a time.' },
} as const;

/**
 * Each page's content (contracts/pages.ts): read by visitors with an ETag, so a page that has
 * not changed costs a 304; listed for the school admin's setup checklist; replaced whole by the
 * school admin; and its pictures and documents uploaded one by one before the page is saved.
 */
export async function pageRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const documents = documentStore(app.db);


  routes.get(
    '/Site/Home',
    {
      config: { access: 'public' },
      schema: {
        tags: ['pages'],
        summary: 'The home page’s sections of a school, all at once (public; answers 304 to a matching If-None-Match)',
        querystring: z.strictObject({ school: z.string().min(1).max(50) }),
        // The answer is the cached JSON text, sent as it is; the schema is what that text holds.
        response: answers({ 200: HomeAnswer, 304: z.null() }),
      },
    },
    async (request, reply) => {
      const code = request.query.school.trim();
      const answer = await app.listCache.get('page', `${code}|home`, HomeAnswer, async () => {
        const school = await publicSchoolByCode(app.db, code);
        const stored = await Promise.all(HOME_KINDS.map(async (kind) => [kind, await documents.read(school.id, kind, schemaOf(kind))] as const));
        const sections = Object.fromEntries(stored.map(([kind, document]) => [kind, document.content])) as Record<HomeKind, Record<string, unknown>>;
        return { ...sections, updatedAt: latest(stored.map(([, document]) => document.updatedAt)) };
      });
      return sendRevalidated(request, reply, answer.json, answer.etag);
    },
  );

  routes.get(
    '/Site/Page/:kind',
    {
      config: { access: 'public' },
      schema: {
        tags: ['pages'],
        summary: 'A page’s content of a school (public; answers 304 to a matching If-None-Match)',
        params: z.strictObject({ kind: Kind }),
        querystring: z.strictObject({ school: z.string().min(1).max(50) }),
        response: answers({ 200: PageAnswer, 304: z.null() }),
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const code = request.query.school.trim();
      const answer = await app.listCache.get('page', `${code}|${kind}`, PageAnswer, async () => {
        const school = await publicSchoolByCode(app.db, code);
        const stored = await documents.read(school.id, kind, schemaOf(kind));
        return { kind, content: stored.content, updatedAt: stored.updatedAt };
      });
      return sendRevalidated(request, reply, answer.json, answer.etag);
    },
  );

  routes.post(
    '/School/Page/GetAll',
    {
      config: { access: 'school' },
      schema: {
        tags: ['pages'],
        summary: 'Which pages the caller’s school has filled in, and how many texts of each have no Hindi yet (the setup checklist)',
        // No field: the school is the caller's. Like every POST route's, the body is checked: `{}`.
        body: z.strictObject({}),
        response: answers({ 200: z.array(PageStatusSchema) }),
      },
    },
    async (request) => {
      const stored = new Map((await documents.all(ownSchool(request))).map((row) => [row.kind, row]));
      return PAGE_KINDS.map((kind) => {
        const row = stored.get(kind);
        const parsed = row ? PAGES[kind].schema.safeParse(JSON.parse(row.body)) : null;
        const content = parsed?.success === true ? parsed.data : null;
        // Counted as the editor counts them: an unreadable page reads as empty, as its GET answers it.
        return { kind, filled: content !== null && !isBlank(content), updatedAt: row?.updatedAt ?? null, withoutHindi: pageHindiGaps(kind, content ?? {}).length };
      });
    },
  );

  routes.post(
    '/School/Page/Update',
    {
      config: { access: 'school' },
      schema: { tags: ['pages'], summary: 'Replaces a page’s content of the caller’s school', body: PageUpdate, response: answers({ 200: PageAnswer }) },
    },
    async (request) => {
      const { kind, content } = request.body;
      const schoolId = ownSchool(request);
      const previous = await documents.read(schoolId, kind, schemaOf(kind));
      await checkNamedFiles(app, schoolId, previous.content, content);
      // The page and its audit entry (the page as this call answers it, before and after) together.
      const updatedAt = await app.db.transaction().execute(async (trx) => {
        const saved = await documents.write(schoolId, kind, content, trx, previous.updatedAt);
        if (saved === null) return null;
        await recordAudit(trx, request, {
          action: 'update',
          entity: `page:${kind}`,
          entityId: kind,
          schoolId,
          before: previous.updatedAt === null ? undefined : { kind, content: previous.content, updatedAt: previous.updatedAt },
          after: { kind, content, updatedAt: saved },
        });
        return saved;
      });
      if (updatedAt === null) throw new HttpError(409, CHANGED_MEANWHILE);
      await app.listCache.invalidate('page');
      // GET /Site says which optional pages are written: the menu offers them.
      if (isOptionalPage(kind)) await app.listCache.invalidate('site');
      await removeUnnamedFiles(app, schoolId, previous.content);
      return { kind, content, updatedAt };
    },
  );

  routes.post(
    '/School/Page/Upload',
    {
      config: { access: 'school' },
      schema: {
        tags: ['pages'],
        summary: 'Stores a picture (re-encoded as WebP, with its copies 480 and 960 px wide) or a PDF document for a page, before the page is saved',
        consumes: ['multipart/form-data'],
        description: 'multipart/form-data with one file: `picture` (JPEG, PNG or WebP, at most 10 MB) or `document` (PDF, at most 20 MB).',
        response: answers({ 201: UploadAnswer }),
      },
    },
    // The answer is returned, not sent, from inside the try block: it goes out once the finally
    // block removed the temporary files, so no client sees one left in uploads/.tmp.
    async (request, reply) => {
      const schoolId = ownSchool(request);
      const form = await app.storage.receive(request, (field) => (field in FILE_RULES ? FILE_RULES[field as keyof typeof FILE_RULES] : null));
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
