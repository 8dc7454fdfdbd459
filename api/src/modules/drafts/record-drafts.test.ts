import { DRAFT_MESSAGES } from '@school/shared/contracts/drafts';
import { schoolUserToken, type TestApi } from '../../test-support/test-api';
import { bytesFile, formOf, PNG_BYTES, startWithSchools, storedExists, type Tokens } from '../../test-support/fixtures';

/** Drafts of events, staff and alumni (decision 013): the record's own form, written to the record only when published. */
let api: TestApi;
let tokens: Tokens;
let editor: string;
let publisher: string;
beforeAll(async () => {
  ({ api, tokens } = await startWithSchools());
  editor = await schoolUserToken(api, 'editor', 'recordeditor');
  publisher = await schoolUserToken(api, 'publisher', 'recordpublisher');
});
afterAll(() => api.close());

const png = (name: string) => bytesFile(PNG_BYTES, name, 'image/png');
const saveRecord = (fields: Record<string, string | number>, files: Record<string, File | File[]> = {}, token = editor) =>
  api.postForm('/School/Draft/SaveRecord', formOf(fields, files), token);
const draft = (route: string, id: number, token = publisher) => api.post(`/School/Draft/${route}`, { id }, { token });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test knows the answer's shape
const publicList = async (path: string, body: Record<string, unknown>): Promise<any[]> => (await api.post(path, body)).body;
const staffNamed = async (name: string) => (await publicList('/School/Staff/GetAll', { schoolCode: '83181' })).find((member) => member.fullName === name);

test('an editor’s new staff member, with a picture, is public only once a publisher publishes the draft', async () => {
  const saved = await saveRecord({ draftType: 'staff', fullName: 'Drafted Teacher', designation: 'PGT Physics' }, { profilePic: png('me.png') });
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({ type: 'staff', target: null, title: 'Drafted Teacher', state: 'draft', authorRole: 'editor' });
  const id = saved.body.id as number;
  const read = await draft('Get', id);
  expect(read.body).toMatchObject({ change: { type: 'staff', recordId: null, fields: { fullName: 'Drafted Teacher' }, files: [{ field: 'profilePic', type: 'image/webp' }] }, current: null });
  const picture = read.body.change.files[0].path as string;
  expect(picture).toMatch(/^uploads\/school\.\d+\/staff\/.+\.webp$/);
  expect(storedExists(api, picture)).toBe(true);

  expect((await draft('Submit', id, editor)).body.state).toBe('submitted');
  expect(await staffNamed('Drafted Teacher')).toBeUndefined();
  // The direct save stays a publisher's.
  expect((await api.postForm('/School/Staff/Add', formOf({ fullName: 'X', designation: 'Y' }), editor)).status).toBe(403);

  expect((await draft('Publish', id)).status).toBe(200);
  expect(await staffNamed('Drafted Teacher')).toMatchObject({ designation: 'PGT Physics', profilePicUrl: picture });
  expect((await draft('Get', id)).status).toBe(404);
  const audit = await api.database.db.selectFrom('audit_log').select(['action', 'entity', 'user_name', 'user_role']).where('entity', 'in', ['staff', 'draft']).orderBy('id', 'desc').limit(2).execute();
  expect(audit).toEqual([
    { action: 'publish', entity: 'draft', user_name: 'recordpublisher', user_role: 'publisher' },
    { action: 'create', entity: 'staff', user_name: 'recordpublisher', user_role: 'publisher' },
  ]);
});

test('a change of an alumnus keeps the draft’s own new photo when saved again, and replaces the old one only when published', async () => {
  const alumnus = await api.postForm('/School/Alumni/Add', formOf({ AlumniName: 'Old Name', Active: 'true' }, { file: png('old.png') }), tokens.schoolA);
  const { alumniId, photo: oldPhoto } = alumnus.body as { alumniId: number; photo: string };

  const first = await saveRecord({ draftType: 'alumni', AlumniId: alumniId, AlumniName: 'New Name', Active: 'true' }, { file: png('new.png') });
  const id = first.body.id as number;
  const newPhoto = (await draft('Get', id)).body.change.files[0].path as string;
  // Saved again with the draft's own photo as kept (as the form sends a kept one): the same draft, the same file.
  const again = await saveRecord({ draftType: 'alumni', draftId: id, AlumniId: alumniId, AlumniName: 'Newer Name', Active: 'true', photo: newPhoto });
  expect(again.body).toMatchObject({ id, title: 'Newer Name' });
  expect((await draft('Get', id)).body).toMatchObject({ change: { recordId: alumniId, files: [{ path: newPhoto, field: 'file' }] }, current: { alumniName: 'Old Name', photo: oldPhoto } });
  expect(storedExists(api, oldPhoto)).toBe(true);

  // Sent back, changed by its author, submitted and published.
  await draft('Submit', id, editor);
  expect((await api.post('/School/Draft/Return', { id, comment: 'Add the year.' }, { token: publisher })).status).toBe(200);
  await saveRecord({ draftType: 'alumni', draftId: id, AlumniId: alumniId, AlumniName: 'Newer Name', PassOutYear: '2001', Active: 'true', photo: newPhoto });
  await draft('Submit', id, editor);
  expect((await draft('Publish', id)).status).toBe(200);
  const listed = (await publicList('/School/Alumni/GetAll', { SchoolCode: '83181' })).find((each) => each.alumniId === alumniId);
  expect(listed).toMatchObject({ alumniName: 'Newer Name', passOutYear: '2001', photo: newPhoto });
  expect(storedExists(api, oldPhoto)).toBe(false);
  expect(storedExists(api, newPhoto)).toBe(true);
});

test('a record changed or deleted after its draft was written refuses the draft, which stays; a discarded draft’s files go', async () => {
  const member = await api.postForm('/School/Staff/Add', formOf({ fullName: 'Stale Member', designation: 'Clerk' }), tokens.schoolA);
  const memberId = member.body.schoolStaffId as number;
  const saved = await saveRecord({ draftType: 'staff', schoolStaffId: memberId, fullName: 'Stale Member', designation: 'Head Clerk' }, { profilePic: png('p.png') });
  const id = saved.body.id as number;
  const picture = (await draft('Get', id)).body.change.files[0].path as string;
  await draft('Submit', id, editor);

  await api.postForm('/School/Staff/Update', formOf({ schoolStaffId: memberId, fullName: 'Stale Member', designation: 'Accountant' }), tokens.schoolA);
  const refused = await draft('Publish', id);
  expect(refused.status).toBe(409);
  expect(refused.body.message).toBe(DRAFT_MESSAGES.recordChanged);
  expect((await staffNamed('Stale Member')).designation).toBe('Accountant');

  await api.post('/School/Staff/Delete', { schoolStaffId: memberId }, { token: tokens.schoolA });
  expect((await draft('Publish', id)).body.message).toBe(DRAFT_MESSAGES.recordGone);
  expect((await draft('Get', id)).body).toMatchObject({ state: 'submitted', current: null });

  expect((await draft('Discard', id)).status).toBe(200);
  expect(storedExists(api, picture)).toBe(false);
});

test('a new event’s draft takes its images as the event’s form does, and publishes the event with them', async () => {
  const fields = { draftType: 'event', Title: 'Drafted Sports Day', Description: 'Races.', ActivityDate: '2026-11-20' };
  const tooFew = await saveRecord(fields, { Img1File: png('a.png') });
  expect(tooFew.status).toBe(400);
  const saved = await saveRecord(fields, { Img1File: png('a.png'), Img2File: png('b.png'), Img3File: png('c.png') });
  expect(saved.status).toBe(200);
  const id = saved.body.id as number;
  const images = ((await draft('Get', id)).body.change.files as { path: string }[]).map((file) => file.path);
  expect(images).toHaveLength(3);
  // Another editor's kept path is no way to name a file that is not the draft's own or the event's.
  expect((await saveRecord({ ...fields, draftId: id, Img1: 'uploads/school.2/events/not-mine.webp', Img2: images[1]!, Img3: images[2]! })).status).toBe(400);

  await draft('Submit', id, editor);
  await draft('Publish', id);
  const event = (await publicList('/School/Activity/GetAll', { schoolcode: '83181' })).find((each) => each.title === 'Drafted Sports Day');
  expect([event.img1, event.img2, event.img3]).toEqual(images);
});
