import { bytesFile, expectRefusal, formOf, PNG_BYTES, startWithSchools, type Tokens } from '../test-support/fixtures';
import type { TestApi } from '../test-support/test-api';

/**
 * The calls staff, alumni and events share (schoolRecordRoutes, school-records.ts), once for
 * each kind: GetAll shows an inactive record to its own school's admin only, and GetById and
 * Delete reach the caller's own school's records only. Each kind's own test file tests its
 * fields, Add and Update.
 */
let api: TestApi, tokens: Tokens;

beforeAll(async () => ({ api, tokens } = await startWithSchools()));
afterAll(() => api.close());

interface Kind {
  name: string;
  path: string;
  /** GetAll's school code and the record's id, spelt as each kind's calls spell them. */
  codeField: string;
  idField: string;
  /** Adds a record through the kind's Add route as the admin of `token`'s school, active unless told (events are always active); answers its id. */
  add(token: string, active?: boolean): Promise<number>;
  /** Whether a record of the kind can be inactive (GetAll hides it from the public). */
  canBeInactive: boolean;
  deleted: string;
  notFound: string;
}

async function added(route: string, form: FormData, token: string, idField: string): Promise<number> {
  const answer = await api.postForm(route, form, token);
  expect(answer.status).toBe(201);
  return answer.body[idField];
}

const threeImages = () => Object.fromEntries([1, 2, 3].map((index) => [`Img${index}File`, bytesFile(PNG_BYTES, `${index}.png`)]));

const KINDS: Kind[] = [
  {
    name: 'staff',
    path: '/School/Staff',
    codeField: 'schoolCode',
    idField: 'schoolStaffId',
    add: (token, active = true) => added('/School/Staff/Add', formOf({ fullName: 'Sh. Record Test', designation: 'Clerk', active: String(active) }), token, 'schoolStaffId'),
    canBeInactive: true,
    deleted: 'Staff member deleted successfully!',
    notFound: 'Staff member not found',
  },
  {
    name: 'alumni',
    path: '/School/Alumni',
    codeField: 'SchoolCode',
    idField: 'alumniId',
    add: (token, active = true) => added('/School/Alumni/Add', formOf({ AlumniName: 'Record Test', Active: String(active) }), token, 'alumniId'),
    canBeInactive: true,
    deleted: 'Alumnus deleted successfully!',
    notFound: 'Alumnus not found',
  },
  {
    name: 'events',
    path: '/School/Activity',
    codeField: 'schoolcode',
    idField: 'activityGalleryid',
    // The events form always sends Active true, and Add stores every event active (docs/product.md#record-fields).
    add: (token) => added('/School/Activity/Add', formOf({ Title: 'Record Test', Description: 'D', ActivityDate: '2026-01-26' }, threeImages()), token, 'Id'),
    canBeInactive: false,
    deleted: 'Event deleted successfully!',
    notFound: 'Event not found',
  },
];

const call = (kind: Kind, name: string, body: Record<string, unknown>, token: string | null = tokens.schoolA) =>
  api.post(`${kind.path}/${name}`, body, { token });

/** The ids GetAll lists for school A, as a visitor (no token) or an admin sees them. */
async function listed(kind: Kind, body: Record<string, unknown>, token: string | null = null): Promise<number[]> {
  const answer = await call(kind, 'GetAll', { [kind.codeField]: '83181', ...body }, token);
  expect(answer.status).toBe(200);
  return answer.body.map((record: Record<string, number>) => record[kind.idField]);
}

describe.each(KINDS.filter((kind) => kind.canBeInactive))('$name GetAll', (kind) => {
  test('an inactive record is hidden from the public, and listed for its own school’s admin only', async () => {
    const hidden = await kind.add(tokens.schoolA, false);
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
    expectRefusal(await call(kind, 'GetById', id(await kind.add(tokens.schoolB))), 404, kind.notFound);
    for (const wrong of [undefined, 0, -1, 1.5, 'abc', null]) {
      expectRefusal(await call(kind, 'GetById', id(wrong)), 400, new RegExp(kind.idField));
    }
  });

  test('Delete: deletes the record with the message the client shows, and the list no longer holds it; deleting again is a 404', async () => {
    const mine = await kind.add(tokens.schoolA);
    expect(await listed(kind, { active: true })).toContain(mine);
    const answer = await call(kind, 'Delete', id(mine));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: kind.deleted });
    expect(await listed(kind, { active: true })).not.toContain(mine);
    expectRefusal(await call(kind, 'GetById', id(mine)), 404, kind.notFound);
    expectRefusal(await call(kind, 'Delete', id(mine)), 404, kind.notFound);
  });

  test('Delete: another school’s record cannot be deleted and stays; a missing id is refused', async () => {
    const theirs = await kind.add(tokens.schoolB);
    expectRefusal(await call(kind, 'Delete', id(theirs)), 404, kind.notFound);
    expect((await call(kind, 'GetById', id(theirs), tokens.schoolB)).status).toBe(200);
    expectRefusal(await call(kind, 'Delete', {}), 400, new RegExp(kind.idField));
  });
});
