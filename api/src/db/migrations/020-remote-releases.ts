import type { Kysely, Migration } from 'kysely';
import { autoId, schoolOwned, type Dialect } from './columns.js';
import { createTable, requiredColumns, type Shape } from './table.js';
import { inOneTransaction } from './transaction.js';

/**
 * The remotes' releases (docs/decisions/015-remote-releases.md).
 *
 * - `remote_releases`: each version of a remote registered with the API, never changed nor
 *   removed: its mf-manifest.json as sent (text), that text's integrity (`sha384-<base64>`), when
 *   and by whom (a provider user's id; no reference, as an account may be deleted).
 * - `remote_channels`: one row per remote: the stable version (null until the first promote), the
 *   canary version and its share (0 to 100), the kill switch, and the revision every change
 *   raises by one (a change names the revision it read). A pin raises its remote's revision too.
 * - `remote_stable_history`: the stable versions a promote replaced, newest last: a rollback
 *   takes the newest back.
 * - `remote_pins`: a school held at one version of a remote, whatever the channel says.
 *
 * The versions a channel, a pin or the history names are releases of that remote (references
 * on remote and version). The remotes are those of the day (shared/src/contracts/runtime-config.ts),
 * copied, as a migration loads no application code.
 */
const REMOTES_OF_THE_DAY = ['content', 'schoolAdmin', 'providerAdmin'];

interface Tables {
  remote_channels: { remote: string; stable: string | null; canary: string | null; canary_share: number; switched_off: number; revision: number };
}

export const remoteReleases = (dialect: Dialect): Migration => ({
  up: inOneTransaction(async (unknownDb) => {
    const db = unknownDb as Kysely<Tables>;
    const release = (name: string, ...columns: string[]): [string, string[], string, string[]] => [name, columns, 'remote_releases', ['remote', 'version']];
    const zero: Shape = (c) => c.notNull().defaultTo(0);
    await createTable(db, 'remote_releases', [...requiredColumns('text', ['remote', 'version', 'integrity', 'manifest', 'registered_at']), ['registered_by', 'integer']], {
      primaryKey: ['remote_releases_key', ['remote', 'version']],
    });
    await createTable(
      db,
      'remote_channels',
      [['remote', 'text', (c) => c.primaryKey()], ['stable', 'text'], ['canary', 'text'], ['canary_share', 'integer', zero], ['switched_off', 'integer', zero], ['revision', 'integer', zero]],
      { foreignKeys: [release('remote_channels_stable', 'remote', 'stable'), release('remote_channels_canary', 'remote', 'canary')] },
    );
    await createTable(db, 'remote_stable_history', [['id', 'integer', autoId(dialect)], ...requiredColumns('text', ['remote', 'version', 'replaced_at'])], {
      foreignKeys: [release('remote_stable_history_version', 'remote', 'version')],
    });
    await db.schema.createIndex('remote_stable_history_remote').on('remote_stable_history').columns(['remote', 'id']).execute();
    await createTable(db, 'remote_pins', [['school_id', 'integer', schoolOwned], ...requiredColumns('text', ['remote', 'version', 'pinned_at'])], {
      primaryKey: ['remote_pins_key', ['school_id', 'remote']],
      foreignKeys: [release('remote_pins_version', 'remote', 'version')],
    });
    await db
      .insertInto('remote_channels')
      .values(REMOTES_OF_THE_DAY.map((remote) => ({ remote, stable: null, canary: null, canary_share: 0, switched_off: 0, revision: 0 })))
      .execute();
  }),
  async down(db: Kysely<unknown>) {
    for (const table of ['remote_pins', 'remote_stable_history', 'remote_channels', 'remote_releases']) await db.schema.dropTable(table).ifExists().execute();
  },
});
