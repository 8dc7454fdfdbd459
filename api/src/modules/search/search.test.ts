import { Migrator, sql } from 'kysely';
import { migrations } from '../../db/migrations';
import { secondFactorOn, type Answer, type TestApi } from '../../test-support/test-api';
import { expectRefusal, formOf, seedFile, startWithSchools, type Tokens } from '../../test-support/fixtures';
import { savePage as savePageAs } from '../../test-support/pages';

let api: TestApi, tokens: Tokens, schoolA: number, schoolB: number;

beforeAll(async () => ({ api, tokens, schoolA, schoolB } = await startWithSchools()));
afterAll(() => api.close());

interface Result {
  kind: string;
  title: string;
  snippet: string;
  route: string;
  lang: string;
}

/** GET /api/Site/Search as the results page asks it. */
const search = (q: string, school = '83181'): Promise<Answer> => api.get(`/Site/Search?${new URLSearchParams({ school, q })}`);

/** The results of a search that must succeed. */
async function results(q: string, school = '83181'): Promise<Result[]> {
  const answer = await search(q, school);
  expect(answer.status).toBe(200);
  return answer.body.results;
}

const titles = async (q: string, school = '83181') => (await results(q, school)).map((result) => result.title);

async function addStaff(fields: Record<string, string>, token = tokens.schoolA) {
  const form = formOf({ designation: 'Lecturer, Chemistry', staffType: 'null', active: 'true', ...fields });
  const answer = await api.postForm('/School/Staff/Add', form, token);
  expect(answer.status).toBe(201);
  return answer.body as { schoolStaffId: number };
}

const updateStaff = (id: number, fields: Record<string, string>) =>
  api.postForm('/School/Staff/Update', formOf({ schoolStaffId: id, designation: 'Lecturer, Chemistry', staffType: 'null', active: 'true', ...fields }), tokens.schoolA);

const threeImages = () => Object.fromEntries([1, 2, 3].map((slot) => [`Img${slot}File`, seedFile(`events/science-${slot}.jpg`)]));

async function addEvent(title: string, description: string) {
  const form = formOf({ Title: title, Description: description, ActivityDate: '2026-02-10T09:00:00.000Z', Active: 'true' }, threeImages());
  const answer = await api.postForm('/School/Activity/Add', form, tokens.schoolA);
  expect(answer.status).toBe(201);
  return answer.body as { Id: number };
}

const savePage = (kind: string, content: unknown, token = tokens.schoolA) => savePageAs(api, token, kind, content);

describe('GET /Site/Search', () => {
  test('an English word finds the seeded event, with a plain-text snippet and the gallery’s route', async () => {
    const found = await results('exhibition');
    expect(found[0]).toEqual({
      kind: 'event',
      title: 'Science Exhibition',
      snippet: expect.stringContaining('working models'),
      route: '/photos',
      lang: 'en',
    });
  });

  test('a staff member is found by a Hindi name, whole or by its first letters', async () => {
    const member = { kind: 'staff', title: 'श्रीमती पूजा नौटियाल', route: '/staffDetail', lang: 'hi' };
    expect(await results('नौटियाल')).toEqual([expect.objectContaining(member)]);
    // श्रीमती: a conjunct (श + virama + र) and vowel signs, one word.
    expect(await results('श्रीमती पूजा')).toEqual([expect.objectContaining(member)]);
    expect(await results('पूजा नौटि')).toEqual([expect.objectContaining(member)]);
  });

  test('a Hindi word with vowel signs and conjuncts finds a page in Hindi, the snippet around it', async () => {
    const found = await results('कर्तव्यनिष्ठा');
    expect(found).toEqual([expect.objectContaining({ kind: 'page', title: 'About the martyr', route: '/aboutSahid', lang: 'hi' })]);
    expect(found[0]!.snippet).toContain('कर्तव्यनिष्ठा');
    expect(found[0]!.snippet.length).toBeLessThan(220);
    // A nukta letter typed as one character (U+095B) is the letter and its nukta (NFC).
    expect((await results('\u095Bिले')).map((result) => result.route)).toEqual(['/aboutSahid']);
    // A word is a word: its first letters are not found unless it is the last one asked.
    expect(await results('कर्तव्य')).toEqual(expect.arrayContaining([expect.objectContaining({ route: '/aboutSahid' })]));
    expect(await results('कर्तव्य बुटोला')).toEqual([]);
  });

  test('every word must be found; the last may be the start of a word; results best first', async () => {
    // The event has both words in its title; the labs page has one in its title, one in its text.
    expect(await titles('science exhib')).toEqual(['Science Exhibition', 'Science Labs']);
    expect(await titles('exhib science')).toEqual([]);
    expect(await titles('exhibition football')).toEqual([]);
    const science = await results('science');
    // Found in the title first (the event and the labs page), then in the text only.
    expect(science.slice(0, 2).map((result) => result.title).sort()).toEqual(['Science Exhibition', 'Science Labs']);
    expect(science.length).toBeGreaterThan(2);
  });

  test('a staff member is found once added, not while inactive, by the new name after an edit, and not once deleted', async () => {
    const { schoolStaffId } = await addStaff({ fullName: 'श्री अमित क्षेत्री' });
    expect(await titles('क्षेत्री')).toEqual(['श्री अमित क्षेत्री']);

    expect((await updateStaff(schoolStaffId, { fullName: 'श्री अमित क्षेत्री', active: 'false' })).status).toBe(200);
    expect(await titles('क्षेत्री')).toEqual([]);

    expect((await updateStaff(schoolStaffId, { fullName: 'Sh. Amit Kshetri' })).status).toBe(200);
    expect(await titles('क्षेत्री')).toEqual([]);
    expect(await titles('kshetri')).toEqual(['Sh. Amit Kshetri']);

    expect((await api.post('/School/Staff/Delete', { schoolStaffId }, { token: tokens.schoolA })).status).toBe(200);
    expect(await titles('kshetri')).toEqual([]);
  });

  test('an event is found by an English word once added, and not once deleted', async () => {
    const { Id } = await addEvent('Inter-house Quiz', 'Four houses answered questions on the geography of Uttarakhand.');
    expect(await results('geography')).toEqual([
      { kind: 'event', title: 'Inter-house Quiz', snippet: 'Four houses answered questions on the geography of Uttarakhand.', route: '/photos', lang: 'en' },
    ]);
    expect((await api.post('/School/Activity/Delete', { activityGalleryid: Id }, { token: tokens.schoolA })).status).toBe(200);
    expect(await results('geography')).toEqual([]);
  });

  test('a page is found by what it says now, in both languages, and not by what it said before', async () => {
    const history = (en: string, hi: string) => ({ history: { en, hi } });
    expect((await savePage('history', history('The first classes met under a deodar tree.', 'पहली कक्षाएँ देवदार के पेड़ के नीचे लगीं।'))).status).toBe(200);
    expect(await results('deodar')).toEqual([expect.objectContaining({ kind: 'page', title: 'School History', route: '/schoolHistory', lang: 'en' })]);
    expect(await results('देवदार')).toEqual([expect.objectContaining({ route: '/schoolHistory', lang: 'hi', snippet: 'पहली कक्षाएँ देवदार के पेड़ के नीचे लगीं।' })]);

    expect((await savePage('history', history('The school opened in a rented house.', ''))).status).toBe(200);
    expect(await results('deodar')).toEqual([]);
    expect(await results('देवदार')).toEqual([]);
    expect(await titles('rented')).toEqual(['School History']);
  });

  test('another school’s staff and pages are never found at this school’s site', async () => {
    expect(await titles('meena')).toEqual([]);
    expect(await titles('meena', '83190')).toEqual(['Smt. Meena Negi']);
    expect((await savePage('history', { history: { en: 'Our orchard of walnut trees.', hi: '' } }, tokens.schoolB)).status).toBe(200);
    expect(await titles('walnut')).toEqual([]);
    expect(await titles('walnut', '83190')).toEqual(['School History']);
    await addStaff({ fullName: 'Sh. Only Of School A' });
    expect(await titles('only', '83190')).toEqual([]);
  });

  test('what is not a search is a 400 with a message; an unknown school a 404', async () => {
    expectRefusal(await search(''), 400);
    expectRefusal(await search('   '), 400);
    expectRefusal(await search('!!! ***'), 400);
    expectRefusal(await search('x'.repeat(201)), 400);
    expectRefusal(await search(Array.from({ length: 11 }, (_, index) => `word${index}`).join(' ')), 400);
    const missing = await fetch(`${api.url}/api/Site/Search?school=83181`);
    expect(missing.status).toBe(400);
    expectRefusal(await search('science', 'NOPE'), 404);
    expect([400, 404]).toContain((await search('science', '\u0000')).status);
  });

  test('query syntax of either database in a search is only words: 200 or 400, never 500', async () => {
    const hostile = [
      '"', '"science', 'science"', '*', 'sci*', 'science*', 'NEAR(science exhibition)', 'science NEAR exhibition', 'science:', 'title:science',
      'science & exhibition', 'science | exhibition', '!science', 'science !', '(science', "'", "science' or '1'='1", "'; drop table staff; --",
      'science AND', 'OR', 'NOT science', '^science', '-science', '+science', 'science:*', '\\', 'science\\', '%', '_', '\u0000science',
      'ज़िले', '\u093F', '्', 'a'.repeat(200), 'क'.repeat(200), `${'ab '.repeat(60)}`.slice(0, 200), '𝒮𝒸𝒾𝑒𝓃𝒸𝑒', '\uD800',
    ];
    for (const q of hostile) {
      const answer = await search(q);
      expect({ q, status: [200, 400].includes(answer.status) }).toEqual({ q, status: true });
      if (answer.status === 400) expect(typeof answer.body.message).toBe('string');
    }
    expect(await titles('"science exhibition"')).toEqual(['Science Exhibition', 'Science Labs']);
    expect(await titles('NEAR(science exhibition)')).toEqual([]); // "near" is a word like any other
  });

  test('the index of a database made before it is filled by the migration', async () => {
    const migrator = new Migrator({ db: api.database.db, provider: migrations(api.database.dialect) });
    const down = await migrator.migrateTo('003-school-documents');
    expect(down.error).toBeUndefined();
    await api.database.db
      .insertInto('staff')
      .values({ school_id: schoolA, full_name: 'Smt. Older Record', designation: 'Librarian', qualification: null, phone1: null, email: null, dob: null, staff_type: null, active: 1, profile_pic_url: null })
      .execute();
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    // Down to 003 took the second factor with it: the other tests' accounts have it on again.
    for (const { user_name } of await api.database.db.selectFrom('users').select('user_name').execute()) await secondFactorOn(api, user_name);
    expect(await titles('older')).toEqual(['Smt. Older Record']);
    expect(await titles('exhibition science')).toEqual(['Science Exhibition', 'Science Labs']);
    expect((await results('नौटियाल')).length).toBe(1);
  });

  test('a deleted school takes its entries with it', async () => {
    const entriesOf = (schoolId: number) => api.database.db.selectFrom('search_entries').select('id').where('school_id', '=', schoolId).execute();
    expect((await entriesOf(schoolB)).length).toBeGreaterThan(0);
    expect((await api.post('/School/Delete', { schoolId: schoolB }, { token: tokens.provider })).status).toBe(200);
    expect(await entriesOf(schoolB)).toEqual([]);
    expectRefusal(await search('meena', '83190'), 404);
    expect((await entriesOf(schoolA)).length).toBeGreaterThan(0);
    // SQLite: the FTS5 index lost the deleted rows too (its triggers fire for a cascade's deletes).
    if (api.database.dialect === 'sqlite') await sql`insert into search_fts(search_fts, rank) values ('integrity-check', 1)`.execute(api.database.db);
  });
});
