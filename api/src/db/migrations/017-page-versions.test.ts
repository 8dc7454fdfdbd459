import { beforeMigration } from '../../test-support/migrations';
import { startTestApi } from '../../test-support/test-api';
import { schoolIdOf } from '../../test-support/fixtures';

/**
 * Migration 017 on a database made before it: each page a school had saved becomes its version 1,
 * published when it was saved, by no one known; the profile, no page, has no versions.
 */
test('each saved page becomes version 1, dated when it was saved; the profile and other documents do not', async () => {
  const api = await startTestApi();
  try {
    const db = api.database.db;
    const migrator = await beforeMigration(api, '017-page-versions');
    const schoolA = await schoolIdOf(api, '83181');
    const schoolB = await schoolIdOf(api, '83190');
    const at = '2026-01-02T03:04:05.000Z';
    await db.insertInto('school_documents').values({ school_id: schoolB, kind: 'history', body: '{"history":{"en":"Old","hi":""}}', updated_at: at }).execute();
    await db.insertInto('school_documents').values({ school_id: schoolB, kind: 'not-a-page', body: '{}', updated_at: at }).execute();
    const documents = await db.selectFrom('school_documents').select(['school_id', 'kind', 'body', 'updated_at']).where('kind', 'not in', ['profile', 'not-a-page']).execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const versions = await db.selectFrom('page_versions').selectAll().orderBy('school_id').orderBy('kind').execute();
    const expected = documents
      .map((row) => ({ school_id: row.school_id, kind: row.kind, version: 1, body: row.body, author_id: null, author_role: null, published_at: row.updated_at, restored_from: null }))
      .sort((one, other) => one.school_id - other.school_id || (one.kind < other.kind ? -1 : 1));
    expect(versions).toEqual(expected);
    expect(versions.filter((row) => row.school_id === schoolA).length).toBeGreaterThan(10);
    expect(versions.find((row) => row.school_id === schoolB && row.kind === 'history')).toMatchObject({ published_at: at, body: '{"history":{"en":"Old","hi":""}}' });
  } finally {
    await api.close();
  }
});
