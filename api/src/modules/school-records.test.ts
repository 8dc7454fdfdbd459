import { addedByForm, bytesFile, expectRefusal, formOf, PNG_BYTES, seedFile, startWithSchools, storedExists, type Tokens } from '../test-support/fixtures';
import type { TestApi } from '../test-support/test-api';

/**
 * What staff, alumni and events share, once for each kind: GetAll shows an inactive record to
 * its own school's admin only; GetById, Delete and Update reach the caller's own school's
 * records only (schoolRecordRoutes, school-records.ts); Add puts a record in the caller's school
 * whatever the form claims, and a record's one picture is kept, replaced or refused the same way
 * (schoolRecordSaves, school-record-saves.ts). Each kind's own test file tests its fields.
 */
let api: TestApi, tokens: Tokens, schoolA: number, schoolB: number;

beforeAll(async () => ({ api, tokens, schoolA, schoolB } = await startWithSchools()));
afterAll(() => api.close());

type Fields = Record<string, string | number | undefined>;

interface Kind {
  name: string;
  path: string;
  table: 'staff' | 'alumni' | 'activities';
  /** GetAll's school code and the record's id, spelt as each kind's calls spell them. */
  codeField: string;
  idField: string;
  /** The id as Update's form and Add's answer spell it, and the form's claim of a school id. */
  updateIdField: string;
  addedIdField: string;
  schoolIdField: string;
  /** The text fields of a valid Add or Update form for a record of that name, and the files Add needs. */
  form(name: string): Fields;
  files?: () => Record<string, File>;
  /** The form's active field; events have none: Add stores every event active (docs/product.md#record-fields). */
  activeField?: string;
  /** The record's one picture: its file field, the field naming the kept path, its folder and refusals. Events keep several media, tested in events.test.ts. */
  picture?: { file: string; kept: string; folder: string; refusal: string; notOwn: string };
  deleted: string;
  notFound: string;
}

const threeImages = () => Object.fromEntries([1, 2, 3].map((index) => [`Img${index}File`, bytesFile(PNG_BYTES, `${index}.png`)]));

const KINDS: Kind[] = [
  {
    name: 'staff',
    path: '/School/Staff',
    table: 'staff',
    codeField: 'schoolCode',
    idField: 'schoolStaffId',
    updateIdField: 'schoolStaffId',
    addedIdField: 'schoolStaffId',
    schoolIdField: 'schoolId',
    form: (name) => ({ fullName: name, designation: 'Clerk' }),
    activeField: 'active',
    picture: {
      file: 'profilePic',
      kept: 'profilePicUrl',
      folder: 'staff',
      refusal: 'The profile picture must be a JPEG, PNG or WebP image of at most 5 MB.',
      notOwn: 'profilePicUrl: not this staff member’s picture',
    },
    deleted: 'Staff member deleted successfully!',
    notFound: 'Staff member not found',
  },
  {
    name: 'alumni',
    path: '/School/Alumni',
    table: 'alumni',
    codeField: 'SchoolCode',
    idField: 'alumniId',
    updateIdField: 'AlumniId',
    addedIdField: 'alumniId',
    schoolIdField: 'SchoolId',
    form: (name) => ({ AlumniName: name }),
    activeField: 'Active',
    picture: {
      file: 'file',
      kept: 'photo',
      folder: 'alumni',
      refusal: 'The photo must be a JPEG, PNG or WebP image of at most 5 MB.',
      notOwn: 'photo: not this alumnus’s photo',
    },
    deleted: 'Alumnus deleted successfully!',
    notFound: 'Alumnus not found',
  },
  {
    name: 'events',
    path: '/School/Activity',
    table: 'activities',
    codeField: 'schoolcode',
    idField: 'activityGalleryid',
    updateIdField: 'activityGalleryid',
    addedIdField: 'Id',
    schoolIdField: 'SchoolId',
    form: (name) => ({ Title: name, Description: 'D', ActivityDate: '2026-01-26' }),
    files: threeImages,
    deleted: 'Event deleted successfully!',
    notFound: 'Event not found',
  },
];

/** Adds a record of the kind as the admin of `token`'s school, active unless told; answers Add's answer and the new id. */
async function add(kind: Kind, token: string, { active = true, fields = {}, files = kind.files?.() ?? {} }: { active?: boolean; fields?: Fields; files?: Record<string, File> } = {}) {
  const state = kind.activeField ? { [kind.activeField]: String(active) } : {};
  const body = await addedByForm(api, `${kind.path}/Add`, formOf({ ...kind.form('Record Test'), ...state, ...fields }, files), token);
  return { body, id: body[kind.addedIdField] as number };
}

/** Update as school A's admin: the kind's valid form for record `id`, with `fields` changed. */
const update = (kind: Kind, id: number | string | undefined, fields: Fields = {}, files: Record<string, File> = {}) =>
  api.postForm(`${kind.path}/Update`, formOf({ ...kind.form('Updated'), [kind.updateIdField]: id, ...fields }, files), tokens.schoolA);

const call = (kind: Kind, name: string, body: Record<string, unknown>, token: string | null = tokens.schoolA) =>
  api.post(`${kind.path}/${name}`, body, { token });

const rowOf = (kind: Kind, id: number) => api.database.db.selectFrom(kind.table).selectAll().where('id', '=', id).executeTakeFirst();
const idsOf = async (kind: Kind, school: number) =>
  (await api.database.db.selectFrom(kind.table).select('id').where('school_id', '=', school).orderBy('id').execute()).map((row) => row.id);

/** The ids GetAll lists for school A, as a visitor (no token) or an admin sees them. */
async function listed(kind: Kind, body: Record<string, unknown>, token: string | null = null): Promise<number[]> {
  const answer = await call(kind, 'GetAll', { [kind.codeField]: '83181', ...body }, token);
  expect(answer.status).toBe(200);
  return answer.body.map((record: Record<string, number>) => record[kind.idField]);
}

describe.each(KINDS.filter((kind) => kind.activeField))('$name GetAll', (kind) => {
  test('an inactive record is hidden from the public, and listed for its own school’s admin only', async () => {
    const { id: hidden } = await add(kind, tokens.schoolA, { active: false });
    expect(await listed(kind, { active: true })).not.toContain(hidden);
    expect(await listed(kind, {})).not.toContain(hidden);
    expect(await listed(kind, {}, tokens.schoolB)).not.toContain(hidden);
    expect(await listed(kind, {}, tokens.schoolA)).toContain(hidden);
  });
});

describe.each(KINDS)('$name GetById and Delete', (kind) => {
  const id = (value: unknown) => ({ [kind.idField]: value });

  test('GetById: an unknown record and another school’s are not found; an id that is not a positive whole number is refused', async () => {
    expectRefusal(await call(kind, 'GetById', id(99_999)), 404, kind.notFound);
    expectRefusal(await call(kind, 'GetById', id((await add(kind, tokens.schoolB)).id)), 404, kind.notFound);
    for (const wrong of [undefined, 0, -1, 1.5, 'abc', null]) {
      expectRefusal(await call(kind, 'GetById', id(wrong)), 400, new RegExp(kind.idField));
    }
  });

  test('Delete: deletes the record with the message the client shows, and the list no longer holds it; deleting again is a 404', async () => {
    const { id: mine } = await add(kind, tokens.schoolA);
    expect(await listed(kind, { active: true })).toContain(mine);
    const answer = await call(kind, 'Delete', id(mine));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: kind.deleted });
    expect(await listed(kind, { active: true })).not.toContain(mine);
    expectRefusal(await call(kind, 'GetById', id(mine)), 404, kind.notFound);
    expectRefusal(await call(kind, 'Delete', id(mine)), 404, kind.notFound);
  });

  test('Delete: another school’s record cannot be deleted and stays; a missing id is refused', async () => {
    const { id: theirs } = await add(kind, tokens.schoolB);
    expectRefusal(await call(kind, 'Delete', id(theirs)), 404, kind.notFound);
    expect((await call(kind, 'GetById', id(theirs), tokens.schoolB)).status).toBe(200);
    expectRefusal(await call(kind, 'Delete', {}), 400, new RegExp(kind.idField));
  });
});

describe.each(KINDS)('$name Add and Update', (kind) => {
  const claimsSchoolB = () => ({ [kind.schoolIdField]: schoolB, SchoolCode: '83190' });

  test('Add: the record joins the caller’s school whatever school id and code the form claims', async () => {
    const before = await idsOf(kind, schoolB);
    const { id } = await add(kind, tokens.schoolA, { fields: claimsSchoolB() });
    expect((await rowOf(kind, id))?.school_id).toBe(schoolA);
    expect(await idsOf(kind, schoolB)).toEqual(before);
  });

  test('Update: another school’s record is not found, whatever the form claims, and stays as it was', async () => {
    const { id: theirs } = await add(kind, tokens.schoolB);
    const before = await rowOf(kind, theirs);
    expectRefusal(await update(kind, theirs, { ...kind.form('Hijacked'), ...claimsSchoolB() }), 404, kind.notFound);
    expect(await rowOf(kind, theirs)).toEqual(before);
  });

  test('Update: an unknown record is not found; a missing or non-numeric id is refused', async () => {
    expectRefusal(await update(kind, 99_999), 404, kind.notFound);
    expectRefusal(await update(kind, undefined), 400, new RegExp(kind.updateIdField));
    expectRefusal(await update(kind, 'x'), 400, new RegExp(kind.updateIdField));
  });
});

describe.each(KINDS.filter((kind) => kind.picture))('$name picture', (kind) => {
  const picture = () => kind.picture!;
  const withPicture = (file = seedFile('staff/staff-3.webp')) => add(kind, tokens.schoolA, { files: { [picture().file]: file } });

  test('Update keeps the picture when the form names it; a new one replaces it, stored under a generated name, and the old file is removed', async () => {
    const { id, body } = await withPicture();
    const old = body[picture().kept] as string;
    const kept = await update(kind, id, { [picture().kept]: old });
    expect(kept.status).toBe(200);
    expect(kept.body[picture().kept]).toBe(old);
    expect(storedExists(api, old)).toBe(true);

    const replaced = await update(kind, id, { [picture().kept]: old }, { [picture().file]: seedFile('events/science-1.jpg') });
    expect(replaced.status).toBe(200);
    expect(replaced.body[picture().kept]).toMatch(new RegExp(`^uploads/school\\.\\d+/${picture().folder}/[0-9a-f-]{36}\\.webp$`));
    expect(replaced.body[picture().kept]).not.toBe(old);
    expect(storedExists(api, old)).toBe(false);
  });

  test('a picture path that is not the record’s own is refused: a new record cannot claim one, nor an update another record’s', async () => {
    const others = (await withPicture()).body[picture().kept] as string;
    expectRefusal(await api.postForm(`${kind.path}/Add`, formOf({ ...kind.form('Claims'), [picture().kept]: others }), tokens.schoolA), 400, picture().notOwn);
    const { id } = await add(kind, tokens.schoolA);
    expectRefusal(await update(kind, id, { [picture().kept]: others }), 400, picture().notOwn);
  });

  test('a file that is not an image is refused with the picture’s message', async () => {
    const video = seedFile('video/assembly.mp4', 'me.jpg', 'image/jpeg');
    expectRefusal(await api.postForm(`${kind.path}/Add`, formOf(kind.form('Video'), { [picture().file]: video }), tokens.schoolA), 400, picture().refusal);
  });
});
