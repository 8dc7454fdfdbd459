import type { TestApi } from '../../test-support/test-api';
import { addedByForm, expectRefusal, formOf, seedFile, startWithSchools, storedExists, type Tokens } from '../../test-support/fixtures';
import { DEMO_ALUMNI } from '../../seed/demo-content';

let api: TestApi, tokens: Tokens, schoolA: number;
let schoolBAlumnus: number;

beforeAll(async () => {
  ({ api, tokens, schoolA } = await startWithSchools());
  // The seed gives school B no alumni: one is made here, as its own admin would.
  schoolBAlumnus = (await addedByForm(api, '/School/Alumni/Add', formOf({ AlumniName: 'Alumna of 83190', PassOutYear: '2010' }), tokens.schoolB)).alumniId;
});
afterAll(() => api.close());

const alumniOf = (schoolId: number) =>
  api.database.db.selectFrom('alumni').selectAll().where('school_id', '=', schoolId).orderBy('id').execute();
const rowOf = (id: number) => api.database.db.selectFrom('alumni').selectAll().where('id', '=', id).executeTakeFirst();

/** The multipart form of the alumni screen (docs/product.md#api-calls). */
const alumniForm = (fields: Record<string, string | number> = {}, photo?: File) =>
  formOf(
    {
      AlumniName: 'Ravi Kandari',
      Email: 'ravi@alumni.example',
      Dob: '2002-05-06',
      SchoolId: schoolA,
      PassOutYear: '2020',
      Description: 'Studies forestry at the state university.',
      Phone: '+910000000099',
      CreatedBy: 1,
      SchoolCode: '83181',
      ...fields,
    },
    photo ? { file: photo } : {},
  );

const addAlumnus = (fields: Record<string, string | number> = {}, photo?: File) => addedByForm(api, '/School/Alumni/Add', alumniForm(fields, photo), tokens.schoolA);

describe('POST /School/Alumni/GetAll', () => {
  test('anyone gets the alumni of a school by its code, without a token', async () => {
    const answer = await api.post('/School/Alumni/GetAll', { active: true, SchoolCode: '83181' });
    expect(answer.status).toBe(200);
    const first = DEMO_ALUMNI[0]!;
    expect(answer.body[0]).toEqual({
      alumniId: expect.any(Number),
      alumniName: first.alumni_name,
      email: first.email,
      dob: first.dob,
      passOutYear: first.pass_out_year,
      description: first.description,
      phone: first.phone,
      photo: expect.stringMatching(/^uploads\/school\.\d+\/alumni\/.+\.webp$/),
      schoolId: schoolA,
      active: true,
    });
    expect(answer.body.every((alumnus: { schoolId: number }) => alumnus.schoolId === schoolA)).toBe(true);
  });

  test('another school’s list holds only its own alumni', async () => {
    const answer = await api.post('/School/Alumni/GetAll', { active: true, SchoolCode: '83190' });
    expect(answer.body.map((alumnus: { alumniId: number }) => alumnus.alumniId)).toEqual([schoolBAlumnus]);
  });

  test('a list read after an add holds the new alumnus', async () => {
    await api.post('/School/Alumni/GetAll', { active: true, SchoolCode: '83181' });
    const added = await addAlumnus({ AlumniName: 'Freshly Added' });
    const after = await api.post('/School/Alumni/GetAll', { active: true, SchoolCode: '83181' });
    expect(after.body.map((alumnus: { alumniId: number }) => alumnus.alumniId)).toContain(added.alumniId);
  });

  test('an unknown school code is a 404 and a missing one a 400', async () => {
    expectRefusal(await api.post('/School/Alumni/GetAll', { active: true, SchoolCode: '12345' }), 404, 'No school has the code 12345');
    expectRefusal(await api.post('/School/Alumni/GetAll', { active: true }), 400, /SchoolCode/);
  });
});

describe('POST /School/Alumni/GetById', () => {
  test('a school admin gets one of its alumni', async () => {
    const [first] = await alumniOf(schoolA);
    const answer = await api.post('/School/Alumni/GetById', { alumniId: first!.id, active: true }, { token: tokens.schoolA });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ alumniId: first!.id, alumniName: first!.alumni_name, schoolId: schoolA });
  });
});

describe('POST /School/Alumni/Add', () => {
  test('adds an alumnus with a photo stored under a generated name', async () => {
    const body = await addAlumnus({}, seedFile('alumni/alumni-2.webp', 'portrait.webp', 'image/webp'));
    expect(body).toEqual({
      alumniId: expect.any(Number),
      alumniName: 'Ravi Kandari',
      email: 'ravi@alumni.example',
      dob: '2002-05-06',
      passOutYear: '2020',
      description: 'Studies forestry at the state university.',
      phone: '+910000000099',
      photo: expect.stringMatching(/^uploads\/school\.\d+\/alumni\/[0-9a-f-]{36}\.webp$/),
      schoolId: schoolA,
      active: true,
    });
    expect(storedExists(api, body.photo)).toBe(true);
  });

  test('CreatedBy is the caller, not the fixed 1 the form sends', async () => {
    const body = await addAlumnus();
    const row = await rowOf(body.alumniId);
    const admin = await api.database.db.selectFrom('users').select('id').where('user_name', '=', 'schooladmin').executeTakeFirstOrThrow();
    expect(row?.created_by).toBe(admin.id);
  });

  test('without a photo the alumnus has none, and the value /photo means none too', async () => {
    expect((await addAlumnus()).photo).toBeNull();
    expect((await addAlumnus({ photo: '/photo' })).photo).toBeNull();
  });

  test('the name is required, with the form’s message', async () => {
    expectRefusal(await api.postForm('/School/Alumni/Add', alumniForm({ AlumniName: '' }), tokens.schoolA), 400, 'Name is required');
  });

  test('a malformed e-mail address or date of birth is refused', async () => {
    expectRefusal(await api.postForm('/School/Alumni/Add', alumniForm({ Email: 'ravi-at-example' }), tokens.schoolA), 400, 'Enter a valid email address');
    expectRefusal(await api.postForm('/School/Alumni/Add', alumniForm({ Dob: '31/31/2000' }), tokens.schoolA), 400, 'Dob: not a date');
  });
});

describe('POST /School/Alumni/Update', () => {
  // Keeping, replacing and refusing a photo: school-records.test.ts, for each kind with one picture.
  test('updates an alumnus’s fields, and GetById reads what Update answered', async () => {
    const added = await addAlumnus();
    const answer = await api.postForm(
      '/School/Alumni/Update',
      alumniForm({ AlumniId: added.alumniId, Active: 'true', AlumniName: 'Ravi S. Kandari', PassOutYear: '2021' }),
      tokens.schoolA,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ alumniId: added.alumniId, alumniName: 'Ravi S. Kandari', passOutYear: '2021', active: true });
    const fetched = await api.post('/School/Alumni/GetById', { alumniId: added.alumniId, active: true }, { token: tokens.schoolA });
    expect(fetched.body).toEqual(answer.body);
  });

  test('Active that is neither true nor false is refused', async () => {
    const added = await addAlumnus();
    expectRefusal(await api.postForm('/School/Alumni/Update', alumniForm({ AlumniId: added.alumniId, Active: 'yes' }), tokens.schoolA), 400, /true or false/);
  });
});
