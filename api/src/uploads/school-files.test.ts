import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SCHOOL_CODE_MESSAGE } from '@school/shared/contracts/school';
import { bytesFile, expectRefusal, formOf, insertSchool, schoolForm, startWithSchools, storedExists, type Tokens } from '../test-support/fixtures';
import { ACCOUNTS, passwordChosen, startTestApi, type TestApi } from '../test-support/test-api';
import { insertNotice } from '../test-support/records';
import { ID_FOLDERS_TASK, moveToIdFolders } from './id-folders';
import { savePage } from '../test-support/pages';

/**
 * A school's files are its own by its id (uploads/ledger.ts), never by its code: issue 29 found
 * a school of code "83181." stored its uploads in school 83181's folder, named that school's
 * files in its own page or notice, and removed them from disk on its next save.
 */
let api: TestApi;
let tokens: Tokens;
let schoolA: number;
let schoolB: number;
/** A page's content as a visitor reads it. */
const pageOf = async (kind: string, code: string) => ((await (await fetch(`${api.url}/api/Site/Page/${kind}?school=${code}`)).json()) as { content: unknown }).content;
beforeAll(async () => ({ api, tokens, schoolA, schoolB } = await startWithSchools()));
afterAll(() => api.close());

const db = () => api.database.db;
const en = (text: string) => ({ en: text, hi: '' });
const GB = 1024 ** 3;
/** A PDF of about `kilobytes` KB: a comment carries the bulk. */
const pdf = (kilobytes = 1) => Buffer.from(`%PDF-1.4\n%${'x'.repeat(kilobytes * 1024)}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
const uploadPdf = (token: string, kilobytes = 1, on = api) => on.postForm('/School/Page/Upload', formOf({}, { document: bytesFile(pdf(kilobytes), 'a.pdf', 'application/pdf') }), token);

/** A school added the way a code older than the code rule got in, with a working admin. */
async function schoolWithAdmin(code: string): Promise<{ id: number; token: string }> {
  const id = await insertSchool(db(), code);
  const userName = `admin${id}x`;
  await api.post('/School/User/Add', { fullName: 'Look-alike Admin', userName, password: api.encrypt('lookalike-pass-1'), userType: 'School', active: true, SchoolId: id }, { token: tokens.provider });
  await passwordChosen(api, userName);
  const login = await api.login(userName, 'lookalike-pass-1', 'School', code);
  expect(login.status).toBe(200);
  return { id, token: login.body.token as string };
}

describe('a look-alike or reused code reaches no other school’s files', () => {
  test('a school of code “83181.” cannot name school 83181’s gallery pictures or notice PDFs, and its saves remove none of them', async () => {
    const lookalike = await schoolWithAdmin('83181.');
    const gallery = (await pageOf('gallery', '83181')) as { pictures: { path: string }[] };
    const victimPictures = gallery.pictures.map((picture) => picture.path);
    expect(victimPictures.length).toBeGreaterThan(0);
    const noticeRow = await db().selectFrom('notices').select('attachments').where('school_id', '=', schoolA).where('attachments', '!=', '[]').executeTakeFirstOrThrow();
    const victimPdf = (JSON.parse(noticeRow.attachments) as { path: string }[])[0]!.path;

    // Naming them is refused, as for any file not its own.
    const page = await savePage(api, lookalike.token, 'gallery', gallery);
    expectRefusal(page, 400, 'A picture or document is missing: upload it again.');
    const notice = await api.post(
      '/School/Notice/Add',
      { category: 'notice', title: en('Mine'), body: en('B'), date: '2026-11-24', publishFrom: new Date().toISOString(), expireOn: null, attachments: [{ title: en('Form'), path: victimPdf }] },
      { token: lookalike.token },
    );
    expectRefusal(notice, 400, 'An attachment is missing: upload it again.');

    // Its own upload goes to its own folder, by id: never school 83181's.
    const own = await uploadPdf(lookalike.token);
    expect(own.status).toBe(201);
    expect(own.body.path).toMatch(new RegExp(`^uploads/school\\.${lookalike.id}/pages/`));

    // A page of it that names them (as the older layout let it) and is saved without them removes none.
    await db()
      .insertInto('school_documents')
      .values({ school_id: lookalike.id, kind: 'gallery', body: JSON.stringify(gallery), updated_at: new Date().toISOString() })
      .execute();
    const emptied = await savePage(api, lookalike.token, 'gallery', { pictures: [] });
    expect(emptied.status).toBe(200);
    for (const file of [...victimPictures, victimPdf]) expect(storedExists(api, file)).toBe(true);
    expect((await pageOf('gallery', '83181'))).toEqual(gallery);
  });

  test('a school given the code another school had before a rename gets a folder of its own', async () => {
    const first = await schoolWithAdmin('73300');
    const picture = await uploadPdf(first.token);
    expect((await savePage(api, first.token, 'disclosureDocuments', { noc: { document: picture.body.path, issuedOn: '' } })).status).toBe(200);
    await db().updateTable('schools').set({ school_code: 'R73300' }).where('id', '=', first.id).execute();
    const second = await schoolWithAdmin('73300');
    const theirs = await uploadPdf(second.token);
    expect(theirs.body.path).not.toContain(`school.${first.id}/`);
    const naming = await savePage(api, second.token, 'disclosureDocuments', { noc: { document: picture.body.path, issuedOn: '' } });
    expectRefusal(naming, 400, 'A picture or document is missing: upload it again.');
    expect(storedExists(api, picture.body.path)).toBe(true);
  });
});

describe('school codes follow one rule', () => {
  test('a 300-character code is refused with the contract’s message, and nothing is added', async () => {
    const code = '8'.repeat(300);
    expectRefusal(await api.post('/School/Add', schoolForm(code), { token: tokens.provider }), 400, `schoolCode: ${SCHOOL_CODE_MESSAGE}`);
    expect(await db().selectFrom('schools').select('id').where('school_code', '=', code).executeTakeFirst()).toBeUndefined();
  });

  test('a school whose code predates the rule keeps working and can be edited; a new code must follow the rule', async () => {
    const old = await schoolWithAdmin('73301.');
    expect((await uploadPdf(old.token)).status).toBe(201);
    const record = (await api.post('/School/GetById', { schoolId: old.id }, { token: tokens.provider })).body;
    expect((await api.post('/School/Update', { ...record, schoolName: 'Renamed' }, { token: tokens.provider })).status).toBe(200);
    expectRefusal(await api.post('/School/Update', { ...record, schoolCode: '73301..' }, { token: tokens.provider }), 400, `schoolCode: ${SCHOOL_CODE_MESSAGE}`);
  });
});

describe('a school’s storage quota', () => {
  test('an upload that would take the school over its quota is refused with 413, its use and limit; Settings’ answer tells both', async () => {
    const before = await api.post('/School/Storage/Get', {}, { token: tokens.schoolB });
    expect(before.status).toBe(200);
    expect(before.body.quotaBytes).toBe(2 * GB);
    // As if the school had stored nearly 2 GB.
    const filler = `uploads/school.${schoolB}/pages/${randomUUID()}.pdf`;
    await db()
      .insertInto('upload_ledger')
      .values({ path: filler, school_id: schoolB, bytes: 2 * GB - 2048 - before.body.usedBytes, uploaded_by: null, uploaded_at: new Date().toISOString() })
      .execute();
    try {
      const refused = await uploadPdf(tokens.schoolB, 4);
      expectRefusal(refused, 413, /^This school’s storage is full: 2 GB of 2 GB used, and this upload takes 4 KB\. /);
      expect((await api.post('/School/Storage/Get', {}, { token: tokens.schoolB })).body).toEqual({ usedBytes: 2 * GB - 2048, quotaBytes: 2 * GB });
      // Another school is not held back by it.
      expect((await uploadPdf(tokens.schoolA)).status).toBe(201);
    } finally {
      await db().deleteFrom('upload_ledger').where('path', '=', filler).execute();
    }
    // The upload that fits is counted.
    const fits = await uploadPdf(tokens.schoolB, 4);
    expect(fits.status).toBe(201);
    expect((await api.post('/School/Storage/Get', {}, { token: tokens.schoolB })).body.usedBytes).toBe(before.body.usedBytes + pdf(4).length);
  });
});

describe('a user’s hourly upload rate', () => {
  let rated: TestApi;
  beforeAll(async () => {
    rated = await startTestApi({ UPLOAD_MB_PER_USER_HOUR: '1' });
  });
  afterAll(() => rated.close());

  test('past it an upload is refused with 429, Retry-After and a message; another user still uploads', async () => {
    const admin = (await rated.login(ACCOUNTS.schoolAdmin.username, ACCOUNTS.schoolAdmin.password)).body.token as string;
    expect((await uploadPdf(admin, 600, rated)).status).toBe(201);
    const refused = await uploadPdf(admin, 600, rated);
    expectRefusal(refused, 429, /^You have uploaded 1 MB in the last hour, the most one person may\. Please try again in \d+ minutes?\.$/);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(3000);
    expect(wait).toBeLessThanOrEqual(3600);
  });
});

describe('files of the older layout move to their school’s id folder, once', () => {
  /** A file as the older layout stored it, under a folder named by a code. */
  const oldFile = (relative: string, bytes: Buffer) => {
    mkdirSync(path.join(api.dataDir, path.dirname(relative)), { recursive: true });
    writeFileSync(path.join(api.dataDir, relative), bytes);
    return relative;
  };

  test('moves every named file, rewrites the rows, gives two schools naming one file a copy each, and is safe to run again', async () => {
    const staffFile = oldFile(`uploads/83181/staff/${randomUUID()}.jpg`, Buffer.from('staff picture'));
    const shared = oldFile(`uploads/83181/pages/${randomUUID()}.webp`, Buffer.from('page picture'));
    oldFile(shared.replace(/\.webp$/, '-480w.webp'), Buffer.from('its copy'));
    const staff = await db()
      .insertInto('staff')
      .values({ school_id: schoolA, full_name: 'Sh. Old Layout', designation: 'Clerk', active: 1, profile_pic_url: staffFile })
      .returning('id')
      .executeTakeFirstOrThrow();
    const picture = { path: shared, width: 800, height: 400, alt: en('Old') };
    await db().deleteFrom('school_documents').where('school_id', '=', schoolB).where('kind', '=', 'sports').execute();
    await db().insertInto('school_documents').values({ school_id: schoolB, kind: 'sports', body: JSON.stringify({ banner: picture }), updated_at: '2026-01-01T00:00:00.000Z' }).execute();
    const now = new Date().toISOString();
    const notice = await insertNotice(db(), {
      school_id: schoolA,
      title_en: 'Old layout',
      body_en: 'B',
      notice_date: now.slice(0, 10),
      publish_from: now,
      attachments: JSON.stringify([{ title: en('Map'), path: shared, format: 'WebP', bytes: 12 }]),
      created_at: now,
      updated_at: now,
    });
    // A start that died after linking one file: its new name is already there.
    oldFile(`uploads/school.${schoolA}/staff/${path.basename(staffFile)}`, Buffer.from('staff picture'));
    await db().deleteFrom('start_up_tasks').where('name', '=', ID_FOLDERS_TASK).execute();

    const first = await moveToIdFolders(db(), api.dataDir);
    expect(first).toEqual({ moved: 3, failed: 0 });

    const movedStaff = (await db().selectFrom('staff').select('profile_pic_url').where('id', '=', staff.id).executeTakeFirstOrThrow()).profile_pic_url!;
    expect(movedStaff).toBe(`uploads/school.${schoolA}/staff/${path.basename(staffFile)}`);
    const sports = JSON.parse((await db().selectFrom('school_documents').select('body').where('school_id', '=', schoolB).where('kind', '=', 'sports').executeTakeFirstOrThrow()).body);
    expect(sports.banner.path).toBe(`uploads/school.${schoolB}/pages/${path.basename(shared)}`);
    const attachments = JSON.parse((await db().selectFrom('notices').select('attachments').where('id', '=', notice).executeTakeFirstOrThrow()).attachments);
    expect(attachments[0].path).toBe(`uploads/school.${schoolA}/pages/${path.basename(shared)}`);
    for (const file of [movedStaff, sports.banner.path, attachments[0].path]) expect(storedExists(api, file)).toBe(true);
    expect(readFileSync(path.join(api.dataDir, sports.banner.path.replace(/\.webp$/, '-480w.webp')), 'utf8')).toBe('its copy');
    for (const file of [staffFile, shared, shared.replace(/\.webp$/, '-480w.webp')]) expect(storedExists(api, file)).toBe(false);
    // The ledger says whose each is: school B's page and school A's notice may keep them, and remove their own only.
    const ledger = await db().selectFrom('upload_ledger').select(['path', 'school_id', 'bytes']).where('path', 'in', [movedStaff, sports.banner.path, attachments[0].path]).orderBy('path').execute();
    expect(ledger).toEqual(
      expect.arrayContaining([
        { path: movedStaff, school_id: schoolA, bytes: 13 },
        { path: sports.banner.path, school_id: schoolB, bytes: 12 + 8 },
        { path: attachments[0].path, school_id: schoolA, bytes: 12 + 8 },
      ]),
    );
    expect(await db().selectFrom('start_up_tasks').select('name').where('name', '=', ID_FOLDERS_TASK).executeTakeFirst()).toBeDefined();

    // Run again (marked done, or not): nothing moves, nothing is lost.
    expect(await moveToIdFolders(db(), api.dataDir)).toEqual({ moved: 0, failed: 0 });
    await db().deleteFrom('start_up_tasks').where('name', '=', ID_FOLDERS_TASK).execute();
    expect(await moveToIdFolders(db(), api.dataDir)).toEqual({ moved: 0, failed: 0 });
    for (const file of [movedStaff, sports.banner.path, attachments[0].path]) expect(storedExists(api, file)).toBe(true);
  });
});
