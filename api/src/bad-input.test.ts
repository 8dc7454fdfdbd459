import { closeSync, existsSync, mkdtempSync, openAsBlob, openSync, readFileSync, rmSync, ftruncateSync, writeSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ALUMNI_PHOTO } from '@school/shared/contracts/alumni';
import { EVENT_MEDIA_LIMITS, EVENT_MESSAGES } from '@school/shared/contracts/events';
import { PAGE_PICTURE_LIMIT } from '@school/shared/contracts/page-fields';
import { STAFF_PICTURE } from '@school/shared/contracts/staff';
import { ACCOUNTS, SEED_MEDIA, startTestApi, tokensFor, type Answer, type TestApi } from './test-support/test-api';
import { bytesFile, expectStillServing, formOf, HTML_BYTES, PNG_BYTES, schoolForm, schoolIdOf, seedFile, TEST_PHONE, uploadsOf } from './test-support/fixtures';
import { sniff } from './uploads/file-type';
import { HOSTILE_PDFS } from './test-support/pdf-files';
import { freshRecords, insertDraft } from './test-support/records';
import { manifestOf } from './test-support/remote-manifests';

/**
 * Bad input on every route: each is refused with a 4xx and a message, never a 5xx; the server
 * keeps serving; and nothing is left behind in the uploads folder (uploads/.tmp included).
 */
let api: TestApi;
let tokens: { schoolA: string; provider: string };
let schoolA: number;
let made = 0;
let bigFiles: string;

beforeAll(async () => {
  api = await startTestApi();
  const all = await tokensFor(api);
  tokens = { schoolA: all.schoolA, provider: all.provider };
  schoolA = await schoolIdOf(api, '83181');
  bigFiles = mkdtempSync(path.join(os.tmpdir(), 'school-api-big-'));
});
afterAll(async () => {
  await api.close();
  rmSync(bigFiles, { recursive: true, force: true });
});

const db = () => api.database.db;
const now = () => new Date().toISOString();
const PG_INT_MAX = 2_147_483_647;

/** Fresh records of school A for the update and delete routes. */
const records = freshRecords(() => ({ db: db(), id: schoolA }), () => 'Bad Input');

const badSchool = () => schoolForm(`B${++made}`, 'Bad Input School');
/** A school of its own, for the calls that change or delete one. */
const freshSchool = async (): Promise<number> => (await api.post('/School/Add', badSchool(), { token: tokens.provider })).body.schoolId;

const userForm = () => ({
  fullName: 'Bad Input User',
  userName: `badinput${++made}`,
  password: api.encrypt('bad-input-pass-1'),
  userType: 'School',
  active: true,
  SchoolId: schoolA,
});

/** A support session's start (modules/support). */
const supportStart = () => ({ schoolId: schoolA, minutes: 10, reason: 'Bad input' });

/** A school admin's Team form (modules/team). */
const teamForm = () => ({ fullName: 'Bad Input Member', userName: `badteam${++made}`, password: api.encrypt('bad-input-pass-1'), role: 'editor', active: true });

type Token = 'schoolA' | 'provider' | null;
type RawBody = NonNullable<NonNullable<Parameters<typeof fetch>[1]>['body']>;
type Fields = Record<string, string | number | undefined>;

interface JsonRoute {
  token: Token;
  /** A body the route accepts. */
  valid: () => Promise<Record<string, unknown>>;
  /** Bodies that lack a required field. */
  missing: () => Promise<unknown[]>;
  /** Bodies with a field of the wrong type or out of range. */
  wrong: () => Promise<Record<string, unknown>[]>;
}

/** A form's text fields, sent with the files the route needs (formWith); or a whole form, when what is missing or wrong is its files. */
type FormCase = Fields | FormData;

interface FormRoute {
  token: Token;
  valid: () => Promise<Fields>;
  missing: () => Promise<FormCase[]>;
  wrong: () => Promise<FormCase[]>;
  /** The file field that takes an image, its refusals, the largest image it takes and how many (every route stores a picture re-encoded as WebP). */
  image: { field: string; refusal: string; maxBytes: number; maxCount: number; tooMany: string };
  /** The file field that takes a video, for the event forms. */
  video?: string;
  /** What names the stored files when the answer does not (a draft's answer is its summary; its change names them). */
  readBack?: (answer: { body: { id: number } }) => Promise<unknown>;
}

const IDS_OUT_OF_RANGE = [0, -3, 1.5, 'seven', true, null, PG_INT_MAX + 1, Number.MAX_SAFE_INTEGER, '1e400'];
const idCases = (field: string, rest: Record<string, unknown> = {}) => IDS_OUT_OF_RANGE.map((id) => ({ ...rest, [field]: id }));
const NUL = 'text\u0000with a NUL';
/** A fresh valid body from `valid` for each change, with that change made: one wrong field a case. */
const eachChanged = (valid: () => Record<string, unknown>, changes: Record<string, unknown>[]) => changes.map((change) => ({ ...valid(), ...change }));

/** A call that takes one record's id in `field`: a record of `fresh` is valid, no id is missing, an id out of range is wrong. */
const byId = (token: Token, field: string, fresh: () => Promise<number>): JsonRoute => ({
  token,
  valid: async () => ({ [field]: await fresh() }),
  missing: async () => [{}],
  wrong: async () => idCases(field),
});

/** A draft of a new notice by school A's admin, in the state given (modules/drafts). */
const adminDraft = (state = 'draft') => async () => {
  const admin = await db().selectFrom('users').select('id').where('user_name', '=', ACCOUNTS.schoolAdmin.username).executeTakeFirstOrThrow();
  return insertDraft(db(), { school_id: schoolA, author_id: admin.id, state });
};

/** The calls that take one user's id. */
const BY_USER_ID = byId('provider', 'SchoolUserId', async () => 1);

/** A visitor's feedback the public send accepts. */
const feedback = () => ({ school: '83181', name: 'Bad Input', email: 'bad.input@example.org', message: 'Hello' });

/** The audit log's reads: a page of it, and the CSV export (the same filters, no page). */
const badAuditFilters = () => [
  { action: 'drop' },
  { action: ['update'] },
  { entity: "staff' or 1=1 --" },
  { entity: 'x'.repeat(41) },
  { userName: 'u'.repeat(51) },
  { userName: { $ne: '' } },
  { from: '2026-02-30x' },
  { from: '2026-13-01' },
  { to: 20260101 },
  { from: '2026-02-02', to: '2026-02-01' },
];
const auditRoutes = (prefix: 'School' | 'Provider', token: Token): Record<string, JsonRoute> => {
  const school = prefix === 'Provider' ? [{ schoolId: 0 }, { schoolId: 'all' }, { schoolId: PG_INT_MAX + 1 }] : [{ schoolId: 1 }];
  return {
    [`/${prefix}/Audit/GetAll`]: {
      token,
      valid: async () => ({ page: 1 }),
      missing: async () => [{}, { action: 'update' }],
      wrong: async () => [...[0, -1, 1.5, '1', 100_001, null].map((page) => ({ page })), ...[...badAuditFilters(), ...school].map((body) => ({ page: 1, ...body }))],
    },
    [`/${prefix}/Audit/Export`]: { token, valid: async () => ({}), missing: async () => [], wrong: async () => [...badAuditFilters(), ...school, { page: 1 }] },
  };
};

/** The inbox's calls that take a feedback's reference number. */
const BY_REFERENCE: JsonRoute = {
  token: 'schoolA',
  valid: async () => ({ reference: 'FB-2026-33333' }),
  missing: async () => [{}],
  wrong: async () => [{ reference: 'FB-2026-00000' }, { reference: 'fb-2026-33333' }, { reference: 42 }, { reference: NUL }, { reference: 'F'.repeat(5000) }],
};

const en = (text: string) => ({ en: text, hi: '' });
/** School A's current version of a page (0: never saved; a kind that is none has none either). */
const versionOf = async (kind: unknown) =>
  typeof kind !== 'string'
    ? 0
    : Number(
        (await db().selectFrom('page_versions').select((eb) => eb.fn.max('version').as('version')).where('school_id', '=', schoolA).where('kind', '=', kind).executeTakeFirst())?.version ?? 0,
      );
/** Page bodies, each naming its page's current version: what they are refused for is their own fault, not a stale version. */
const atCurrentVersion = (bodies: Record<string, unknown>[]) => Promise.all(bodies.map(async (body) => ({ baseVersion: await versionOf(body.kind), ...body })));
/** A page's content the Update route accepts. */
const pageUpdate = async () => ({ kind: 'history', content: { history: en('Founded by the villagers.') }, baseVersion: await versionOf('history') });
/** A well-formed name of a page's file that was never uploaded. */
const notUploaded = (code: string, extension: string) => `uploads/${code}/pages/00000000-0000-4000-8000-000000000000.${extension}`;
const pagePicture = (path: string, size = 10) => ({ path, width: size, height: size, alt: en('') });
const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** Addresses the old e-mail rule stored and answered verbatim (issue 29): each e-mail field refuses them. */
const MARKUP_EMAILS = ['a@b.c<script>', '"<svg/onload=alert(1)>"@example.com', 'javascript:alert(1)//@example.com'];

/** An alert the Add routes accept (showing now for an hour), and the bad ones they refuse. */
const alertBody = () => ({ message: en('Closed today'), startsAt: now(), endsAt: new Date(Date.now() + 3_600_000).toISOString() });
const badAlerts = () => eachChanged(alertBody, [
  { message: { en: '', hi: '' } },
  { message: { en: 'x'.repeat(301), hi: '' } },
  { message: { en: NUL, hi: '' } },
  { message: 'Closed' },
  { message: { en: 'Closed', hi: '', fr: 'Fermé' } },
  { startsAt: 'now' },
  { endsAt: 1_800_000_000_000 },
  { endsAt: '2026-02-31T00:00:00Z' },
  { endsAt: '1999-01-01T00:00:00Z' },
  { endsAt: '2999-01-01T00:00:00Z' },
]);
/** The alert routes of a school admin (School) or of the provider (Provider). */
const alertRoutes = (prefix: 'School' | 'Provider', token: Token): Record<string, JsonRoute> => {
  const fresh = async () => records.alert(prefix === 'Provider');
  return {
    [`/${prefix}/Alert/GetAll`]: { token, valid: async () => ({}), missing: async () => [], wrong: async () => [{ id: 1 }] },
    [`/${prefix}/Alert/Add`]: {
      token,
      valid: async () => alertBody(),
      missing: async () => [{}, ...['message', 'startsAt', 'endsAt'].map((field) => ({ ...alertBody(), [field]: undefined }))],
      wrong: async () => badAlerts(),
    },
    [`/${prefix}/Alert/Update`]: {
      token,
      valid: async () => ({ id: await fresh(), ...alertBody() }),
      missing: async () => [alertBody(), { id: await fresh(), ...alertBody(), endsAt: undefined }],
      wrong: async () => [...idCases('id', alertBody()), ...badAlerts().map((body) => ({ id: 1, ...body }))],
    },
    [`/${prefix}/Alert/End`]: byId(token, 'id', fresh),
    [`/${prefix}/Alert/Delete`]: byId(token, 'id', fresh),
  };
};

/** A notice the Add route accepts (a draft showing from now), and the bad ones it refuses. */
const noticeBody = () => ({ category: 'notice', title: en('Bad input notice'), date: '2026-11-24', publishFrom: now(), expireOn: null });
const badNotices = () => eachChanged(noticeBody, [
  { title: { en: '', hi: '' } },
  { title: { en: NUL, hi: '' } },
  { title: { en: 'x'.repeat(301), hi: '' } },
  { title: 'Notice' },
  { category: 'memo' },
  { date: '2026-02-31' },
  { date: 20261124 },
  { publishFrom: 'tomorrow' },
  { expireOn: '1999-01-01T00:00:00Z' },
  { body: { en: 'x'.repeat(10_001), hi: '' } },
  { attachments: [{ title: en('Form'), path: '../../etc/passwd' }] },
  { attachments: [{ title: en('Form'), path: notUploaded('83181', 'pdf') }] },
  { attachments: [{ title: en('Form'), path: notUploaded('other', 'pdf') }] },
  { attachments: [{ title: en(''), path: notUploaded('83181', 'pdf') }] },
  { attachments: Array.from({ length: 11 }, () => ({ title: en('Form'), path: notUploaded('83181', 'pdf') })) },
]);
const BY_NOTICE_ID = byId('schoolA', 'id', () => records.notice());
const NOTICE_ROUTES: Record<string, JsonRoute> = {
  '/School/Notice/GetAll': { token: 'schoolA', valid: async () => ({}), missing: async () => [], wrong: async () => [{ id: 1 }] },
  '/School/Notice/Add': {
    token: 'schoolA',
    valid: async () => noticeBody(),
    missing: async () => [{}, ...['category', 'title', 'date', 'publishFrom', 'expireOn'].map((field) => ({ ...noticeBody(), [field]: undefined }))],
    wrong: async () => badNotices(),
  },
  '/School/Notice/Update': {
    token: 'schoolA',
    valid: async () => ({ id: await records.notice(), ...noticeBody() }),
    missing: async () => [noticeBody(), { id: await records.notice(), ...noticeBody(), title: undefined }],
    wrong: async () => [...idCases('id', noticeBody()), ...badNotices().map((body) => ({ id: 1, ...body }))],
  },
  '/School/Notice/Publish': BY_NOTICE_ID,
  '/School/Notice/Delete': BY_NOTICE_ID,
};

/** The content remote's channel revision now: the channel changes name it. */
const contentRevision = async () => (await db().selectFrom('remote_channels').select('revision').where('remote', '=', 'content').executeTakeFirstOrThrow()).revision;
const REMOTES_WRONG = [{ remote: 'admin' }, { remote: 'Content' }, { remote: '__proto__' }, { remote: ['content'] }, { remote: null }, { remote: NUL }];
const REVISIONS_WRONG = [-1, 1.5, '0', null, true, PG_INT_MAX + 1].map((revision) => ({ revision }));
/** A remote's channel change (modules/releases): `fields` besides the remote and the current revision. */
const channelChange = (fields: Record<string, unknown>, wrong: Record<string, unknown>[]): JsonRoute => {
  const valid = async () => ({ remote: 'content', ...fields, revision: await contentRevision() });
  return {
    token: 'provider',
    valid,
    missing: async () => [{}, ...['remote', 'revision', ...Object.keys(fields)].map((field) => ({ ...fields, remote: 'content', revision: 0, [field]: undefined }))],
    wrong: async () => [...REMOTES_WRONG, ...REVISIONS_WRONG, ...wrong].map((change) => ({ ...fields, remote: 'content', revision: 0, ...change })),
  };
};
/** A version a release may not be named. */
const VERSIONS_WRONG = ['', '../../etc', '.hidden', '-rf', 'v 1', 'v/1', 'v'.repeat(65), NUL, 7].map((version) => ({ version }));
/** The releases' routes: a build's registration, and the channel's changes. */
const RELEASE_ROUTES: Record<string, JsonRoute> = {
  '/Provider/Remotes/GetAll': { token: 'provider', valid: async () => ({}), missing: async () => [], wrong: async () => [{ remote: 'content' }] },
  '/Provider/Remotes/Register': {
    token: 'provider',
    valid: async () => ({ remote: 'content', version: `bad-input-${++made}`, manifest: manifestOf('content') }),
    missing: async () => [{}, { remote: 'content', version: 'v1' }, { remote: 'content', manifest: manifestOf('content') }, { version: 'v1', manifest: manifestOf('content') }],
    wrong: async () =>
      [
        ...REMOTES_WRONG,
        ...VERSIONS_WRONG,
        // The manifest is the file's text: not parsed JSON, not text that is no JSON.
        { manifest: JSON.parse(manifestOf('content')) },
        { manifest: '' },
        { manifest: 42 },
        { manifest: '{"name": "content",' },
        { manifest: `{"name": "content${NUL}"}` },
      ].map((change) => ({ remote: 'content', version: 'v1', manifest: manifestOf('content'), ...change })),
  },
  '/Provider/Remotes/Canary': channelChange({ version: null, share: 0 }, [...VERSIONS_WRONG, ...[-1, 101, 1.5, '10', null].map((share) => ({ version: null, share }))]),
  '/Provider/Remotes/Promote': channelChange({}, []),
  '/Provider/Remotes/Rollback': channelChange({}, []),
  '/Provider/Remotes/SwitchOff': channelChange({ off: false }, [{ off: 'true' }, { off: 1 }, { off: null }]),
  '/Provider/Remotes/Pin': channelChange({ schoolId: 1, version: null }, [...idCases('schoolId'), ...VERSIONS_WRONG]),
};

const JSON_ROUTES: Record<string, JsonRoute> = {
  ...RELEASE_ROUTES,
  '/Auth/Admin/ChangePassword': {
    token: 'schoolA',
    valid: async () => ({ currentPassword: api.encrypt('not-the-current-one'), newPassword: api.encrypt('bad-input-new-pass-1') }),
    missing: async () => [{}, { currentPassword: api.encrypt('x') }, { newPassword: api.encrypt('bad-input-new-pass-1') }, { currentPassword: '', newPassword: '' }],
    wrong: async () => [
      { currentPassword: 12345, newPassword: 'x' },
      { currentPassword: 'x', newPassword: ['x'] },
      { currentPassword: { $ne: '' }, newPassword: 'x' },
      { currentPassword: null, newPassword: null },
    ],
  },
  // No field to get wrong: every bad body is one of the checks every route gets.
  '/Auth/Admin/Logout': { token: 'schoolA', valid: async () => ({}), missing: async () => [], wrong: async () => [] },
  '/Auth/Admin/Login': {
    token: null,
    valid: async () => ({ username: 'nobody-at-all', password: api.encrypt('x'), userType: 'School', SchoolCode: '83181' }),
    missing: async () => [{}, { username: ACCOUNTS.schoolAdmin.username, userType: 'School' }, { password: 'x', userType: 'School' }, { username: 'abc', password: 'x' }],
    wrong: async () => [
      { username: 12345, password: 'x', userType: 'School' },
      { username: 'abc', password: ['x'], userType: 'School' },
      { username: 'abc', password: 'x', userType: 'Root' },
      { username: 'abc', password: 'x', userType: 'School', SchoolCode: { $ne: '' } },
      { username: NUL, password: 'x', userType: 'School', SchoolCode: '83181' },
    ],
  },
  '/Auth/Admin/Login/SecondFactor': {
    token: null,
    valid: async () => ({ challenge: 'not-a-challenge', code: '123456' }),
    missing: async () => [{}, { challenge: 'not-a-challenge' }, { code: '123456' }, { challenge: '', code: '123456' }],
    wrong: async () => [
      { challenge: 'x', code: 123456 },
      { challenge: ['x'], code: '123456' },
      { challenge: 'x', code: '123456', recoveryCode: 'abcde-fghjk' },
      { challenge: 'x', code: '1'.repeat(21) },
      { challenge: 'x'.repeat(2001), code: '123456' },
      { challenge: 'x', recoveryCode: { $ne: '' } },
    ],
  },
  '/Auth/Admin/SecondFactor/Status': { token: 'schoolA', valid: async () => ({}), missing: async () => [], wrong: async () => [] },
  '/Auth/Admin/SecondFactor/Start': { token: 'schoolA', valid: async () => ({}), missing: async () => [], wrong: async () => [] },
  '/Auth/Admin/SecondFactor/Confirm': {
    token: 'schoolA',
    valid: async () => ({ code: '123456' }),
    missing: async () => [{}, { code: '' }],
    wrong: async () => [{ code: 123456 }, { code: ['123456'] }, { code: '1'.repeat(21) }, { code: null }],
  },
  '/Auth/Admin/SecondFactor/RecoveryCodes': {
    token: 'schoolA',
    valid: async () => ({ code: '000000' }),
    missing: async () => [{}, { code: '' }],
    wrong: async () => [{ code: 123456 }, { code: { $ne: '' } }, { code: '1'.repeat(21) }],
  },
  '/School/Staff/GetAll': {
    token: null,
    valid: async () => ({ active: true, schoolCode: '83181' }),
    missing: async () => [{}, { active: true }, { active: true, schoolCode: '' }],
    wrong: async () => [{ active: true, schoolCode: 83181 }, { active: 'yes', schoolCode: '83181' }, { active: true, schoolCode: NUL }],
  },
  '/School/Staff/GetById': byId('schoolA', 'schoolStaffId', () => records.staff()),
  '/School/Staff/Delete': byId('schoolA', 'schoolStaffId', () => records.staff()),
  '/School/Alumni/GetAll': {
    token: null,
    valid: async () => ({ active: true, SchoolCode: '83181' }),
    missing: async () => [{}, { active: true }],
    wrong: async () => [{ active: true, SchoolCode: ['83181'] }, { active: 1, SchoolCode: '83181' }, { active: true, SchoolCode: NUL }],
  },
  '/School/Alumni/GetById': {
    token: 'schoolA',
    valid: async () => ({ alumniId: await records.alumnus(), active: true }),
    missing: async () => [{}, { active: true }],
    wrong: async () => [...idCases('alumniId'), { alumniId: await records.alumnus(), active: 'true' }],
  },
  '/School/Alumni/Delete': byId('schoolA', 'alumniId', () => records.alumnus()),
  '/School/Activity/GetAll': {
    token: null,
    valid: async () => ({ active: true, schoolcode: '83181' }),
    missing: async () => [{}, { active: true }],
    wrong: async () => [{ active: true, schoolcode: null }, { active: 'no', schoolcode: '83181' }, { active: true, schoolcode: NUL }],
  },
  '/School/Activity/GetById': byId('schoolA', 'activityGalleryid', () => records.event()),
  '/School/Activity/Delete': byId('schoolA', 'activityGalleryid', () => records.event()),
  '/School/Profile/Update': {
    token: 'schoolA',
    valid: async () => ({ affiliationNumber: '3520168', phone: '+91 00000 00001' }),
    missing: async () => [undefined],
    wrong: async () => [
      { phone: '12' },
      { email: 'nope' },
      ...MARKUP_EMAILS.map((email) => ({ email })),
      { affiliationNumber: 'x'.repeat(21) },
      { address: 'one line' },
      { address: { en: 'Road', hi: 5 } },
      { ministry: { en: NUL } },
      { logoUrl: 'x' },
      { logo: { path: '../../etc/passwd', width: 1, height: 1, alt: { en: '', hi: '' } } },
      { logo: 'uploads/83181/pages/logo.webp' },
      { banner: Array.from({ length: 6 }, () => ({ path: '', width: 0, height: 0, alt: { en: '', hi: '' } })) },
      { social: [{ name: 'Facebook', url: 'javascript:alert(1)' }] },
      { social: [{ name: 'x'.repeat(41), url: 'https://example.org/' }] },
    ],
  },
  '/School/Page/GetAll': {
    token: 'schoolA',
    valid: async () => ({}),
    missing: async () => [undefined],
    // It takes no field: the checklist is the caller's own school's, and naming another is refused.
    wrong: async () => [{ schoolCode: '83190' }, { schoolId: 2 }, { kind: 'principal' }],
  },
  '/School/Storage/Get': {
    token: 'schoolA',
    valid: async () => ({}),
    missing: async () => [undefined],
    // The use is the caller's own school's: naming another is refused.
    wrong: async () => [{ schoolCode: '83190' }, { schoolId: 2 }],
  },
  '/School/Page/Update': {
    token: 'schoolA',
    valid: pageUpdate,
    missing: async () => {
      const { content, baseVersion } = await pageUpdate();
      return [{}, { kind: 'history', baseVersion }, { content, baseVersion }, { kind: 'history', content }];
    },
    wrong: async () => [
      ...(await atCurrentVersion([
      { kind: 'nonsense', content: {} },
      { kind: ['history'], content: (await pageUpdate()).content },
      { kind: 'history', content: 'Founded by the villagers.' },
      { kind: 'history', content: { history: 'one line' } },
      // Another kind's field: each kind's content passes its own schema only.
      { kind: 'history', content: { description: en('Bright rooms.') } },
      { kind: 'history', content: { history: en(NUL) } },
      { kind: 'history', content: { history: en('x'.repeat(10_001)) } },
      { kind: 'history', content: { picture: pagePicture('../../school.db') } },
      { kind: 'history', content: { picture: pagePicture('uploads/83181/staff/00000000-0000-4000-8000-000000000000.webp') } },
      { kind: 'history', content: { picture: { ...pagePicture(''), width: -1 } } },
      // Files never uploaded, in its own folder or another school's, are refused (400), not stored as named.
      { kind: 'history', content: { picture: pagePicture(notUploaded('83181', 'webp')) } },
      { kind: 'history', content: { picture: pagePicture(notUploaded('83190', 'webp')) } },
      { kind: 'disclosureAcademics', content: { feeStructure: notUploaded('83181', 'pdf') } },
      { kind: 'disclosureAcademics', content: { feeStructure: notUploaded('83181', 'webp') } },
      { kind: 'disclosureDocuments', content: { noc: { document: notUploaded('83190', 'pdf'), issuedOn: '' } } },
      // The disclosure's figures and dates: digits only, passed no more than registered, a real date.
      { kind: 'disclosureAcademics', content: { classX: [{ year: '2025', registered: '80', passed: '81' }] } },
      { kind: 'disclosureAcademics', content: { classX: [{ year: '2025', registered: '-1' }] } },
      { kind: 'disclosureInfrastructure', content: { campusArea: '1e9' } },
      { kind: 'disclosureInfrastructure', content: { internet: 'maybe' } },
      { kind: 'disclosureDocuments', content: { noc: { document: '', issuedOn: '2025-02-30x' } } },
      { kind: 'links', content: { links: [{ label: en('Me'), url: 'javascript:alert(1)' }] } },
      { kind: 'gallery', content: { pictures: Array.from({ length: 10 }, () => pagePicture('', 0)) } },
      ])),
      // The version it was based on: a whole number, at least 0.
      ...[-1, 1.5, '1', null, 2_147_483_648].map((baseVersion) => ({ kind: 'history', content: { history: en('x') }, baseVersion })),
    ],
  },
  '/School/Page/Get': {
    token: 'schoolA',
    valid: async () => ({ kind: 'principal' }),
    missing: async () => [{}],
    // The page is the caller's own school's: naming another is refused.
    wrong: async () => [{ kind: 'nonsense' }, { kind: 'profile' }, { kind: ['principal'] }, { kind: NUL }, { kind: 'principal', schoolCode: '83190' }],
  },
  '/School/Page/History': {
    token: 'schoolA',
    valid: async () => ({ kind: 'principal', page: 1 }),
    missing: async () => [{}, { kind: 'principal' }, { page: 1 }],
    wrong: async () => [{ kind: 'principal', page: 0 }, { kind: 'principal', page: 1.5 }, { kind: 'principal', page: '1' }, { kind: 'principal', page: PG_INT_MAX + 1 }, { kind: 'profile', page: 1 }],
  },
  '/School/Page/Version': {
    token: 'schoolA',
    valid: async () => ({ kind: 'principal', version: 1 }),
    missing: async () => [{}, { kind: 'principal' }, { version: 1 }],
    // A version the page does not have is not found (404), however large.
    wrong: async () => [{ kind: 'principal', version: 0 }, { kind: 'principal', version: -1 }, { kind: 'principal', version: 'latest' }, { kind: 'principal', version: PG_INT_MAX }, { kind: 'principal', version: PG_INT_MAX + 1 }],
  },
  '/School/Page/Restore': {
    token: 'schoolA',
    valid: async () => ({ kind: 'principal', version: 1, baseVersion: await versionOf('principal') }),
    missing: async () => [{}, { kind: 'principal', version: 1 }, { kind: 'principal', baseVersion: 1 }, { version: 1, baseVersion: 1 }],
    // A version the page does not have is not found (404); a stale base version, a conflict, is versions.test.ts'.
    wrong: async () => [
      { kind: 'principal', version: PG_INT_MAX, baseVersion: await versionOf('principal') },
      { kind: 'principal', version: 0, baseVersion: 0 },
      { kind: 'principal', version: 1, baseVersion: -1 },
      { kind: 'principal', version: '1', baseVersion: 1 },
    ],
  },
  '/Site/Feedback': {
    token: null,
    valid: async () => feedback(),
    missing: async () => [{}, ...['school', 'name', 'email', 'message'].map((field) => ({ ...feedback(), [field]: undefined }))],
    wrong: async () =>
      eachChanged(feedback, [
        { school: 83181 },
        { school: '' },
        { name: '   ' },
        { name: 'n'.repeat(101) },
        { email: 'nobody' },
        ...MARKUP_EMAILS.map((email) => ({ email })),
        { message: { $ne: '' } },
        { message: 'm'.repeat(2001) },
        { message: NUL },
        { website: ['bot'] },
        { website: 'w'.repeat(201) },
      ]),
  },
  '/School/Feedback/GetAll': {
    token: 'schoolA',
    valid: async () => ({ status: 'all', page: 1 }),
    missing: async () => [{}, { status: 'open' }, { page: 1 }],
    wrong: async () => [{ status: 'new', page: 1 }, { status: ['open'], page: 1 }, ...[0, -1, 1.5, '1', 100_001, null].map((page) => ({ status: 'open', page }))],
  },
  '/School/Feedback/Close': BY_REFERENCE,
  '/School/Feedback/Reopen': BY_REFERENCE,
  '/School/Health/Accept': {
    token: 'schoolA',
    // No finding of that number: the body was read and its rules held, then nothing found (404).
    valid: async () => ({ id: 2_000_000_000, reason: 'Accepted for a reason' }),
    missing: async () => [{}, { id: 1 }, { reason: 'R' }],
    wrong: async () => [...idCases('id', { reason: 'R' }), { id: 1, reason: '' }, { id: 1, reason: '   ' }, { id: 1, reason: 'r'.repeat(501) }, { id: 1, reason: ['R'] }, { id: 1, reason: 'R', extra: 1 }],
  },
  '/School/Health/Check': {
    token: 'schoolA',
    valid: async () => ({}),
    missing: async () => [],
    wrong: async () => [{ extra: 1 }, { school: 2 }],
  },
  ...auditRoutes('School', 'schoolA'),
  ...auditRoutes('Provider', 'provider'),
  ...alertRoutes('School', 'schoolA'),
  ...alertRoutes('Provider', 'provider'),
  ...NOTICE_ROUTES,
  '/School/GetAll': {
    token: 'provider',
    valid: async () => ({ active: true }),
    missing: async () => [undefined],
    wrong: async () => [{ active: 'true' }, { active: [true] }],
  },
  '/School/GetById': {
    token: 'provider',
    valid: async () => ({ schoolId: schoolA }),
    missing: async () => [{}],
    wrong: async () => idCases('schoolId'),
  },
  '/School/Delete': {
    token: 'provider',
    valid: async () => ({ schoolId: await freshSchool() }),
    missing: async () => [{}],
    wrong: async () => idCases('schoolId'),
  },
  '/School/Add': {
    token: 'provider',
    valid: async () => badSchool(),
    missing: async () => [{}, ...['schoolName', 'schoolCode', 'contact1', 'schoolWebSiteUrl', 'amcendDate'].map((field) => ({ ...badSchool(), [field]: undefined }))],
    wrong: async () =>
      eachChanged(badSchool, [
        { active: 'yes' },
        { schoolName: 42 },
        { contact1: Number(TEST_PHONE.slice(1)) },
        { domainNameRenewDate: 'tomorrow' },
        { schoolWebSiteUrl: 'javascript:alert(1)' },
        { schoolName: NUL },
        ...MARKUP_EMAILS.map((email) => ({ profile: { email } })),
        // Its uploads were 500 (ENAMETOOLONG) and "83181." shared school 83181's files (issue 29).
        { schoolCode: '8'.repeat(300) },
        { schoolCode: '83181.' },
        { schoolCode: '../83181' },
      ]),
  },
  '/School/Update': {
    token: 'provider',
    valid: async () => ({ ...badSchool(), schoolId: await freshSchool() }),
    missing: async () => [{ ...badSchool() }, { schoolId: await freshSchool() }],
    wrong: async () => [
      ...idCases('schoolId', badSchool()),
      { ...badSchool(), schoolId: await freshSchool(), active: 'no' },
      { ...badSchool(), schoolId: await freshSchool(), contactPerson1: NUL },
      { ...badSchool(), schoolId: await freshSchool(), schoolCode: '8'.repeat(300) },
    ],
  },
  '/School/User/GetAll': {
    token: 'provider',
    valid: async () => ({ schoolId: 0, active: true }),
    missing: async () => [{}, { active: true }],
    wrong: async () => [{ schoolId: 'all' }, { schoolId: -1 }, { schoolId: PG_INT_MAX + 1 }, { schoolId: 0, active: 'true' }],
  },
  '/School/User/GetById': {
    token: 'provider',
    valid: async () => ({ SchoolUserId: 1 }),
    missing: async () => [{}, { schoolUserId: 1 }],
    wrong: async () => idCases('SchoolUserId'),
  },
  '/School/User/LoginThrottle': BY_USER_ID,
  '/School/User/LoginThrottle/Clear': BY_USER_ID,
  '/School/User/ResetSecondFactor': BY_USER_ID,
  '/School/User/Delete': BY_USER_ID,
  '/School/User/Add': {
    token: 'provider',
    valid: async () => userForm(),
    missing: async () => [{}, { ...userForm(), password: undefined }, { ...userForm(), SchoolId: undefined }, { ...userForm(), userType: undefined }],
    wrong: async () =>
      eachChanged(userForm, [
        { active: 'yes' },
        { userType: 'Root' },
        { password: 'not under the cipher' },
        { SchoolId: 1.5 },
        { SchoolId: '1.5' },
        { SchoolId: 'abc' },
        { SchoolId: PG_INT_MAX + 1 },
        { SchoolId: String(PG_INT_MAX + 1) },
        { fullName: NUL },
        // Users who could never log in, and passwords the policy refuses.
        { userName: 'ab' },
        { userName: 'a'.repeat(21) },
        { userName: 'a'.repeat(5000) },
        { userName: 'two words' },
        { password: api.encrypt('x') },
        { password: api.encrypt('eleven-char') },
        { password: api.encrypt('p'.repeat(129)) },
        { password: api.encrypt('QwertY123456') },
      ]),
  },
  '/School/User/Update': {
    token: 'provider',
    valid: async () => ({ ...userForm(), password: '', schoolUserId: 1 }),
    missing: async () => [{ ...userForm(), password: '' }, { schoolUserId: 1 }],
    wrong: async () => [...idCases('schoolUserId', { ...userForm(), password: '' }), { ...userForm(), schoolUserId: 1, password: 'plain' }, { ...userForm(), schoolUserId: 1, SchoolId: '2.5' }],
  },

  // Drafts (modules/drafts): a change of a page or a notice, checked as the direct save checks it.
  '/School/Draft/GetAll': { token: 'schoolA', valid: async () => ({}), missing: async () => [], wrong: async () => [{ id: 1 }, { mine: true }] },
  '/School/Draft/Get': byId('schoolA', 'id', adminDraft()),
  '/School/Draft/Submit': byId('schoolA', 'id', adminDraft()),
  '/School/Draft/Discard': byId('schoolA', 'id', adminDraft()),
  '/School/Draft/Publish': byId('schoolA', 'id', adminDraft('submitted')),
  '/School/Draft/Return': {
    token: 'schoolA',
    valid: async () => ({ id: await adminDraft('submitted')(), comment: 'Say more.' }),
    missing: async () => [{ id: 1 }, { comment: 'Say more.' }],
    wrong: async () => [...idCases('id', { comment: 'Say more.' }), { id: 1, comment: '   ' }, { id: 1, comment: 'x'.repeat(1001) }, { id: 1, comment: 5 }],
  },
  '/School/Draft/Save': {
    token: 'schoolA',
    valid: async () => ({ change: { type: 'notice', noticeId: null, notice: noticeBody() } }),
    missing: async () => [{}, { change: { type: 'notice', noticeId: null } }, { change: { type: 'page', page: { kind: 'faqs', content: {} } } }],
    wrong: async () => [
      { change: { type: 'staff', noticeId: null, notice: noticeBody() } },
      { change: { type: 'page', page: { kind: 'nonsense', content: {}, baseVersion: 0 } } },
      { change: { type: 'page', page: { kind: 'faqs', content: { intro: 5 }, baseVersion: 0 } } },
      { change: { type: 'page', page: { kind: 'faqs', content: {}, baseVersion: -1 } } },
      { change: { type: 'notice', noticeId: 0, notice: noticeBody() } },
      ...badNotices().map((notice) => ({ change: { type: 'notice', noticeId: null, notice } })),
      ...idCases('id', { change: { type: 'notice', noticeId: null, notice: noticeBody() } }),
    ],
  },
  '/School/Team/Approval': { token: 'schoolA', valid: async () => ({ approvalRequired: true }), missing: async () => [{}], wrong: async () => [{ approvalRequired: 'no' }, { approvalRequired: 0 }, { approvalRequired: true, schoolId: 1 }] },

  // A school admin's users of its own school (modules/team).
  '/School/Team/GetAll': { token: 'schoolA', valid: async () => ({}), missing: async () => [], wrong: async () => [{ schoolId: 1 }] },
  '/School/Team/Add': {
    token: 'schoolA',
    valid: async () => teamForm(),
    missing: async () => [{}, { ...teamForm(), password: undefined }, { ...teamForm(), role: undefined }, { ...teamForm(), userName: undefined }],
    wrong: async () =>
      eachChanged(teamForm, [
        { role: 'owner' },
        { role: 'Admin' },
        { active: 'yes' },
        { password: 'not under the cipher' },
        { password: api.encrypt('eleven-char') },
        { userName: 'two words' },
        { fullName: NUL },
        // A school admin names no school: the caller's is the one.
        { SchoolId: 2 },
        { userType: 'SGIUser-Admin' },
      ]),
  },
  '/School/Team/Update': {
    token: 'schoolA',
    valid: async () => ({ ...teamForm(), password: '', schoolUserId: 1 }),
    missing: async () => [{ ...teamForm(), password: '' }, { schoolUserId: 1 }],
    wrong: async () => [...idCases('schoolUserId', { ...teamForm(), password: '' }), { ...teamForm(), schoolUserId: 1, password: 'plain' }, { ...teamForm(), schoolUserId: 1, role: 'root' }],
  },

  // Support access (modules/support): the provider starts a session of a school; its code is exchanged once.
  '/Provider/School/Support/Start': {
    token: 'provider',
    valid: async () => supportStart(),
    missing: async () => [{}, { ...supportStart(), schoolId: undefined }, { ...supportStart(), minutes: undefined }, { ...supportStart(), reason: undefined }],
    wrong: async () => [
      ...idCases('schoolId', { minutes: 10, reason: 'Bad input' }),
      ...eachChanged(supportStart, [{ minutes: 0 }, { minutes: 61 }, { minutes: '10' }, { minutes: 2.5 }, { minutes: -1 }, { reason: '' }, { reason: 'r'.repeat(201) }, { reason: NUL }, { reason: 7 }]),
    ],
  },
  '/School/Support/Exchange': {
    token: null,
    valid: async () => ({ code: 'A'.repeat(43) }),
    missing: async () => [{}],
    wrong: async () => [{ code: 'short' }, { code: 'A'.repeat(44) }, { code: `${'A'.repeat(42)}=` }, { code: 43 }, { code: null }, { code: ['A'.repeat(43)] }, { code: NUL }],
  },
  // Only a support session's token ends one: the school admin's is refused (403), whatever the body.
  '/School/Support/End': { token: 'schoolA', valid: async () => ({}), missing: async () => [], wrong: async () => [{ sessionId: 1 }] },
};

// The limits come from the records' contracts: the forms' tests use the very same ones.
const STAFF_IMAGE = {
  field: 'profilePic',
  ...STAFF_PICTURE,
  maxCount: 1,
  tooMany: 'Send one profile picture only.',
};
const ALUMNI_IMAGE = {
  field: 'file',
  ...ALUMNI_PHOTO,
  maxCount: 1,
  tooMany: 'Send one photo only.',
};
const EVENT_IMAGE = {
  field: 'Img1File',
  refusal: EVENT_MESSAGES.imageType,
  maxBytes: EVENT_MEDIA_LIMITS.maxImageBytes,
  maxCount: EVENT_MEDIA_LIMITS.maxImages,
  tooMany: 'You can only upload up to 6 images.',
};
const PAGE_PICTURE = {
  field: 'picture',
  ...PAGE_PICTURE_LIMIT,
  maxCount: 1,
  tooMany: 'Send one picture at a time.',
};
const VIDEO_REFUSAL = 'Only MP4 or WebM videos are allowed, and each must be less than 100MB.';
const event = { Title: 'T', Description: 'D', ActivityDate: '2026-03-03' };

const FORM_ROUTES: Record<string, FormRoute> = {
  '/School/Staff/Add': {
    token: 'schoolA',
    valid: async () => ({ fullName: 'A', designation: 'B' }),
    missing: async () => [{}, { fullName: 'A' }, { designation: 'B' }],
    wrong: async () => [
      { fullName: 'A', designation: 'B', active: 'maybe' },
      { fullName: 'A', designation: 'B', dob: 'last year' },
      { fullName: 'A', designation: 'B', email: 'nobody' },
      ...MARKUP_EMAILS.map((email) => ({ fullName: 'A', designation: 'B', email })),
      { fullName: NUL, designation: 'B' },
    ],
    image: STAFF_IMAGE,
  },
  '/School/Staff/Update': {
    token: 'schoolA',
    valid: async () => ({ schoolStaffId: await records.staff(), fullName: 'A', designation: 'B' }),
    missing: async () => [{ fullName: 'A', designation: 'B' }, { schoolStaffId: await records.staff(), designation: 'B' }],
    wrong: async () => [
      ...IDS_OUT_OF_RANGE.map((id) => ({ schoolStaffId: String(id), fullName: 'A', designation: 'B' })),
      { schoolStaffId: await records.staff(), fullName: 'A', designation: 'B', active: 'nope' },
      { schoolStaffId: await records.staff(), fullName: 'A', designation: 'B', profilePicUrl: '../../school.db' },
      ...(await Promise.all(MARKUP_EMAILS.map(async (email) => ({ schoolStaffId: await records.staff(), fullName: 'A', designation: 'B', email })))),
    ],
    image: STAFF_IMAGE,
  },
  '/School/Alumni/Add': {
    token: 'schoolA',
    valid: async () => ({ AlumniName: 'A' }),
    missing: async () => [{}, { PassOutYear: '2001' }],
    wrong: async () => [
      { AlumniName: 'A', Active: '2' },
      { AlumniName: 'A', Dob: '2001-02-30x' },
      { AlumniName: 'A', Email: '@' },
      ...MARKUP_EMAILS.map((Email) => ({ AlumniName: 'A', Email })),
      { AlumniName: NUL },
    ],
    image: ALUMNI_IMAGE,
  },
  '/School/Alumni/Update': {
    token: 'schoolA',
    valid: async () => ({ AlumniId: await records.alumnus(), AlumniName: 'A', Active: 'true' }),
    missing: async () => [{ AlumniName: 'A' }, { AlumniId: await records.alumnus() }],
    wrong: async () => [
      ...IDS_OUT_OF_RANGE.map((id) => ({ AlumniId: String(id), AlumniName: 'A' })),
      { AlumniId: await records.alumnus(), AlumniName: 'A', photo: 'uploads/../../etc/passwd' },
      ...(await Promise.all(MARKUP_EMAILS.map(async (Email) => ({ AlumniId: await records.alumnus(), AlumniName: 'A', Email })))),
    ],
    image: ALUMNI_IMAGE,
  },
  '/School/Activity/Add': {
    token: 'schoolA',
    valid: async () => event,
    missing: async () => [{}, { Description: 'D', ActivityDate: '2026-03-03' }, { Title: 'T', Description: 'D' }, { Title: 'T', ActivityDate: '2026-03-03' }],
    wrong: async () => [{ ...event, ActivityDate: 'the 3rd' }, { ...event, Img1: '/etc/passwd' }, { ...event, Title: NUL }],
    image: EVENT_IMAGE,
    video: 'Video1File',
  },
  '/School/Activity/Update': {
    token: 'schoolA',
    valid: async () => ({ ...event, activityGalleryid: await records.event() }),
    missing: async () => [event, { activityGalleryid: await records.event(), Title: 'T', Description: 'D' }],
    wrong: async () => [
      ...IDS_OUT_OF_RANGE.map((id) => ({ ...event, activityGalleryid: String(id) })),
      { ...event, activityGalleryid: await records.event(), Video1: 'uploads/83181/events/not-mine.mp4' },
    ],
    image: EVENT_IMAGE,
    video: 'Video1File',
  },
  // A record's draft: the record's own form and checks, with which record it is.
  '/School/Draft/SaveRecord': {
    token: 'schoolA',
    valid: async () => ({ draftType: 'staff', fullName: 'A', designation: 'B' }),
    missing: async () => [{ fullName: 'A', designation: 'B' }, { draftType: 'staff', fullName: 'A' }, { draftType: 'event', Title: 'T' }],
    wrong: async () => [
      { draftType: 'page', fullName: 'A', designation: 'B' },
      { draftType: 'staff', draftId: 'mine', fullName: 'A', designation: 'B' },
      { draftType: 'staff', fullName: 'A', designation: 'B', email: 'nobody' },
      { draftType: 'staff', fullName: 'A', designation: 'B', profilePicUrl: '../../school.db' },
      { draftType: 'staff', schoolStaffId: 'seven', fullName: 'A', designation: 'B' },
      { draftType: 'alumni', AlumniName: 'A', photo: 'uploads/../../etc/passwd' },
      { draftType: 'event', ...event, Img1: '/etc/passwd' },
      formOf({ draftType: 'alumni', AlumniName: 'A' }, { profilePic: bytesFile(PNG_BYTES, 'a.png') }),
    ],
    image: STAFF_IMAGE,
    readBack: async (answer) => (await api.post('/School/Draft/Get', { id: answer.body.id }, { token: tokens.schoolA })).body,
  },
  '/School/Page/Upload': {
    token: 'schoolA',
    // No text field at all: the form is its one file, a picture (formWith adds one) or a document.
    valid: async () => ({}),
    missing: async () => [formOf(), formOf({}, { picture: bytesFile(Buffer.alloc(0), '') })],
    wrong: async () => [
      { kind: 'principal' },
      { path: notUploaded('83181', 'webp') },
      formOf({}, { picture: bytesFile(PNG_BYTES, 'a.png'), document: bytesFile(PDF_BYTES, 'a.pdf', 'application/pdf') }),
      formOf({}, { document: [bytesFile(PDF_BYTES, 'a.pdf', 'application/pdf'), bytesFile(PDF_BYTES, 'b.pdf', 'application/pdf')] }),
      formOf({}, { document: bytesFile(PNG_BYTES, 'fees.pdf', 'application/pdf') }),
      formOf({}, { document: bytesFile(HTML_BYTES, 'fees.pdf', 'application/pdf') }),
      // PDFs with scripts, launch actions or embedded files (issue 29), however they hide them.
      ...Object.values(HOSTILE_PDFS).map((bytes) => formOf({}, { document: bytesFile(bytes, 'fees.pdf', 'application/pdf') })),
    ],
    image: PAGE_PICTURE,
  },
};

/** The valid form with the files each upload route needs (a new event needs three images, a page's upload its one picture). */
function formWith(route: string, fields: Fields, file?: File): FormData {
  const spec = FORM_ROUTES[route]!;
  const files: Record<string, File> = {};
  if (route === '/School/Activity/Add') {
    files.Img1File = bytesFile(PNG_BYTES, 'a.png');
    files.Img2File = bytesFile(PNG_BYTES, 'b.png');
    files.Img3File = bytesFile(PNG_BYTES, 'c.png');
  }
  if (route === '/School/Page/Upload') files.picture = bytesFile(PNG_BYTES, 'page.png');
  if (file) files[spec.image.field] = file;
  return formOf(fields, files);
}

/** A case's form: its fields with the files the route needs, or the whole form it is. */
const formFor = (route: string, sent: FormCase): FormData => (sent instanceof FormData ? sent : formWith(route, sent));

/**
 * How a stored picture is named: under a generated name in its school's folder, with the
 * extension of what was stored; a re-encoded one may have narrower copies beside it (-480w).
 */
/** A stored picture or one of its narrower copies: a WebP under a generated name in the school's folder. */
const STORED_PICTURE = /^uploads\/school\.\d+\/(staff|alumni|events|pages)\/[0-9a-f-]{36}(-\d+w)?\.webp$/;

const tokenOf = (token: Token) => (token ? tokens[token] : null);

/** Runs one bad request and checks what every one must satisfy. */
async function expectRefused(send: () => Promise<Answer>, status?: number, message?: string | RegExp): Promise<Answer> {
  const before = uploadsOf(api);
  const answer = await send();
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  if (status) expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ message: expect.any(String) });
  expect(answer.body.message.length).toBeGreaterThan(0);
  if (typeof message === 'string') expect(answer.body.message).toBe(message);
  else if (message) expect(answer.body.message).toMatch(message);
  await expectStillServing(api);
  expect(uploadsOf(api)).toEqual(before);
  return answer;
}

/** A raw POST: any body, any content type. */
async function rawPost(route: string, token: Token, body: RawBody, contentType?: string): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (contentType) headers['Content-Type'] = contentType;
  const bearer = tokenOf(token);
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  const response = await fetch(`${api.url}/api${route}`, { method: 'POST', headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

test('every route of the API has its bad-input cases here', () => {
  const covered = [...Object.keys(JSON_ROUTES), ...Object.keys(FORM_ROUTES)].map((route) => `/api${route}`).sort();
  expect(covered).toEqual(api.routes.map((route) => route.url).sort());
});

describe.each(Object.entries(JSON_ROUTES))('JSON route %s', (route, spec) => {
  const post = (body: unknown) => api.post(route, body, { token: tokenOf(spec.token) });

  test('refuses a body without a required field', async () => {
    for (const body of await spec.missing()) await expectRefused(() => post(body), 400);
  });

  test('refuses fields of the wrong type or out of range', async () => {
    for (const body of await spec.wrong()) await expectRefused(() => post(body), undefined);
  });

  test('refuses a field it does not know', async () => {
    await expectRefused(async () => post({ ...(await spec.valid()), isAdmin: true }), 400, /isAdmin/);
  });

  test('refuses malformed JSON', async () => {
    const body = JSON.stringify(await spec.valid());
    await expectRefused(() => api.post(route, undefined, { token: tokenOf(spec.token), raw: body.slice(0, -1) }), 400);
    await expectRefused(() => api.post(route, undefined, { token: tokenOf(spec.token), raw: '' }), 400);
  });

  test('refuses JSON nested 20,000 levels deep, or with too many keys, with a 400 (it overflowed the stack: 500)', async () => {
    const nested = `{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    await expectRefused(() => api.post(route, undefined, { token: tokenOf(spec.token), raw: nested }), 400, /nested more than 32 levels/);
    const keys = `{${Array.from({ length: 1001 }, (_, index) => `"k${index}":0`).join(',')}}`;
    await expectRefused(() => api.post(route, undefined, { token: tokenOf(spec.token), raw: keys }), 400, /more than 1000 keys/);
  });

  test('refuses JSON that is not an object', async () => {
    for (const raw of ['[]', '"text"', '42', 'null']) await expectRefused(() => api.post(route, undefined, { token: tokenOf(spec.token), raw }), 400);
  });

  test('refuses a body of the wrong content type', async () => {
    const body = JSON.stringify(await spec.valid());
    await expectRefused(() => rawPost(route, spec.token, body, 'application/xml'), 415);
    await expectRefused(() => rawPost(route, spec.token, body, 'text/plain'), undefined);
    await expectRefused(() => rawPost(route, spec.token, new URLSearchParams({ a: '1' }).toString(), 'application/x-www-form-urlencoded'), 415);
    await expectRefused(() => api.postForm(route, formOf({ a: '1' }), tokenOf(spec.token)), 400);
  });

  test('refuses a body over 64 KB', async () => {
    await expectRefused(async () => post({ ...(await spec.valid()), padding: 'x'.repeat(70 * 1024) }), 413);
  });
});

/** A file of `size` bytes that starts with real MP4 bytes: sparse, so it costs no disk. */
async function bigMp4(size: number): Promise<File> {
  const file = path.join(bigFiles, `video-${size}.mp4`);
  if (!existsSync(file)) {
    const fd = openSync(file, 'w');
    const head = readFileSync(path.join(SEED_MEDIA, 'video/assembly.mp4')).subarray(0, 64 * 1024);
    writeSync(fd, head);
    ftruncateSync(fd, size);
    closeSync(fd);
  }
  const blob = await openAsBlob(file, { type: 'video/mp4' });
  return new File([blob], 'big.mp4', { type: 'video/mp4' });
}

/** An image of exactly `size` bytes: a real JPEG followed by padding. */
function jpegOfSize(size: number): File {
  const jpeg = readFileSync(path.join(SEED_MEDIA, 'events/sports-1.jpg'));
  const bytes = Buffer.alloc(size);
  jpeg.copy(bytes);
  return bytesFile(bytes, 'big.jpg', 'image/jpeg');
}

describe.each(Object.entries(FORM_ROUTES))('multipart route %s', (route, spec) => {
  const postForm = (form: FormData) => api.postForm(route, form, tokenOf(spec.token));
  const boundary = '----bad-input-boundary';

  test('refuses a form without a required field', async () => {
    for (const sent of await spec.missing()) await expectRefused(() => postForm(formFor(route, sent)), 400);
  });

  test('refuses fields of the wrong type or out of range', async () => {
    for (const sent of await spec.wrong()) await expectRefused(() => postForm(formFor(route, sent)), 400);
  });

  test('refuses a field it does not know, and a field named after a prototype property', async () => {
    await expectRefused(async () => postForm(formWith(route, { ...(await spec.valid()), isAdmin: 'true' })), 400, /isAdmin/);
    await expectRefused(async () => postForm(formWith(route, { ...(await spec.valid()), __proto__x: '1', constructor: 'x' })), 400);
  });

  test('refuses a file in a field that takes text', async () => {
    const form = formWith(route, await spec.valid());
    form.append('designation', bytesFile(PNG_BYTES, 'x.png'), 'x.png');
    await expectRefused(() => postForm(form), 400, /no file is expected here/);
  });

  test('refuses malformed multipart bodies', async () => {
    const valid = await spec.valid();
    const text = Object.entries(valid)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="${spec.image.field}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const jpeg = readFileSync(path.join(SEED_MEDIA, 'events/sports-1.jpg'));
    const bodies: [string, RawBody, string][] = [
      ['no boundary', text, 'multipart/form-data'],
      ['garbage', 'this is not a form', `multipart/form-data; boundary=${boundary}`],
      ['no closing boundary', text, `multipart/form-data; boundary=${boundary}`],
      ['a file cut short', Buffer.concat([Buffer.from(text + fileHead), jpeg.subarray(0, 20_000)]), `multipart/form-data; boundary=${boundary}`],
      ['a broken part header', `--${boundary}\r\nContent-Disposition form-data name\r\n\r\nx\r\n--${boundary}--\r\n`, `multipart/form-data; boundary=${boundary}`],
    ];
    for (const [, body, contentType] of bodies) await expectRefused(() => rawPost(route, spec.token, body, contentType), 400);
  });

  test('refuses a body that is not multipart', async () => {
    const valid = await spec.valid();
    await expectRefused(() => api.post(route, valid, { token: tokenOf(spec.token) }), 415, 'Send this form as multipart/form-data');
    await expectRefused(() => rawPost(route, spec.token, new URLSearchParams(valid as Record<string, string>).toString(), 'application/x-www-form-urlencoded'), 415);
    await expectRefused(() => rawPost(route, spec.token, '', undefined), 415);
  });

  test('refuses a text field over 16 KB instead of cutting it', async () => {
    const valid = await spec.valid();
    await expectRefused(() => postForm(formWith(route, { ...valid, Description: 'd'.repeat(17 * 1024), designation: 'd'.repeat(17 * 1024) })), 413);
  });

  test('refuses a form with too many parts', async () => {
    const valid = await spec.valid();
    const form = formWith(route, valid);
    // A field of the form, or any one where it has none (the parser counts parts before the route reads them).
    const name = Object.keys(valid)[0] ?? 'note';
    for (let index = 0; index < 45; index++) form.append(name, String(valid[name] ?? 'x'));
    await expectRefused(() => postForm(form), 413);
  });

  test('refuses more files than a form may hold as soon as one too many arrives, before storing it', async () => {
    const form = formWith(route, await spec.valid());
    for (let index = 0; index < 9; index++) form.append(spec.image.field, bytesFile(PNG_BYTES, `${index}.png`), `${index}.png`);
    await expectRefused(() => postForm(form), 400, spec.image.tooMany);
  });

  test('refuses an image over its size limit, and keeps one of exactly the limit', async () => {
    await expectRefused(async () => postForm(formWith(route, await spec.valid(), jpegOfSize(spec.image.maxBytes + 1))), 413, spec.image.refusal);
    const before = uploadsOf(api);
    const answer = await postForm(formWith(route, await spec.valid(), jpegOfSize(spec.image.maxBytes)));
    expect(answer.status).toBeLessThan(300);
    expect(uploadsOf(api).length).toBeGreaterThan(before.length);
  });

  test('accepts a real PNG named .jpg and stores it as WebP, re-encoded', async () => {
    const before = uploadsOf(api);
    const answer = await postForm(formWith(route, await spec.valid(), bytesFile(PNG_BYTES, 'photo.jpg', 'image/jpeg')));
    expect(answer.status).toBeLessThan(300);
    const added = uploadsOf(api).filter((file) => !before.includes(file) && !file.includes('/.tmp/'));
    const bytes = (file: string) => readFileSync(path.join(api.dataDir, file));
    const stored = added.find((file) => sniff(bytes(file)) === 'image/webp');
    expect(stored).toMatch(STORED_PICTURE);
    expect(JSON.stringify(spec.readBack ? await spec.readBack(answer) : answer.body)).toContain(stored);
  });

  test('refuses an HTML page named .png', async () => {
    await expectRefused(async () => postForm(formWith(route, await spec.valid(), bytesFile(HTML_BYTES, 'innocent.png', 'image/png'))), 400, spec.image.refusal);
  });

  test('refuses an image of 20,000 × 20,000 pixels from its header (1.6 GB to decode on every phone), and says how large it is', async () => {
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(20_000, 0);
    ihdr.writeUInt32BE(20_000, 4);
    ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
    const chunk = (type: string, data: Buffer) => Buffer.concat([Buffer.from([0, 0, 0, data.length]), Buffer.from(type), data, Buffer.alloc(4)]);
    const huge = Buffer.concat([PNG_BYTES.subarray(0, 8), chunk('IHDR', ihdr), chunk('IEND', Buffer.alloc(0))]);
    await expectRefused(
      async () => postForm(formWith(route, await spec.valid(), bytesFile(huge, 'huge.png', 'image/png'))),
      400,
      'The image is 20000 × 20000 pixels; at most 6000 pixels a side and 24 megapixels are accepted. Please make it smaller.',
    );
  });

  test('refuses a file too short to be any image', async () => {
    await expectRefused(async () => postForm(formWith(route, await spec.valid(), bytesFile(Buffer.from([0xff, 0xd8]), 'tiny.jpg', 'image/jpeg'))), 400, spec.image.refusal);
  });

  test('stores a file named ../../x under a generated name inside the uploads folder only', async () => {
    const before = uploadsOf(api);
    const outside = [path.resolve(api.dataDir, '../../x'), path.resolve(api.dataDir, '../x'), path.join(api.dataDir, 'x'), path.join(api.dataDir, 'uploads', 'x')];
    // Outside the test's own folder something else may have made one of them: none may appear.
    const existing = () => outside.filter((file) => existsSync(file));
    const existedBefore = existing();
    const answer = await postForm(formWith(route, await spec.valid(), seedFile('events/sports-2.jpg', '../../x', 'image/jpeg')));
    expect(answer.status).toBeLessThan(300);
    const added = uploadsOf(api).filter((file) => !before.includes(file));
    expect(added.length).toBeGreaterThan(0);
    for (const file of added) expect(file).toMatch(STORED_PICTURE);
    expect(existing()).toEqual(existedBefore);
  });
});

describe.each(Object.entries(FORM_ROUTES).filter(([, spec]) => spec.video))('video uploads to %s', (route, spec) => {
  const withVideo = async (video: File) => {
    const form = formWith(route, await spec.valid());
    form.append(spec.video!, video, video.name);
    return api.postForm(route, form, tokenOf(spec.token));
  };

  test(`refuses a video of 100 MB + 1 byte with a 413`, async () => {
    expect(EVENT_MEDIA_LIMITS.maxVideoBytes).toBe(100 * 1024 * 1024);
    await expectRefused(async () => withVideo(await bigMp4(EVENT_MEDIA_LIMITS.maxVideoBytes + 1)), 413, VIDEO_REFUSAL);
  });

  test('a third video is refused as its part begins, while the client is still sending it (eight were all stored first)', async () => {
    const mp4 = readFileSync(path.join(SEED_MEDIA, 'video/assembly.mp4')).subarray(0, 64 * 1024);
    const boundary = 'streamed-video-boundary';
    const part = (name: string, value: string | Buffer, file?: string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\nContent-Type: video/mp4` : ''}\r\n\r\n`),
        Buffer.from(value),
        Buffer.from('\r\n'),
      ]);
    const fields = Object.entries({ ...(await spec.valid()) }).filter(([, value]) => value !== undefined);
    const head = Buffer.concat([
      ...fields.map(([name, value]) => part(name, String(value))),
      ...(route === '/School/Activity/Add' ? ['Img1File', 'Img2File', 'Img3File'].map((name) => part(name, PNG_BYTES, 'a.png')) : []),
      part('Video1File', mp4, 'one.mp4'),
      part('Video2File', mp4, 'two.mp4'),
      // The third video's part begins, and the client sends no more: only an answer ends this.
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="Video3File"; filename="three.mp4"\r\nContent-Type: video/mp4\r\n\r\n`),
      mp4,
    ]);
    const answer = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const request = http.request(`${api.url}/api${route}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${tokens.schoolA}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
        });
      });
      request.on('error', reject);
      request.write(head); // and never end()
    });
    expect(answer).toEqual({ status: 400, body: { message: 'You can only upload up to 2 videos.' } });
    await expectStillServing(api);
  });

  test('refuses an image or an HTML page sent as a video', async () => {
    await expectRefused(() => withVideo(seedFile('events/sports-1.jpg', 'clip.mp4', 'video/mp4')), 400, VIDEO_REFUSAL);
    await expectRefused(() => withVideo(bytesFile(HTML_BYTES, 'clip.webm', 'video/webm')), 400, VIDEO_REFUSAL);
  });
});

test('a video of exactly 100 MB is accepted', async () => {
  const form = formWith('/School/Activity/Add', event);
  form.append('Video1File', await bigMp4(EVENT_MEDIA_LIMITS.maxVideoBytes), 'exact.mp4');
  const answer = await api.postForm('/School/Activity/Add', form, tokens.schoolA);
  expect({ status: answer.status, body: answer.body }).toEqual({ status: 201, body: expect.objectContaining({ Video1: expect.stringMatching(/\.mp4$/) }) });
  expect(uploadsOf(api).filter((file) => file.includes('/.tmp/'))).toEqual([]);
  // Not kept: the next tests need no 100 MB file on disk.
  expect((await api.post('/School/Activity/Delete', { activityGalleryid: answer.body.Id }, { token: tokens.schoolA })).status).toBe(200);
});

test('after all this the uploads folder holds no temporary file', () => {
  expect(uploadsOf(api).filter((file) => file.startsWith('uploads/.tmp/'))).toEqual([]);
});
