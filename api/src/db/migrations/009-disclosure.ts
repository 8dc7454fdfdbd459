import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The CBSE Mandatory Public Disclosure (modules/disclosure): its staff figures (Appendix IX,
 * section D) are counted from each staff member's category (contracts/staff.ts), a nullable
 * column: null is a member not counted, as every existing row starts. The rest of the disclosure
 * is page documents in school_documents, which need no table.
 */
export const disclosure: Migration = {
  async up(db: Kysely<unknown>) {
    // One statement, atomic on its own in both databases. SQLite has no "add column if not
    // exists": should the process die between this and the migrator's record of it, the next
    // start finds the column there and leaves it.
    const staff = (await db.introspection.getTables()).find((table) => table.name === 'staff');
    if (staff?.columns.some((column) => column.name === 'category')) return;
    await db.schema.alterTable('staff').addColumn('category', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table staff drop column category`.execute(db);
  },
};
