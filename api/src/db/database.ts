import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema.js';
import { migrations, type Dialect } from './migrations.js';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

/**
 * The embedded SQLite file DATA_DIR/school.db, or PostgreSQL when a URL is given. SQLite runs
 * in WAL mode with synchronous=FULL, so a committed change survives the process being killed.
 */
export function openDatabase({ dataDir, databaseUrl }: { dataDir: string; databaseUrl: string | undefined }): Db {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = new SQLite(path.join(dataDir, 'school.db'));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

export async function migrate({ db, dialect }: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrations(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
