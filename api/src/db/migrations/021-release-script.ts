import type { Kysely, Migration } from 'kysely';
import { addColumnOnce } from './table.js';

/**
 * A release registered by scripts/release-remote.mjs with RELEASE_TOKEN (decision 015) has no
 * provider user: `registered_by` stays null, which otherwise means an account since deleted, and
 * `registered_by_script` says it was the script. Earlier releases were a user's: 0.
 */
export const releaseScript: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumnOnce(db, 'remote_releases', 'registered_by_script', 'integer', (c) => c.notNull().defaultTo(0));
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('remote_releases').dropColumn('registered_by_script').execute();
  },
};
