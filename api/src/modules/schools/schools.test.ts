import { EMPTY_PROFILE } from '@school/shared/contracts/school-profile';
import { passwordChosen, type TestApi } from '../../test-support/test-api';
import { expectRefusal, testRefusals, TEST_PHONE, filesUnder, formOf, seedFile, startWithSchools, storedExists, type Tokens } from '../../test-support/fixtures';
import path from 'node:path';

let api: TestApi, tokens: Tokens, schoolA: number;

beforeAll(async () => ({ api, tokens, schoolA } = await startWithSchools()));
afterAll(() => api.close());

let codes = 0;
/** The provider's school form, with a code no other test uses. */
const schoolForm = (fields: Record<string, unknown> = {}, code = `7${String(++codes).padStart(4, '0')}`) => ({
  schoolName: 'Government Inter College, Test Valley',
  schoolCode: code,
  contactPerson1: 'Sh. Test Person',
  contact1: TEST_PHONE,
  contactPerson2: '',
  contact2: '',
  schoolWebSiteUrl: `https://gic-${code}.example`, // a school's address is its own
  schoolWebSiteDomainName: 'gic-test.example',
  schoolWebSiteDomain: 'example',
  domainNamePurchaseDate: '2025-04-01',
  domainNameRenewDate: '2026-04-01',
  domainNameExpireDate: '2027-03-31',
  amcstartDate: '2026-04-01T00:00:00.000Z',
  amcendDate: '2027-03-31',
  active: true,
  ...fields,
});

const provider = () => ({ token: tokens.provider });

/** The host name of a school's Website URL: its first address. */
const ownHost = (school: Record<string, unknown>) => new URL(String(school.schoolWebSiteUrl)).hostname;

/** GET /api/Site at a host name, as a page there asks it. */
async function site(host: string) {
  const response = await fetch(`${api.url}/api/Site?host=${encodeURIComponent(host)}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test knows its answer's shape
  const body: any = await response.json();
  return { status: response.status, body };
}

async function addSchool(fields: Record<string, unknown> = {}) {
  const answer = await api.post('/School/Add', schoolForm(fields), provider());
  expect(answer.status).toBe(201);
  return answer.body;
}

describe('POST /School/GetAll', () => {
  test('the provider gets every school with the fields of its record (docs/product.md#record-fields)', async () => {
    const answer = await api.post('/School/GetAll', { active: true }, provider());
    expect(answer.status).toBe(200);
    expect(answer.body.map((school: { schoolCode: string }) => school.schoolCode)).toEqual(expect.arrayContaining(['83181', '83190']));
    expect(answer.body.find((school: { schoolCode: string }) => school.schoolCode === '83181')).toEqual({
      schoolId: schoolA,
      schoolName: expect.any(String),
      schoolCode: '83181',
      contactPerson1: expect.any(String),
      contact1: expect.stringMatching(/^\+?\d{10,}$/),
      contactPerson2: expect.any(String),
      contact2: expect.any(String),
      schoolWebSiteUrl: expect.stringMatching(/^https?:\/\//),
      schoolWebSiteDomainName: expect.any(String),
      schoolWebSiteDomain: expect.any(String),
      otherHostNames: ['localhost', '127.0.0.1'],
      domainNamePurchaseDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      domainNameRenewDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      domainNameExpireDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      amcstartDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      amcendDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      active: true,
    });
  });

  test('inactive schools are listed too, with their status, whatever active says', async () => {
    const inactive = await addSchool({ active: false });
    for (const body of [{ active: true }, {}]) {
      const answer = await api.post('/School/GetAll', body, provider());
      expect(answer.body).toContainEqual(expect.objectContaining({ schoolId: inactive.schoolId, active: false }));
    }
  });

  test('active must be a boolean', async () => {
    expectRefusal(await api.post('/School/GetAll', { active: 'yes' }, provider()), 400, /active/);
  });
});

describe('POST /School/GetById', () => {
  test('answers one school with its dates as yyyy-MM-dd', async () => {
    const added = await addSchool({ amcstartDate: '2026-04-01T10:20:30.000Z' });
    const answer = await api.post('/School/GetById', { schoolId: added.schoolId }, provider());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(added);
    expect(answer.body.amcstartDate).toBe('2026-04-01');
  });

  test('an unknown school is a 404 and a bad id a 400', async () => {
    expectRefusal(await api.post('/School/GetById', { schoolId: 99_999 }, provider()), 404, 'School not found');
    expectRefusal(await api.post('/School/GetById', { schoolId: 'one' }, provider()), 400, /schoolId/);
  });
});

describe('POST /School/Add', () => {
  test('adds a school and answers it with its id', async () => {
    const form = schoolForm({ contactPerson2: 'Smt. Second', contact2: '0000000002' });
    const answer = await api.post('/School/Add', form, provider());
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ ...form, schoolId: expect.any(Number), otherHostNames: [], amcstartDate: '2026-04-01' });
    const listed = await api.post('/School/GetAll', {}, provider());
    expect(listed.body.map((school: { schoolCode: string }) => school.schoolCode)).toContain(form.schoolCode);
  });

  test.each([
    ['schoolName', 'School Name is required'],
    ['schoolCode', 'School Code is required'],
    ['contactPerson1', 'Contact Person 1 is required'],
    ['contact1', 'Contact 1 is required'],
    ['schoolWebSiteUrl', 'This field is required'],
    ['domainNamePurchaseDate', 'Purchase Date is required'],
    ['domainNameRenewDate', 'Renew Date is required'],
    ['domainNameExpireDate', 'Expire Date is required'],
    ['amcstartDate', 'AMC Start Date is required'],
    ['amcendDate', 'AMC End Date is required'],
  ])('without %s the school is refused with “%s”', async (field, message) => {
    const missing = schoolForm();
    delete (missing as Record<string, unknown>)[field];
    expectRefusal(await api.post('/School/Add', missing, provider()), 400, `${field}: ${message}`);
    expectRefusal(await api.post('/School/Add', schoolForm({ [field]: '  ' }), provider()), 400, `${field}: ${message}`);
  });

  testRefusals(
    [
      ['a contact number of fewer than ten digits', { contact1: '12345' }, 400, 'contact1: Enter a valid phone number'],
      ['a contact number with marks other than a leading plus sign', { contact2: '+91-98-1111' }, 400, 'contact2: Enter a valid phone number'],
      ['a website address that does not start with http:// or https://', { schoolWebSiteUrl: 'ftp://school.example' }, 400, 'schoolWebSiteUrl: Enter a valid URL'],
      ['a date that is not yyyy-MM-dd', { domainNameRenewDate: '01/04/2026' }, 400, /domainNameRenewDate/],
      ['a school code already in use', { schoolCode: '83190' }, 409, 'A school with the code 83190 already exists'],
    ],
    (fields) => api.post('/School/Add', schoolForm(fields), provider()),
  );

  test('a contact number of ten digits without a plus sign is accepted', async () => {
    expect((await api.post('/School/Add', schoolForm({ contact1: '0000000001' }), provider())).status).toBe(201);
  });

  test('the essentials of its profile are on its site at once', async () => {
    const profile = { nameHi: 'राजकीय इंटर कॉलेज', affiliationNumber: '1234567', address: { en: 'Hill Road\nTest Valley' }, phone: '+91 00000 00003', email: 'office@test.example' };
    const added = await addSchool({ profile });
    expect(added).not.toHaveProperty('profile');
    expect((await site(ownHost(added))).body.profile).toEqual({ ...EMPTY_PROFILE, ...profile, address: { en: 'Hill Road\nTest Valley', hi: '' } });
  });

  test('without them its profile is empty', async () => {
    const added = await addSchool();
    expect((await site(ownHost(added))).body.profile).toEqual(EMPTY_PROFILE);
  });

  test('the essentials follow the profile’s rules, and the provider sets no other part of it', async () => {
    const refused = async (profile: unknown, message: string) => {
      const form = schoolForm({ profile });
      expectRefusal(await api.post('/School/Add', form, provider()), 400, message);
      expect((await site(ownHost(form))).status).toBe(404); // nothing was added
    };
    await refused({ phone: '12345' }, 'profile.phone: Enter a valid phone number');
    await refused({ email: 'office' }, 'profile.email: Enter a valid email address');
    await refused({ affiliationNumber: '1'.repeat(21) }, 'profile.affiliationNumber: At most 20 characters');
    await refused({ ministry: { en: 'Ministry of Education' } }, 'profile: Unrecognized key: "ministry"');
  });
});

describe('a school’s other addresses', () => {
  const update = (school: Record<string, unknown>, fields: Record<string, unknown> = {}) => api.post('/School/Update', { ...school, ...fields }, provider());

  test('are stored after its Website URL’s, answered in order by every school call, and its site answers at each at once', async () => {
    const code = String(++codes);
    await site(`www.other-${code}.example`); // asked before it exists: the refusal must not be kept
    const added = await addSchool({ otherHostNames: [` WWW.other-${code}.example `, `other-${code}.localhost`] });
    const names = [`www.other-${code}.example`, `other-${code}.localhost`];
    expect(added.otherHostNames).toEqual(names);
    expect((await api.post('/School/GetById', { schoolId: added.schoolId }, provider())).body.otherHostNames).toEqual(names);
    const listed = (await api.post('/School/GetAll', {}, provider())).body.find((school: { schoolId: number }) => school.schoolId === added.schoolId);
    expect(listed.otherHostNames).toEqual(names);
    const rows = await api.database.db.selectFrom('school_hosts').select(['host_name', 'position']).where('school_id', '=', added.schoolId).orderBy('position').execute();
    expect(rows).toEqual([ownHost(added), ...names].map((host_name, position) => ({ host_name, position })));
    for (const host of [ownHost(added), ...names]) expect((await site(host)).body).toMatchObject({ schoolCode: added.schoolCode });
  });

  test('the Website URL’s own host name among them is kept once, first', async () => {
    const added = await addSchool({ otherHostNames: ['other-one.example'] });
    const answer = await update(added, { otherHostNames: [ownHost(added), 'other-one.example'] });
    expect(answer.body.otherHostNames).toEqual(['other-one.example']);
  });

  test('an update replaces them; one that leaves them out keeps them, as the Website URL moves', async () => {
    const added = await addSchool({ otherHostNames: ['first-other.example', 'second-other.example'] });
    const replaced = await update(added, { otherHostNames: ['second-other.example', 'third-other.example'] });
    expect(replaced.body.otherHostNames).toEqual(['second-other.example', 'third-other.example']);
    expect((await site('first-other.example')).status).toBe(404);
    expect((await site('third-other.example')).body).toMatchObject({ schoolCode: added.schoolCode });

    // undefined: left out of the JSON sent.
    const moved = await update(replaced.body, { otherHostNames: undefined, schoolWebSiteUrl: `https://moved-${added.schoolCode}.example` });
    expect(moved.body.otherHostNames).toEqual(['second-other.example', 'third-other.example']);
    expect((await site(`moved-${added.schoolCode}.example`)).body).toMatchObject({ schoolCode: added.schoolCode });
    expect((await site(ownHost(added))).status).toBe(404);

    const none = await update(moved.body, { otherHostNames: [] });
    expect(none.body.otherHostNames).toEqual([]);
    expect((await site('second-other.example')).status).toBe(404);
  });

  test('an address another school has is a 409, and nothing of the save is kept', async () => {
    const added = await addSchool({ otherHostNames: ['kept-other.example'] });
    const taken = await update(added, { schoolName: 'Not Renamed', otherHostNames: ['new-other.example', 'school2.localhost'] });
    expect([taken.status, taken.body]).toEqual([409, { message: 'The address school2.localhost is another school’s' }]);
    expect((await api.post('/School/GetById', { schoolId: added.schoolId }, provider())).body).toEqual(added);
    expect((await site('new-other.example')).status).toBe(404);
    expect((await site('school2.localhost')).body).toMatchObject({ schoolCode: '83190' });

    const form = schoolForm({ otherHostNames: ['kept-other.example'], profile: { affiliationNumber: '7654321' } });
    expectRefusal(await api.post('/School/Add', form, provider()), 409, 'The address kept-other.example is another school’s');
    expect((await api.post('/School/GetAll', {}, provider())).body.map((school: { schoolCode: string }) => school.schoolCode)).not.toContain(form.schoolCode);
    expect((await site(ownHost(form))).status).toBe(404);
    expect(await api.database.db.selectFrom('school_documents').select('school_id').where('body', 'like', '%7654321%').execute()).toEqual([]);
  });

  test.each([
    [['https://www.example.in'], 'https://www.example.in is not a host name: write it as www.example.in, without http://, a port or a path'],
    [['www.example.in:8080'], 'www.example.in:8080 is not a host name: write it as www.example.in, without http://, a port or a path'],
    [['www.example.in/about'], 'www.example.in/about is not a host name: write it as www.example.in, without http://, a port or a path'],
    [['my school.in'], 'my school.in is not a host name: write it as www.example.in, without http://, a port or a path'],
    [['  '], 'An empty address is not a host name: write it as www.example.in, without http://, a port or a path'],
    [['www.example.in', 'WWW.example.in'], 'www.example.in is listed twice'],
    [Array.from({ length: 11 }, (_, index) => `a${index}.example.in`), 'At most 10 other addresses'],
    ['www.example.in', 'Other addresses must be a list of host names'],
  ])('%j is refused by Add and Update with its message', async (otherHostNames, message) => {
    expectRefusal(await api.post('/School/Add', schoolForm({ otherHostNames }), provider()), 400, `otherHostNames: ${message}`);
    const added = await addSchool();
    expectRefusal(await update(added, { otherHostNames }), 400, `otherHostNames: ${message}`);
  });

  test('an update cannot set the profile: it is the school admin’s', async () => {
    const added = await addSchool();
    expectRefusal(await update(added, { profile: { affiliationNumber: '1234567' } }), 400, 'Unrecognized key: "profile"');
  });

  test('a deleted school’s addresses are free for another school', async () => {
    const gone = await addSchool({ otherHostNames: ['freed-other.example'] });
    expect((await api.post('/School/Delete', { schoolId: gone.schoolId }, provider())).status).toBe(200);
    expect((await site('freed-other.example')).status).toBe(404);
    const next = await addSchool({ otherHostNames: ['freed-other.example'] });
    expect((await site('freed-other.example')).body).toMatchObject({ schoolCode: next.schoolCode });
  });
});

describe('POST /School/Update', () => {
  test('updates a school', async () => {
    const added = await addSchool();
    const { schoolId, ...fields } = added;
    const answer = await api.post('/School/Update', { ...fields, schoolId, schoolName: 'Renamed College', active: false }, provider());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...added, schoolName: 'Renamed College', active: false });
    expect((await api.post('/School/GetById', { schoolId }, provider())).body.schoolName).toBe('Renamed College');
  });

  test('keeping its own code is fine; taking another school’s code is a 409', async () => {
    const added = await addSchool();
    const { schoolId, ...fields } = added;
    expect((await api.post('/School/Update', { ...fields, schoolId }, provider())).status).toBe(200);
    expectRefusal(await api.post('/School/Update', { ...fields, schoolId, schoolCode: '83181' }, provider()), 409, 'A school with the code 83181 already exists');
  });

  test('an unknown school is a 404, a missing id a 400', async () => {
    expectRefusal(await api.post('/School/Update', { ...schoolForm(), schoolId: 99_999 }, provider()), 404, 'School not found');
    expectRefusal(await api.post('/School/Update', schoolForm(), provider()), 400, /schoolId/);
  });

  test('deactivating a school ends its admins’ sessions and logins, and reactivating it does not revive the old sessions', async () => {
    const added = await addSchool();
    const userName = `admin${++codes}`;
    await api.post(
      '/School/User/Add',
      { fullName: 'Admin', userName, password: api.encrypt('admin-pass-1'), userType: 'School', active: true, SchoolId: added.schoolId },
      provider(),
    );
    const token = (await api.login(userName, 'admin-pass-1', 'School', added.schoolCode)).body.token as string;
    const ownCall = () => api.post('/School/Staff/GetAll', { active: true, schoolCode: added.schoolCode }, { token });
    expect((await ownCall()).status).toBe(200);

    expect((await api.post('/School/Update', { ...added, active: false }, provider())).status).toBe(200);
    expect((await ownCall()).status).toBe(401);
    expect((await api.login(userName, 'admin-pass-1', 'School', added.schoolCode)).status).toBe(401);

    expect((await api.post('/School/Update', { ...added, active: true }, provider())).status).toBe(200);
    expect((await ownCall()).status).toBe(401);
    expect((await api.login(userName, 'admin-pass-1', 'School', added.schoolCode)).status).toBe(200);
  });

  test('the update follows the same rules as the add form', async () => {
    const added = await addSchool();
    expectRefusal(await api.post('/School/Update', { ...added, contact1: 'call me' }, provider()), 400, 'contact1: Enter a valid phone number');
  });
});

describe('POST /School/Delete', () => {
  /** A school with an admin, a staff member with a picture and an event, as its admin made them. */
  async function populatedSchool(code?: string) {
    const school = await addSchool(code ? { schoolCode: code } : {});
    const userName = `admin${++codes}`;
    await api.post(
      '/School/User/Add',
      { fullName: 'Doomed Admin', userName, password: api.encrypt('doomed-pass-1'), userType: 'School', active: true, SchoolId: school.schoolId },
      provider(),
    );
    await passwordChosen(api, userName);
    const token = (await api.login(userName, 'doomed-pass-1', 'School', school.schoolCode)).body.token as string;
    const staff = await api.postForm('/School/Staff/Add', formOf({ fullName: 'A', designation: 'B' }, { profilePic: seedFile('staff/staff-1.webp') }), token);
    const event = await api.postForm(
      '/School/Activity/Add',
      formOf(
        { Title: 'T', Description: 'D', ActivityDate: '2026-01-01' },
        { Img1File: seedFile('events/sports-1.jpg'), Img2File: seedFile('events/sports-2.jpg'), Img3File: seedFile('events/sports-3.jpg') },
      ),
      token,
    );
    expect([staff.status, event.status]).toEqual([201, 201]);
    return { school, token, media: [staff.body.profilePicUrl as string, event.body.Img1 as string] };
  }

  test('deletes a school with its users, staff, events and media files', async () => {
    const { school, token, media } = await populatedSchool();
    const answer = await api.post('/School/Delete', { schoolId: school.schoolId }, provider());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'School deleted successfully' });
    expectRefusal(await api.post('/School/GetById', { schoolId: school.schoolId }, provider()), 404, 'School not found');
    expect((await api.post('/School/Staff/GetById', { schoolStaffId: 1 }, { token })).status).toBe(401);
    const db = api.database.db;
    expect(await db.selectFrom('staff').select('id').where('school_id', '=', school.schoolId).execute()).toEqual([]);
    expect(await db.selectFrom('activities').select('id').where('school_id', '=', school.schoolId).execute()).toEqual([]);
    expect(await db.selectFrom('users').select('id').where('school_id', '=', school.schoolId).execute()).toEqual([]);
    for (const stored of media) expect(storedExists(api, stored)).toBe(false);
    expect(filesUnder(path.join(api.dataDir, 'uploads', school.schoolCode))).toEqual([]);
  });

  test('a school whose code changed still takes all its media with it', async () => {
    const { school, media } = await populatedSchool();
    const renamed = await api.post('/School/Update', { ...school, schoolCode: `R${school.schoolCode}` }, provider());
    expect(renamed.status).toBe(200);
    expect((await api.post('/School/Delete', { schoolId: school.schoolId }, provider())).status).toBe(200);
    for (const stored of media) expect(storedExists(api, stored)).toBe(false);
    expect(filesUnder(path.join(api.dataDir, 'uploads', school.schoolCode))).toEqual([]);
  });

  test('deleting a school never touches media another school still uses', async () => {
    // The first school leaves its code and its folder's name to a new school, which is then deleted.
    const first = await populatedSchool();
    const oldCode = first.school.schoolCode;
    expect((await api.post('/School/Update', { ...first.school, schoolCode: `R${oldCode}` }, provider())).status).toBe(200);
    const second = await populatedSchool(oldCode);
    expect((await api.post('/School/Delete', { schoolId: second.school.schoolId }, provider())).status).toBe(200);
    for (const stored of first.media) expect(storedExists(api, stored)).toBe(true);
    for (const stored of second.media) expect(storedExists(api, stored)).toBe(false);
  });

  test('an unknown school is a 404', async () => {
    expectRefusal(await api.post('/School/Delete', { schoolId: 99_999 }, provider()), 404, 'School not found');
  });
});
