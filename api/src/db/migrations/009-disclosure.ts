import { sql, type Kysely, type Migration } from 'kysely';
import { addColumnOnce } from './table.js';

/**
 * The CBSE Mandatory Public Disclosure (modules/disclosure): its staff figures (Appendix IX,
 * section D) are counted from each staff member's category (contracts/staff.ts), a nullable
 * column: null is a member not counted, as every existing row starts. The rest of the disclosure
 * is page documents in school_documents, which need no table.
 */
export const disclosure: Migration = {
  async up(db: Kysely<unknown>) {
    // One statement, atomic on its own in both databases.
    await addColumnOnce(db, 'staff', 'category', 'text');
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table staff drop column category`.execute(db);
  },
};
