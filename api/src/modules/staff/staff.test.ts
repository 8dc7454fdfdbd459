import type { TestApi } from '../../test-support/test-api';
import { addedByForm, expectRefusal, formOf, seedFile, startWithSchools, storedExists, type Tokens } from '../../test-support/fixtures';
import { DEMO_OTHER_SCHOOL_STAFF, DEMO_STAFF } from '../../seed/demo-content';

let api: TestApi, tokens: Tokens, schoolA: number;

beforeAll(async () => ({ api, tokens, schoolA } = await startWithSchools()));
afterAll(() => api.close());

const staffOf = (schoolId: number) =>
  api.database.db.selectFrom('staff').selectAll().where('school_id', '=', schoolId).orderBy('id').execute();

/** Adds a staff member to school A through the API and returns its answer. */
const addStaff = (fields: Record<string, string> = {}, photo?: File) =>
  addedByForm(
    api,
    '/School/Staff/Add',
    formOf({ fullName: 'Sh. Test Teacher', designation: 'Lecturer, Chemistry', staffType: 'null', active: 'true', ...fields }, photo ? { profilePic: photo } : {}),
    tokens.schoolA,
  );

describe('POST /School/Staff/GetAll', () => {
  test('anyone gets the staff of a school by its code, with the fields of its record (docs/product.md#record-fields)', async () => {
    const answer = await api.post('/School/Staff/GetAll', { active: true, schoolCode: '83181' });
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength((await staffOf(schoolA)).length);
    const first = DEMO_STAFF[0]!;
    expect(answer.body[0]).toEqual({
      schoolStaffId: expect.any(Number),
      fullName: first.full_name,
      designation: first.designation,
      qualification: first.qualification,
      phone1: first.phone1,
      email: first.email,
      roles: null,
      dob: first.dob,
      staffType: null,
      active: true,
      profilePicUrl: expect.stringMatching(/^uploads\/school\.\d+\/staff\/.+\.webp$/),
      schoolId: schoolA,
      category: first.category,
    });
  });

  test('the list holds only the named school’s staff', async () => {
    const a = await api.post('/School/Staff/GetAll', { active: true, schoolCode: '83181' });
    const b = await api.post('/School/Staff/GetAll', { active: true, schoolCode: '83190' });
    expect(a.body.every((member: { schoolId: number }) => member.schoolId === schoolA)).toBe(true);
    expect(b.body.map((member: { fullName: string }) => member.fullName)).toEqual(DEMO_OTHER_SCHOOL_STAFF.map((member) => member.full_name));
  });

  test('an unknown school code is a 404 that names the code', async () => {
    expectRefusal(await api.post('/School/Staff/GetAll', { active: true, schoolCode: '99999' }), 404, 'No school has the code 99999');
  });

  test('a request without a school code is refused', async () => {
    expectRefusal(await api.post('/School/Staff/GetAll', { active: true }), 400, /schoolCode/);
  });
});

describe('POST /School/Staff/GetById', () => {
  test('a school admin gets one of its staff', async () => {
    const [first] = await staffOf(schoolA);
    const answer = await api.post('/School/Staff/GetById', { schoolStaffId: first!.id }, { token: tokens.schoolA });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ schoolStaffId: first!.id, fullName: first!.full_name, schoolId: schoolA });
  });

  test('an id sent as digits is read as the number', async () => {
    const [first] = await staffOf(schoolA);
    const answer = await api.post('/School/Staff/GetById', { schoolStaffId: String(first!.id) }, { token: tokens.schoolA });
    expect(answer.body.schoolStaffId).toBe(first!.id);
  });
});

describe('POST /School/Staff/Add', () => {
  test('adds a staff member with a profile picture, stored under a generated name in the school’s folder', async () => {
    const body = await addStaff(
      { qualification: 'M.Sc.', phone1: '+919812345678', email: 'teacher@example.org', dob: '1988-04-05' },
      seedFile('staff/staff-2.webp', 'me.webp', 'image/webp'),
    );
    expect(body).toEqual({
      schoolStaffId: expect.any(Number),
      fullName: 'Sh. Test Teacher',
      designation: 'Lecturer, Chemistry',
      qualification: 'M.Sc.',
      phone1: '+919812345678',
      email: 'teacher@example.org',
      roles: null,
      dob: '1988-04-05',
      staffType: null,
      active: true,
      profilePicUrl: expect.stringMatching(/^uploads\/school\.\d+\/staff\/[0-9a-f-]{36}\.webp$/),
      schoolId: schoolA,
      category: null,
    });
    expect(storedExists(api, body.profilePicUrl)).toBe(true);
    const row = await api.database.db.selectFrom('staff').selectAll().where('id', '=', body.schoolStaffId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ full_name: 'Sh. Test Teacher', school_id: schoolA, profile_pic_url: body.profilePicUrl });
  });

  test('adds a staff member without a picture; blank optional fields are stored as none', async () => {
    const body = await addStaff({ qualification: '', email: '', phone1: 'null', dob: '0', profilePicUrl: '' });
    expect(body).toMatchObject({ qualification: null, email: null, phone1: null, dob: null, profilePicUrl: null });
  });

  test('a date of birth as epoch milliseconds or a date-time is stored as a date', async () => {
    expect((await addStaff({ dob: String(Date.UTC(1990, 0, 31)) })).dob).toBe('1990-01-31');
    expect((await addStaff({ dob: '1991-02-03T00:00:00.000Z' })).dob).toBe('1991-02-03');
  });

  test('active defaults to true and "false" stores an inactive member', async () => {
    const form = formOf({ fullName: 'Sh. Default Active', designation: 'Peon' });
    expect((await api.postForm('/School/Staff/Add', form, tokens.schoolA)).body.active).toBe(true);
    expect((await addStaff({ active: 'false' })).active).toBe(false);
  });

  test('full name and designation are required, with the form’s messages', async () => {
    const noName = await api.postForm('/School/Staff/Add', formOf({ designation: 'Principal' }), tokens.schoolA);
    expectRefusal(noName, 400, 'Full name is required');
    const blankDesignation = await api.postForm('/School/Staff/Add', formOf({ fullName: 'A Name', designation: '  ' }), tokens.schoolA);
    expectRefusal(blankDesignation, 400, 'Designation is required');
  });

  test('a malformed e-mail address or date is refused', async () => {
    const email = await api.postForm('/School/Staff/Add', formOf({ fullName: 'A', designation: 'B', email: 'not-an-email' }), tokens.schoolA);
    expectRefusal(email, 400, 'Enter a valid email address');
    const dob = await api.postForm('/School/Staff/Add', formOf({ fullName: 'A', designation: 'B', dob: 'yesterday' }), tokens.schoolA);
    expectRefusal(dob, 400, 'dob: not a date');
  });
});

describe('POST /School/Staff/Update', () => {
  // Keeping, replacing and refusing a picture: school-records.test.ts, for each kind with one picture.
  test('updates a member’s fields, and GetById reads what Update answered', async () => {
    const added = await addStaff();
    const answer = await api.postForm(
      '/School/Staff/Update',
      formOf({ schoolStaffId: added.schoolStaffId, fullName: 'Sh. Renamed Teacher', designation: 'Lecturer, Physics', qualification: 'Ph.D.', active: 'true' }),
      tokens.schoolA,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ schoolStaffId: added.schoolStaffId, fullName: 'Sh. Renamed Teacher', designation: 'Lecturer, Physics', qualification: 'Ph.D.' });
    const fetched = await api.post('/School/Staff/GetById', { schoolStaffId: added.schoolStaffId }, { token: tokens.schoolA });
    expect(fetched.body).toEqual(answer.body);
  });

  test('the required fields are required on update too', async () => {
    const added = await addStaff();
    const answer = await api.postForm('/School/Staff/Update', formOf({ schoolStaffId: added.schoolStaffId, designation: 'B' }), tokens.schoolA);
    expectRefusal(answer, 400, 'Full name is required');
  });
});
