import { sql } from 'kysely';
import { beforeMigration } from '../../test-support/migrations';
import { startTestApi } from '../../test-support/test-api';

/**
 * Migration 018 on a database made before it: the audit log's entries keep what they said and
 * name no role (none was recorded, none is guessed); the support sessions' table is there, empty.
 */
test('earlier audit entries name no role; the support sessions start empty', async () => {
  const api = await startTestApi();
  try {
    const db = api.database.db;
    const migrator = await beforeMigration(api, '018-support-access');
    await sql`insert into audit_log (at, school_id, user_id, user_name, action, entity) values ('2026-01-02T03:04:05.000Z', null, null, 'olduser', 'login', 'user')`.execute(db);
    const before = (await db.selectFrom('audit_log').select('id').execute()).length;
    expect(before).toBeGreaterThan(0);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const entries = await db.selectFrom('audit_log').select(['user_role']).execute();
    expect(entries).toHaveLength(before);
    expect(entries.every((entry) => entry.user_role === null)).toBe(true);
    expect(await db.selectFrom('audit_log').select(['user_name', 'user_role']).where('user_name', '=', 'olduser').execute()).toEqual([{ user_name: 'olduser', user_role: null }]);
    expect(await db.selectFrom('support_sessions').selectAll().execute()).toEqual([]);
  } finally {
    await api.close();
  }
});
