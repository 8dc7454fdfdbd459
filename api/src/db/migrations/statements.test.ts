import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Dialect as KyselyDialect,
} from 'kysely';
import { migrations, type Dialect } from '../migrations';

/**
 * A migration run once must do the same forever. Its code may be written anew (a list of columns
 * in place of a chain of calls) only if every statement it sends stays the same to the letter, on
 * both databases. Each migration's up and down run here against a driver that answers nothing, and
 * the snapshot holds what they sent. A new migration adds its own (`npx jest -u` on this file, and
 * read the diff: only the new migration's statements may appear); a changed old one fails here.
 */
const dialects: Record<Dialect, () => KyselyDialect> = {
  sqlite: () => ({
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  }),
  postgres: () => ({
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  }),
};

async function statementsOf(dialect: Dialect): Promise<Record<string, { up: string[]; down: string[] }>> {
  let sent: string[] = [];
  const db = new Kysely<unknown>({
    dialect: dialects[dialect](),
    log: (event) => {
      const { sql, parameters } = event.query;
      // Kysely's own reading of the catalogue is its business, and may change with its version.
      if (/sqlite_master|pg_catalog/.test(sql)) sent.push('(the tables read)');
      else sent.push(parameters.length ? `${sql} -- ${JSON.stringify(parameters)}` : sql);
    },
  });
  const recorded = async (step: (db: Kysely<unknown>) => Promise<void>) => {
    sent = [];
    await step(db);
    return sent;
  };
  const all = await migrations(dialect).getMigrations();
  const statements: Record<string, { up: string[]; down: string[] }> = {};
  for (const [name, migration] of Object.entries(all)) {
    statements[name] = {
      up: await recorded((db) => migration.up(db)),
      down: migration.down ? await recorded((db) => migration.down!(db)) : [],
    };
  }
  await db.destroy();
  return statements;
}

test.each(['sqlite', 'postgres'] as const)('every migration sends on %s the statements it always sent', async (dialect) => {
  expect(await statementsOf(dialect)).toMatchSnapshot();
});
