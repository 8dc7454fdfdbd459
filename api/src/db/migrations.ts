import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { autoId, schoolOwned, type Dialect } from './migrations/columns.js';
import { createTable, required, requiredColumns, type Column, type Shape } from './migrations/table.js';
import { feedback } from './migrations/004-feedback.js';
import { search } from './migrations/005-search.js';
import { audit } from './migrations/006-audit.js';
import { notices } from './migrations/007-notices.js';
import { alerts } from './migrations/008-alerts.js';
import { disclosure } from './migrations/009-disclosure.js';
import { auditChanged } from './migrations/010-audit-changed.js';
import { temporaryPasswords } from './migrations/011-temporary-passwords.js';
import { startUpTasks } from './migrations/012-start-up-tasks.js';
import { schoolDemoRecordDates } from './migrations/013-school-demo-record-dates.js';
import { uploadLedger } from './migrations/014-upload-ledger.js';
import { schoolRoles } from './migrations/015-school-roles.js';
import { secondFactor } from './migrations/016-second-factor.js';
import { pageVersions } from './migrations/017-page-versions.js';
import { supportAccess } from './migrations/018-support-access.js';
import { drafts } from './migrations/019-drafts.js';
import { remoteReleases } from './migrations/020-remote-releases.js';
import { releaseScript } from './migrations/021-release-script.js';
import { loginLocks } from './migrations/022-login-locks.js';
import { loginChallenges } from './migrations/023-login-challenges.js';
import { auditRate } from './migrations/024-audit-rate.js';
import { health } from './migrations/025-health.js';

export type { Dialect };

// The first migrations, as lists of their columns: each sends what its chain of calls did
// (migrations/statements.test.ts).
const flag: Shape = (column) => column.notNull().defaultTo(1);
const unique: Shape = (column) => column.notNull().unique();
const optional = (names: string[]): Column[] => names.map((name) => [name, 'text']);

function initial(dialect: Dialect): Migration {
  const id: Column = ['id', 'integer', autoId(dialect)];
  const ownedBySchool: Column = ['school_id', 'integer', schoolOwned];
  const index = (db: Kysely<unknown>, name: string, table: string, columns: string[]) => db.schema.createIndex(name).on(table).columns(columns).execute();
  return {
    async up(db: Kysely<unknown>) {
      await createTable(db, 'schools', [
        id,
        ['school_name', 'text', required],
        ['school_code', 'text', unique],
        ...requiredColumns('text', ['contact_person1', 'contact1']),
        ...optional(['contact_person2', 'contact2']),
        ['website_url', 'text', required],
        ...optional(['website_domain_name', 'website_domain']),
        ...requiredColumns('text', ['domain_purchase_date', 'domain_renew_date', 'domain_expire_date', 'amc_start_date', 'amc_end_date']),
        ['active', 'integer', flag],
      ]);
      await createTable(db, 'users', [
        id,
        ['full_name', 'text', required],
        ['user_name', 'text', unique],
        ...requiredColumns('text', ['password_hash', 'user_type']),
        ['active', 'integer', flag],
        ['school_id', 'integer', (c) => c.references('schools.id').onDelete('cascade')],
        ['created_by', 'integer'],
        ['token_version', 'integer', (c) => c.notNull().defaultTo(0)],
      ]);
      await createTable(db, 'staff', [
        id,
        ownedBySchool,
        ...requiredColumns('text', ['full_name', 'designation']),
        ...optional(['qualification', 'phone1', 'email', 'dob', 'staff_type']),
        ['active', 'integer', flag],
        ['profile_pic_url', 'text'],
      ]);
      await index(db, 'staff_school', 'staff', ['school_id']);
      await createTable(db, 'alumni', [
        id,
        ownedBySchool,
        ['alumni_name', 'text', required],
        ...optional(['email', 'dob', 'pass_out_year', 'description', 'phone', 'photo']),
        ['active', 'integer', flag],
        ['created_by', 'integer'],
      ]);
      await index(db, 'alumni_school', 'alumni', ['school_id']);
      await createTable(db, 'activities', [
        id,
        ownedBySchool,
        ...requiredColumns('text', ['title', 'activity_date', 'description']),
        ...optional(['img1', 'img2', 'img3', 'img4', 'img5', 'img6', 'img7', 'img8', 'video1', 'video2', 'video3', 'video4']),
        ['active', 'integer', flag],
        ['created_by', 'integer'],
        ['last_modified_by', 'integer'],
        ...requiredColumns('text', ['created_date', 'last_modified_date']),
      ]);
      await index(db, 'activities_school', 'activities', ['school_id', 'activity_date']);
      await createTable(db, 'login_failures', [id, ...requiredColumns('text', ['key', 'failed_at'])]);
      await index(db, 'login_failures_key', 'login_failures', ['key', 'failed_at']);
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['login_failures', 'activities', 'alumni', 'staff', 'users', 'schools']) {
        await sql`drop table ${sql.table(table)}`.execute(db);
      }
    },
  };
}

/** A school's addresses: the host names its site answers at (see contracts/site.ts). */
const schoolHosts: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'school_hosts', [['host_name', 'text', (c) => c.primaryKey()], ['school_id', 'integer', schoolOwned], ['position', 'integer', required]]);
    await db.schema.createIndex('school_hosts_school').on('school_hosts').columns(['school_id', 'position']).execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table school_hosts`.execute(db);
  },
};

/** A school's documents (its profile, later each page's content): JSON, checked by its contract's schema. */
const schoolDocuments: Migration = {
  async up(db: Kysely<unknown>) {
    await createTable(db, 'school_documents', [['school_id', 'integer', schoolOwned], ...requiredColumns('text', ['kind', 'body', 'updated_at'])], {
      primaryKey: ['school_documents_key', ['school_id', 'kind']],
    });
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table school_documents`.execute(db);
  },
};

/** Versioned migrations, applied in name order at start-up; add new ones, never edit old ones. */
export function migrations(dialect: Dialect): MigrationProvider {
  return {
    getMigrations: async () => ({
      '001-initial': initial(dialect),
      '002-school-hosts': schoolHosts,
      '003-school-documents': schoolDocuments,
      // Later migrations live in migrations/, one file each.
      '004-feedback': feedback,
      '005-search': search(dialect),
      '006-audit': audit(dialect),
      '007-notices': notices(dialect),
      '008-alerts': alerts(dialect),
      '009-disclosure': disclosure,
      '010-audit-changed': auditChanged,
      '011-temporary-passwords': temporaryPasswords,
      '012-start-up-tasks': startUpTasks,
      '013-school-demo-record-dates': schoolDemoRecordDates,
      '014-upload-ledger': uploadLedger,
      '015-school-roles': schoolRoles,
      '016-second-factor': secondFactor,
      '017-page-versions': pageVersions,
      '018-support-access': supportAccess(dialect),
      '019-drafts': drafts(dialect),
      '020-remote-releases': remoteReleases(dialect),
      '021-release-script': releaseScript,
      '022-login-locks': loginLocks,
      '023-login-challenges': loginChallenges,
      '024-audit-rate': auditRate,
      '025-health': health(dialect),
    }),
  };
}
