import { DRAFT_LIMITS, DRAFT_MESSAGES } from '@school/shared/contracts/drafts';
import { schoolUserToken, type TestApi } from '../../test-support/test-api';
import { bytesFile, formOf, PNG_BYTES, startWithSchools, storedExists, type Tokens } from '../../test-support/fixtures';
import { savePage } from '../../test-support/pages';

/** Drafts and approval (decision 013): an editor's change waits for a publisher; the public site sees only what was published. */
let api: TestApi;
let tokens: Tokens;
let editor: string;
let otherEditor: string;
let publisher: string;
let schoolA: number;
beforeAll(async () => {
  ({ api, tokens, schoolA } = await startWithSchools());
  editor = await schoolUserToken(api, 'editor', 'drafteditor');
  otherEditor = await schoolUserToken(api, 'editor', 'drafteditor2');
  publisher = await schoolUserToken(api, 'publisher', 'draftpublisher');
});
afterAll(() => api.close());

const en = (text: string) => ({ en: text, hi: '' });
const post = (route: string, body: unknown, token: string) => api.post(`/School/Draft/${route}`, body, { token });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test knows the answer's shape
const publicJson = async (path: string): Promise<any> => (await fetch(`${api.url}/api${path}`)).json();
const edited = async (kind: string) => (await api.post('/School/Page/Get', { kind }, { token: tokens.schoolA })).body as { version: number; content: Record<string, unknown> };
const noticeInput = (title: string) => ({ category: 'notice', title: en(title), date: '2026-11-24', publishFrom: new Date(Date.now() - 60_000).toISOString(), expireOn: null });
const auditOf = (entityId: number) =>
  api.database.db.selectFrom('audit_log').select(['action', 'user_name']).where('entity', '=', 'draft').where('entity_id', '=', String(entityId)).orderBy('id').execute();

async function pageDraft(kind: string, content: unknown, token = editor) {
  const { version } = await edited(kind);
  return post('Save', { change: { type: 'page', page: { kind, content, baseVersion: version } } }, token);
}

test('an editor’s page draft is not public until a publisher publishes it, as the next version', async () => {
  const before = await edited('classrooms');
  const saved = await pageDraft('classrooms', { description: en('Our new rooms, drafted.') });
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject({ type: 'page', target: 'classrooms', title: expect.any(String), state: 'draft', authorName: 'A editor', authorRole: 'editor', comment: null });
  const id = saved.body.id as number;

  // Saved again without its id: the author's open draft of the page changes, no second one.
  const again = await pageDraft('classrooms', { description: en('Our new rooms, drafted twice.') });
  expect(again.body.id).toBe(id);
  expect((await post('Submit', { id }, editor)).body).toEqual({ message: DRAFT_MESSAGES.submitted, state: 'submitted' });
  expect((await publicJson('/Site/Page/classrooms?school=83181')).content).toEqual(before.content);

  // The publisher sees it with what visitors see now, and publishes it.
  const listed = await post('GetAll', {}, publisher);
  expect(listed.body.approvalRequired).toBe(true);
  expect(listed.body.items).toContainEqual(expect.objectContaining({ id, state: 'submitted' }));
  const read = await post('Get', { id }, publisher);
  expect(read.body).toMatchObject({ change: { type: 'page', page: { kind: 'classrooms', content: { description: en('Our new rooms, drafted twice.') } } }, current: before.content });
  expect((await post('Publish', { id }, publisher)).status).toBe(200);

  expect((await publicJson('/Site/Page/classrooms?school=83181')).content).toMatchObject({ description: en('Our new rooms, drafted twice.') });
  expect((await edited('classrooms')).version).toBe(before.version + 1);
  expect((await post('Get', { id }, publisher)).status).toBe(404);
  expect(await auditOf(id)).toEqual([
    { action: 'create', user_name: 'drafteditor' },
    { action: 'update', user_name: 'drafteditor' },
    { action: 'submit', user_name: 'drafteditor' },
    { action: 'publish', user_name: 'draftpublisher' },
  ]);
});

test('a notice sent back keeps its comment for its author, who changes and submits it again; published, it is public', async () => {
  const saved = await post('Save', { change: { type: 'notice', noticeId: null, notice: noticeInput('Sports day moved') } }, editor);
  const id = saved.body.id as number;
  await post('Submit', { id }, editor);

  expect((await post('Return', { id, comment: '  ' }, publisher)).body).toEqual({ message: `comment: ${DRAFT_MESSAGES.commentRequired}` });
  expect((await post('Return', { id, comment: 'Say which day.' }, publisher)).status).toBe(200);
  expect((await post('Return', { id, comment: 'Again.' }, publisher)).status).toBe(409);
  expect((await post('Publish', { id }, publisher)).body).toEqual({ message: DRAFT_MESSAGES.notSubmitted });
  const mine = await post('GetAll', {}, editor);
  expect(mine.body.items).toContainEqual(expect.objectContaining({ id, state: 'returned', comment: 'Say which day.' }));

  await post('Save', { id, change: { type: 'notice', noticeId: null, notice: noticeInput('Sports day moved to Friday') } }, editor);
  expect((await post('GetAll', {}, editor)).body.items).toContainEqual(expect.objectContaining({ id, state: 'draft', comment: null }));
  await post('Submit', { id }, editor);
  expect((await publicJson('/Site/Notices?school=83181')).items.map((notice: { title: { en: string } }) => notice.title.en)).not.toContain('Sports day moved to Friday');
  expect((await post('Publish', { id }, publisher)).status).toBe(200);
  expect((await publicJson('/Site/Notices?school=83181')).items.map((notice: { title: { en: string } }) => notice.title.en)).toContain('Sports day moved to Friday');
  expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['create', 'submit', 'return', 'update', 'submit', 'publish']);
});

test('an editor works only on their own drafts and publishes nothing; a publisher’s calls refuse an editor', async () => {
  const { body } = await pageDraft('faqs', { questions: [] });
  for (const route of ['Get', 'Submit', 'Discard']) expect((await post(route, { id: body.id }, otherEditor)).status).toBe(404);
  expect((await post('Save', { id: body.id, change: { type: 'page', page: { kind: 'faqs', content: { questions: [] }, baseVersion: 0 } } }, otherEditor)).status).toBe(404);
  expect((await post('GetAll', {}, otherEditor)).body.items).not.toContainEqual(expect.objectContaining({ id: body.id }));
  await post('Submit', { id: body.id }, editor);
  expect((await post('Publish', { id: body.id }, editor)).status).toBe(403);
  expect((await post('Return', { id: body.id, comment: 'No.' }, otherEditor)).status).toBe(403);
  expect((await api.post('/School/Team/Approval', { approvalRequired: false }, { token: publisher })).status).toBe(403);
  expect((await api.post('/School/Page/Update', { kind: 'faqs', content: { questions: [] }, baseVersion: 0 }, { token: editor })).status).toBe(403);
  // School B's admin finds none of school A's drafts.
  expect((await post('Get', { id: body.id }, tokens.schoolB)).status).toBe(404);
  expect((await post('Discard', { id: body.id }, publisher)).body).toEqual({ message: DRAFT_MESSAGES.discarded });
});

test('a page draft based on a version published over since is refused with a reason and stays', async () => {
  const { body } = await pageDraft('sports', { description: en('Drafted on version N.') });
  await post('Submit', { id: body.id }, editor);
  expect((await savePage(api, tokens.schoolA, 'sports', { description: en('Published meanwhile by the admin.') })).status).toBe(200);
  expect((await post('Publish', { id: body.id }, publisher)).body).toEqual({ message: DRAFT_MESSAGES.pageChanged });
  expect((await post('Get', { id: body.id }, publisher)).body.state).toBe('submitted');
  expect((await publicJson('/Site/Page/sports?school=83181')).content).toMatchObject({ description: en('Published meanwhile by the admin.') });
});

test('with approval switched off (audited), an editor’s submit publishes at once', async () => {
  expect((await api.post('/School/Team/Approval', { approvalRequired: false }, { token: tokens.schoolA })).status).toBe(200);
  try {
    expect((await post('GetAll', {}, editor)).body.approvalRequired).toBe(false);
    const { body } = await post('Save', { change: { type: 'notice', noticeId: null, notice: noticeInput('Published without approval') } }, editor);
    expect((await post('Submit', { id: body.id }, editor)).body).toEqual({ message: DRAFT_MESSAGES.published, state: 'published' });
    expect((await publicJson('/Site/Notices?school=83181')).items.map((notice: { title: { en: string } }) => notice.title.en)).toContain('Published without approval');
    const entry = await api.database.db.selectFrom('audit_log').select(['before', 'after']).where('entity', '=', 'approval').where('school_id', '=', schoolA).executeTakeFirstOrThrow();
    expect([JSON.parse(entry.before!), JSON.parse(entry.after!)]).toEqual([{ approvalRequired: true }, { approvalRequired: false }]);
  } finally {
    await api.post('/School/Team/Approval', { approvalRequired: true }, { token: tokens.schoolA });
  }
});

test('a draft of a published notice changes it only when published, and a notice changed meanwhile refuses it', async () => {
  const { body: added } = await api.post('/School/Notice/Add', noticeInput('Fee dates'), { token: tokens.schoolA });
  await api.post('/School/Notice/Publish', { id: added.id }, { token: tokens.schoolA });
  const draft = (await post('Save', { change: { type: 'notice', noticeId: added.id, notice: noticeInput('Fee dates, corrected') } }, editor)).body;
  await post('Submit', { id: draft.id }, editor);
  expect((await api.post('/School/Notice/GetAll', {}, { token: tokens.schoolA })).body.items).toContainEqual(expect.objectContaining({ id: added.id, title: en('Fee dates') }));
  expect((await post('Publish', { id: draft.id }, publisher)).status).toBe(200);
  expect((await api.post('/School/Notice/GetAll', {}, { token: tokens.schoolA })).body.items).toContainEqual(expect.objectContaining({ id: added.id, title: en('Fee dates, corrected'), status: 'published' }));

  const stale = (await post('Save', { change: { type: 'notice', noticeId: added.id, notice: noticeInput('Fee dates, stale') } }, editor)).body;
  await post('Submit', { id: stale.id }, editor);
  await api.post('/School/Notice/Update', { id: added.id, ...noticeInput('Fee dates, by the admin') }, { token: tokens.schoolA });
  expect((await post('Publish', { id: stale.id }, publisher)).body).toEqual({ message: DRAFT_MESSAGES.noticeChanged });
});

test('a draft keeps the picture uploaded for it until it is discarded', async () => {
  const upload = await api.postForm('/School/Page/Upload', formOf({}, { picture: bytesFile(PNG_BYTES, 'p.png') }), editor);
  expect(upload.status).toBe(201);
  const picture = { path: upload.body.path, width: upload.body.width, height: upload.body.height, alt: en('The new hall') };
  const { body } = await pageDraft('principal', { ...(await edited('principal')).content, photo: picture });
  expect(body.state).toBe('draft');
  expect(storedExists(api, upload.body.path)).toBe(true);
  await post('Discard', { id: body.id }, editor);
  expect(storedExists(api, upload.body.path)).toBe(false);
});

test('two saves of one author’s new draft of a page at once leave one draft, and neither is a server error', async () => {
  const { version } = await edited('labs');
  const change = (text: string) => ({ change: { type: 'page', page: { kind: 'labs', content: { intro: en(text) }, baseVersion: version } } });
  const answers = await Promise.all([post('Save', change('One'), otherEditor), post('Save', change('Two'), otherEditor)]);
  for (const answer of answers) expect([200, 409]).toContain(answer.status);
  const mine = (await post('GetAll', {}, otherEditor)).body.items.filter((draft: { target: string }) => draft.target === 'labs');
  expect(mine).toHaveLength(1);
  expect((await post('Save', { id: mine[0].id, change: { type: 'page', page: { kind: 'faqs', content: { questions: [] }, baseVersion: 0 } } }, otherEditor)).body).toEqual({
    message: DRAFT_MESSAGES.otherKind,
  });
});

test('one author keeps at most their share of the school’s drafts: 60 new ones at once leave 40, and a publisher can still write', async () => {
  const hoarder = await schoolUserToken(api, 'editor', 'drafthoarder');
  const answers = await Promise.all(Array.from({ length: 60 }, (_, index) => post('Save', { change: { type: 'notice', noticeId: null, notice: noticeInput(`Notice ${index}`) } }, hoarder)));
  const saved = answers.filter((answer) => answer.status === 200);
  expect(saved).toHaveLength(DRAFT_LIMITS.perAuthor);
  expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual(Array(60 - DRAFT_LIMITS.perAuthor).fill(DRAFT_MESSAGES.tooManyOfYours));
  const own = await post('Save', { change: { type: 'notice', noticeId: null, notice: noticeInput('The publisher’s own notice') } }, publisher);
  expect(own.status).toBe(200);
  for (const answer of [...saved, own]) expect((await post('Discard', { id: answer.body.id }, publisher)).status).toBe(200);
});
