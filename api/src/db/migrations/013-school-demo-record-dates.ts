import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The demo seed's schools as it wrote them on the day of this migration (api/src/seed/
 * demo-content.ts): a migration is frozen code and carries its own copy.
 */
const DEMO_SEED_SCHOOLS = [
  { code: '83181', name: 'PM SHRI Government Inter College' },
  { code: '83190', name: 'Government Girls Inter College' },
];

/**
 * Two facts the data keeps from now on:
 *
 * - `schools.demo`: whether a school's site shows demo content (the label on every page,
 *   noindex), stored with the school rather than read from the API's DEMO_CONTENT, so a demo
 *   database started without the flag still says so and a real school added to a demo
 *   deployment does not. The demo seed sets it; every other school starts at 0.
 * - `staff.changed_at`, `alumni.changed_at`: when the row was last written (ISO 8601), so a
 *   public list's "Last updated" comes from its records from the first day (the audit log,
 *   which seeding does not write, adds the deletions). Events have had theirs,
 *   `last_modified_date`, from the start. Rows written before this migration keep null: the
 *   day they were written is not known, and the audit log dates their later changes.
 */
export const schoolDemoRecordDates: Migration = {
  async up(db: Kysely<unknown>) {
    // SQLite runs migrations outside a transaction: each step finds what a start that died
    // half-way left, and does only what is missing (the update below may run twice: same result).
    const tables = await db.introspection.getTables();
    const hasColumn = (table: string, column: string) => tables.some((found) => found.name === table && found.columns.some((each) => each.name === column));
    for (const table of ['staff', 'alumni']) {
      if (!hasColumn(table, 'changed_at')) await db.schema.alterTable(table).addColumn('changed_at', 'text').execute();
    }
    if (!hasColumn('schools', 'demo')) await db.schema.alterTable('schools').addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0)).execute();

    // An existing database decides once. The seed fills an empty database with either the
    // configured school or the demo seed's schools, and nothing makes a school before it: so
    // the database was seeded with demo content exactly when its first school (the lowest id)
    // is one of the demo seed's, by code and name. Then the demo seed's schools are demo; a
    // real school the provider added later is not, nor is any school of a database that was
    // started for a real school.
    const first = await sql<{ school_code: string; school_name: string }>`select school_code, school_name from schools order by id limit 1`.execute(db);
    const school = first.rows[0];
    const demoSeeded = school !== undefined && DEMO_SEED_SCHOOLS.some(({ code, name }) => school.school_code === code && school.school_name === name);
    if (!demoSeeded) return;
    const codes = DEMO_SEED_SCHOOLS.map(({ code }) => code);
    await sql`update schools set demo = 1 where school_code in (${sql.join(codes)})`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('schools').dropColumn('demo').execute();
    for (const table of ['staff', 'alumni']) await db.schema.alterTable(table).dropColumn('changed_at').execute();
  },
};
