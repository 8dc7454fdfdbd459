import { createHash, randomBytes } from 'node:crypto';
import type { Access } from './plugins/principal';
import { ACCOUNTS, nextCodeAccepted, schoolUserToken, secondFactorOn, startTestApi, tokensFor, totpCode, type Answer, type TestApi } from './test-support/test-api';
import { bytesFile, formOf, insertSchool, keysOf, PNG_BYTES, schoolForm, schoolIdOf } from './test-support/fixtures';
import { freshRecords, insertDraft, insertNotice } from './test-support/records';
import { newReference } from './modules/feedback/reference';
import { hashPassword } from './modules/auth/passwords';
import { manifestOf } from './test-support/remote-manifests';

/**
 * Every route of the API, called by each kind of caller on school A's records, with the status
 * each must get. A route added to the API without a row here fails the first test. School A's
 * publisher and editor get what its admin gets where the route's access admits their role, and
 * 403 where it does not; the provider in a support session of school A gets what its admin gets,
 * but 403 on the account's, the provider's and the Team's routes (docs/decisions/013-school-team.md).
 */
const WHO = ['anonymous', 'school A admin', 'school B admin', 'provider admin', 'school A publisher', 'school A editor', 'school A support'] as const;
type Who = (typeof WHO)[number];
type Role = 'publisher' | 'editor';
const ROLE_OF: Partial<Record<Who, Role>> = { 'school A publisher': 'publisher', 'school A editor': 'editor' };
/** Which school accesses admit each lesser role. */
const ADMITS: Record<Role, Access[]> = { publisher: ['school', 'school-publish'], editor: ['school'] };

type Request = { json: unknown } | { form: FormData };
interface Row {
  access: Access;
  /** Statuses for anonymous, school A admin, school B admin, provider admin (the lesser roles' follow from the access). */
  expect: [number, number, number, number];
  /** A valid request on school A's records, made afresh for each caller (deletes need their own record). */
  request: (who: Who) => Promise<Request>;
  /** Called by another user of each kind, logged in for the call: the route ends every session of its caller. */
  ownToken?: true;
  /**
   * What the provider in a support session of school A gets where it is not what follows from
   * the access (the admin's answer on school and public routes, 403 on account and provider
   * routes): 403 on the routes that manage users (decision 013, "Support access").
   */
  support?: number;
}

let api: TestApi;
/** The prerenderer's token (modules/prerender): set, so its routes are walked too. */
const RENDERER_TOKEN = randomBytes(24).toString('hex');
/** The release script's token (modules/releases): set, so every route is seen to refuse it but one. */
const RELEASE_TOKEN = randomBytes(24).toString('hex');
let tokens: Record<Who, string | null>;
let schoolA: number;
let made = 0;

beforeAll(async () => {
  api = await startTestApi({ RENDERER_TOKEN, RELEASE_TOKEN });
  const { schoolA: a, schoolB: b, provider } = await tokensFor(api);
  tokens = {
    anonymous: null,
    'school A admin': a,
    'school B admin': b,
    'provider admin': provider,
    'school A publisher': await schoolUserToken(api, 'publisher'),
    'school A editor': await schoolUserToken(api, 'editor'),
    // Opened below, with the provider's token.
    'school A support': null,
  };
  schoolA = await schoolIdOf(api, '83181');
  tokens['school A support'] = await supportToken();
});
afterAll(() => api.close());

const db = () => api.database.db;
const now = () => new Date().toISOString();

/** A one-time code of a new support session of school A (the provider's, for an hour). */
async function supportCode(): Promise<string> {
  const started = await api.post('/Provider/School/Support/Start', { schoolId: schoolA, minutes: 60, reason: 'Matrix' }, { token: tokens['provider admin'] });
  return started.body.code as string;
}

/** The token of a new support session of school A. */
async function supportToken(): Promise<string> {
  return (await api.post('/School/Support/Exchange', { code: await supportCode() })).body.token as string;
}

/** Fresh records of school A, written straight to the database. */
const fresh = {
  ...freshRecords(() => ({ db: db(), id: schoolA }), () => `Matrix ${++made}`),
  school: async () => insertSchool(db(), `M${++made}`, `Matrix school M${made}`),
  finding: async () =>
    (
      await db()
        .insertInto('health_findings')
        .values({ school_id: schoolA, key: `internalLink:matrix:${++made}`, check_name: 'internalLink', severity: 'high', place: 'Matrix', detail: '/matrix', fix: '', cause: '/matrix', status: 'open', reason: null, opened_at: now(), closed_at: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,

  user: async () =>
    (
      await db()
        .insertInto('users')
        .values({ full_name: 'Matrix User', user_name: `matrix${++made}`, password_hash: 'not-a-login', user_type: 'School', active: 1, school_id: schoolA, token_version: 0, role: 'editor' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  /** A feedback of school A, by its reference number. */
  feedback: async () => {
    const reference = newReference(new Date());
    await db()
      .insertInto('feedback')
      .values({ reference, school_id: schoolA, name: 'Matrix', email: 'matrix@example.org', message: 'M', received_at: now(), closed_at: null })
      .execute();
    return reference;
  },
};

/** The caller's user id, from its token (null: anonymous). */
const userIdOf = (who: Who): number | null => {
  const token = tokens[who];
  return token ? Number((JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub) : null;
};

/** A draft of school A by the caller (a publisher's routes: by a user of school A, whoever calls), in the state given. */
const draftOf = async (who: Who, state = 'draft') => insertDraft(db(), { school_id: schoolA, author_id: userIdOf(who) ?? (await fresh.user()), state, title: `Matrix ${++made}` });
const draftBy = async (state: string) => insertDraft(db(), { school_id: schoolA, author_id: await fresh.user(), state, title: `Matrix ${++made}` });

/** The current version of a page of the caller's school (0: never saved, or no school). */
async function pageVersionOf(who: Who, kind: string): Promise<number> {
  const code = { 'school A admin': '83181', 'school B admin': '83190', 'school A publisher': '83181', 'school A editor': '83181', 'school A support': '83181' }[who as string];
  if (!code) return 0;
  const schoolId = await schoolIdOf(api, code);
  const row = await db().selectFrom('page_versions').select((eb) => eb.fn.max('version').as('version')).where('school_id', '=', schoolId).where('kind', '=', kind).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** A notice's body the Add and Update routes accept. */
const noticeBody = () => ({ category: 'notice', title: { en: `Matrix ${++made}`, hi: '' }, date: '2026-11-24', publishFrom: now(), expireOn: null });

/** An alert's body the Add routes accept: showing now for an hour. */
const alertBody = () => ({ message: { en: `Matrix ${++made}`, hi: '' }, startsAt: now(), endsAt: new Date(Date.now() + 3_600_000).toISOString() });

/** A fresh release of the content remote, written straight to the database (its bytes are not checked here). */
async function contentRelease(): Promise<string> {
  const version = `matrix-${++made}`;
  await db().insertInto('remote_releases').values({ remote: 'content', version, integrity: 'sha384-matrix', manifest: '{}', registered_at: now(), registered_by: null }).execute();
  return version;
}

/** The content remote's channel revision now: each change names it. */
const contentRevision = async () => (await db().selectFrom('remote_channels').select('revision').where('remote', '=', 'content').executeTakeFirstOrThrow()).revision;

const threeImages = () => ({
  Img1File: bytesFile(PNG_BYTES, 'a.png'),
  Img2File: bytesFile(PNG_BYTES, 'b.png'),
  Img3File: bytesFile(PNG_BYTES, 'c.png'),
});

const matrixSchool = (code: string) => schoolForm(code, 'Matrix School');

const userForm = (userName: string) => ({
  fullName: 'Matrix User',
  userName,
  password: api.encrypt('matrix-pass-1'),
  userType: 'School',
  active: true,
  SchoolId: schoolA,
});

const teamForm = (userName: string) => ({ fullName: 'Matrix Member', userName, password: api.encrypt('matrix-pass-1'), role: 'editor', active: true });

const PUBLIC: Row['expect'] = [200, 200, 200, 200];
const SCHOOL_READ: Row['expect'] = [401, 200, 404, 403];
const SCHOOL_ADD: Row['expect'] = [401, 201, 201, 403];
const PROVIDER_READ: Row['expect'] = [401, 403, 403, 200];
const PROVIDER_ADD: Row['expect'] = [401, 403, 403, 201];
const SCHOOL_OWN: Row['expect'] = [401, 200, 200, 403];

/**
 * The five calls every kind of a school's records has (schoolRecordRoutes and schoolRecordSaves):
 * anyone lists them; the school's admin reads, adds, updates and deletes its own, and another
 * school's admin finds none of school A's.
 */
function recordRows(
  path: string,
  kind: {
    /** GetAll's body for school A's records. */
    list: Record<string, unknown>;
    /** The field naming one record (GetById, Delete), and Update's form's when it is spelt otherwise. */
    idField: string;
    updateIdField?: string;
    table: 'staff' | 'alumni' | 'activities';
    /** A fresh record of school A, for the calls that change or delete one. */
    fresh: () => Promise<number>;
    /** A valid Add or Update form's text fields, and the files Add needs. */
    form: () => Record<string, string | number>;
    addFiles?: () => Record<string, File>;
  },
): Record<string, Row> {
  const first = async () => (await db().selectFrom(kind.table).select('id').where('school_id', '=', schoolA).orderBy('id').executeTakeFirstOrThrow()).id;
  return {
    [`${path}/GetAll`]: { access: 'public', expect: PUBLIC, request: async () => ({ json: kind.list }) },
    [`${path}/GetById`]: { access: 'school', expect: SCHOOL_READ, request: async () => ({ json: { [kind.idField]: await first() } }) },
    [`${path}/Add`]: { access: 'school-publish', expect: SCHOOL_ADD, request: async () => ({ form: formOf(kind.form(), kind.addFiles?.()) }) },
    [`${path}/Update`]: { access: 'school-publish', expect: SCHOOL_READ, request: async () => ({ form: formOf({ [kind.updateIdField ?? kind.idField]: await kind.fresh(), ...kind.form() }) }) },
    [`${path}/Delete`]: { access: 'school-publish', expect: SCHOOL_READ, request: async () => ({ json: { [kind.idField]: await kind.fresh() } }) },
  };
}

/**
 * The five calls of an alert: a school's own alerts (its admin finds none of another school's)
 * or the provider's alerts to every school.
 */
function alertRows(scope: 'School' | 'Provider'): Record<string, Row> {
  const provider = scope === 'Provider';
  const [access, read, add] = provider ? (['provider', PROVIDER_READ, PROVIDER_ADD] as const) : (['school-publish', SCHOOL_READ, SCHOOL_ADD] as const);
  const path = `/api/${scope}/Alert`;
  return {
    [`${path}/GetAll`]: { access, expect: provider ? PROVIDER_READ : SCHOOL_OWN, request: async () => ({ json: {} }) },
    [`${path}/Add`]: { access, expect: add, request: async () => ({ json: alertBody() }) },
    [`${path}/Update`]: { access, expect: read, request: async () => ({ json: { id: await fresh.alert(provider), ...alertBody() } }) },
    [`${path}/End`]: { access, expect: read, request: async () => ({ json: { id: await fresh.alert(provider) } }) },
    [`${path}/Delete`]: { access, expect: read, request: async () => ({ json: { id: await fresh.alert(provider) } }) },
  };
}

const MATRIX: Record<string, Row> = {
  // The caller's own account: any signed-in user. A wrong current password is read (400), not refused at the door.
  '/api/Auth/Admin/ChangePassword': {
    access: 'account',
    expect: [401, 400, 400, 400],
    request: async () => ({ json: { currentPassword: api.encrypt('not-the-current-one'), newPassword: api.encrypt('matrix-new-pass-1') } }),
  },
  '/api/Auth/Admin/Logout': { access: 'account', expect: [401, 200, 200, 200], ownToken: true, request: async () => ({ json: {} }) },
  '/api/Auth/Admin/Login': {
    access: 'public',
    expect: PUBLIC,
    request: async () => ({
      json: { username: ACCOUNTS.schoolAdmin.username, password: api.encrypt(ACCOUNTS.schoolAdmin.password), userType: 'School', SchoolCode: '83181' },
    }),
  },
  // The login's code step: the seeded school admin's challenge and its next code.
  '/api/Auth/Admin/Login/SecondFactor': {
    access: 'public',
    expect: PUBLIC,
    request: async () => {
      const first = await api.passwordStep(ACCOUNTS.schoolAdmin.username, ACCOUNTS.schoolAdmin.password);
      await nextCodeAccepted(api, ACCOUNTS.schoolAdmin.username);
      return { json: { challenge: first.body.challenge, code: totpCode() } };
    },
  },
  // The caller's own second factor. Every caller's is on: enrolment answers 409 and a wrong code 400, read, not refused at the door.
  '/api/Auth/Admin/SecondFactor/Status': { access: 'account', expect: [401, 200, 200, 200], request: async () => ({ json: {} }) },
  '/api/Auth/Admin/SecondFactor/Start': { access: 'account', expect: [401, 409, 409, 409], request: async () => ({ json: {} }) },
  '/api/Auth/Admin/SecondFactor/Confirm': { access: 'account', expect: [401, 409, 409, 409], request: async () => ({ json: { code: '123456' } }) },
  '/api/Auth/Admin/SecondFactor/RecoveryCodes': { access: 'account', expect: [401, 400, 400, 400], request: async () => ({ json: { code: '000000' } }) },

  ...recordRows('/api/School/Staff', {
    list: { active: true, schoolCode: '83181' },
    idField: 'schoolStaffId',
    table: 'staff',
    fresh: () => fresh.staff(),
    form: () => ({ fullName: 'Matrix', designation: 'Clerk', schoolId: schoolA, SchoolCode: '83181' }),
  }),
  ...recordRows('/api/School/Alumni', {
    list: { active: true, SchoolCode: '83181' },
    idField: 'alumniId',
    updateIdField: 'AlumniId',
    table: 'alumni',
    fresh: () => fresh.alumnus(),
    form: () => ({ AlumniName: 'Matrix', Active: 'true', SchoolId: schoolA, SchoolCode: '83181', CreatedBy: 1 }),
  }),
  ...recordRows('/api/School/Activity', {
    list: { active: true, schoolcode: '83181' },
    idField: 'activityGalleryid',
    table: 'activities',
    fresh: () => fresh.event(),
    form: () => ({ Title: 'Matrix', Description: 'D', ActivityDate: '2026-02-02', SchoolId: schoolA, SchoolCode: '83181' }),
    addFiles: threeImages,
  }),

  '/api/School/Profile/Update': { access: 'school-admin', expect: SCHOOL_OWN, request: async () => ({ json: { affiliationNumber: '1234567' } }) },

  // Each school admin reads and writes the pages of its own school: no id names another's.
  '/api/School/Page/GetAll': { access: 'school', expect: SCHOOL_OWN, request: async () => ({ json: {} }) },
  '/api/School/Storage/Get': { access: 'school', expect: SCHOOL_OWN, request: async () => ({ json: {} }) },
  '/api/School/Page/Get': { access: 'school', expect: SCHOOL_OWN, request: async () => ({ json: { kind: 'vision' } }) },
  // Each caller saves its own school's page, naming the version it has now.
  '/api/School/Page/Update': {
    access: 'school-publish',
    expect: SCHOOL_OWN,
    request: async (who) => ({ json: { kind: 'vision', content: { vision: { en: `Matrix ${++made}`, hi: '' } }, baseVersion: await pageVersionOf(who, 'vision') } }),
  },
  // A page's history: school A's principal's message (the demo's, version 1), which school B has never written.
  '/api/School/Page/History': { access: 'school-publish', expect: SCHOOL_OWN, request: async () => ({ json: { kind: 'principal', page: 1 } }) },
  '/api/School/Page/Version': { access: 'school-publish', expect: SCHOOL_READ, request: async () => ({ json: { kind: 'principal', version: 1 } }) },
  '/api/School/Page/Restore': {
    access: 'school-publish',
    expect: SCHOOL_READ,
    request: async () => ({ json: { kind: 'principal', version: 1, baseVersion: await pageVersionOf('school A admin', 'principal') } }),
  },
  '/api/School/Page/Upload': { access: 'school', expect: SCHOOL_ADD, request: async () => ({ form: formOf({}, { picture: bytesFile(PNG_BYTES, 'page.png') }) }) },

  // Anyone may send feedback (4 sends, under the hourly limit of one client); each school admin
  // reads and closes its own school's only: another school's is not found.
  '/api/Site/Feedback': {
    access: 'public',
    expect: [201, 201, 201, 201],
    request: async () => ({ json: { school: '83181', name: 'Matrix', email: 'matrix@example.org', message: `Matrix ${++made}` } }),
  },
  '/api/School/Feedback/GetAll': { access: 'school-publish', expect: SCHOOL_OWN, request: async () => ({ json: { status: 'all', page: 1 } }) },
  '/api/School/Feedback/Close': { access: 'school-publish', expect: SCHOOL_READ, request: async () => ({ json: { reference: await fresh.feedback() } }) },
  '/api/School/Feedback/Reopen': { access: 'school-publish', expect: SCHOOL_READ, request: async () => ({ json: { reference: await fresh.feedback() } }) },

  // Site health: a school's publisher accepts its own school's open finding; any school user asks for a check.
  '/api/School/Health/Accept': { access: 'school-publish', expect: SCHOOL_READ, request: async () => ({ json: { id: await fresh.finding(), reason: 'Matrix' } }) },
  '/api/School/Health/Check': { access: 'school', expect: [401, 202, 202, 403], request: async () => ({ json: {} }) },

  // The audit log: each school admin reads its own school's (no field names another), the provider every school's.
  '/api/School/Audit/GetAll': { access: 'school-admin', expect: SCHOOL_OWN, request: async () => ({ json: { page: 1 } }) },
  '/api/School/Audit/Export': { access: 'school-admin', expect: SCHOOL_OWN, request: async () => ({ json: {} }) },
  '/api/Provider/Audit/GetAll': { access: 'provider', expect: PROVIDER_READ, request: async () => ({ json: { page: 1, schoolId: schoolA } }) },
  '/api/Provider/Audit/Export': { access: 'provider', expect: PROVIDER_READ, request: async () => ({ json: { schoolId: schoolA } }) },

  // Each school admin keeps its own school's alerts (another's is not found); the provider its alerts to every school.
  ...alertRows('School'),
  ...alertRows('Provider'),

  // Each school admin keeps its own school's notices: another's is not found.
  '/api/School/Notice/GetAll': { access: 'school', expect: SCHOOL_OWN, request: async () => ({ json: {} }) },
  '/api/School/Notice/Add': { access: 'school-publish', expect: SCHOOL_ADD, request: async () => ({ json: noticeBody() }) },
  '/api/School/Notice/Update': { access: 'school-publish', expect: SCHOOL_READ, request: async () => ({ json: { id: await fresh.notice(), ...noticeBody() } }) },
  '/api/School/Notice/Publish': { access: 'school-publish', expect: SCHOOL_READ, request: async () => ({ json: { id: await fresh.notice() } }) },
  '/api/School/Notice/Delete': { access: 'school-publish', expect: SCHOOL_READ, request: async () => ({ json: { id: await fresh.notice() } }) },

  // Drafts: each user's own (another school's admin finds none of school A's); a publisher's calls on anyone's.
  '/api/School/Draft/GetAll': { access: 'school', expect: SCHOOL_OWN, request: async () => ({ json: {} }) },
  '/api/School/Draft/Get': { access: 'school', expect: SCHOOL_READ, request: async (who) => ({ json: { id: await draftOf(who) } }) },
  '/api/School/Draft/Save': { access: 'school', expect: SCHOOL_OWN, request: async () => ({ json: { change: { type: 'notice', noticeId: null, notice: noticeBody() } } }) },
  '/api/School/Draft/SaveRecord': { access: 'school', expect: SCHOOL_OWN, request: async () => ({ form: formOf({ draftType: 'staff', fullName: 'Matrix', designation: 'Clerk' }) }) },
  '/api/School/Draft/Submit': { access: 'school', expect: SCHOOL_READ, request: async (who) => ({ json: { id: await draftOf(who) } }) },
  '/api/School/Draft/Discard': { access: 'school', expect: SCHOOL_READ, request: async (who) => ({ json: { id: await draftOf(who) } }) },
  '/api/School/Draft/Publish': { access: 'school-publish', expect: SCHOOL_READ, request: async () => ({ json: { id: await draftBy('submitted') } }) },
  '/api/School/Draft/Return': { access: 'school-publish', expect: SCHOOL_READ, request: async () => ({ json: { id: await draftBy('submitted'), comment: 'Matrix' } }) },
  // Sent unchanged (on): the matrix never switches a school's approval off.
  '/api/School/Team/Approval': { access: 'school-admin', expect: SCHOOL_OWN, request: async () => ({ json: { approvalRequired: true } }) },

  '/api/School/GetAll': { access: 'provider', expect: PROVIDER_READ, request: async () => ({ json: { active: true } }) },
  '/api/School/GetById': { access: 'provider', expect: PROVIDER_READ, request: async () => ({ json: { schoolId: schoolA } }) },
  '/api/School/Add': { access: 'provider', expect: PROVIDER_ADD, request: async () => ({ json: matrixSchool(`N${++made}`) }) },
  '/api/School/Update': {
    access: 'provider',
    expect: PROVIDER_READ,
    // School A itself, sent back unchanged.
    request: async () => {
      const a = await db().selectFrom('schools').selectAll().where('id', '=', schoolA).executeTakeFirstOrThrow();
      return { json: { ...matrixSchool(a.school_code), schoolName: a.school_name, schoolId: schoolA } };
    },
  },
  '/api/School/Delete': { access: 'provider', expect: PROVIDER_READ, request: async () => ({ json: { schoolId: await fresh.school() } }) },

  '/api/School/User/GetAll': { access: 'provider', expect: PROVIDER_READ, request: async () => ({ json: { schoolId: schoolA, active: true } }) },
  '/api/School/User/GetById': {
    access: 'provider',
    expect: PROVIDER_READ,
    request: async () => {
      const admin = await db().selectFrom('users').select('id').where('user_name', '=', ACCOUNTS.schoolAdmin.username).executeTakeFirstOrThrow();
      return { json: { SchoolUserId: admin.id } };
    },
  },
  '/api/School/User/Add': { access: 'provider', expect: PROVIDER_ADD, request: async () => ({ json: userForm(`matrixnew${++made}`) }) },
  '/api/School/User/Update': {
    access: 'provider',
    expect: PROVIDER_READ,
    request: async () => ({ json: { ...userForm(`matrixupd${++made}`), password: '', schoolUserId: await fresh.user() } }),
  },
  '/api/School/User/Delete': { access: 'provider', expect: PROVIDER_READ, request: async () => ({ json: { SchoolUserId: await fresh.user() } }) },
  '/api/School/User/LoginThrottle': { access: 'provider', expect: PROVIDER_READ, request: async () => ({ json: { SchoolUserId: await fresh.user() } }) },
  '/api/School/User/ResetSecondFactor': { access: 'provider', expect: PROVIDER_READ, request: async () => ({ json: { SchoolUserId: await fresh.user() } }) },
  '/api/School/User/LoginThrottle/Clear': { access: 'provider', expect: PROVIDER_READ, request: async () => ({ json: { SchoolUserId: await fresh.user() } }) },
  // A school admin's own school's users: an id of another school's user is not found.
  '/api/School/Team/GetAll': { access: 'school-admin', expect: SCHOOL_OWN, support: 403, request: async () => ({ json: {} }) },
  '/api/School/Team/Add': { access: 'school-admin', expect: SCHOOL_ADD, support: 403, request: async () => ({ json: teamForm(`matrixteam${++made}`) }) },
  '/api/School/Team/Update': {
    access: 'school-admin',
    expect: SCHOOL_READ,
    support: 403,
    request: async () => ({ json: { ...teamForm(`matrixteamupd${++made}`), password: '', schoolUserId: await fresh.user() } }),
  },

  // The remotes' releases: the provider's only. Each change names the channel's current revision,
  // on a channel set up for it (a canary to promote, a stable version replaced to roll back to).
  '/api/Provider/Remotes/GetAll': { access: 'provider', expect: PROVIDER_READ, request: async () => ({ json: {} }) },
  '/api/Provider/Remotes/Register': {
    access: 'provider',
    expect: PROVIDER_ADD,
    request: async () => ({ json: { remote: 'content', version: `matrix-${++made}`, manifest: manifestOf('content') } }),
  },
  '/api/Provider/Remotes/Canary': {
    access: 'provider',
    expect: PROVIDER_READ,
    request: async () => ({ json: { remote: 'content', version: await contentRelease(), share: 10, revision: await contentRevision() } }),
  },
  '/api/Provider/Remotes/Promote': {
    access: 'provider',
    expect: PROVIDER_READ,
    request: async () => {
      await db().updateTable('remote_channels').set({ canary: await contentRelease(), canary_share: 10 }).where('remote', '=', 'content').execute();
      return { json: { remote: 'content', revision: await contentRevision() } };
    },
  },
  '/api/Provider/Remotes/Rollback': {
    access: 'provider',
    expect: PROVIDER_READ,
    request: async () => {
      await db().insertInto('remote_stable_history').values({ remote: 'content', version: await contentRelease(), replaced_at: now() }).execute();
      return { json: { remote: 'content', revision: await contentRevision() } };
    },
  },
  '/api/Provider/Remotes/SwitchOff': { access: 'provider', expect: PROVIDER_READ, request: async () => ({ json: { remote: 'content', off: true, revision: await contentRevision() } }) },
  '/api/Provider/Remotes/Pin': {
    access: 'provider',
    expect: PROVIDER_READ,
    request: async () => ({ json: { remote: 'content', schoolId: schoolA, version: await contentRelease(), revision: await contentRevision() } }),
  },

  // Support access: the provider starts a session, a code opens it (anyone may hold one), and only a support session ends itself.
  '/api/Provider/School/Support/Start': { access: 'provider', expect: PROVIDER_ADD, request: async () => ({ json: { schoolId: schoolA, minutes: 5, reason: 'Matrix' } }) },
  '/api/School/Support/Exchange': { access: 'public', expect: PUBLIC, request: async () => ({ json: { code: await supportCode() } }) },
  '/api/School/Support/End': { access: 'school-admin', expect: [401, 403, 403, 403], support: 200, ownToken: true, request: async () => ({ json: {} }) },
};

async function call(url: string, request: Request, token: string | null): Promise<Answer> {
  const route = url.replace(/^\/api/, '');
  return 'form' in request ? api.postForm(route, request.form, token) : api.post(route, request.json, { token });
}

test('every route of the API has a row in the access matrix, and every row is a route', () => {
  const routes = api.routes.map((route) => route.url).sort();
  expect(routes.length).toBeGreaterThan(0);
  expect(routes).toEqual(Object.keys(MATRIX).sort());
});

test('every route declares the access its row expects', () => {
  for (const route of api.routes) expect({ url: route.url, access: route.access }).toEqual({ url: route.url, access: MATRIX[route.url]?.access });
});

/** What a lesser role of school A gets: the admin's answer where its role is admitted; 403 on another school role's route and on the provider's. */
function roleStatus(role: Role, row: Row): number {
  const admin = row.expect[1];
  if (row.access === 'public' || row.access === 'account' || ADMITS[role].includes(row.access)) return admin;
  return 403;
}

/** What school A's support session gets: as its admin on school and public routes, never the account's or the provider's (decision 013). */
function supportStatus(row: Row): number {
  if (row.support !== undefined) return row.support;
  return row.access === 'account' || row.access === 'provider' ? 403 : row.expect[1];
}

const statusOf = (who: Who, row: Row): number => {
  if (who === 'school A support') return supportStatus(row);
  const role = ROLE_OF[who];
  return role ? roleStatus(role, row) : row.expect[WHO.indexOf(who)]!;
};

// A public route answers every role alike (the admin's cell checks a school token there); the
// lesser roles' calls would only spend the feedback's hourly limit.
const callersOf = (row: Row) => WHO.filter((who) => !((ROLE_OF[who] || who === 'school A support') && row.access === 'public'));
const cells = Object.entries(MATRIX).flatMap(([url, row]) => callersOf(row).map((who) => ({ url, who, status: statusOf(who, row), row })));

/**
 * A token of another user of the caller's kind, for a row whose call ends every session of its
 * caller's user (the shared tokens above must live on).
 */
let ownHash: Promise<string> | null = null;
async function ownTokenOf(who: Who): Promise<string | null> {
  if (who === 'anonymous') return null;
  if (who === 'school A support') return supportToken();
  const kind = {
    'school A admin': { type: 'School', code: '83181', role: 'admin' },
    'school B admin': { type: 'School', code: '83190', role: 'admin' },
    'provider admin': { type: 'SGIUser-Admin', code: '', role: null },
    'school A publisher': { type: 'School', code: '83181', role: 'publisher' },
    'school A editor': { type: 'School', code: '83181', role: 'editor' },
  }[who];
  const userName = `matrixown${++made}`;
  ownHash ??= hashPassword('matrix-own-pass-1');
  await db()
    .insertInto('users')
    .values({
      full_name: 'Matrix Own',
      user_name: userName,
      password_hash: await ownHash,
      user_type: kind.type,
      active: 1,
      school_id: kind.code ? await schoolIdOf(api, kind.code) : null,
      token_version: 0,
      role: kind.role,
    })
    .execute();
  return (await api.login(userName, 'matrix-own-pass-1', kind.type, kind.code)).body.token as string;
}

test.each(cells)('$url answers $status to the $who', async ({ url, who, status, row }) => {
  const answer = await call(url, await row.request(who), row.ownToken ? await ownTokenOf(who) : tokens[who]);
  expect({ status: answer.status, body: answer.status >= 400 ? answer.body : 'ok' }).toEqual({
    status,
    body: status >= 400 ? { message: expect.any(String) } : 'ok',
  });
  // No answer of any route carries a password in any form: no such field, no hash.
  expect(keysOf(answer.body).filter((key) => /password|passwd|^pwd$|hash/i.test(key))).toEqual([]);
  expect(JSON.stringify(answer.body)).not.toMatch(/\$argon2/);
});

/**
 * The prerenderer's routes (modules/prerender), all GETs: its own token reads them, and every
 * caller above, a user's token or none, gets 401. A renderer route added without a row here
 * fails the first check.
 */
describe('the renderer’s routes', () => {
  const RENDERER_CALLS: Record<string, string> = {
    'GET /api/Internal/Prerender/Schools': '/Internal/Prerender/Schools',
    'GET /api/Internal/Prerender/Changes': '/Internal/Prerender/Changes?after=0',
    'GET /api/Internal/Prerender/Content': '/Internal/Prerender/Content',
    'GET /api/Internal/Prerender/Remotes': '/Internal/Prerender/Remotes',
    'GET /api/Internal/Prerender/Alerts': '/Internal/Prerender/Alerts',
  };

  test('every renderer route of the API has a row here', () => {
    // Fastify answers HEAD beside each GET, through the same hooks.
    const ours = api.app.routeResponses.filter((route) => route.access === 'renderer' && route.method !== 'HEAD').map((route) => `${route.method} ${route.url}`);
    expect(ours.sort()).toEqual(Object.keys(RENDERER_CALLS).sort());
  });

  test.each(Object.entries(RENDERER_CALLS))('%s answers the renderer’s token and refuses every other caller', async (_route, path) => {
    expect((await api.get(path, { Authorization: `Bearer ${RENDERER_TOKEN}` })).status).toBe(200);
    for (const who of WHO) {
      const token = tokens[who];
      const answer = await api.get(path, token ? { Authorization: `Bearer ${token}` } : {});
      expect({ who, status: answer.status, body: answer.body }).toEqual({ who, status: 401, body: { message: expect.any(String) } });
    }
  });
});

/**
 * The release script's token (RELEASE_TOKEN) registers a release, and opens nothing else: every
 * other route, the renderer's and the public ones too, answers it as a token it does not know.
 * A route that admits it without a row here fails.
 */
describe('the release script’s token', () => {
  const REGISTER = '/api/Provider/Remotes/Register';

  test('registers a release of a remote', async () => {
    const answer = await api.post(REGISTER.replace(/^\/api/, ''), { remote: 'content', version: `matrix-${++made}`, manifest: manifestOf('content') }, { token: RELEASE_TOKEN });
    expect(answer.status).toBe(201);
    // The renderer's token is not the script's.
    expect((await api.post(REGISTER.replace(/^\/api/, ''), { remote: 'content', version: `matrix-${++made}`, manifest: manifestOf('content') }, { token: RENDERER_TOKEN })).status).toBe(401);
  });

  test('is refused by every other route, with 401', async () => {
    const others = api.app.routeResponses.filter((route) => route.access !== null && route.method !== 'HEAD' && route.url !== REGISTER);
    expect(others.length).toBeGreaterThan(100);
    for (const route of others) {
      const url = route.url.replace(/^\/api/, '').replace(/:\w+/g, '1');
      const answer = route.method === 'GET' ? await api.get(url, { Authorization: `Bearer ${RELEASE_TOKEN}` }) : await api.post(url, {}, { token: RELEASE_TOKEN });
      expect({ route: `${route.method} ${route.url}`, status: answer.status }).toEqual({ route: `${route.method} ${route.url}`, status: 401 });
    }
  });
});

/**
 * A school the provider deactivates answers every public route as a school that does not exist,
 * and reactivating it brings every answer back. Its public routes are walked from the route
 * table: a public route added without a row here fails the first check.
 */
describe('a deactivated school', () => {
  interface Tenant {
    code: string;
    host: string;
  }
  type PublicCall = (tenant: Tenant) => Promise<{ method: 'GET' | 'POST'; path: string; body?: unknown }>;
  let noticeId = 0;
  const get = (path: string, query: Record<string, string>) => async () => ({ method: 'GET' as const, path: `${path}?${new URLSearchParams(query)}` });
  const byCode = (path: string, extra: Record<string, string> = {}) => (tenant: Tenant) => get(path, { school: tenant.code, ...extra })();
  const post = (path: string, body: (tenant: Tenant) => unknown) => async (tenant: Tenant) => ({ method: 'POST' as const, path, body: body(tenant) });
  const origin = (path: string) => (tenant: Tenant) => get(path, { origin: `https://${tenant.host}` })();

  /** Each public route, asked about a school by its code or its address. null: the route names no school. */
  const PUBLIC_CALLS: Record<string, PublicCall | null> = {
    'GET /api/health': null,
    'GET /api/ready': null,
    'GET /api/Site': (tenant) => get('/Site', { host: tenant.host })(),
    'GET /api/Site/Head': (tenant) => get('/Site/Head', { host: tenant.host })(),
    'GET /api/Site/Sitemap': origin('/Site/Sitemap'),
    'GET /api/Site/Robots': origin('/Site/Robots'),
    'GET /api/Site/NoticesRss': origin('/Site/NoticesRss'),
    'GET /api/Tls/Ask': (tenant) => get('/Tls/Ask', { domain: tenant.host })(),
    'GET /api/Site/Home': byCode('/Site/Home'),
    'GET /api/Site/Page/:kind': (tenant) => byCode('/Site/Page/vision')(tenant),
    'GET /api/Site/Disclosure': byCode('/Site/Disclosure'),
    'GET /api/Site/Search': byCode('/Site/Search', { q: 'school' }),
    'GET /api/Site/Alerts': byCode('/Site/Alerts'),
    'GET /api/Site/LastChanged': byCode('/Site/LastChanged', { list: 'staff' }),
    'GET /api/Site/Notices': byCode('/Site/Notices'),
    'GET /api/Site/Notices/Archive': byCode('/Site/Notices/Archive'),
    'GET /api/Site/Notices/Board': byCode('/Site/Notices/Board'),
    'GET /api/Site/Notice/:id': (tenant) => byCode(`/Site/Notice/${noticeId}`)(tenant),
    'GET /api/Site/Remotes': byCode('/Site/Remotes'),
    'POST /api/School/Staff/GetAll': post('/School/Staff/GetAll', (tenant) => ({ schoolCode: tenant.code })),
    'POST /api/School/Alumni/GetAll': post('/School/Alumni/GetAll', (tenant) => ({ SchoolCode: tenant.code })),
    'POST /api/School/Activity/GetAll': post('/School/Activity/GetAll', (tenant) => ({ schoolcode: tenant.code })),
    'POST /api/Site/Feedback': post('/Site/Feedback', (tenant) => ({ school: tenant.code, name: 'Matrix', email: 'matrix@example.org', message: `Matrix ${++made}` })),
    // The code step after the password step of the school's admin: where that step is refused, the challenge is missing (400).
    'POST /api/Auth/Admin/Login/SecondFactor': async (tenant) => {
      const first = await api.passwordStep('dormantadmin', 'dormant-pass-1', 'School', tenant.code);
      await nextCodeAccepted(api, 'dormantadmin');
      return { method: 'POST', path: '/Auth/Admin/Login/SecondFactor', body: { challenge: first.body.challenge, code: totpCode() } };
    },
    // A support session's one-time code, of a session the provider started while the school was active.
    'POST /api/School/Support/Exchange': async (tenant) => ({ method: 'POST', path: '/School/Support/Exchange', body: { code: await supportCodeOf(tenant) } }),
    'POST /api/Auth/Admin/Login': post('/Auth/Admin/Login', (tenant) => ({
      username: 'dormantadmin',
      password: api.encrypt('dormant-pass-1'),
      userType: 'School',
      SchoolCode: tenant.code,
    })),
  };

  const UNKNOWN: Tenant = { code: 'NOSCHOOL', host: 'no-school.example' };
  let dormant: Tenant;
  let dormantId: number;

  /** A code of a support session of the tenant's school (none of an unknown school: a code no one was given). */
  async function supportCodeOf(tenant: Tenant): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    if (tenant === UNKNOWN) return code;
    const provider = await db().selectFrom('users').select('id').where('user_name', '=', ACCOUNTS.providerAdmin.username).executeTakeFirstOrThrow();
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    await db()
      .insertInto('support_sessions')
      .values({ school_id: dormantId, provider_user_id: provider.id, reason: 'Matrix', started_at: now(), ends_at: inAnHour, code_hash: createHash('sha256').update(code).digest('hex'), code_expires_at: inAnHour })
      .execute();
    return code;
  }

  beforeAll(async () => {
    const code = `D${++made}`;
    const added = await api.post('/School/Add', matrixSchool(code), { token: tokens['provider admin'] });
    expect(added.status).toBe(201);
    dormantId = added.body.schoolId;
    dormant = { code, host: `school-${code.toLowerCase()}.example` };
    await db()
      .insertInto('users')
      .values({ full_name: 'Dormant Admin', user_name: 'dormantadmin', password_hash: await hashPassword('dormant-pass-1'), user_type: 'School', active: 1, school_id: dormantId, token_version: 0, role: 'admin' })
      .execute();
    await secondFactorOn(api, 'dormantadmin');
    noticeId = await insertNotice(db(), {
      school_id: dormantId,
      category: 'circular',
      title_en: 'Dormant notice',
      publish_from: '2026-01-01T00:00:00.000Z',
      status: 'published',
      published_at: now(),
    });
  });

  const setActive = async (active: boolean) => {
    const school = await db().selectFrom('schools').selectAll().where('id', '=', dormantId).executeTakeFirstOrThrow();
    const saved = await api.post('/School/Update', { ...matrixSchool(school.school_code), schoolName: school.school_name, schoolId: dormantId, active }, { token: tokens['provider admin'] });
    expect(saved.status).toBe(200);
  };

  /** Status and body of a call, the school's code written as <code> so two schools' refusals compare. */
  const ask = async (call: PublicCall, tenant: Tenant) => {
    const { method, path, body } = await call(tenant);
    let answer: { status: number; body: unknown };
    if (method === 'POST') answer = await api.post(path, body);
    else {
      const response = await fetch(`${api.url}/api${path}`);
      const text = await response.text();
      answer = { status: response.status, body: response.status >= 400 ? JSON.parse(text) : text };
    }
    const seen = JSON.stringify(answer.status >= 400 ? answer.body : 'ok').replaceAll(tenant.code, '<code>');
    return { status: answer.status, body: JSON.parse(seen) as unknown };
  };

  const schoolCalls = () => Object.entries(PUBLIC_CALLS).filter((entry): entry is [string, PublicCall] => entry[1] !== null);

  test('every public route of the API has a row here', () => {
    const publicRoutes = api.app.routeResponses.filter((route) => route.access === 'public' && ['GET', 'POST'].includes(route.method)).map((route) => `${route.method} ${route.url}`);
    expect(publicRoutes.sort()).toEqual(Object.keys(PUBLIC_CALLS).sort());
  });

  test('answers every public route as an unknown school does, stores no feedback, and lets no admin in; reactivated, it all answers again', async () => {
    for (const [route, call] of schoolCalls()) expect({ route, status: (await ask(call, dormant)).status }).toEqual({ route, status: route.includes('Feedback') ? 201 : 200 });
    const session = (await api.login('dormantadmin', 'dormant-pass-1', 'School', dormant.code)).body.token as string;

    await setActive(false);
    for (const [route, call] of schoolCalls()) {
      const unknown = await ask(call, UNKNOWN);
      expect(unknown.status).toBeGreaterThanOrEqual(400);
      expect({ route, ...(await ask(call, dormant)) }).toEqual({ route, ...unknown });
    }
    expect(await ask(PUBLIC_CALLS['GET /api/Site/Home']!, dormant)).toEqual({ status: 404, body: { message: 'No school has the code <code>' } });
    const before = await db().selectFrom('feedback').select('reference').where('school_id', '=', dormantId).execute();
    expect((await ask(PUBLIC_CALLS['POST /api/Site/Feedback']!, dormant)).status).toBe(404);
    expect(await db().selectFrom('feedback').select('reference').where('school_id', '=', dormantId).execute()).toEqual(before);
    // The session it had ended, and its admin's own pages refuse it.
    expect((await api.post('/School/Page/GetAll', {}, { token: session })).status).toBe(401);

    await setActive(true);
    for (const [route, call] of schoolCalls()) expect({ route, status: (await ask(call, dormant)).status }).toEqual({ route, status: route.includes('Feedback') ? 201 : 200 });
  });

  test('a token of its admin is refused while the school is inactive, even one whose session was not ended', async () => {
    const token = (await api.login('dormantadmin', 'dormant-pass-1', 'School', dormant.code)).body.token as string;
    const pages = () => api.post('/School/Page/GetAll', {}, { token });
    expect((await pages()).status).toBe(200);
    await db().updateTable('schools').set({ active: 0 }).where('id', '=', dormantId).execute();
    expect(await pages()).toMatchObject({ status: 401, body: { message: 'Invalid or expired token' } });
    await db().updateTable('schools').set({ active: 1 }).where('id', '=', dormantId).execute();
    expect((await pages()).status).toBe(200);
  });
});
