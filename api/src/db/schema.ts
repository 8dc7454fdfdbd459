import type { Generated, Selectable } from 'kysely';

/** Booleans are stored as 0/1 so one schema serves SQLite and PostgreSQL alike. */
export type Flag = 0 | 1;

export interface SchoolsTable {
  id: Generated<number>;
  school_name: string;
  school_code: string;
  contact_person1: string;
  contact1: string;
  contact_person2: string | null;
  contact2: string | null;
  website_url: string;
  website_domain_name: string | null;
  website_domain: string | null;
  domain_purchase_date: string;
  domain_renew_date: string;
  domain_expire_date: string;
  amc_start_date: string;
  amc_end_date: string;
  active: Flag;
  /** 1 for a school of the demo seed: its site says it is made up and asks not to be indexed (migration 013). */
  demo: Generated<Flag>;
  /** 0 when the school's admin switched approval off: an editor's submitted draft then publishes at once (migration 019). */
  approval_required: Generated<Flag>;
}

/** A host name a school's site answers at; position 0 is its Website URL's. */
export interface SchoolHostsTable {
  host_name: string;
  school_id: number;
  position: number;
}

/** A school's document of one kind (e.g. 'profile'), as JSON its contract's schema checks. */
export interface SchoolDocumentsTable {
  school_id: number;
  kind: string;
  body: string;
  updated_at: string;
}

/**
 * One published version of a page (migration 017): numbered per school and page from 1, the
 * page's JSON as it was published, who published it (user id, and role once roles exist) and
 * when, and the version it restores, if it is a restore.
 */
export interface PageVersionsTable {
  school_id: number;
  kind: string;
  version: number;
  body: string;
  author_id: number | null;
  author_role: string | null;
  published_at: string;
  restored_from: number | null;
}

/** A change awaiting approval (migration 019, decision 013): the body a direct save would take. */
export interface DraftsTable {
  id: Generated<number>;
  school_id: number;
  kind: string;
  /** A page's kind or a record's id; null for a new record. */
  target: string | null;
  body: string;
  /** What the author's change was based on: a page's version, a record's updated time. */
  base: string | null;
  state: string;
  comment: string | null;
  author_id: number | null;
  author_role: string | null;
  created_at: string;
  updated_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  full_name: string;
  /** Stored lower-cased: user names are unique whatever their case. */
  user_name: string;
  password_hash: string;
  user_type: string;
  active: Flag;
  school_id: number | null;
  created_by: number | null;
  /** Raised when the password changes or the user is disabled: older tokens stop working. */
  token_version: number;
  /** 1 while the password is one the provider chose (a new account, a reset): the user must set their own first. */
  must_change_password: Generated<Flag>;
  /** A school user's role (contracts/roles.ts SCHOOL_ROLES, migration 015); null for a provider user. */
  role: Generated<string | null>;
  /** The TOTP secret under the application's key (modules/auth/second-factor.ts); null until enrolment starts. */
  totp_secret: Generated<string | null>;
  /** 1 once enrolment was confirmed with a code: the login then asks for one. */
  totp_on: Generated<Flag>;
  /** The last time step a code was accepted for: no code of that step or before is accepted again. */
  totp_last_step: Generated<number | null>;
}

/** A user's unused recovery codes, hashed; a used one is deleted. */
export interface RecoveryCodesTable {
  user_id: number;
  code_hash: string;
}

export interface StaffTable {
  id: Generated<number>;
  school_id: number;
  full_name: string;
  designation: string;
  qualification: string | null;
  phone1: string | null;
  email: string | null;
  dob: string | null;
  staff_type: string | null;
  active: Flag;
  profile_pic_url: string | null;
  /** What CBSE's disclosure counts the member as (contracts/staff.ts STAFF_CATEGORIES); null for none (migration 009-disclosure). */
  category: string | null;
  /** When the row was last written (ISO 8601; school-table.ts stamps it); null for a row older than migration 013. */
  changed_at: Generated<string | null>;
}

export interface AlumniTable {
  id: Generated<number>;
  school_id: number;
  alumni_name: string;
  email: string | null;
  dob: string | null;
  pass_out_year: string | null;
  description: string | null;
  phone: string | null;
  photo: string | null;
  active: Flag;
  created_by: number | null;
  /** When the row was last written (ISO 8601; school-table.ts stamps it); null for a row older than migration 013. */
  changed_at: Generated<string | null>;
}

export const IMAGE_SLOTS = ['img1', 'img2', 'img3', 'img4', 'img5', 'img6', 'img7', 'img8'] as const;
export const VIDEO_SLOTS = ['video1', 'video2', 'video3', 'video4'] as const;
type MediaColumns = Record<(typeof IMAGE_SLOTS)[number] | (typeof VIDEO_SLOTS)[number], string | null>;

export interface ActivitiesTable extends MediaColumns {
  id: Generated<number>;
  school_id: number;
  title: string;
  activity_date: string;
  description: string;
  active: Flag;
  created_by: number | null;
  last_modified_by: number | null;
  created_date: string;
  last_modified_date: string;
}

/** One row per failed login, by account and by client, for throttling across replicas. */
export interface LoginFailuresTable {
  id: Generated<number>;
  key: string;
  failed_at: string;
}

/** What a login try holds while it is counted (migration 022-login-locks, modules/auth/throttle.ts). */
export interface LoginLocksTable {
  key: string;
  taken_at: string;
}

/** A login waiting for its code (migration 023-login-challenges, modules/auth/challenge.ts). */
export interface LoginChallengesTable {
  digest: string;
  user_id: number;
  token_version: number;
  client: string;
  tries: Generated<number>;
  expires_at: string;
}

/**
 * One record's words in one language for the site search (modules/search, migration
 * 005-search): kind and ref name the record (a page's kind, a staff member's or an event's id).
 * PostgreSQL adds a generated tsvector column, `document`, that only the search's SQL reads.
 */
export interface SearchEntriesTable {
  id: Generated<number>;
  school_id: number;
  kind: string;
  ref: string;
  lang: string;
  title: string;
  body: string;
  route: string;
  /** The words of title and body as contracts/search.ts cuts them, each once, space-separated. */
  words: string;
}

/** A feedback a visitor sent from the Feedback page; open while closed_at is null. */
export interface FeedbackTable {
  /** FB-<year>-<5 characters> (contracts/feedback.ts): what the visitor quotes. */
  reference: string;
  school_id: number;
  name: string;
  email: string;
  message: string;
  received_at: string;
  closed_at: string | null;
}

/** How many feedback a key (a client at a school, or a school) sent in the window starting then. */
export interface FeedbackCountsTable {
  key: string;
  window_start: string;
  sends: number;
}

/**
 * One thing done on a site (migration 006-audit): append-only. `before` and `after` are the
 * record as JSON (null where there was none, e.g. before a create); `user_name` is kept as it
 * was then, since a user may be renamed or deleted later.
 */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  school_id: number | null;
  user_id: number | null;
  user_name: string;
  action: string;
  entity: string;
  entity_id: string | null;
  before: string | null;
  after: string | null;
  /** The role the user acted in (migration 018): a school role, 'provider' or 'support'; null before it. */
  user_role: string | null;
}

/** Each user's audited changes in each hour (migration 024-audit-rate). `hour`: yyyy-mm-ddThh, UTC. */
export interface AuditRateTable {
  user_id: number;
  hour: string;
  writes: number;
}

/** A provider user's support session in a school's admin area (migration 018, decision 013). */
export interface SupportSessionsTable {
  id: Generated<number>;
  school_id: number;
  provider_user_id: number;
  reason: string;
  started_at: string;
  ends_at: string;
  /** SHA-256 (hex) of the one-time code; null once exchanged. */
  code_hash: string | null;
  code_expires_at: string;
  exchanged_at: string | null;
  ended_at: string | null;
}

/** An alert of the banner (migration 008-alerts): a school's, or the provider's to every school (school_id null). */
export interface AlertsTable {
  id: Generated<number>;
  school_id: number | null;
  message_en: string;
  message_hi: string;
  /** ISO date-times in UTC, so they compare as text. */
  starts_at: string;
  ends_at: string;
  updated_at: string;
}

/** A notice or circular of a school (migration 007-notices). Times are ISO date-times in UTC. */
export interface NoticesTable {
  id: Generated<number>;
  school_id: number;
  category: string;
  title_en: string;
  title_hi: string;
  body_en: string;
  body_hi: string;
  /** YYYY-MM-DD, as printed on the notice. */
  notice_date: string;
  publish_from: string;
  expire_on: string | null;
  /** JSON: the attachments as the API answers them (contracts/notices.ts Attachment[]). */
  attachments: string;
  status: string;
  circular_number: number | null;
  circular_year: number | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

/** How many circulars a school has numbered in a calendar year (migration 007-notices). */
export interface NoticeCircularCountersTable {
  school_id: number;
  year: number;
  last_number: number;
}

/** A one-off start-up job that has finished, by name (migration 012, uploads/picture-backfill.ts). */
export interface StartUpTasksTable {
  name: string;
  done_at: string;
}

/** A stored upload: whose it is, its bytes with a picture's narrower copies, who stored it and when (migration 014, uploads/ledger.ts). */
export interface UploadLedgerTable {
  path: string;
  school_id: number;
  bytes: number;
  uploaded_by: number | null;
  uploaded_at: string;
}

/** Bytes a user stored, and when: the hourly upload rate (migration 014). */
export interface UploadRateTable {
  user_id: number;
  bytes: number;
  uploaded_at: string;
}

/** A registered version of a remote (migration 020, docs/decisions/015-remote-releases.md): its manifest's text and that text's integrity. */
export interface RemoteReleasesTable {
  remote: string;
  version: string;
  /** `sha384-<base64>` of the manifest's UTF-8 bytes. */
  integrity: string;
  manifest: string;
  registered_at: string;
  /** The provider user's id; null for the release script, or an account since deleted. */
  registered_by: number | null;
  /** 1: registered by scripts/release-remote.mjs with RELEASE_TOKEN (migration 021). */
  registered_by_script: Generated<number>;
}

/** A remote's channel (migration 020): stable and canary versions, the canary's share (0–100), the kill switch and the revision every change raises. */
export interface RemoteChannelsTable {
  remote: string;
  stable: string | null;
  canary: string | null;
  canary_share: number;
  switched_off: Flag;
  revision: number;
}

/** A stable version a promote replaced (migration 020): a rollback takes the newest back. */
export interface RemoteStableHistoryTable {
  id: Generated<number>;
  remote: string;
  version: string;
  replaced_at: string;
}

/** A school held at one version of a remote (migration 020). */
export interface RemotePinsTable {
  school_id: number;
  remote: string;
  version: string;
  pinned_at: string;
}

/** A school's site-health finding (migration 025): one row a key, open, accepted or closed. */
export interface HealthFindingsTable {
  id: Generated<number>;
  school_id: number;
  /** The check and what it is about: `internalLink:links:links.1.url`. */
  key: string;
  check_name: string;
  severity: string;
  /** Where it is, as the editor labels it. */
  place: string;
  detail: string;
  fix: string;
  /** What it was found on (the value at fault): an accepted finding opens again once this changes. */
  cause: string;
  status: 'open' | 'accepted' | 'closed';
  reason: string | null;
  opened_at: string;
  closed_at: string | null;
}

/** Each school's last health check, and the one asked for since (migration 025). */
export interface HealthSchoolsTable {
  school_id: number;
  checked_at: string | null;
  asked_at: string | null;
  /** A node that took the school's check holds it until then. */
  claimed_until: string | null;
  score: number | null;
}

/** What an outside link last answered, and on how many nights in a row it failed (migration 025). */
export interface HealthLinksTable {
  url: string;
  host: string;
  checked_at: string;
  /** The status code, or what went wrong ('time-out', 'no answer'). */
  answer: string;
  ok: number;
  failed_nights: number;
  /** The night (yyyy-mm-dd, India) of the last failure counted. */
  failed_night: string | null;
}

/** Whether a stored PDF has text (not a scan): a stored file never changes, so once is enough (migration 025). */
export interface HealthFilesTable {
  path: string;
  has_text: number;
  checked_at: string;
}

export interface Database {
  schools: SchoolsTable;
  users: UsersTable;
  recovery_codes: RecoveryCodesTable;
  staff: StaffTable;
  alumni: AlumniTable;
  activities: ActivitiesTable;
  login_failures: LoginFailuresTable;
  login_locks: LoginLocksTable;
  login_challenges: LoginChallengesTable;
  school_hosts: SchoolHostsTable;
  school_documents: SchoolDocumentsTable;
  page_versions: PageVersionsTable;
  drafts: DraftsTable;
  feedback: FeedbackTable;
  feedback_counts: FeedbackCountsTable;
  search_entries: SearchEntriesTable;
  audit_log: AuditLogTable;
  audit_rate: AuditRateTable;
  support_sessions: SupportSessionsTable;
  notices: NoticesTable;
  notice_circular_counters: NoticeCircularCountersTable;
  alerts: AlertsTable;
  start_up_tasks: StartUpTasksTable;
  upload_ledger: UploadLedgerTable;
  upload_rate: UploadRateTable;
  remote_releases: RemoteReleasesTable;
  remote_channels: RemoteChannelsTable;
  remote_stable_history: RemoteStableHistoryTable;
  remote_pins: RemotePinsTable;
  health_findings: HealthFindingsTable;
  health_schools: HealthSchoolsTable;
  health_links: HealthLinksTable;
  health_files: HealthFilesTable;
}

export type School = Selectable<SchoolsTable>;
export type User = Selectable<UsersTable>;
export type Staff = Selectable<StaffTable>;
export type Alumnus = Selectable<AlumniTable>;
export type Activity = Selectable<ActivitiesTable>;
