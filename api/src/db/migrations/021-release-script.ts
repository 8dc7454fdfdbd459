import type { Kysely, Migration } from 'kysely';

/**
 * A release registered by scripts/release-remote.mjs with RELEASE_TOKEN (decision 015) has no
 * provider user: `registered_by` stays null, which otherwise means an account since deleted, and
 * `registered_by_script` says it was the script. Earlier releases were a user's: 0.
 */
export const releaseScript: Migration = {
  async up(db: Kysely<unknown>) {
    // SQLite runs migrations outside a transaction: a start that died after this statement but
    // before the migrator's record of it finds the column already there.
    const releases = (await db.introspection.getTables()).find((table) => table.name === 'remote_releases');
    if (releases?.columns.some((column) => column.name === 'registered_by_script')) return;
    await db.schema.alterTable('remote_releases').addColumn('registered_by_script', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('remote_releases').dropColumn('registered_by_script').execute();
  },
};
