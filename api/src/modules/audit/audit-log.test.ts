import { sql } from 'kysely';
import { startTestApi, type TestApi } from '../../test-support/test-api.js';
import { recordAudit } from './audit-log.js';

describe('the audit log', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('stores an entry with its actor, and no secret of the record', async () => {
    const { database } = api;
    {
      await recordAudit(database.db, { userId: 7, userName: 'admin1' }, {
        action: 'update',
        entity: 'user',
        entityId: 7,
        schoolId: 3,
        before: { fullName: 'A', password: 'x' },
        after: { fullName: 'B', nested: { passwordHash: 'y', kept: 1 } },
      });
      const row = await database.db.selectFrom('audit_log').selectAll().where('entity', '=', 'user').where('entity_id', '=', '7').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ school_id: 3, user_id: 7, user_name: 'admin1', action: 'update', entity: 'user', entity_id: '7' });
      expect(JSON.parse(row.before!)).toEqual({ fullName: 'A' });
      expect(JSON.parse(row.after!)).toEqual({ fullName: 'B', nested: { kept: 1 } });
    }
  });

  it('refuses to change or remove an entry: it is append-only', async () => {
    const { database } = api;
    {
      await recordAudit(database.db, { userId: null, userName: 'someone' }, { action: 'login', entity: 'user', schoolId: null });
      // Matched by message, not toThrow: better-sqlite3's native part keeps the error class of the
      // first test file that loaded it, which is no Error of a later file's (jest's realms).
      const refused = { message: expect.stringMatching(/append-only/) };
      await expect(sql`update audit_log set user_name = 'other' where user_name = 'someone'`.execute(database.db)).rejects.toMatchObject(refused);
      await expect(sql`delete from audit_log`.execute(database.db)).rejects.toMatchObject(refused);
      expect(await database.db.selectFrom('audit_log').select('user_name').where('user_name', '=', 'someone').execute()).toHaveLength(1);
    }
  });
});
