import { beforeMigration } from '../../test-support/migrations';
import { startTestApi, type TestApi } from '../../test-support/test-api';

/**
 * Migration 013 on a database made before it: whether each school is demo is decided once,
 * from what the seed left (the demo seed's schools, or the configured school first).
 */

/** A school as the provider's Schools screen adds it (before 013: no demo column to fill). */
const addSchool = (api: TestApi, code: string, name: string) =>
  api.database.db
    .insertInto('schools')
    .values({
      school_name: name,
      school_code: code,
      contact_person1: 'Office',
      contact1: '+910000000000',
      contact_person2: null,
      contact2: null,
      website_url: `https://school-${code}.example`,
      website_domain_name: null,
      website_domain: null,
      domain_purchase_date: '2026-04-01',
      domain_renew_date: '2026-04-01',
      domain_expire_date: '2027-03-31',
      amc_start_date: '2026-04-01',
      amc_end_date: '2027-03-31',
      active: 1,
    })
    .execute();

const demoFlags = async (api: TestApi) =>
  Object.fromEntries((await api.database.db.selectFrom('schools').select(['school_code', 'demo']).orderBy('id').execute()).map((row) => [row.school_code, row.demo]));

test('a database seeded with demo content: the demo seed’s schools become demo, a school the provider added does not', async () => {
  const api = await startTestApi();
  try {
    const migrator = await beforeMigration(api, '013-school-demo-record-dates');
    await addSchool(api, '73100', 'Provider Added School');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await demoFlags(api)).toEqual({ '83181': 1, '83190': 1, '73100': 0 });
    // Rows written before it keep no date: when they were written is not known.
    const staff = await api.database.db.selectFrom('staff').select('changed_at').execute();
    expect(staff.length).toBeGreaterThan(0);
    expect(staff.every((row) => row.changed_at === null)).toBe(true);
  } finally {
    await api.close();
  }
});

test('a database started for a real school: no school becomes demo, not even one with a demo seed’s code and name', async () => {
  const api = await startTestApi({ DEMO_CONTENT: '0', SCHOOL_CODE: 'T-2001', SCHOOL_NAME: 'Configured Real School' });
  try {
    const migrator = await beforeMigration(api, '013-school-demo-record-dates');
    await addSchool(api, '83190', 'Government Girls Inter College');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await demoFlags(api)).toEqual({ 'T-2001': 0, '83190': 0 });
  } finally {
    await api.close();
  }
});
