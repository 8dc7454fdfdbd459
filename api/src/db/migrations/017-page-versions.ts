import type { Kysely, Migration } from 'kysely';
import { schoolOwned } from './columns.js';
import { createTable, required } from './table.js';
import { inOneTransaction } from './transaction.js';

/**
 * Every published version of a page (decision 013, "Page versions and concurrent editing"): its
 * number, counted per school and page from 1, its body (the page's JSON as school_documents held
 * it), who published it (a user id, and that user's role once roles exist; null for what was
 * there before this migration) and when, and the version it restores, if it is a restore.
 *
 * The key (school, kind, version) is what makes a save atomic: two saves based on one version
 * both try to write the next number, and the database lets only one of them.
 *
 * Each page a school had saved becomes its version 1, published when it was last saved. The page
 * kinds are those of the day (shared/src/contracts/pages.ts), copied, as a migration loads no
 * application code: the profile and any later kind of document are not pages.
 */
const PAGE_KINDS_OF_THE_DAY = [
  'principal',
  'history',
  'contact',
  'disclosureDocuments',
  'disclosureAcademics',
  'disclosureInfrastructure',
  'rti',
  'committee',
  'classrooms',
  'labs',
  'sports',
  'namesake',
  'faqs',
  'vision',
  'dignitaries',
  'toppers',
  'about',
  'gallery',
  'links',
  'copyright',
  'hyperlinking',
  'privacy',
  'terms',
  'accessibility',
  'help',
];

interface Tables {
  school_documents: { school_id: number; kind: string; body: string; updated_at: string };
  page_versions: {
    school_id: number;
    kind: string;
    version: number;
    body: string;
    author_id: number | null;
    author_role: string | null;
    published_at: string;
    restored_from: number | null;
  };
}

const BATCH = 200;

export const pageVersions: Migration = {
  up: inOneTransaction(async (unknownDb) => {
    const db = unknownDb as Kysely<Tables>;
    await createTable(
      db,
      'page_versions',
      [
        ['school_id', 'integer', schoolOwned],
        ['kind', 'text', required],
        ['version', 'integer', required],
        ['body', 'text', required],
        // No reference to users: a version outlives the account that published it.
        ['author_id', 'integer'],
        ['author_role', 'text'],
        ['published_at', 'text', required],
        ['restored_from', 'integer'],
      ],
      { primaryKey: ['page_versions_key', ['school_id', 'kind', 'version']] },
    );
    const pages = await db.selectFrom('school_documents').select(['school_id', 'kind', 'body', 'updated_at']).where('kind', 'in', PAGE_KINDS_OF_THE_DAY).execute();
    const rows = pages.map((page) => ({
      school_id: page.school_id,
      kind: page.kind,
      version: 1,
      body: page.body,
      author_id: null,
      author_role: null,
      published_at: page.updated_at,
      restored_from: null,
    }));
    for (let start = 0; start < rows.length; start += BATCH) await db.insertInto('page_versions').values(rows.slice(start, start + BATCH)).execute();
  }),
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('page_versions').ifExists().execute();
  },
};
