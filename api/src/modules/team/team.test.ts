import { ACCOUNTS, passwordChosen, type TestApi } from '../../test-support/test-api';
import { keysOf, startWithSchools, type Tokens } from '../../test-support/fixtures';

let api: TestApi, tokens: Tokens, schoolB: number;

beforeAll(async () => ({ api, tokens, schoolB } = await startWithSchools()));
afterAll(() => api.close());

const admin = () => ({ token: tokens.schoolA });
let names = 0;

const memberForm = (fields: Record<string, unknown> = {}) => ({
  fullName: 'Smt. Team Member',
  userName: `member${++names}`,
  password: api.encrypt('first-pass-83181'),
  role: 'editor',
  active: true,
  ...fields,
});

async function addMember(fields: Record<string, unknown> = {}) {
  const form = memberForm(fields);
  const answer = await api.post('/School/Team/Add', form, admin());
  expect(answer.status).toBe(201);
  return { ...(answer.body as { schoolUserId: number; userName: string; role: string }), form };
}

/** The member's own token, once they have set their password. */
async function loginOf(member: { form: { userName: string } }, password = 'first-pass-83181') {
  await passwordChosen(api, member.form.userName);
  return (await api.login(member.form.userName, password)).body.token as string;
}

const adminId = async () => (await api.database.db.selectFrom('users').select('id').where('user_name', '=', ACCOUNTS.schoolAdmin.username).executeTakeFirstOrThrow()).id;

test('a school admin adds an editor with a temporary password; the list shows the role, never a password', async () => {
  const added = await addMember({ fullName: 'Shri Editor One' });
  expect(added).toMatchObject({ fullName: 'Shri Editor One', role: 'editor', active: true, temporaryCredential: true });
  const list = await api.post('/School/Team/GetAll', {}, admin());
  expect(list.status).toBe(200);
  expect(list.body).toEqual(expect.arrayContaining([expect.objectContaining({ userName: added.userName, role: 'editor' }), expect.objectContaining({ userName: ACCOUNTS.schoolAdmin.username, role: 'admin' })]));
  expect(keysOf(list.body).filter((key) => /pass|hash/i.test(key))).toEqual([]);
  // The new user's login must set a password first, as for the provider's accounts.
  expect((await api.login(added.form.userName, 'first-pass-83181')).body).toMatchObject({ temporaryCredential: true });
});

test('the list holds only the caller’s school’s users: another school’s and the provider’s are not in it', async () => {
  const list = (await api.post('/School/Team/GetAll', {}, admin())).body as { userName: string }[];
  const names = list.map((member) => member.userName);
  expect(names).not.toContain('admin83190');
  expect(names).not.toContain(ACCOUNTS.providerAdmin.username);
});

test('an editor is refused what a publisher may do, and a publisher what only an admin may do', async () => {
  const editor = await loginOf(await addMember({ role: 'editor' }));
  const publisher = await loginOf(await addMember({ role: 'publisher' }));
  const notice = { category: 'notice', title: { en: 'Role test', hi: '' }, date: '2026-11-24', publishFrom: new Date().toISOString(), expireOn: null };
  expect(await api.post('/School/Notice/Add', notice, { token: editor })).toMatchObject({ status: 403, body: { message: 'Your role may not do that' } });
  expect((await api.post('/School/Notice/GetAll', {}, { token: editor })).status).toBe(200);
  expect((await api.post('/School/Notice/Add', notice, { token: publisher })).status).toBe(201);
  expect((await api.post('/School/Team/GetAll', {}, { token: publisher })).status).toBe(403);
  expect((await api.post('/School/Profile/Update', { affiliationNumber: '1234567' }, { token: publisher })).status).toBe(403);
});

test('a new role ends the user’s sessions at once; the next login has the new role’s power', async () => {
  const member = await addMember({ role: 'publisher' });
  const token = await loginOf(member);
  expect((await api.post('/School/Feedback/GetAll', { status: 'all', page: 1 }, { token })).status).toBe(200);
  const update = await api.post('/School/Team/Update', { ...member.form, schoolUserId: member.schoolUserId, password: '', role: 'editor' }, admin());
  expect(update).toMatchObject({ status: 200, body: { role: 'editor' } });
  expect((await api.post('/School/Feedback/GetAll', { status: 'all', page: 1 }, { token })).status).toBe(401);
  const again = (await api.login(member.form.userName, 'first-pass-83181')).body.token as string;
  expect((await api.post('/School/Feedback/GetAll', { status: 'all', page: 1 }, { token: again })).status).toBe(403);
});

test('a deactivated user cannot log in; reactivated, they can', async () => {
  const member = await addMember();
  await loginOf(member);
  await api.post('/School/Team/Update', { ...member.form, schoolUserId: member.schoolUserId, password: '', active: false }, admin());
  expect((await api.login(member.form.userName, 'first-pass-83181')).status).toBe(401);
  await api.post('/School/Team/Update', { ...member.form, schoolUserId: member.schoolUserId, password: '', active: true }, admin());
  expect((await api.login(member.form.userName, 'first-pass-83181')).status).toBe(200);
});

test('a reset password is temporary and ends the user’s sessions', async () => {
  const member = await addMember();
  const token = await loginOf(member);
  const reset = await api.post('/School/Team/Update', { ...member.form, schoolUserId: member.schoolUserId, password: api.encrypt('second-pass-83181') }, admin());
  expect(reset).toMatchObject({ status: 200, body: { temporaryCredential: true } });
  expect((await api.post('/School/Notice/GetAll', {}, { token })).status).toBe(401);
  expect((await api.login(member.form.userName, 'second-pass-83181')).body).toMatchObject({ temporaryCredential: true });
});

test('an admin cannot lower or deactivate their own account', async () => {
  const self = { ...memberForm({ userName: ACCOUNTS.schoolAdmin.username, role: 'admin' }), password: '', schoolUserId: await adminId() };
  expect(await api.post('/School/Team/Update', { ...self, role: 'publisher' }, admin())).toMatchObject({ status: 400, body: { message: 'You cannot lower or deactivate your own account' } });
  expect(await api.post('/School/Team/Update', { ...self, active: false }, admin())).toMatchObject({ status: 400, body: { message: 'You cannot lower or deactivate your own account' } });
});

test('another school’s user and the provider are not found; a taken username is a 409; bad input a 400', async () => {
  const other = await api.database.db.selectFrom('users').select('id').where('school_id', '=', schoolB).executeTakeFirstOrThrow();
  const provider = await api.database.db.selectFrom('users').select('id').where('user_name', '=', ACCOUNTS.providerAdmin.username).executeTakeFirstOrThrow();
  for (const id of [other.id, provider.id, 999_999]) {
    expect(await api.post('/School/Team/Update', { ...memberForm(), password: '', schoolUserId: id }, admin())).toMatchObject({ status: 404, body: { message: 'User not found' } });
  }
  expect(await api.post('/School/Team/Add', memberForm({ userName: 'admin83190' }), admin())).toMatchObject({ status: 409, body: { message: 'The username admin83190 is taken' } });
  expect(await api.post('/School/Team/Add', memberForm({ role: 'owner' }), admin())).toMatchObject({ status: 400 });
  expect(await api.post('/School/Team/Add', memberForm({ password: '' }), admin())).toMatchObject({ status: 400, body: { message: expect.stringContaining('Password is required') } });
  expect(await api.post('/School/Team/Add', memberForm({ password: api.encrypt('short') }), admin())).toMatchObject({ status: 400 });
});

test('the audit log names each change to the team, without the password', async () => {
  const member = await addMember({ fullName: 'Audited Member' });
  await api.post('/School/Team/Update', { ...member.form, schoolUserId: member.schoolUserId, password: api.encrypt('third-pass-83181'), role: 'publisher' }, admin());
  const log = await api.post('/School/Audit/GetAll', { page: 1, entity: 'user' }, admin());
  const entries = (log.body.items as { action: string; entityId: string; after: unknown }[]).filter((entry) => String(entry.entityId) === String(member.schoolUserId));
  expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'update']);
  expect(JSON.stringify(entries)).not.toMatch(/third-pass|\$argon2/);
  expect(JSON.stringify(entries)).toContain('credentialChanged');
});

test('an admin’s own password is changed only where the current one is asked for', async () => {
  const self = { ...memberForm({ userName: ACCOUNTS.schoolAdmin.username, role: 'admin' }), schoolUserId: await adminId() };
  expect(await api.post('/School/Team/Update', { ...self, password: api.encrypt('taken-over-83181') }, admin())).toMatchObject({
    status: 400,
    body: { message: 'Change your own password with Change password, which asks for the current one' },
  });
  expect((await api.login(ACCOUNTS.schoolAdmin.username, 'taken-over-83181')).status).toBe(401);
});

test('two admins lowering each other at once leave the school an admin: one change is made, the other undone (409)', async () => {
  // The second school has one admin; it adds another, who signs in.
  const first = { token: tokens.schoolB };
  const firstId = (await api.database.db.selectFrom('users').select('id').where('user_name', '=', 'admin83190').executeTakeFirstOrThrow()).id;
  const form = memberForm({ role: 'admin' });
  const added = await api.post('/School/Team/Add', form, first);
  expect(added.status).toBe(201);
  await passwordChosen(api, form.userName);
  const second = { token: (await api.login(form.userName, 'first-pass-83181', 'School', '83190')).body.token as string };
  const firstForm = { fullName: 'Admin 83190', userName: 'admin83190', password: '', role: 'publisher', active: true, schoolUserId: firstId };
  try {
    const answers = await Promise.all([
      // One with a password reset (its hashing takes a while), one without, as the finding had them.
      api.post('/School/Team/Update', { ...form, password: api.encrypt('reset-pass-83190'), role: 'publisher', schoolUserId: added.body.schoolUserId }, first),
      api.post('/School/Team/Update', firstForm, second),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(200);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const admins = await api.database.db.selectFrom('users').select('id').where('school_id', '=', schoolB).where('role', '=', 'admin').where('active', '=', 1).execute();
    expect(admins).toHaveLength(1);
  } finally {
    await api.database.db.updateTable('users').set({ role: 'admin' }).where('id', '=', firstId).execute();
  }
});
