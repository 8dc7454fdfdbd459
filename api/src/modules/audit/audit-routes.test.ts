import { AUDIT_PAGE_SIZE, changedFields, type AuditEntry } from '@school/shared/contracts/audit';
import type { TestApi } from '../../test-support/test-api';
import { ACCOUNTS, schoolUserToken } from '../../test-support/test-api';
import { bytesFile, expectRefusal, formOf, PNG_BYTES, schoolForm, startWithSchools, type Tokens } from '../../test-support/fixtures';
import { newReference } from '../feedback/reference';
import { csvCell, csvLine } from './csv';
import { startOfIndianDay } from './audit-query';
import { savePage } from '../../test-support/pages';

/**
 * The audit log through the API: each kind of action the existing modules take is recorded
 * with who, which school, what and when; a school admin reads its own school's entries only,
 * the provider every school's; the filters, paging and the CSV export.
 */
let api: TestApi, tokens: Tokens, schoolA: number, schoolB: number;
beforeAll(async () => ({ api, tokens, schoolA, schoolB } = await startWithSchools()));
afterAll(() => api.close());

const db = () => api.database.db;
const now = () => new Date().toISOString();

/** The school admin's page of its log, filtered. */
async function ownLog(filter: Record<string, unknown> = {}, token = tokens.schoolA) {
  const answer = await api.post('/School/Audit/GetAll', { page: 1, ...filter }, { token });
  expect(answer.status).toBe(200);
  return answer.body as { items: AuditEntry[]; total: number; page: number; pageSize: number };
}

/** The newest entry of a kind (and record) in school A's log. */
async function latest(entity: string, entityId?: string | number): Promise<AuditEntry> {
  const { items } = await ownLog({ entity });
  const entry = items.find((item) => entityId === undefined || item.entityId === String(entityId));
  expect(entry).toBeDefined();
  return entry!;
}

/** The provider's page of the log. */
async function providerLog(filter: Record<string, unknown> = {}) {
  const answer = await api.post('/Provider/Audit/GetAll', { page: 1, ...filter }, { token: tokens.provider });
  expect(answer.status).toBe(200);
  return answer.body as { items: AuditEntry[]; total: number };
}

describe('what is recorded', () => {
  test('a school admin’s login: who, which school, when; a failed one is not recorded', async () => {
    const before = now();
    expect((await api.login(ACCOUNTS.schoolAdmin.username, ACCOUNTS.schoolAdmin.password)).status).toBe(200);
    expect((await api.login(ACCOUNTS.schoolAdmin.username, 'wrong-password-1')).status).toBe(401);
    const { items } = await ownLog({ action: 'login' });
    const entry = items[0]!;
    expect(entry).toMatchObject({ action: 'login', entity: 'user', userName: 'schooladmin', schoolId: schoolA, schoolName: expect.any(String) });
    expect(entry.at >= before).toBe(true);
    expect(items.filter((item) => item.at >= before)).toHaveLength(1);
  });

  test('a staff member added, edited and deleted: create, update and delete with the record as the API answers it', async () => {
    const added = await api.postForm('/School/Staff/Add', formOf({ fullName: 'Audit Teacher', designation: 'TGT', active: 'true' }), tokens.schoolA);
    expect(added.status).toBe(201);
    const id = added.body.schoolStaffId as number;
    expect(await latest('staff', id)).toMatchObject({ action: 'create', userName: 'schooladmin', schoolId: schoolA, before: null, after: added.body });

    const updated = await api.postForm(
      '/School/Staff/Update',
      formOf({ schoolStaffId: id, fullName: 'Audit Teacher', designation: 'PGT', active: 'true' }),
      tokens.schoolA,
    );
    expect(updated.status).toBe(200);
    expect(await latest('staff', id)).toMatchObject({ action: 'update', before: added.body, after: updated.body });

    expect((await api.post('/School/Staff/Delete', { schoolStaffId: id }, { token: tokens.schoolA })).status).toBe(200);
    expect(await latest('staff', id)).toMatchObject({ action: 'delete', before: updated.body, after: null });
  });

  test('an alumnus added and an event deleted', async () => {
    const added = await api.postForm('/School/Alumni/Add', formOf({ AlumniName: 'Audit Alumnus' }), tokens.schoolA);
    expect(added.status).toBe(201);
    expect(await latest('alumnus', added.body.alumniId)).toMatchObject({ action: 'create', after: added.body });

    const event = await api.postForm(
      '/School/Activity/Add',
      formOf({ Title: 'Audit Day', Description: 'D', ActivityDate: '2026-02-02' }, {
        Img1File: bytesFile(PNG_BYTES, 'a.png'),
        Img2File: bytesFile(PNG_BYTES, 'b.png'),
        Img3File: bytesFile(PNG_BYTES, 'c.png'),
      }),
      tokens.schoolA,
    );
    expect(event.status).toBe(201);
    const id = event.body.Id as number;
    expect(await latest('event', id)).toMatchObject({ action: 'create', after: { activityGalleryid: id, title: 'Audit Day' } });
    expect((await api.post('/School/Activity/Delete', { activityGalleryid: id }, { token: tokens.schoolA })).status).toBe(200);
    expect(await latest('event', id)).toMatchObject({ action: 'delete', before: { activityGalleryid: id, title: 'Audit Day' } });
  });

  test('a page saved and the school’s details saved: updates with the content before and after', async () => {
    const content = { vision: { en: 'Audit vision', hi: '' } };
    const saved = await savePage(api, tokens.schoolA, 'vision', content);
    expect(saved.status).toBe(200);
    expect(await latest('page')).toMatchObject({ action: 'update', entity: 'page:vision', entityId: 'vision', after: { kind: 'vision', content: { vision: { en: 'Audit vision' } }, updatedAt: saved.body.updatedAt } });
    const again = await savePage(api, tokens.schoolA, 'vision', { vision: { en: 'Audit vision 2', hi: '' } });
    expect(again.status).toBe(200);
    // What changed, inside the content too, not two whole copies: the Hindi text, unchanged, is in neither.
    const entry = await latest('page');
    expect(entry.before).toEqual({ kind: 'vision', version: saved.body.version, publishedBy: saved.body.publishedBy, content: { vision: { en: 'Audit vision' } }, updatedAt: saved.body.updatedAt });
    expect(entry.after).toEqual({ kind: 'vision', version: again.body.version, publishedBy: again.body.publishedBy, content: { vision: { en: 'Audit vision 2' } }, updatedAt: again.body.updatedAt });
    expect(changedFields(entry.before, entry.after).map((change) => change.field)).toEqual(changedFields(saved.body, again.body).map((change) => change.field));

    const profile = await api.post('/School/Profile/Update', { affiliationNumber: '7654321' }, { token: tokens.schoolA });
    expect(profile.status).toBe(200);
    expect(await latest('profile')).toMatchObject({ action: 'update', schoolId: schoolA, after: { affiliationNumber: '7654321' } });
  });

  test('a feedback closed and reopened: updates of its status (the visitor’s words are not copied)', async () => {
    const reference = newReference(new Date());
    await db()
      .insertInto('feedback')
      .values({ reference, school_id: schoolA, name: 'Visitor', email: 'visitor@example.org', message: 'Secret words', received_at: now(), closed_at: null })
      .execute();
    expect((await api.post('/School/Feedback/Close', { reference }, { token: tokens.schoolA })).status).toBe(200);
    const closed = await latest('feedback', reference);
    expect(closed).toMatchObject({ action: 'update', before: { reference, status: 'open', closedAt: null }, after: { reference, status: 'closed' } });
    expect(JSON.stringify(closed)).not.toContain('Secret words');
    expect((await api.post('/School/Feedback/Reopen', { reference }, { token: tokens.schoolA })).status).toBe(200);
    expect(await latest('feedback', reference)).toMatchObject({ before: { status: 'closed' }, after: { status: 'open' } });
  });

  test('the provider’s schools (host names too) and users; a password change never shows its password', async () => {
    const school = await api.post('/School/Add', { ...schoolForm('AUD1', 'Audit School'), otherHostNames: ['audit-one.example'] }, { token: tokens.provider });
    expect(school.status).toBe(201);
    const id = school.body.schoolId as number;
    const created = (await providerLog({ schoolId: id, entity: 'school' })).items[0]!;
    expect(created).toMatchObject({ action: 'create', userName: 'sgiadmin', schoolId: id, schoolName: 'Audit School', after: { otherHostNames: ['audit-one.example'] } });

    const updated = await api.post('/School/Update', { ...schoolForm('AUD1', 'Audit School'), otherHostNames: ['audit-two.example'], schoolId: id }, { token: tokens.provider });
    expect(updated.status).toBe(200);
    expect((await providerLog({ schoolId: id, entity: 'school' })).items[0]).toMatchObject({
      action: 'update',
      before: { otherHostNames: ['audit-one.example'] },
      after: { otherHostNames: ['audit-two.example'] },
    });

    const password = 'audit-secret-pass-1';
    const user = await api.post(
      '/School/User/Add',
      { fullName: 'Audit User', userName: 'audituser', password: api.encrypt(password), userType: 'School', active: true, SchoolId: id },
      { token: tokens.provider },
    );
    expect(user.status).toBe(201);
    const userId = user.body.schoolUserId as number;
    const changed = await api.post(
      '/School/User/Update',
      { fullName: 'Audit User', userName: 'audituser', password: api.encrypt('audit-other-pass-2'), userType: 'School', active: false, SchoolId: id, schoolUserId: userId },
      { token: tokens.provider },
    );
    expect(changed.status).toBe(200);
    const users = (await providerLog({ schoolId: id, entity: 'user' })).items;
    expect(users.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(users[0]).toMatchObject({ before: { active: true }, after: { active: false, credentialChanged: true } });
    const stored = await db().selectFrom('audit_log').select(['before', 'after']).where('entity', '=', 'user').where('entity_id', '=', String(userId)).execute();
    const text = JSON.stringify(stored);
    expect(text).not.toMatch(/password|audit-secret|audit-other|\$argon|\$2[aby]\$/i);

    expect((await api.post('/School/User/Delete', { SchoolUserId: userId }, { token: tokens.provider })).status).toBe(200);
    expect((await api.post('/School/Delete', { schoolId: id }, { token: tokens.provider })).status).toBe(200);
    // The school is gone; its entries stay, the deletion's too.
    const kept = (await providerLog({ schoolId: id })).items;
    expect(kept.slice(0, 2).map((entry) => [entry.action, entry.entity])).toEqual([
      ['delete', 'school'],
      ['delete', 'user'],
    ]);
    expect(kept[0]).toMatchObject({ schoolName: null, before: { schoolName: 'Audit School', otherHostNames: ['audit-two.example'] } });
  });
});

describe('who reads what', () => {
  test('a school admin reads its own school’s entries only, and cannot ask for another’s', async () => {
    await api.post('/School/Profile/Update', { affiliationNumber: '1111111' }, { token: tokens.schoolB });
    const own = await ownLog({}, tokens.schoolB);
    expect(own.total).toBeGreaterThan(0);
    expect(own.items.every((entry) => entry.schoolId === schoolB)).toBe(true);
    expect((await ownLog()).items.every((entry) => entry.schoolId === schoolA)).toBe(true);
    expectRefusal(await api.post('/School/Audit/GetAll', { page: 1, schoolId: schoolA }, { token: tokens.schoolB }), 400);
    expectRefusal(await api.post('/School/Audit/Export', { schoolId: schoolA }, { token: tokens.schoolB }), 400);
    // The provider's calls are the provider's.
    expectRefusal(await api.post('/Provider/Audit/GetAll', { page: 1, schoolId: schoolA }, { token: tokens.schoolB }), 403);
    expectRefusal(await api.post('/Provider/Audit/Export', {}, { token: tokens.schoolA }), 403);
    expectRefusal(await api.post('/School/Audit/GetAll', { page: 1 }, { token: tokens.provider }), 403);
    expectRefusal(await api.post('/School/Audit/GetAll', { page: 1 }), 401);
  });

  test('the provider reads every school’s, with the school’s name, or one school’s', async () => {
    const all = await providerLog();
    const schools = new Set(all.items.map((entry) => entry.schoolId));
    expect(schools.has(schoolA) && schools.has(schoolB)).toBe(true);
    const a = await providerLog({ schoolId: schoolA });
    expect(a.items.length).toBeGreaterThan(0);
    expect(a.items.every((entry) => entry.schoolId === schoolA && entry.schoolName !== null)).toBe(true);
    expect(a.total).toBe((await ownLog()).total);
  });
});

describe('filters, order and paging', () => {
  test('by action, kind, user name and day; newest first', async () => {
    const updates = await ownLog({ action: 'update' });
    expect(updates.items.length).toBeGreaterThan(0);
    expect(updates.items.every((entry) => entry.action === 'update')).toBe(true);
    expect((await ownLog({ entity: 'page' })).items.every((entry) => entry.entity.startsWith('page:'))).toBe(true);
    expect((await ownLog({ userName: 'SCHOOLADM' })).total).toBe((await ownLog()).total);
    expect((await ownLog({ userName: 'nobody%' })).total).toBe(0);
    const all = (await ownLog()).items;
    expect(all.map((entry) => entry.at)).toEqual([...all.map((entry) => entry.at)].sort().reverse());

    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect((await ownLog({ from: today, to: today })).total).toBe((await ownLog()).total);
    expect((await ownLog({ to: '2020-01-01' })).total).toBe(0);
    expect(startOfIndianDay('2026-11-24')).toBe('2026-11-23T18:30:00.000Z');
  });

  test('pages of 50 with the total', async () => {
    for (let i = 0; i < AUDIT_PAGE_SIZE; i++) {
      const saved = await savePage(api, tokens.schoolA, 'vision', { vision: { en: `Paging ${i}`, hi: '' } });
      expect(saved.status).toBe(200);
    }
    const first = await ownLog();
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    const second = await ownLog({ page: 2 });
    expect(first.total).toBeGreaterThan(AUDIT_PAGE_SIZE);
    expect(second.items).toHaveLength(Math.min(AUDIT_PAGE_SIZE, first.total - AUDIT_PAGE_SIZE));
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
    expect((await ownLog({ page: 1000 })).items).toEqual([]);
  });

  test('bad filters are refused with a message, never a 5xx', async () => {
    for (const body of [
      {},
      { page: 0 },
      { page: '1' },
      { page: 1, action: 'drop' },
      { page: 1, entity: "staff' or 1=1 --" },
      { page: 1, entity: '%' },
      { page: 1, from: '2026-13-01' },
      { page: 1, from: 'yesterday' },
      { page: 1, from: '2026-02-02', to: '2026-02-01' },
      { page: 1, userName: 'u'.repeat(51) },
      { page: 1, userName: ['a'] },
      { page: 1, extra: true },
    ]) {
      expectRefusal(await api.post('/School/Audit/GetAll', body, { token: tokens.schoolA }), 400);
    }
    expectRefusal(await api.post('/Provider/Audit/GetAll', { page: 1, schoolId: 0 }, { token: tokens.provider }), 400);
    expectRefusal(await api.post('/Provider/Audit/Export', { schoolId: 'all' }, { token: tokens.provider }), 400);
  });
});

describe('the CSV export', () => {
  test('cells that could run as a formula are neutralised; quotes are doubled', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}HYPERLINK("x")`)).toBe(`"'${start}HYPERLINK(""x"")"`);
    expect(csvCell('plain, "quoted"')).toBe('"plain, ""quoted"""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvLine(['a', 2])).toBe('"a","2"\r\n');
  });

  test('the school admin’s: a download of the filter’s entries, with a BOM, a header row, Hindi intact', async () => {
    await savePage(api, tokens.schoolA, 'vision', { vision: { en: 'Vision', hi: 'विद्यालय की दृष्टि' } });
    const response = await fetch(`${api.url}/api/School/Audit/Export`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.schoolA}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ entity: 'page' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-83181-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('"When (India time)","User","Role","Action","Kind","Record","Before","After"');
    expect(lines[1]).toMatch(/^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}","schooladmin","School admin","update","Page: vision","vision",/);
    expect(lines[1]).toContain('विद्यालय की दृष्टि');
    const rows = lines.filter((line) => line !== '');
    expect(rows.length - 1).toBe((await ownLog({ entity: 'page' })).total);
  });

  test('the provider’s: every school’s with the school column, and a user name that begins with - is neutralised', async () => {
    const created = await api.post(
      '/School/User/Add',
      { fullName: 'Dash', userName: '-dash', password: api.encrypt('dash-pass-12345'), userType: 'School', active: true, SchoolId: schoolB },
      { token: tokens.provider },
    );
    expect(created.status).toBe(201);
    expect((await api.login('-dash', 'dash-pass-12345', 'School', '83190')).status).toBe(200);
    const response = await fetch(`${api.url}/api/Provider/Audit/Export`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.provider}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'login', schoolId: schoolB }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="audit-log-83190-/);
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"When (India time)","School","User","Role","Action","Kind","Record","Before","After"');
    expect(lines[1]).toMatch(/^"[^"]+","[^"]+","'-dash","School admin","login","User",/);
  });
});

describe('GET /Site/LastChanged: a public list’s “Last updated”', () => {
  const changed = (query: string, headers: Record<string, string> = {}) => fetch(`${api.url}/api/Site/LastChanged?${query}`, { headers });

  test('the newest create, update or delete of the school’s staff, and only the date goes out', async () => {
    const before = now();
    const added = await api.postForm('/School/Staff/Add', formOf({ fullName: 'Dated Teacher', designation: 'TGT', active: 'true' }), tokens.schoolA);
    expect(added.status).toBe(201);
    const answer = await changed('school=83181&list=staff');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const body = (await answer.json()) as { at: string };
    expect(Object.keys(body)).toEqual(['at']);
    expect(body.at >= before).toBe(true);
    expect(body.at).toBe((await latest('staff', added.body.schoolStaffId)).at);

    // Unchanged: a 304 to the ETag it gave. A deletion moves the date on.
    const etag = answer.headers.get('etag')!;
    expect((await changed('school=83181&list=staff', { 'If-None-Match': etag })).status).toBe(304);
    expect((await api.post('/School/Staff/Delete', { schoolStaffId: added.body.schoolStaffId }, { token: tokens.schoolA })).status).toBe(200);
    const after = (await (await changed('school=83181&list=staff')).json()) as { at: string };
    expect(after.at > body.at || after.at === body.at).toBe(true);
    expect(after.at).toBe((await latest('staff', added.body.schoolStaffId)).at);
  });

  test('each school’s own: another school’s writes do not date it; a list never changed since the log began has none', async () => {
    const otherCode = '83190';
    const other = await changed(`school=${otherCode}&list=alumnus`);
    expect(other.status).toBe(200);
    const { at } = (await other.json()) as { at: string | null };
    const otherSchool = await db().selectFrom('schools').select('id').where('school_code', '=', otherCode).executeTakeFirstOrThrow();
    const theirs = await db().selectFrom('audit_log').select('at').where('school_id', '=', otherSchool.id).where('entity', '=', 'alumnus').orderBy('at', 'desc').executeTakeFirst();
    expect(at).toBe(theirs?.at ?? null);
    expect((await api.postForm('/School/Alumni/Add', formOf({ AlumniName: 'Dated Alumnus' }), tokens.schoolA)).status).toBe(201);
    expect(((await (await changed(`school=${otherCode}&list=alumnus`)).json()) as { at: string | null }).at).toBe(at);
  });

  test('a list seeded or written without an entry in the log is dated from its records: each row keeps its last write', async () => {
    const dated = async (code: string, list: string) => ((await (await changed(`school=${code}&list=${list}`)).json()) as { at: string | null }).at;
    // The second school's staff, as the seed wrote them: no entry in the log, yet a date.
    const second = await db().selectFrom('schools').select('id').where('school_code', '=', '83190').executeTakeFirstOrThrow();
    expect(await db().selectFrom('audit_log').select('id').where('school_id', '=', second.id).where('entity', '=', 'staff').execute()).toEqual([]);
    const seeded = await db().selectFrom('staff').select('changed_at').where('school_id', '=', second.id).execute();
    expect(seeded.length).toBeGreaterThan(0);
    expect(await dated('83190', 'staff')).toEqual(seeded[0]!.changed_at);
    expect(await dated('83190', 'staff')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    // A write through the API stamps its row, whatever the log says.
    const before = now();
    const added = await api.postForm('/School/Alumni/Add', formOf({ AlumniName: 'Stamped Alumnus' }), tokens.schoolA);
    expect(added.status).toBe(201);
    const row = await db().selectFrom('alumni').select('changed_at').where('alumni_name', '=', 'Stamped Alumnus').executeTakeFirstOrThrow();
    expect(row.changed_at! >= before).toBe(true);

    // A new school's lists: nothing to date.
    expect((await api.post('/School/Add', schoolForm('73200'), { token: tokens.provider })).status).toBe(201);
    expect([await dated('73200', 'staff'), await dated('73200', 'event'), await dated('73200', 'alumnus')]).toEqual([null, null, null]);
  });

  test('a bad question is a 4xx in the house shape: no list, an unknown list, an unknown school', async () => {
    for (const query of ['school=83181', 'school=83181&list=users', 'school=83181&list=staff&extra=1', 'list=staff']) {
      const answer = await changed(query);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ message: expect.any(String) });
    }
    expect((await changed('school=99999&list=staff')).status).toBe(404);
  });
});

// Last: its entries are another user's, which the filters' tests above do not expect.
describe('the role each entry names', () => {
  test('a school user’s role, the provider’s, and a login’s; the screens’ and the export’s words for them', async () => {
    const publisher = await schoolUserToken(api, 'publisher', 'auditpublisher');
    const added = await api.postForm('/School/Staff/Add', formOf({ fullName: 'Role Teacher', designation: 'TGT', active: 'true' }), publisher);
    expect(added.status).toBe(201);
    expect(await latest('staff', added.body.schoolStaffId)).toMatchObject({ action: 'create', userName: 'auditpublisher', userRole: 'publisher' });
    const logins = (await ownLog({ action: 'login', userName: 'auditpublisher' })).items;
    expect(logins[0]).toMatchObject({ userName: 'auditpublisher', userRole: 'publisher' });

    expect((await api.post('/School/Profile/Update', { affiliationNumber: '2222222' }, { token: tokens.schoolA })).status).toBe(200);
    expect(await latest('profile')).toMatchObject({ userName: 'schooladmin', userRole: 'admin' });

    const school = await api.post('/School/Add', schoolForm('AUDR1', 'Role School'), { token: tokens.provider });
    expect(school.status).toBe(201);
    expect((await providerLog({ schoolId: school.body.schoolId, entity: 'school' })).items[0]).toMatchObject({ userName: 'sgiadmin', userRole: 'provider' });
    expect((await api.post('/School/Delete', { schoolId: school.body.schoolId }, { token: tokens.provider })).status).toBe(200);

    const response = await fetch(`${api.url}/api/School/Audit/Export`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens.schoolA}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ entity: 'staff', userName: 'auditpublisher' }),
    });
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[1]).toMatch(/^"[^"]+","auditpublisher","Publisher","create","Staff member",/);
  });
});
