import { Migrator } from 'kysely';
import { migrations } from '../db/migrations';
import type { TestApi } from './test-api';

/**
 * The test database taken back to just before the migration `name`, for a test of what that
 * migration does to a database made before it; the migrator then runs it (`migrateToLatest`).
 */
export async function beforeMigration(api: TestApi, name: string): Promise<Migrator> {
  const migrator = new Migrator({ db: api.database.db, provider: migrations(api.database.dialect) });
  const names = Object.keys(await migrations(api.database.dialect).getMigrations()).sort();
  expect((await migrator.migrateTo(names[names.indexOf(name) - 1]!)).error).toBeUndefined();
  return migrator;
}
