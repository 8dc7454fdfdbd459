import { connect } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { sql } from 'kysely';
import { EVENT_MEDIA_LIMITS } from '@school/shared/contracts/events';
import { PAGE_PICTURE_LIMIT } from '@school/shared/contracts/page-fields';
import { hashPassword } from '../modules/auth/passwords';
import { isSchoolAccess, USER_TYPES, type Access } from '../plugins/principal';
import { filesUnder, schoolForm, schoolIdOf, storedExists, TEST_PHONE, uploadsOf } from '../test-support/fixtures';
import { SEED_MEDIA, startTestApi, tokensFor, type TestApi } from '../test-support/test-api';
import { sniff } from '../uploads/file-type';
import { withCopies } from '../uploads/multipart-form';
import { referencedMedia } from '../uploads/stored-media';
import { manifestOf } from '../test-support/remote-manifests';
import {
  anyJson,
  BODY_LIMIT,
  badImage,
  badImageBytes,
  boundaryTrouble,
  brokenJson,
  brokenJsonText,
  contentType,
  encodeForm,
  fileName,
  formWithTrouble,
  fuzz,
  longText,
  MEDIA,
  mediaPart,
  nastyText,
  nestedJson,
  nesting,
  NOT_JSON_TYPES,
  nulPlacement,
  objectOf,
  unknownKeys,
  UNREADABLE_BOUNDARIES,
  withNul,
  type BadImage,
  type MediaKind,
  type Part,
} from './bodies';

/**
 * Issue 12, item 8: seeded, bounded fuzzing of every route with malformed bodies, JSON and
 * multipart. After each request: no 5xx, a refusal is `{ message }`, and the server still
 * answers /api/health; on the routes that store or remove media, a refused request leaves the
 * uploads folder as it was and no request leaves a file no row names or a row naming no file.
 * After them all: nothing in uploads/.tmp, the same two media checks over the whole folder, and
 * a sound SQLite file. Run alone: `npx jest api/src/fuzz --selectProjects api`; FUZZ_SEED=<n>
 * tries other inputs, and a failure prints the seed, the replay path and the input's recipe.
 */

/** Runs per property: enough to reach every recipe kind, few enough for well under a minute. */
const RUNS = {
  anyJson: 20,
  knownFields: 20,
  nesting: 6,
  longText: 5,
  nul: 8,
  unknown: 8,
  brokenJson: 10,
  contentType: 10,
  burst: 2,
  randomForm: 25,
  cutForm: 12,
  boundary: 8,
  badImage: 15,
  badVideo: 10,
  manyFiles: 6,
  oversized: 6,
  dropped: 4,
};

let api: TestApi;
type Caller = 'anonymous' | 'school' | 'other school' | 'provider';
const tokens: Record<Caller, string | null> = { anonymous: null, school: null, 'other school': null, provider: null };
/** Rows the routes' valid bodies name, found or made in beforeAll. */
const ids: Record<string, number> = {};
let made = 0;

const db = () => api.database.db;

beforeAll(async () => {
  api = await startTestApi();
  const all = await tokensFor(api);
  Object.assign(tokens, { school: all.schoolA, 'other school': all.schoolB, provider: all.provider });
  ids.schoolA = await schoolIdOf(api, '83181');
  for (const table of ['staff', 'alumni', 'activities'] as const) {
    const rows = await db().selectFrom(table).select('id').where('school_id', '=', ids.schoolA).orderBy('id').execute();
    // Deletes aim at the first row, reads and updates at the last, so that both have work.
    ids[`first ${table}`] = rows[0]!.id;
    ids[`last ${table}`] = rows.at(-1)!.id;
  }
  for (const code of ['FZU', 'FZD']) {
    ids[`school ${code}`] = (
      await db()
        .insertInto('schools')
        .values({ ...schoolColumns(code), school_name: `Fuzz ${code}` })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  for (const name of ['fuzzread', 'fuzzupdate', 'fuzzdelete']) {
    ids[name] = (
      await db()
        .insertInto('users')
        .values({ full_name: 'Fuzz', user_name: name, password_hash: 'not-a-login', user_type: 'School', active: 1, school_id: ids.schoolA, token_version: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
});
afterAll(() => api?.close());

const schoolColumns = (code: string) => ({
  school_name: 'Fuzz',
  school_code: code,
  contact_person1: 'P',
  contact1: TEST_PHONE,
  website_url: 'https://fuzz.example',
  domain_purchase_date: '2025-01-01',
  domain_renew_date: '2026-01-01',
  domain_expire_date: '2027-01-01',
  amc_start_date: '2026-01-01',
  amc_end_date: '2027-01-01',
  active: 1 as const,
});

const schoolInput = (code: string) => ({
  ...schoolForm(code, 'Fuzz School'),
  contactPerson2: '',
  contact2: '',
  schoolWebSiteDomainName: '',
  schoolWebSiteDomain: '',
});
const SCHOOL_FIELDS = Object.keys(schoolInput('x'));

const userInput = (userName: string) => ({
  fullName: 'Fuzz User',
  userName,
  password: api.encrypt('fuzz-pass-83181-long'),
  userType: 'School',
  active: true,
  SchoolId: ids.schoolA,
});
const USER_FIELDS = ['fullName', 'userName', 'password', 'userType', 'active', 'createdBy', 'SchoolId'];
const TEAM_FIELDS = ['fullName', 'userName', 'password', 'role', 'active'];
const teamInput = (userName: string) => ({ fullName: 'Fuzz Member', userName, password: api.encrypt('fuzz-member-83181'), role: 'editor', active: true });

interface FormSpec {
  /** The file field of the n-th image (from 0). */
  imageField: (n: number) => string;
  /** Every field a file may go in. */
  fileFields: string[];
  /** Images a valid form must hold (a new event needs three). */
  needs: number;
  imageMaxBytes: number;
  /** The field of a video, on the forms that take one. */
  videoField?: string;
}

/** The audit log's filters (contracts/audit.ts). */
const AUDIT_FIELDS = ['action', 'entity', 'userName', 'from', 'to'];

interface RouteSpec {
  access: Access;
  /** Every field the route reads; any other is unknown to it. */
  fields: string[];
  /** A body it accepts; multipart routes take these as text fields. Made afresh on each call. */
  valid: () => Record<string, unknown>;
  form?: FormSpec;
  /** Whether it writes or removes media files (every form route does). */
  media?: boolean;
}

const EVENT_FILES = [...Array.from({ length: 8 }, (_, n) => `Img${n + 1}File`), ...Array.from({ length: 4 }, (_, n) => `Video${n + 1}File`)];
const staffForm: FormSpec = { imageField: () => 'profilePic', fileFields: ['profilePic'], needs: 0, imageMaxBytes: 5 * 1024 * 1024 };
const alumniForm: FormSpec = { imageField: () => 'file', fileFields: ['file'], needs: 0, imageMaxBytes: 5 * 1024 * 1024 };
const eventForm = (needs: number): FormSpec => ({
  imageField: (n) => `Img${n + 1}File`,
  fileFields: EVENT_FILES,
  needs,
  imageMaxBytes: EVENT_MEDIA_LIMITS.maxImageBytes,
  videoField: 'Video1File',
});
/**
 * The pages' upload takes no text field and one file, a picture or a document: no image is
 * needed as such, validParts(spec, 1) (one picture) is a valid upload, and validParts(spec)
 * alone, with no file, is refused.
 */
const pageUploadForm: FormSpec = { imageField: () => 'picture', fileFields: ['picture', 'document'], needs: 0, imageMaxBytes: PAGE_PICTURE_LIMIT.maxBytes };
const STAFF_FIELDS = ['profilePicUrl', 'fullName', 'designation', 'qualification', 'dob', 'email', 'phone1', 'schoolId', 'staffType', 'active', 'SchoolCode', 'schoolStaffId', 'category'];
const ALUMNI_FIELDS = ['AlumniName', 'Email', 'Dob', 'SchoolId', 'PassOutYear', 'Description', 'Phone', 'CreatedBy', 'SchoolCode', 'AlumniId', 'Active', 'photo'];
const EVENT_FIELDS = [
  'Title', 'Description', 'ActivityDate', 'Active', 'SchoolId', 'SchoolCode', 'CreatedBy', 'LastModifiedBy', 'CreatedDate', 'LastModifiedDate', 'activityGalleryid',
  ...Array.from({ length: 8 }, (_, n) => `Img${n + 1}`), ...Array.from({ length: 4 }, (_, n) => `Video${n + 1}`),
];

const ALERT_FIELDS = ['message', 'startsAt', 'endsAt'];
const alertInput = () => ({ message: { en: 'Fuzz alert', hi: '' }, startsAt: new Date().toISOString(), endsAt: new Date(Date.now() + 3_600_000).toISOString() });
const alertRoutes = (prefix: 'School' | 'Provider', access: Access): Record<string, RouteSpec> => ({
  [`/${prefix}/Alert/GetAll`]: { access, fields: [], valid: () => ({}) },
  [`/${prefix}/Alert/Add`]: { access, fields: ALERT_FIELDS, valid: alertInput },
  [`/${prefix}/Alert/Update`]: { access, fields: ['id', ...ALERT_FIELDS], valid: () => ({ id: 1, ...alertInput() }) },
  [`/${prefix}/Alert/End`]: { access, fields: ['id'], valid: () => ({ id: 1 }) },
  [`/${prefix}/Alert/Delete`]: { access, fields: ['id'], valid: () => ({ id: 1 }) },
});

const NOTICE_FIELDS = ['category', 'title', 'body', 'date', 'publishFrom', 'expireOn', 'attachments'];
const noticeInput = () => ({ category: 'circular', title: { en: 'Fuzz notice', hi: '' }, date: '2026-03-03', publishFrom: new Date().toISOString(), expireOn: null });

/**
 * Every route, in the order they are fuzzed: the school admin's first, then the provider's with
 * the ones that delete or disable last, and the login at the very end, since fuzzing it
 * throttles logins from this client.
 */
const ROUTES: Record<string, RouteSpec> = {
  '/School/Staff/GetAll': { access: 'public', fields: ['active', 'schoolCode'], valid: () => ({ active: true, schoolCode: '83181' }) },
  '/School/Staff/GetById': { access: 'school', fields: ['schoolStaffId'], valid: () => ({ schoolStaffId: ids['last staff'] }) },
  '/School/Staff/Add': { access: 'school-publish', fields: STAFF_FIELDS, valid: () => ({ fullName: 'Fuzz Staff', designation: 'Clerk', email: 'f@fuzz.example' }), form: staffForm },
  '/School/Staff/Update': {
    access: 'school-publish',
    fields: STAFF_FIELDS,
    valid: () => ({ schoolStaffId: ids['last staff'], fullName: 'Fuzz Staff', designation: 'Clerk', dob: '1990-01-01' }),
    form: staffForm,
  },
  '/School/Staff/Delete': { access: 'school-publish', fields: ['schoolStaffId'], valid: () => ({ schoolStaffId: ids['first staff'] }), media: true },

  '/School/Alumni/GetAll': { access: 'public', fields: ['active', 'SchoolCode'], valid: () => ({ active: true, SchoolCode: '83181' }) },
  '/School/Alumni/GetById': { access: 'school', fields: ['alumniId', 'active'], valid: () => ({ alumniId: ids['last alumni'], active: true }) },
  '/School/Alumni/Add': { access: 'school-publish', fields: ALUMNI_FIELDS, valid: () => ({ AlumniName: 'Fuzz Alumnus', PassOutYear: '2001' }), form: alumniForm },
  '/School/Alumni/Update': { access: 'school-publish', fields: ALUMNI_FIELDS, valid: () => ({ AlumniId: ids['last alumni'], AlumniName: 'Fuzz Alumnus', Active: 'true' }), form: alumniForm },
  '/School/Alumni/Delete': { access: 'school-publish', fields: ['alumniId'], valid: () => ({ alumniId: ids['first alumni'] }), media: true },

  '/School/Profile/Update': {
    access: 'school-admin',
    fields: ['nameHi', 'ministry', 'affiliationNumber', 'address', 'phone', 'email'],
    valid: () => ({ nameHi: 'फ़ज़', affiliationNumber: '1234', address: { en: 'Fuzz Road', hi: '' }, phone: '+910000000009', email: 'fuzz@fuzz.example' }),
  },

  // The checklist and the upload read no field: the school is the caller's, the upload is its one file.
  '/School/Page/GetAll': { access: 'school', fields: [], valid: () => ({}) },
  '/School/Storage/Get': { access: 'school', fields: [], valid: () => ({}) },
  '/School/Page/Upload': { access: 'school', fields: [], valid: () => ({}), form: pageUploadForm },
  // Media: a save removes the files the page named before and names no more.
  // The demo's history page is at version 1: the first save based on it passes, later ones are conflicts (409).
  '/School/Page/Update': {
    access: 'school-publish',
    fields: ['kind', 'content', 'baseVersion'],
    valid: () => ({ kind: 'history', content: { history: { en: 'Fuzz history', hi: '' } }, baseVersion: 1 }),
    media: true,
  },
  // A page's history; a restore publishes an old version (media: it may bring files back, or remove the current page's).
  '/School/Page/Get': { access: 'school', fields: ['kind'], valid: () => ({ kind: 'principal' }) },
  '/School/Page/History': { access: 'school-publish', fields: ['kind', 'page'], valid: () => ({ kind: 'principal', page: 1 }) },
  '/School/Page/Version': { access: 'school-publish', fields: ['kind', 'version'], valid: () => ({ kind: 'principal', version: 1 }) },
  '/School/Page/Restore': { access: 'school-publish', fields: ['kind', 'version', 'baseVersion'], valid: () => ({ kind: 'principal', version: 1, baseVersion: 1 }), media: true },

  // A send past the flood limits is a 429: a refusal like any other.
  '/Site/Feedback': {
    access: 'public',
    fields: ['school', 'name', 'email', 'message', 'website'],
    valid: () => ({ school: '83181', name: 'Fuzz', email: 'fuzz@fuzz.example', message: 'Fuzz feedback' }),
  },
  '/School/Feedback/GetAll': { access: 'school-publish', fields: ['status', 'page'], valid: () => ({ status: 'all', page: 1 }) },
  '/School/Feedback/Close': { access: 'school-publish', fields: ['reference'], valid: () => ({ reference: 'FB-2026-33333' }) },
  '/School/Feedback/Reopen': { access: 'school-publish', fields: ['reference'], valid: () => ({ reference: 'FB-2026-33333' }) },
  '/School/Audit/GetAll': { access: 'school-admin', fields: [...AUDIT_FIELDS, 'page'], valid: () => ({ page: 1, action: 'update', entity: 'staff', userName: 'admin', from: '2026-01-01', to: '2026-12-31' }) },
  '/School/Audit/Export': { access: 'school-admin', fields: AUDIT_FIELDS, valid: () => ({ action: 'update', from: '2026-01-01' }) },
  '/Provider/Audit/GetAll': { access: 'provider', fields: [...AUDIT_FIELDS, 'schoolId', 'page'], valid: () => ({ page: 1, schoolId: 1, entity: 'page' }) },
  '/Provider/Audit/Export': { access: 'provider', fields: [...AUDIT_FIELDS, 'schoolId'], valid: () => ({ schoolId: 1, to: '2026-12-31' }) },

  // An alert's id no alert may have is a 404; a 21st current alert a 409: refusals like any other.
  ...alertRoutes('School', 'school-publish'),

  // A notice's id no notice may have is a 404, a second publish a 409: refusals like any other.
  '/School/Notice/GetAll': { access: 'school', fields: [], valid: () => ({}) },
  '/School/Notice/Add': { access: 'school-publish', fields: NOTICE_FIELDS, valid: noticeInput },
  '/School/Notice/Update': { access: 'school-publish', fields: ['id', ...NOTICE_FIELDS], valid: () => ({ id: 1, ...noticeInput() }) },
  '/School/Notice/Publish': { access: 'school-publish', fields: ['id'], valid: () => ({ id: 1 }) },
  '/School/Notice/Delete': { access: 'school-publish', fields: ['id'], valid: () => ({ id: 1 }) },

  '/School/Draft/GetAll': { access: 'school', fields: [], valid: () => ({}) },
  '/School/Draft/Get': { access: 'school', fields: ['id'], valid: () => ({ id: 1 }) },
  '/School/Draft/Save': { access: 'school', fields: ['id', 'change'], valid: () => ({ change: { type: 'notice', noticeId: null, notice: noticeInput() } }) },
  '/School/Draft/SaveRecord': {
    access: 'school',
    fields: ['draftType', 'draftId', ...STAFF_FIELDS],
    valid: () => ({ draftType: 'staff', fullName: 'Fuzz Draft', designation: 'Clerk' }),
    form: staffForm,
  },
  '/School/Draft/Submit': { access: 'school', fields: ['id'], valid: () => ({ id: 1 }) },
  '/School/Draft/Discard': { access: 'school', fields: ['id'], valid: () => ({ id: 1 }) },
  '/School/Draft/Publish': { access: 'school-publish', fields: ['id'], valid: () => ({ id: 1 }) },
  '/School/Draft/Return': { access: 'school-publish', fields: ['id', 'comment'], valid: () => ({ id: 1, comment: 'Fuzz' }) },
  '/School/Team/Approval': { access: 'school-admin', fields: ['approvalRequired'], valid: () => ({ approvalRequired: true }) },

  '/School/Activity/GetAll': { access: 'public', fields: ['active', 'schoolcode'], valid: () => ({ active: true, schoolcode: '83181' }) },
  '/School/Activity/GetById': { access: 'school', fields: ['activityGalleryid'], valid: () => ({ activityGalleryid: ids['last activities'] }) },
  '/School/Activity/Add': { access: 'school-publish', fields: EVENT_FIELDS, valid: () => ({ Title: 'Fuzz Event', Description: 'D', ActivityDate: '2026-03-03' }), form: eventForm(EVENT_MEDIA_LIMITS.minNewEventImages) },
  '/School/Activity/Update': {
    access: 'school-publish',
    fields: EVENT_FIELDS,
    valid: () => ({ activityGalleryid: ids['last activities'], Title: 'Fuzz Event', Description: 'D', ActivityDate: '2026-03-03' }),
    form: eventForm(0),
  },
  '/School/Activity/Delete': { access: 'school-publish', fields: ['activityGalleryid'], valid: () => ({ activityGalleryid: ids['first activities'] }), media: true },

  '/School/GetAll': { access: 'provider', fields: ['active'], valid: () => ({ active: true }) },
  ...alertRoutes('Provider', 'provider'),
  '/School/GetById': { access: 'provider', fields: ['schoolId'], valid: () => ({ schoolId: ids.schoolA }) },
  '/School/Health/Accept': { access: 'school-publish', fields: ['id', 'reason'], valid: () => ({ id: 2_000_000_000, reason: 'Fuzz' }) },
  '/School/Health/Check': { access: 'school', fields: [], valid: () => ({}) },
  '/School/Add': { access: 'provider', fields: SCHOOL_FIELDS, valid: () => schoolInput(`FZ${++made}`) },
  '/School/User/GetAll': { access: 'provider', fields: ['schoolId', 'active'], valid: () => ({ schoolId: 0, active: true }) },
  '/School/User/GetById': { access: 'provider', fields: ['SchoolUserId'], valid: () => ({ SchoolUserId: ids.fuzzread }) },
  '/School/User/LoginThrottle': { access: 'provider', fields: ['SchoolUserId'], valid: () => ({ SchoolUserId: ids.fuzzread }) },
  '/School/User/LoginThrottle/Clear': { access: 'provider', fields: ['SchoolUserId'], valid: () => ({ SchoolUserId: ids.fuzzread }) },
  '/School/User/Add': { access: 'provider', fields: USER_FIELDS, valid: () => userInput(`fuzzuser${++made}`) },
  '/School/Update': { access: 'provider', fields: [...SCHOOL_FIELDS, 'schoolId'], valid: () => ({ ...schoolInput('FZU'), schoolId: ids['school FZU'] }) },
  '/School/Delete': { access: 'provider', fields: ['schoolId'], valid: () => ({ schoolId: ids['school FZD'] }), media: true },
  '/School/User/Update': { access: 'provider', fields: [...USER_FIELDS, 'schoolUserId'], valid: () => ({ ...userInput('fuzzupdate'), password: '', schoolUserId: ids.fuzzupdate }) },
  '/School/User/Delete': { access: 'provider', fields: ['SchoolUserId'], valid: () => ({ SchoolUserId: ids.fuzzdelete }) },
  '/School/User/ResetSecondFactor': { access: 'provider', fields: ['SchoolUserId'], valid: () => ({ SchoolUserId: ids.fuzzread }) },
  '/School/Team/GetAll': { access: 'school-admin', fields: [], valid: () => ({}) },
  '/School/Team/Add': { access: 'school-admin', fields: TEAM_FIELDS, valid: () => teamInput(`fuzzteam${++made}`) },
  '/School/Team/Update': { access: 'school-admin', fields: [...TEAM_FIELDS, 'schoolUserId'], valid: () => ({ ...teamInput('fuzzteamupd'), password: '', schoolUserId: ids.fuzzupdate }) },
  '/Provider/School/Support/Start': { access: 'provider', fields: ['schoolId', 'minutes', 'reason'], valid: () => ({ schoolId: ids.schoolA, minutes: 5, reason: 'Fuzz' }) },
  '/School/Support/Exchange': { access: 'public', fields: ['code'], valid: () => ({ code: 'A'.repeat(43) }) },
  '/School/Support/End': { access: 'school-admin', fields: [], valid: () => ({}) },
  // The remotes' releases. A registration's manifest is the file's text: fuzzed text is JSON or
  // not, a manifest or not, each a refusal; a change's revision of 0 may be stale (409) by then.
  '/Provider/Remotes/GetAll': { access: 'provider', fields: [], valid: () => ({}) },
  '/Provider/Remotes/Register': { access: 'provider', fields: ['remote', 'version', 'manifest'], valid: () => ({ remote: 'content', version: `fuzz-${++made}`, manifest: manifestOf('content') }) },
  '/Provider/Remotes/Canary': { access: 'provider', fields: ['remote', 'version', 'share', 'revision'], valid: () => ({ remote: 'content', version: null, share: 0, revision: 0 }) },
  '/Provider/Remotes/Promote': { access: 'provider', fields: ['remote', 'revision'], valid: () => ({ remote: 'content', revision: 0 }) },
  '/Provider/Remotes/Rollback': { access: 'provider', fields: ['remote', 'revision'], valid: () => ({ remote: 'content', revision: 0 }) },
  '/Provider/Remotes/SwitchOff': { access: 'provider', fields: ['remote', 'off', 'revision'], valid: () => ({ remote: 'content', off: false, revision: 0 }) },
  '/Provider/Remotes/Pin': { access: 'provider', fields: ['remote', 'schoolId', 'version', 'revision'], valid: () => ({ remote: 'content', schoolId: ids.schoolA, version: null, revision: 0 }) },

  '/Auth/Admin/Login': {
    access: 'public',
    fields: ['username', 'password', 'userType', 'SchoolCode'],
    valid: () => ({ username: 'fuzz-nobody', password: api.encrypt('fuzz-pass-83181-long'), userType: 'School', SchoolCode: '83181' }),
  },
  '/Auth/Admin/Login/SecondFactor': { access: 'public', fields: ['challenge', 'code', 'recoveryCode'], valid: () => ({ challenge: 'fuzz-challenge', code: '123456' }) },
  '/Auth/Admin/SecondFactor/Status': { access: 'account', fields: [], valid: () => ({}) },
  '/Auth/Admin/SecondFactor/Start': { access: 'account', fields: [], valid: () => ({}) },
  '/Auth/Admin/SecondFactor/Confirm': { access: 'account', fields: ['code'], valid: () => ({ code: '123456' }) },
  '/Auth/Admin/SecondFactor/RecoveryCodes': { access: 'account', fields: ['code'], valid: () => ({ code: '000000' }) },
  // Last, the password change before the logout: a fuzzed logout ends its caller's sessions.
  '/Auth/Admin/ChangePassword': {
    access: 'account',
    fields: ['currentPassword', 'newPassword'],
    valid: () => ({ currentPassword: api.encrypt('not-the-current-one'), newPassword: api.encrypt('fuzz-new-pass-83181') }),
  },
  '/Auth/Admin/Logout': { access: 'account', fields: [], valid: () => ({}) },
};

/**
 * The fields a recipe may name: the route's own, or, for a route that reads none (the checklist,
 * the pages' upload), one it does not know, which it must refuse all the same.
 */
const namedFields = (spec: RouteSpec) => (spec.fields.length > 0 ? spec.fields : ['note']);

// ---------------------------------------------------------------------------------------------
// Sending and checking

const PAGE_UPLOAD = '/School/Page/Upload';

/**
 * The files POST /School/Page/Upload answered that it stored. A page's picture or document is
 * uploaded before the page naming it is saved, so until then no row names it (the sweep keeps it
 * a day: PAGE_UPLOAD_GRACE_MS), and no fuzzed save names it. These exact paths, and no others,
 * are files without a row that are not leftovers: a file under uploads/<code>/pages/ that a
 * refused or dropped upload stored, or that a successful one stored besides what it answered,
 * still counts as stray. (Excusing the whole pages folder would hide exactly those.)
 */
const answeredUploads = new Set<string>();

const CALLERS: Caller[] = ['anonymous', 'school', 'other school', 'provider'];
const NEEDED: Record<Access, Caller> = {
  public: 'anonymous',
  school: 'school',
  'school-publish': 'school',
  'school-admin': 'school',
  provider: 'provider',
  account: 'other school',
  // No POST route is the renderer's (modules/prerender reads only); no user's token reaches one.
  renderer: 'anonymous',
};

/** Mostly the caller the route is for, so that bodies get past the token check and are read. */
const callerFor = (access: Access) => fc.oneof({ weight: 6, arbitrary: fc.constant(NEEDED[access]) }, { weight: 1, arbitrary: fc.constantFrom(...CALLERS) });

/**
 * Whether the caller's token lets the body be read. Public routes count only the anonymous
 * caller: a token sent there is checked too, and a fuzzed delete may have revoked it. The
 * account's routes count none: a fuzzed logout ends its caller's sessions, and wrong current
 * passwords are soon held back (429).
 */
const reachesBody = (access: Access, caller: Caller) =>
  access === 'public'
    ? caller === 'anonymous'
    : isSchoolAccess(access)
      ? caller === 'school' || caller === 'other school'
      : access === 'provider' && caller === 'provider';

interface Request {
  route: string;
  caller: Caller;
  /** The input, in words, for the failure message. */
  what: string;
  body?: Buffer;
  contentType?: string | null;
}

interface Reply {
  status: number;
  body: unknown;
  text: string;
}

const clip = (text: string, length = 300) => (text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text);
const said = (request: Request) => `POST /api${request.route} as ${request.caller}, ${request.what}`;

async function send(request: Request): Promise<Reply> {
  const headers: Record<string, string> = {};
  const token = tokens[request.caller];
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.contentType) headers['Content-Type'] = request.contentType;
  let response: Response;
  try {
    response = await fetch(`${api.url}/api${request.route}`, { method: 'POST', headers, body: request.body });
  } catch (error) {
    throw new Error(`${said(request)}: no answer (${String((error as Error).cause ?? error)})`);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the checks below say so
  }
  const stored = (body as { path?: unknown } | null)?.path;
  if (request.route === PAGE_UPLOAD && response.status === 201 && typeof stored === 'string') answeredUploads.add(stored);
  return { status: response.status, body, text };
}

const json = (route: string, caller: Caller, what: string, body: unknown): Request => ({
  route,
  caller,
  what,
  body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
  contentType: 'application/json',
});

async function expectServing(after: string) {
  const health = await fetch(`${api.url}/api/health`).catch((error: Error) => ({ status: `no answer (${String(error.cause ?? error)})` }));
  if (health.status !== 200) throw new Error(`After ${after}, GET /api/health answered ${health.status}`);
}

/** What every answer must be: no 5xx, a refusal that says why, and a server still serving. */
async function expectSafe(request: Request, reply: Reply) {
  if (reply.status >= 500) throw new Error(`${said(request)}: answered ${reply.status} ${clip(reply.text)}`);
  const message = (reply.body as { message?: unknown } | null)?.message;
  if (reply.status >= 400 && (typeof message !== 'string' || message === '')) {
    throw new Error(`${said(request)}: answered ${reply.status} without a { message }: ${clip(reply.text)}`);
  }
  await expectServing(said(request));
}

async function until(done: () => boolean, ms: number) {
  for (const start = Date.now(); !done() && Date.now() - start < ms; ) await new Promise((resolve) => setTimeout(resolve, 20));
  return done();
}

/** Every media path the rows hold: staff, alumni, events, and the files the pages' documents name (as the sweep counts them). */
const referenced = () => referencedMedia(db());

/**
 * What is wrong with the media on disk: files no row names (temporary ones included) but for the
 * page uploads answered, and names with no file.
 */
async function mediaState() {
  const rows = await referenced();
  // A picture's narrower copies, whichever it has, are named with it.
  const named = new Set(rows.flatMap(withCopies));
  return { stray: uploadsOf(api).filter((file) => !named.has(file) && !answeredUploads.has(file)), missing: rows.filter((file) => !storedExists(api, file)) };
}
type MediaState = Awaited<ReturnType<typeof mediaState>>;

/** Fails if, once in-flight clean-ups had a second, the media are in a worse state than `before`. */
async function expectMediaKept(after: string, before: MediaState) {
  let state = before;
  const worse = () => ({
    stray: state.stray.filter((file) => !before.stray.includes(file)),
    missing: state.missing.filter((file) => !before.missing.includes(file)),
  });
  for (const start = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 20))) {
    state = await mediaState();
    const { stray, missing } = worse();
    if (stray.length === 0 && missing.length === 0) return;
    if (Date.now() - start > 1000) {
      throw new Error(`${after}: left ${JSON.stringify(stray)} that no row names, and rows naming ${JSON.stringify(missing)} that are not on disk`);
    }
  }
}

/**
 * Sends one request and checks it. On the routes that store or remove media, a refused request
 * must leave the uploads folder as it was, and any request every file named by a row and every
 * row's file on disk.
 */
async function exchange(request: Request): Promise<Reply> {
  const spec = ROUTES[request.route]!;
  if (!spec.form && !spec.media) {
    const reply = await send(request);
    await expectSafe(request, reply);
    return reply;
  }
  const was = uploadsOf(api);
  const media = await mediaState();
  const reply = await send(request);
  await expectSafe(request, reply);
  await expectMediaKept(`${said(request)} (answered ${reply.status})`, media);
  // An earlier request's temporary file may still be going (its clean-up runs as its answer
  // leaves): that removal is not this request's change.
  const changes = () => {
    const after = uploadsOf(api);
    return {
      added: after.filter((file) => !was.includes(file)),
      removed: was.filter((file) => !after.includes(file) && !file.startsWith('uploads/.tmp/')),
    };
  };
  const unchanged = () => changes().added.length === 0 && changes().removed.length === 0;
  if (reply.status >= 400 && !(await until(unchanged, 1000))) {
    const { added, removed } = changes();
    throw new Error(`${said(request)}: refused (${reply.status}) but changed the uploads folder: added ${JSON.stringify(added)}, removed ${JSON.stringify(removed)}`);
  }
  return reply;
}

/** A request that must be refused, with this status when its body was read. */
function expectRefused(request: Request, reply: Reply, status?: number) {
  if (reply.status < 400) throw new Error(`${said(request)}: accepted (${reply.status}): ${clip(reply.text)}`);
  if (status !== undefined && reply.status !== status) throw new Error(`${said(request)}: answered ${reply.status}, not ${status}: ${clip(reply.text)}`);
}

/**
 * The provider's token, made anew if a fuzzed request revoked it (a user update that hit the
 * provider's own id, say): the checks that follow need a caller whose body is read.
 */
async function keepProviderToken() {
  const check = await send(json('/School/GetAll', 'provider', 'a token check', { active: true }));
  if (check.status === 200) return;
  const userName = `fuzzprov${++made}`;
  const password = 'fuzz-provider-83181';
  await db()
    .insertInto('users')
    .values({ full_name: 'Fuzz Provider', user_name: userName, password_hash: await hashPassword(password), user_type: USER_TYPES.provider, active: 1, school_id: null, token_version: 0 })
    .execute();
  const login = await api.login(userName, password, USER_TYPES.provider);
  if (login.status !== 200) throw new Error(`A new provider could not log in: ${login.status} ${JSON.stringify(login.body)}`);
  tokens.provider = login.body.token;
}

// ---------------------------------------------------------------------------------------------
// Multipart forms

const textParts = (fields: Record<string, unknown>): Part[] => Object.entries(fields).map(([name, value]) => ({ name, data: String(value) }));

/** The route's valid form: its text fields and the images it needs. */
const validParts = (spec: RouteSpec, extraImages = 0): Part[] => [
  ...textParts(spec.valid()),
  ...Array.from({ length: spec.form!.needs + extraImages }, (_, n) => mediaPart(spec.form!.imageField(n), 'png')),
];

const fileBytes = (content: MediaKind | BadImage) => (typeof content === 'object' ? badImageBytes(content) : MEDIA[content].bytes);

const formRequest = (route: string, caller: Caller, what: string, body: Buffer, contentType: string): Request => ({ route, caller, what, body, contentType });

/** A real JPEG padded with zeros to `size` bytes: an image in every way but its size. */
function jpegOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  readFileSync(path.join(SEED_MEDIA, 'events/sports-1.jpg')).copy(bytes);
  return bytes;
}

/** Sends the head of an upload and hangs up, as a client that loses its connection does. */
function dropMidway(route: string, token: string, body: Buffer, contentType: string, sent: number): Promise<void> {
  const { hostname, port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST /api${route} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      // Long enough for the server to open its temporary file before the line drops.
      socket.write(body.subarray(0, sent), () => setTimeout(() => (socket.destroy(), resolve()), 30));
    });
    socket.on('error', reject);
  });
}

const tmpFiles = () => filesUnder(path.join(api.dataDir, 'uploads', '.tmp'));

// ---------------------------------------------------------------------------------------------

test('every route of the API is fuzzed here, with the access it declares', () => {
  expect(api.routes.map((route) => ({ url: route.url, access: route.access })).sort((a, b) => a.url.localeCompare(b.url))).toEqual(
    Object.entries(ROUTES)
      .map(([route, spec]) => ({ url: `/api${route}`, access: spec.access }))
      .sort((a, b) => a.url.localeCompare(b.url)),
  );
});

describe.each(Object.entries(ROUTES))('%s', (route, spec) => {
  const callers = callerFor(spec.access);
  /** The status a refusal must have when the body was read; a form route refuses JSON with its own. */
  const jsonStatus = (who: Caller, status: number) => (reachesBody(spec.access, who) && !spec.form ? status : undefined);
  if (spec.access === 'provider') beforeEach(keepProviderToken);

  test('any JSON value: never a 5xx, and refused unless it is an object', async () => {
    await fuzz(fc.record({ caller: callers, value: anyJson() }), RUNS.anyJson, async ({ caller, value }) => {
      const request = json(route, caller, `the JSON ${clip(JSON.stringify(value), 200)}`, value);
      const reply = await exchange(request);
      if (value === null || typeof value !== 'object' || Array.isArray(value) || spec.form) expectRefused(request, reply, jsonStatus(caller, 400));
    });
  });

  test('known fields holding values of any type: never a 5xx', async () => {
    const overrides = fc.dictionary(fc.constantFrom(...namedFields(spec)), anyJson(2), { minKeys: 1, maxKeys: 3 });
    await fuzz(fc.record({ caller: callers, overrides }), RUNS.knownFields, async ({ caller, overrides }) => {
      const request = json(route, caller, `a valid body but ${clip(JSON.stringify(overrides), 200)}`, { ...spec.valid(), ...overrides });
      const reply = await exchange(request);
      if (spec.form) expectRefused(request, reply);
    });
  });

  test('JSON nested thousands deep is refused', async () => {
    await fuzz(fc.record({ caller: callers, nesting }), RUNS.nesting, async ({ caller, nesting }) => {
      const body = nestedJson(nesting, namedFields(spec)[0]!);
      const request = json(route, caller, `${nesting.depth} levels of ${nesting.shape} (${body.length} bytes)`, body);
      expectRefused(request, await exchange(request), jsonStatus(caller, 400));
    });
  });

  test('strings near and over the 64 KB body limit: never a 5xx, and over it a 413', async () => {
    await fuzz(fc.record({ caller: callers, text: longText(spec.fields) }), RUNS.longText, async ({ caller, text }) => {
      const body = JSON.stringify({ ...spec.valid(), [text.field]: text.char.repeat(text.length) });
      const bytes = Buffer.byteLength(body);
      const request = json(route, caller, `${text.field} = ${JSON.stringify(text.char)} × ${text.length} (${bytes} bytes)`, body);
      const reply = await exchange(request);
      if (bytes > BODY_LIMIT) expectRefused(request, reply, reachesBody(spec.access, caller) ? 413 : undefined);
      else if (text.field === 'padding' || spec.form) expectRefused(request, reply);
    });
  });

  test('a NUL character in a key or a value is refused', async () => {
    await fuzz(fc.record({ caller: callers, nul: nulPlacement(namedFields(spec)) }), RUNS.nul, async ({ caller, nul }) => {
      const body = withNul(spec.valid(), nul);
      const request = json(route, caller, `a NUL ${nul.where} (${JSON.stringify(body).slice(0, 200)})`, body);
      expectRefused(request, await exchange(request), jsonStatus(caller, 400));
    });
  });

  test('fields the route does not know are refused', async () => {
    await fuzz(fc.record({ caller: callers, keys: unknownKeys(spec.fields), value: anyJson(1) }), RUNS.unknown, async ({ caller, keys, value }) => {
      const body = { ...spec.valid(), ...objectOf(keys.map((key) => [key, value])) };
      const request = json(route, caller, `a valid body plus ${clip(JSON.stringify(objectOf(keys.map((key) => [key, value]))), 200)}`, JSON.stringify(body));
      expectRefused(request, await exchange(request), jsonStatus(caller, 400));
    });
  });

  test('text that is not JSON, sent as JSON, is refused', async () => {
    await fuzz(fc.record({ caller: callers, broken: brokenJson }), RUNS.brokenJson, async ({ caller, broken }) => {
      const text = brokenJsonText(broken, JSON.stringify(spec.valid()));
      const request = json(route, caller, `${broken.kind}: ${clip(JSON.stringify(text), 120)}`, text);
      expectRefused(request, await exchange(request), jsonStatus(caller, 400));
    });
  });

  test('bodies of other content types: never a 5xx, and refused when not JSON', async () => {
    await fuzz(fc.record({ caller: callers, sent: contentType }), RUNS.contentType, async ({ caller, sent }) => {
      const valid = spec.valid();
      const body =
        sent.body === 'the valid body as JSON'
          ? Buffer.from(JSON.stringify(valid))
          : sent.body === 'the valid body URL-encoded'
            ? Buffer.from(new URLSearchParams(Object.entries(valid).map(([key, value]): [string, string] => [key, String(value)])).toString())
            : Buffer.from(sent.bytes);
      const request: Request = { route, caller, what: `${sent.body} as ${JSON.stringify(sent.contentType)}`, body, contentType: sent.contentType };
      const reply = await exchange(request);
      if (spec.form || sent.contentType === null || NOT_JSON_TYPES.includes(sent.contentType)) expectRefused(request, reply);
    });
  });

  test('bursts of one valid request sent at once: never a 5xx, nor a file that no row names', async () => {
    await fuzz(fc.integer({ min: 2, max: 6 }), RUNS.burst, async (copies) => {
      const who = NEEDED[spec.access];
      let request: Request;
      if (spec.form) {
        const form = encodeForm(validParts(spec, 1));
        request = formRequest(route, who, `${copies} copies at once of a valid form`, form.body, form.contentType);
      } else {
        const body = spec.valid();
        request = json(route, who, `${copies} copies at once of ${clip(JSON.stringify(body), 200)}`, body);
      }
      const media = await mediaState();
      const replies = await Promise.all(Array.from({ length: copies }, () => send(request)));
      for (const reply of replies) await expectSafe(request, reply);
      if (spec.form || spec.media) await expectMediaKept(`${said(request)} (answered ${replies.map((reply) => reply.status).join(', ')})`, media);
    });
  });

  const form = spec.form;
  if (!form) return;

  test('random multipart forms: never a 5xx', async () => {
    const value = fc.oneof(nastyText(60), fc.constantFrom('', 'null', 'undefined', 'true', '0', '-1', '1e400', '2147483648', '2026-02-30', '/photo', 'uploads/83190/staff/x.png'));
    const content: fc.Arbitrary<MediaKind | BadImage> = fc.oneof(fc.constantFrom<MediaKind>('png', 'jpeg', 'webp', 'mp4', 'webm'), badImage);
    const file = fc.record({
      field: fc.oneof(fc.constantFrom(...form.fileFields, ...spec.fields.slice(0, 2)), nastyText(12)),
      content,
      filename: fileName,
      type: fc.constantFrom('image/png', 'image/jpeg', 'video/mp4', 'application/octet-stream', 'text/html', ''),
    });
    const recipe = fc.record({
      caller: callers,
      fromValid: fc.boolean(),
      fields: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...namedFields(spec)), nastyText(12)), value), { maxLength: 6 }),
      files: fc.array(file, { maxLength: 4 }),
    });
    await fuzz(recipe, RUNS.randomForm, async ({ caller, fromValid, fields, files }) => {
      const parts: Part[] = [
        ...(fromValid ? validParts(spec) : []),
        ...fields.map(([name, data]) => ({ name, data })),
        ...files.map(({ field, content, filename, type }) => ({
          name: field,
          filename,
          type,
          data: fileBytes(content),
        })),
      ];
      const encoded = encodeForm(parts);
      const what = `${fromValid ? 'a valid form plus ' : ''}fields ${clip(JSON.stringify(fields), 200)} and files ${clip(JSON.stringify(files.map((f) => ({ ...f, content: typeof f.content === 'object' ? f.content.kind : f.content }))), 200)}`;
      await exchange(formRequest(route, caller, what, encoded.body, encoded.contentType));
    });
  });

  test('a form cut short at any byte is refused, and leaves no file', async () => {
    const recipe = fc.record({ caller: callers, images: fc.integer({ min: 0, max: 2 }), at: fc.double({ min: 0, max: 0.9999, noNaN: true }) });
    await fuzz(recipe, RUNS.cutForm, async ({ caller, images, at }) => {
      const parts = validParts(spec, images).map((part) => (part.filename ? mediaPart(part.name, 'jpeg') : part));
      const encoded = encodeForm(parts);
      const cut = Math.floor(at * encoded.closesAt);
      const request = formRequest(route, caller, `a valid form with ${form.needs + images} image(s) cut at byte ${cut} of ${encoded.body.length}`, encoded.body.subarray(0, cut), encoded.contentType);
      expectRefused(request, await exchange(request), reachesBody(spec.access, caller) ? 400 : undefined);
    });
  });

  test('bent boundaries: never a 5xx, and refused when no part can be read', async () => {
    await fuzz(fc.record({ caller: callers, trouble: boundaryTrouble }), RUNS.boundary, async ({ caller, trouble }) => {
      const { body, contentType } = formWithTrouble(validParts(spec, 1), trouble);
      const request = formRequest(route, caller, `a valid form with ${trouble} (Content-Type ${contentType.slice(0, 80)})`, body, contentType);
      const reply = await exchange(request);
      if (UNREADABLE_BOUNDARIES.includes(trouble)) expectRefused(request, reply, reachesBody(spec.access, caller) ? 400 : undefined);
    });
  });

  test('a file that is no image, whatever its name, type or first bytes say, is refused', async () => {
    // A part whose file name reads as empty is an empty file input, skipped as nothing chosen:
    // so is '', a name a stray quote or backslash breaks, and '..' or '../' (the parser keeps
    // only a name's last segment).
    const lastSegment = (name: string) => name.split(/[\\/]/).pop() ?? '';
    const wellFormedName = fileName.filter((name) => !/["\\\r\n]/.test(name) && !['', '.', '..'].includes(lastSegment(name)));
    const recipe = fc.record({ caller: callers, image: badImage, filename: wellFormedName, type: fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'application/octet-stream') });
    await fuzz(recipe, RUNS.badImage, async ({ caller, image, filename, type }) => {
      const parts = [...validParts(spec), { name: form.imageField(form.needs), filename, type, data: badImageBytes(image) }];
      const encoded = encodeForm(parts);
      const request = formRequest(route, caller, `a valid form plus ${JSON.stringify(image)} as ${JSON.stringify(filename)} (${type})`, encoded.body, encoded.contentType);
      expectRefused(request, await exchange(request));
    });
  });

  test('more files than a form may hold are refused', async () => {
    await fuzz(fc.record({ caller: callers, count: fc.integer({ min: 2, max: 14 }) }), RUNS.manyFiles, async ({ caller, count }) => {
      const parts = [...textParts(spec.valid()), ...Array.from({ length: count }, (_, n) => mediaPart(form.imageField(n), 'png', `${n}.png`))];
      const encoded = encodeForm(parts);
      const request = formRequest(route, caller, `a valid form with ${count} images`, encoded.body, encoded.contentType);
      const reply = await exchange(request);
      if (count > 8) expectRefused(request, reply);
    });
  });

  test('oversized parts are refused', async () => {
    type Oversized =
      | { kind: 'a text value over 16 KB'; extra: number }
      | { kind: 'an image over its limit'; extra: number }
      | { kind: 'more than 40 fields'; count: number }
      | { kind: 'a field name over 100 bytes'; length: number }
      | { kind: 'a part header over 80 KB'; length: number };
    const oversized: fc.Arbitrary<Oversized> = fc.oneof(
      fc.record({ kind: fc.constant('a text value over 16 KB' as const), extra: fc.integer({ min: 1, max: 4096 }) }),
      fc.record({ kind: fc.constant('an image over its limit' as const), extra: fc.integer({ min: 1, max: 65_536 }) }),
      fc.record({ kind: fc.constant('more than 40 fields' as const), count: fc.integer({ min: 41, max: 60 }) }),
      fc.record({ kind: fc.constant('a field name over 100 bytes' as const), length: fc.integer({ min: 101, max: 4096 }) }),
      fc.record({ kind: fc.constant('a part header over 80 KB' as const), length: fc.integer({ min: 80 * 1024 + 1, max: 100 * 1024 }) }),
    );
    await fuzz(fc.record({ caller: callers, oversized }), RUNS.oversized, async ({ caller, oversized }) => {
      const parts = validParts(spec);
      let status: number | undefined;
      switch (oversized.kind) {
        case 'a text value over 16 KB':
          parts.push({ name: spec.fields.find((field) => /description|qualification/i.test(field)) ?? namedFields(spec)[0]!, data: 'd'.repeat(16 * 1024 + oversized.extra) });
          status = 413;
          break;
        case 'an image over its limit':
          parts.push({ name: form.imageField(form.needs), filename: 'big.jpg', type: 'image/jpeg', data: jpegOfSize(form.imageMaxBytes + oversized.extra) });
          status = 413;
          break;
        case 'more than 40 fields':
          for (let n = parts.filter((part) => !part.filename).length; n < oversized.count; n++) parts.push({ name: namedFields(spec)[0]!, data: 'x' });
          status = 413;
          break;
        case 'a field name over 100 bytes':
          parts.push({ name: 'n'.repeat(oversized.length), data: 'x' });
          break;
        case 'a part header over 80 KB':
          // The parser keeps the first 80 KB of a part's header and drops the rest: no refusal is due.
          parts.push({ name: namedFields(spec)[0]!, data: 'x', headers: [`X-Padding: ${'h'.repeat(oversized.length)}`] });
          break;
      }
      const encoded = encodeForm(parts);
      const request = formRequest(route, caller, `a valid form with ${JSON.stringify(oversized)}`, encoded.body, encoded.contentType);
      const reply = await exchange(request);
      if (oversized.kind !== 'a part header over 80 KB') expectRefused(request, reply, reachesBody(spec.access, caller) ? status : undefined);
    });
  });

  if (form.videoField) {
    test('a file that is no video, or only the first bytes of one, is refused', async () => {
      const notVideo = fc.oneof(
        fc.record({ kind: fc.constant('the first bytes of a real video' as const), of: fc.constantFrom('mp4' as const, 'webm' as const), length: fc.integer({ min: 1, max: 15 }) }),
        fc.record({ kind: fc.constant('no known signature' as const), bytes: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 48 }).filter((bytes) => sniff(Buffer.from(bytes)) === null) }),
        fc.record({ kind: fc.constantFrom('an image' as const, 'an HTML page' as const) }),
      );
      await fuzz(fc.record({ caller: callers, file: notVideo }), RUNS.badVideo, async ({ caller, file }) => {
        const data =
          file.kind === 'the first bytes of a real video'
            ? MEDIA[file.of].bytes.subarray(0, file.length)
            : file.kind === 'no known signature'
              ? Buffer.from(file.bytes)
              : file.kind === 'an image'
                ? MEDIA.jpeg.bytes
                : badImageBytes({ kind: 'an HTML page' });
        const encoded = encodeForm([...validParts(spec), { name: form.videoField!, filename: 'clip.mp4', type: 'video/mp4', data }]);
        const request = formRequest(route, caller, `a valid form plus ${JSON.stringify(file)} as a video`, encoded.body, encoded.contentType);
        expectRefused(request, await exchange(request), reachesBody(spec.access, caller) ? 400 : undefined);
      });
    });
  }

  test('an upload dropped mid-way leaves no temporary file', async () => {
    const recipe = fc.record({ images: fc.integer({ min: 1, max: 3 }), at: fc.double({ min: 0.05, max: 0.95, noNaN: true }) });
    await fuzz(recipe, RUNS.dropped, async ({ images, at }) => {
      const parts = validParts(spec, images).map((part) => (part.filename ? mediaPart(part.name, 'jpeg') : part));
      const encoded = encodeForm(parts);
      const sent = Math.floor(at * encoded.body.length);
      const what = `an upload with ${form.needs + images} image(s) dropped after ${sent} of ${encoded.body.length} bytes`;
      const media = await mediaState();
      await dropMidway(route, tokens[NEEDED[spec.access]]!, encoded.body, encoded.contentType, sent);
      if (!(await until(() => tmpFiles().length === 0, 2000))) throw new Error(`POST /api${route}, ${what}: left ${JSON.stringify(tmpFiles())} in uploads/.tmp`);
      await expectMediaKept(`POST /api${route}, ${what}`, media);
      await expectServing(`POST /api${route}, ${what}`);
    });
  });
});

// ---------------------------------------------------------------------------------------------

describe('after all of the above', () => {
  test('no temporary upload is left in uploads/.tmp', async () => {
    await until(() => tmpFiles().length === 0, 2000);
    expect(tmpFiles()).toEqual([]);
  });

  test('every media path a row holds is a file on disk', async () => {
    expect((await referenced()).filter((file) => !storedExists(api, file))).toEqual([]);
  });

  test('every file in the uploads folder belongs to a row, or is a page upload answered and not yet named by a page', async () => {
    const rows = new Set(await referenced());
    expect(rows.size).toBeGreaterThan(0);
    expect(uploadsOf(api).filter((file) => !file.startsWith('uploads/.tmp/') && !rows.has(file) && !answeredUploads.has(file))).toEqual([]);
  });

  test('every page upload answered was stored in its school’s pages folder, and is still there', () => {
    expect(answeredUploads.size).toBeGreaterThan(0);
    for (const file of answeredUploads) expect({ file, stored: storedExists(api, file) }).toEqual({ file: expect.stringMatching(/^uploads\/school\.\d+\/pages\/[0-9a-f-]{36}\.(webp|pdf)$/), stored: true });
  });

  (process.env.TEST_DATABASE_URL ? test.skip : test)('the SQLite file passes its integrity and foreign key checks', async () => {
    expect(api.database.dialect).toBe('sqlite');
    const integrity = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db());
    expect(integrity.rows).toEqual([{ integrity_check: 'ok' }]);
    const orphans = await sql`PRAGMA foreign_key_check`.execute(db());
    expect(orphans.rows).toEqual([]);
  });
});
