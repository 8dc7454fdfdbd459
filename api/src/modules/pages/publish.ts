import type * as z from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { EditedPageSchema, PAGE_VERSION_MESSAGES, PageConflictSchema, type EditedPage, type PageConflict } from '@school/shared/contracts/page-versions';
import type { PageKind } from '@school/shared/contracts/pages';
import { isOptionalPage } from '@school/shared/contracts/site';
import type { Database } from '../../db/schema.js';
import { ownSchool } from '../../plugins/auth.js';
import { recordAudit } from '../audit/audit-log.js';
import { checkNamedFiles, removeUnnamedFiles } from '../documents/named-files.js';
import { moduleRoutes } from '../route-options.js';
import { pageVersionRepository, publisherRoleOf, VersionConflict } from './versions.js';

/** A new version of a page: its content, the version it replaces, and the version it restores (a restore). */
export interface NewVersion {
  schoolId: number;
  kind: PageKind;
  content: Record<string, unknown>;
  baseVersion: number;
  restoredFrom?: number;
  /** More of the same transaction: publishing a draft removes the draft with it. */
  also?: (trx: Kysely<Database>) => Promise<void>;
}

/**
 * Publishes a page's new version, the one way a save and a restore both take: the files it names
 * checked, then in one transaction the page, its version row and the audit entry ('update', or
 * 'restore'), then the public caches forgotten and the files nothing names any more removed.
 * Based on a version that is no longer the current one, nothing is written and the answer is the
 * conflict: the house `{ message }` and the page as it is now, for the editor to show beside
 * what its user typed.
 */
export async function publishPage(app: FastifyInstance, request: FastifyRequest, next: NewVersion): Promise<{ saved: EditedPage } | { conflict: PageConflict }> {
  const { schoolId, kind, content, baseVersion, restoredFrom, also } = next;
  const versions = pageVersionRepository(app.db);
  const conflict = async () => ({ conflict: { message: PAGE_VERSION_MESSAGES.changedMeanwhile, current: await versions.edited(schoolId, kind) } });
  const previous = await versions.edited(schoolId, kind);
  if (previous.version !== baseVersion) return conflict();
  await checkNamedFiles(app, schoolId, previous.content, content);
  const authorId = request.principal?.userId ?? null;
  const author = authorId === null ? undefined : await app.db.selectFrom('users').select('full_name').where('id', '=', authorId).executeTakeFirst();
  let saved: EditedPage;
  try {
    // The audit entry holds the page before and after as the editor reads it, and what a restore restored.
    saved = await app.db.transaction().execute(async (trx) => {
      const published = await versions.publish(trx, { schoolId, kind, content, baseVersion, authorId, authorRole: publisherRoleOf(request), restoredFrom });
      const after: EditedPage = { kind, content, ...published, publishedBy: author?.full_name ?? null };
      const before = previous.updatedAt === null ? undefined : previous;
      await recordAudit(trx, request, { action: restoredFrom === undefined ? 'update' : 'restore', entity: `page:${kind}`, entityId: kind, schoolId, before, after: { ...after, restoredFrom } });
      await also?.(trx);
      return after;
    });
  } catch (error) {
    if (error instanceof VersionConflict) return conflict();
    throw error;
  }
  await app.listCache.invalidate('page');
  // GET /Site says which optional pages are written: the menu offers them.
  if (isOptionalPage(kind)) await app.listCache.invalidate('site');
  await removeUnnamedFiles(app, schoolId, previous.content);
  return { saved };
}

/**
 * A school-publish route that publishes a page's next version (a save, a restore): `next` makes
 * the version of the request's body and the caller's school; the answer is the page as saved,
 * or 409 with the conflict.
 */
export function publishRoute<Body extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  { summary, body }: { summary: string; body: Body },
  next: (input: z.output<Body>, schoolId: number) => Promise<NewVersion>,
) {
  const { routes, route } = moduleRoutes(app, 'pages');
  routes.post(path, route('school-publish', { summary, body, answers: { 200: EditedPageSchema, 409: PageConflictSchema } }), async (request, reply) => {
    // The type provider cannot resolve a generic schema's type: the body is the one `body` checked.
    const outcome = await publishPage(app, request, await next(request.body as z.output<Body>, ownSchool(request)));
    return 'saved' in outcome ? outcome.saved : reply.status(409).send(outcome.conflict);
  });
}
