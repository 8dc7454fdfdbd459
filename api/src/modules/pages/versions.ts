import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type * as z from 'zod';
import { PAGE_HISTORY_SIZE, type EditedPage, type PageHistory, type PageVersion } from '@school/shared/contracts/page-versions';
import type { PageKind } from '@school/shared/contracts/pages';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../plugins/errors.js';
import { documentRepository } from '../documents/repository.js';
import { schemaOf } from './record.js';

/** The role stored with each version a user publishes, and with a draft its author writes (decision 013): the token's; 'support' for a provider user in a support session. */
export const publisherRoleOf = (request: FastifyRequest): string | null => (request.principal?.support ? 'support' : (request.principal?.role ?? null));

/** A save or restore based on a version that is not the current one: nothing was written. */
export class VersionConflict extends Error {}

/** What publishing a version takes: the page, its new content, the version it replaces and who. */
export interface Publication {
  schoolId: number;
  kind: PageKind;
  content: unknown;
  /** The version the caller read (0 for a page never saved): it must still be the current one. */
  baseVersion: number;
  authorId: number | null;
  authorRole: string | null;
  restoredFrom?: number;
}

/** A stored body as its kind's schema reads it; null when it no longer passes it. */
function contentOf(kind: PageKind, body: string): Record<string, unknown> | null {
  try {
    const parsed = schemaOf(kind).safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A school's page versions (page_versions, migration 017), beside the current page in
 * school_documents, which the public reads keep reading. Publishing writes both in the caller's
 * transaction: the version row's key (school, kind, version) lets one of two saves based on the
 * same version through and refuses the other, even when both read the same current version.
 */
export function pageVersionRepository(db: Kysely<Database>) {
  const documents = documentRepository(db);
  const versions = (inside: Kysely<Database>, schoolId: number, kind: PageKind) =>
    inside.selectFrom('page_versions').leftJoin('users', 'users.id', 'page_versions.author_id').where('page_versions.school_id', '=', schoolId).where('page_versions.kind', '=', kind);
  const summary = ['page_versions.version', 'page_versions.published_at', 'page_versions.restored_from', 'users.full_name'] as const;
  const summaryOf = (row: { version: number; published_at: string; restored_from: number | null; full_name: string | null }) => ({
    version: row.version,
    publishedAt: row.published_at,
    publishedBy: row.full_name,
    restoredFrom: row.restored_from,
  });

  const current = async (inside: Kysely<Database>, schoolId: number, kind: PageKind): Promise<number> => {
    const row = await inside.selectFrom('page_versions').select((eb) => eb.fn.max('version').as('version')).where('school_id', '=', schoolId).where('kind', '=', kind).executeTakeFirst();
    return Number(row?.version ?? 0);
  };

  return {
    /** The page as its editor reads it: content, version and who published it when. */
    async edited(schoolId: number, kind: PageKind): Promise<EditedPage> {
      const [document, version] = await Promise.all([documents.read(schoolId, kind, schemaOf(kind) as z.ZodType<Record<string, unknown>>), current(db, schoolId, kind)]);
      const author = version === 0 ? undefined : await versions(db, schoolId, kind).select('users.full_name').where('page_versions.version', '=', version).executeTakeFirst();
      return { kind, content: document.content, version, updatedAt: document.updatedAt, publishedBy: author?.full_name ?? null };
    },

    /**
     * Publishes `content` as the page's next version, in `trx`, with the page document and its
     * search entries: throws VersionConflict (the transaction then rolls back) when `baseVersion`
     * is not the current version, or another save took the next number first.
     */
    async publish(trx: Kysely<Database>, publication: Publication): Promise<{ version: number; updatedAt: string }> {
      const { schoolId, kind, content, baseVersion } = publication;
      if ((await current(trx, schoolId, kind)) !== baseVersion) throw new VersionConflict();
      const updatedAt = (await documents.write(schoolId, kind, content, trx))!;
      const version = baseVersion + 1;
      try {
        await trx
          .insertInto('page_versions')
          .values({
            school_id: schoolId,
            kind,
            version,
            body: JSON.stringify(content),
            author_id: publication.authorId,
            author_role: publication.authorRole,
            published_at: updatedAt,
            restored_from: publication.restoredFrom ?? null,
          })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw new VersionConflict();
        throw error;
      }
      return { version, updatedAt };
    },

    /** One page of the history, newest first. */
    async history(schoolId: number, kind: PageKind, page: number): Promise<PageHistory> {
      const [rows, count] = await Promise.all([
        versions(db, schoolId, kind)
          .select(summary)
          .orderBy('page_versions.version', 'desc')
          .limit(PAGE_HISTORY_SIZE)
          .offset((page - 1) * PAGE_HISTORY_SIZE)
          .execute(),
        db.selectFrom('page_versions').select((eb) => eb.fn.countAll().as('total')).where('school_id', '=', schoolId).where('kind', '=', kind).executeTakeFirst(),
      ]);
      return { items: rows.map(summaryOf), total: Number(count?.total ?? 0), page, pageSize: PAGE_HISTORY_SIZE };
    },

    /** One version with its content (null content: it no longer passes the page's schema); undefined when there is no such version. */
    async one(schoolId: number, kind: PageKind, version: number): Promise<(Omit<PageVersion, 'content'> & { content: Record<string, unknown> | null }) | undefined> {
      const row = await versions(db, schoolId, kind).select([...summary, 'page_versions.body']).where('page_versions.version', '=', version).executeTakeFirst();
      return row && { kind, ...summaryOf(row), content: contentOf(kind, row.body) };
    },
  };
}

export type PageVersionRepository = ReturnType<typeof pageVersionRepository>;
