import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema.js';
import { migrations, type Dialect } from './migrations.js';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL's connection pool (its sizes are metrics); SQLite has none. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/**
 * The embedded SQLite file DATA_DIR/school.db, or PostgreSQL when a URL is given. SQLite runs
 * in WAL mode with synchronous=FULL, so a committed change survives the process being killed.
 */
export function openDatabase({ dataDir, databaseUrl }: { dataDir: string; databaseUrl: string | undefined }): Db {
  if (databaseUrl) {
    // A connect to a server that accepts the socket and never answers would otherwise wait
    // forever, and every request behind it with it; this also bounds a wait for a free client.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle client whose server went away (restarted, stopped) is dropped by the pool, which
    // then emits 'error': with no listener that would end the process. The next query connects
    // anew or fails with its own error, and /api/ready reports the database down meanwhile.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', pool, close: () => db.destroy() };
  }
  const file = openSqliteFile(path.join(dataDir, 'school.db'));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = FULL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * better-sqlite3 loads its native module at the first open: the API's image installs it without
 * compiling it (it runs on PostgreSQL), so there the embedded database says what to set instead.
 */
function openSqliteFile(file: string): SQLite.Database {
  try {
    return new SQLite(file);
  } catch (error) {
    if (error instanceof Error && /bindings file|better_sqlite3\.node/.test(error.message)) {
      throw new Error('The embedded SQLite database is not built into this installation: set DATABASE_URL to a PostgreSQL server', { cause: error });
    }
    throw error;
  }
}

export async function migrate({ db, dialect }: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrations(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
