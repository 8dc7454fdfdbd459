import { sql, type Kysely, type Migration, type MigrationProvider, type ColumnDefinitionBuilder } from 'kysely';
import { autoId, schoolOwned, type Dialect } from './migrations/columns.js';
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

// The first migrations' column shapes, named once. Each makes the same DDL as the callback it
// replaced, so these migrations still build the schema they always did.
const required = (column: ColumnDefinitionBuilder) => column.notNull();
const flag = (column: ColumnDefinitionBuilder) => column.notNull().defaultTo(1);

function initial(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('schools')
        .addColumn('id', 'integer', autoId(dialect))
        .addColumn('school_name', 'text', required)
        .addColumn('school_code', 'text', (c) => c.notNull().unique())
        .addColumn('contact_person1', 'text', required)
        .addColumn('contact1', 'text', required)
        .addColumn('contact_person2', 'text')
        .addColumn('contact2', 'text')
        .addColumn('website_url', 'text', required)
        .addColumn('website_domain_name', 'text')
        .addColumn('website_domain', 'text')
        .addColumn('domain_purchase_date', 'text', required)
        .addColumn('domain_renew_date', 'text', required)
        .addColumn('domain_expire_date', 'text', required)
        .addColumn('amc_start_date', 'text', required)
        .addColumn('amc_end_date', 'text', required)
        .addColumn('active', 'integer', flag)
        .execute();

      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', autoId(dialect))
        .addColumn('full_name', 'text', required)
        .addColumn('user_name', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', required)
        .addColumn('user_type', 'text', required)
        .addColumn('active', 'integer', flag)
        .addColumn('school_id', 'integer', (c) => c.references('schools.id').onDelete('cascade'))
        .addColumn('created_by', 'integer')
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('staff')
        .addColumn('id', 'integer', autoId(dialect))
        .addColumn('school_id', 'integer', schoolOwned)
        .addColumn('full_name', 'text', required)
        .addColumn('designation', 'text', required)
        .addColumn('qualification', 'text')
        .addColumn('phone1', 'text')
        .addColumn('email', 'text')
        .addColumn('dob', 'text')
        .addColumn('staff_type', 'text')
        .addColumn('active', 'integer', flag)
        .addColumn('profile_pic_url', 'text')
        .execute();
      await db.schema.createIndex('staff_school').on('staff').column('school_id').execute();

      await db.schema
        .createTable('alumni')
        .addColumn('id', 'integer', autoId(dialect))
        .addColumn('school_id', 'integer', schoolOwned)
        .addColumn('alumni_name', 'text', required)
        .addColumn('email', 'text')
        .addColumn('dob', 'text')
        .addColumn('pass_out_year', 'text')
        .addColumn('description', 'text')
        .addColumn('phone', 'text')
        .addColumn('photo', 'text')
        .addColumn('active', 'integer', flag)
        .addColumn('created_by', 'integer')
        .execute();
      await db.schema.createIndex('alumni_school').on('alumni').column('school_id').execute();

      let activities = db.schema
        .createTable('activities')
        .addColumn('id', 'integer', autoId(dialect))
        .addColumn('school_id', 'integer', schoolOwned)
        .addColumn('title', 'text', required)
        .addColumn('activity_date', 'text', required)
        .addColumn('description', 'text', required);
      for (const slot of ['img1', 'img2', 'img3', 'img4', 'img5', 'img6', 'img7', 'img8', 'video1', 'video2', 'video3', 'video4']) {
        activities = activities.addColumn(slot, 'text');
      }
      await activities
        .addColumn('active', 'integer', flag)
        .addColumn('created_by', 'integer')
        .addColumn('last_modified_by', 'integer')
        .addColumn('created_date', 'text', required)
        .addColumn('last_modified_date', 'text', required)
        .execute();
      await db.schema.createIndex('activities_school').on('activities').columns(['school_id', 'activity_date']).execute();

      await db.schema
        .createTable('login_failures')
        .addColumn('id', 'integer', autoId(dialect))
        .addColumn('key', 'text', required)
        .addColumn('failed_at', 'text', required)
        .execute();
      await db.schema.createIndex('login_failures_key').on('login_failures').columns(['key', 'failed_at']).execute();
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
    await db.schema
      .createTable('school_hosts')
      .addColumn('host_name', 'text', (c) => c.primaryKey())
      .addColumn('school_id', 'integer', schoolOwned)
      .addColumn('position', 'integer', required)
      .execute();
    await db.schema.createIndex('school_hosts_school').on('school_hosts').columns(['school_id', 'position']).execute();
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table school_hosts`.execute(db);
  },
};

/** A school's documents (its profile, later each page's content): JSON, checked by its contract's schema. */
const schoolDocuments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('school_documents')
      .addColumn('school_id', 'integer', schoolOwned)
      .addColumn('kind', 'text', required)
      .addColumn('body', 'text', required)
      .addColumn('updated_at', 'text', required)
      .addPrimaryKeyConstraint('school_documents_key', ['school_id', 'kind'])
      .execute();
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
