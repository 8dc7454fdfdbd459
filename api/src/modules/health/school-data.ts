import { sql, type Kysely } from 'kysely';
import { PAGES, type PageKind } from '@school/shared/contracts/pages';
import { StoredSchoolProfileSchema } from '@school/shared/contracts/school-profile';
import type { Database } from '../../db/schema.js';
import { pageStates, documentRepository, type PageState } from '../documents/repository.js';

/** A published notice as the checks read it. */
export interface NoticeData {
  id: number;
  title: string;
  /** yyyy-mm-dd, as printed on the notice. */
  date: string;
  expireOn: string | null;
  attachments: { path: string; title: string }[];
}

/** One published version of a page (page_versions), oldest first. */
export interface VersionData {
  version: number;
  body: unknown;
  publishedAt: string;
}

/** What the checks read of one school: its published content, as the public site shows it. */
export interface SchoolData {
  schoolId: number;
  hostNames: string[];
  pages: Map<PageKind, PageState>;
  profile: { content: unknown; updatedAt: string | null };
  notices: NoticeData[];
  versions: Map<PageKind, VersionData[]>;
}

/** How many of a page's latest versions the language check compares. */
const VERSIONS_READ = 30;

const parsed = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return {};
  }
};

/** Each page's VERSIONS_READ latest versions, read by the database alone (a page saved a thousand times sends 30). */
async function latestVersions(db: Kysely<Database>, schoolId: number) {
  const { rows } = await sql<{ kind: string; version: number; body: string; published_at: string }>`
    select kind, version, body, published_at from (
      select kind, version, body, published_at, row_number() over (partition by kind order by version desc) as latest
      from page_versions where school_id = ${schoolId}
    ) as numbered where latest <= ${VERSIONS_READ}`.execute(db);
  return rows.map((row) => ({ ...row, version: Number(row.version) }));
}

/** Reads what the checks need of a school, in a few queries; without `versions`, not its pages' history (the night's list of links needs none). */
export async function readSchoolData(db: Kysely<Database>, schoolId: number, { versions: withVersions = true }: { versions?: boolean } = {}): Promise<SchoolData> {
  const [pages, profile, hosts, notices, versionRows] = await Promise.all([
    pageStates(db, schoolId),
    documentRepository(db).read(schoolId, 'profile', StoredSchoolProfileSchema),
    db.selectFrom('school_hosts').select('host_name').where('school_id', '=', schoolId).orderBy('position').execute(),
    db
      .selectFrom('notices')
      .select(['id', 'title_en', 'notice_date', 'expire_on', 'attachments'])
      .where('school_id', '=', schoolId)
      .where('status', '=', 'published')
      .execute(),
    withVersions ? latestVersions(db, schoolId) : [],
  ]);
  const versions = new Map<PageKind, VersionData[]>();
  for (const row of versionRows.sort((a, b) => a.version - b.version)) {
    if (!(row.kind in PAGES)) continue;
    versions.set(row.kind as PageKind, [...(versions.get(row.kind as PageKind) ?? []), { version: row.version, body: parsed(row.body), publishedAt: row.published_at }]);
  }
  return {
    schoolId,
    hostNames: hosts.map((host) => host.host_name),
    pages,
    profile,
    notices: notices.map((notice) => ({
      id: notice.id,
      title: notice.title_en,
      date: notice.notice_date,
      expireOn: notice.expire_on,
      attachments: (parsed(notice.attachments) as { path?: unknown; title?: { en?: unknown } }[])
        .filter((attachment) => typeof attachment.path === 'string')
        .map((attachment) => ({ path: attachment.path as string, title: String(attachment.title?.en ?? '') })),
    })),
    versions,
  };
}
