import { FEEDBACK_FLOOD } from './flood-limits';
import { feedbackInbox } from './inbox';
import { newReference } from './reference';
import { FEEDBACK_MESSAGES, FEEDBACK_PAGE_SIZE, FEEDBACK_REFERENCE } from '@school/shared/contracts/feedback';
import { insertSchool, schoolIdOf } from '../../test-support/fixtures';
import { startTestApi, tokensFor, type TestApi } from '../../test-support/test-api';

let api: TestApi;
let tokens: Awaited<ReturnType<typeof tokensFor>>;
let schoolA: number;
let schoolB: number;

beforeAll(async () => {
  // The proxy in front of the API is this test: X-Forwarded-For names each test's client.
  api = await startTestApi({ TRUST_PROXY: '127.0.0.1' });
  tokens = await tokensFor(api);
  schoolA = await schoolIdOf(api, '83181');
  schoolB = await schoolIdOf(api, '83190');
});
afterAll(() => api.close());

let clients = 0;
/** A client address of its own, so that one test's sends do not count against another's. */
const newClient = () => `10.0.${Math.floor(++clients / 250)}.${clients % 250}`;

const FEEDBACK = { name: '  Asha  ', email: 'asha@example.org', message: 'The timetable link on the home page is broken.' };
const send = (body: Record<string, unknown>, client = newClient()) => api.post('/Site/Feedback', body, { headers: { 'X-Forwarded-For': client } });
const stored = (reference: string) => api.database.db.selectFrom('feedback').selectAll().where('reference', '=', reference).executeTakeFirst();
const list = (token: string | null, body: Record<string, unknown> = { status: 'all', page: 1 }) => api.post('/School/Feedback/GetAll', body, { token });

describe('a visitor sends feedback', () => {
  test('it is stored for the school the code names, and the answer is its reference number alone', async () => {
    const answer = await send({ school: '83181', ...FEEDBACK });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body)).toEqual(['reference']);
    expect(answer.body.reference).toMatch(FEEDBACK_REFERENCE);
    expect(await stored(answer.body.reference)).toEqual({
      reference: answer.body.reference,
      school_id: schoolA,
      name: 'Asha',
      email: FEEDBACK.email,
      message: FEEDBACK.message,
      received_at: expect.any(String),
      closed_at: null,
    });

    const other = await send({ school: '83190', ...FEEDBACK });
    expect(other.status).toBe(201);
    expect((await stored(other.body.reference))?.school_id).toBe(schoolB);
  });

  test('a school code no school has is a 404, and nothing is stored', async () => {
    const before = await api.database.db.selectFrom('feedback').select('reference').execute();
    const answer = await send({ school: '99999', ...FEEDBACK });
    expect(answer).toMatchObject({ status: 404, body: { message: 'No school has the code 99999' } });
    expect(await api.database.db.selectFrom('feedback').select('reference').execute()).toEqual(before);
  });

  test('a filled-in honeypot gets the answer a person gets, and nothing is stored', async () => {
    const answer = await send({ school: '83181', ...FEEDBACK, website: 'https://cheap-pills.example' });
    expect(answer.status).toBe(201);
    expect(answer.body.reference).toMatch(FEEDBACK_REFERENCE);
    expect(await stored(answer.body.reference)).toBeUndefined();
  });

  test('what is missing, too long or not an e-mail address is refused with the form’s message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...FEEDBACK, name: '   ' }, `name: ${FEEDBACK_MESSAGES.nameRequired}`],
      [{ ...FEEDBACK, name: 'n'.repeat(101) }, `name: ${FEEDBACK_MESSAGES.nameTooLong}`],
      [{ ...FEEDBACK, email: '' }, `email: ${FEEDBACK_MESSAGES.emailRequired}`],
      [{ ...FEEDBACK, email: 'asha@' }, 'email: Enter a valid email address'],
      [{ ...FEEDBACK, message: '' }, `message: ${FEEDBACK_MESSAGES.messageRequired}`],
      [{ ...FEEDBACK, message: 'm'.repeat(2001) }, `message: ${FEEDBACK_MESSAGES.messageTooLong}`],
    ];
    for (const [body, message] of cases) {
      const answer = await send({ school: '83181', ...body });
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: { message } });
    }
    // 2,000 characters of Hindi are taken: the limit counts characters, not bytes.
    expect((await send({ school: '83181', ...FEEDBACK, message: 'क'.repeat(2000) })).status).toBe(201);
  });

  test('hostile bodies are refused with a 4xx and a message, never stored', async () => {
    const before = (await api.database.db.selectFrom('feedback').select('reference').execute()).length;
    const bodies = [
      {},
      { ...FEEDBACK },
      { school: '83181', ...FEEDBACK, isAdmin: true },
      { school: ['83181'], ...FEEDBACK },
      { school: '83181', ...FEEDBACK, message: { $ne: '' } },
      { school: '83181', ...FEEDBACK, name: 42 },
      { school: '83181', ...FEEDBACK, website: 'w'.repeat(201) },
      { school: '83181', ...FEEDBACK, message: 'with a \u0000 in it' },
      { school: '83181', ...FEEDBACK, reference: 'FB-2026-7K3Q9' },
    ];
    for (const body of bodies) {
      const answer = await send(body);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).toEqual({ message: expect.any(String) });
    }
    expect((await api.database.db.selectFrom('feedback').select('reference').execute()).length).toBe(before);
  });
});

describe('a bot cannot flood it', () => {
  test(`past ${FEEDBACK_FLOOD.perClientPerHour} sends in an hour one client is refused with 429 and told when to try again; others still get through`, async () => {
    const bot = newClient();
    for (let index = 0; index < FEEDBACK_FLOOD.perClientPerHour; index++) {
      expect((await send({ school: '83181', ...FEEDBACK, message: `Flood ${index}` }, bot)).status).toBe(201);
    }
    const refused = await send({ school: '83181', ...FEEDBACK, message: 'One too many' }, bot);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: expect.stringMatching(/^You have sent several messages in the last hour\. Please try again in \d+ minutes?\.$/) });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await api.database.db.selectFrom('feedback').select('reference').where('message', '=', 'One too many').execute()).toEqual([]);

    // The same client at another school, and another client here, are not held back.
    expect((await send({ school: '83190', ...FEEDBACK }, bot)).status).toBe(201);
    expect((await send({ school: '83181', ...FEEDBACK })).status).toBe(201);
  });

  test('sends at the same moment cannot take more places than there are', async () => {
    const bot = newClient();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => send({ school: '83190', ...FEEDBACK, message: `Burst ${index}` }, bot)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(FEEDBACK_FLOOD.perClientPerHour).fill(201), ...Array(12 - FEEDBACK_FLOOD.perClientPerHour).fill(429)]);
  });

  test('a school takes at most its hourly and daily caps from all clients together, and a refused send is not counted', async () => {
    // Straight to the inbox on a clock of its own: a new school, so no other test's sends count.
    const code = `FL${Date.now() % 100000}`;
    const school = await insertSchool(api.database.db, code, 'Flood school');
    const hour = 60 * 60 * 1000;
    let clock = Date.parse('2026-03-02T00:00:00Z');
    const inbox = feedbackInbox(api.database.db, () => clock);
    const note = { name: 'N', email: 'n@example.org', message: 'M' };
    const sendFrom = (client: number) => inbox.receive(school, `192.0.2.${client}`, note);

    for (let index = 0; index < FEEDBACK_FLOOD.perSchoolPerHour; index++) await sendFrom(index);
    await expect(sendFrom(200)).rejects.toMatchObject({ message: `${FEEDBACK_MESSAGES.tooManyThisHour} Please try again in 60 minutes.`, retryAfterSeconds: 3600 });
    await expect(sendFrom(201)).rejects.toMatchObject({ retryAfterSeconds: 3600 });

    // Hour by hour until the day's cap: the refused ones above took none of its places.
    let sent = FEEDBACK_FLOOD.perSchoolPerHour;
    while (sent < FEEDBACK_FLOOD.perSchoolPerDay) {
      clock += hour;
      for (let index = 0; index < FEEDBACK_FLOOD.perSchoolPerHour && sent < FEEDBACK_FLOOD.perSchoolPerDay; index++, sent++) await sendFrom(index);
    }
    clock += hour;
    await expect(sendFrom(1)).rejects.toMatchObject({ message: `${FEEDBACK_MESSAGES.tooManyToday} Please try again in 20 hours.` });
    const kept = await api.database.db.selectFrom('feedback').select((eb) => eb.fn.countAll<number>().as('n')).where('school_id', '=', school).executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBe(FEEDBACK_FLOOD.perSchoolPerDay);

    clock = Date.parse('2026-03-03T00:00:00Z');
    await expect(sendFrom(1)).resolves.toMatch(FEEDBACK_REFERENCE);
  });
});

describe('reference numbers', () => {
  test('are FB, the year in India, and five characters that read out clearly', () => {
    // 31 December 19:00 UTC is already 1 January in India.
    expect(newReference(new Date('2025-12-31T19:00:00Z'), () => 0)).toBe('FB-2026-33333');
    expect(newReference(new Date('2026-06-01T00:00:00Z'), (below) => below - 1)).toBe('FB-2026-YYYYY');
  });

  test('are drawn at random, so one says nothing of the next', () => {
    // 30 of 23^5 numbers a year: the chance that two are the same is 1 in 15,000.
    const drawn = new Set(Array.from({ length: 30 }, () => newReference(new Date())));
    expect(drawn.size).toBe(30);
    for (const reference of drawn) expect(reference).toMatch(FEEDBACK_REFERENCE);
  });
});

describe('the school admin’s inbox', () => {
  /** Feedback of a school written straight to the database, a minute apart, the last the newest. */
  async function received(school: number, count: number, from = '2026-01-10T08:00:00Z') {
    const rows = Array.from({ length: count }, (_, index) => ({
      reference: newReference(new Date(from)),
      school_id: school,
      name: `Visitor ${index}`,
      email: `visitor${index}@example.org`,
      message: `Message ${index}`,
      received_at: new Date(Date.parse(from) + index * 60_000).toISOString(),
      closed_at: null,
    }));
    await api.database.db.insertInto('feedback').values(rows).execute();
    return rows.map((row) => row.reference);
  }

  test('lists its school’s feedback newest first, a page at a time, open, closed or all', async () => {
    const references = await received(schoolA, FEEDBACK_PAGE_SIZE + 5, '2020-01-01T00:00:00Z');
    const everything = await list(tokens.schoolA, { status: 'all', page: 1 });
    expect(everything.status).toBe(200);
    const total = everything.body.total as number;
    expect(total).toBeGreaterThanOrEqual(FEEDBACK_PAGE_SIZE + 5);
    expect(everything.body.pageSize).toBe(FEEDBACK_PAGE_SIZE);
    const times = (everything.body.items as { receivedAt: string }[]).map((item) => item.receivedAt);
    expect(times).toEqual([...times].sort().reverse());

    // The oldest are on the last page, the very oldest last.
    const lastPage = Math.ceil(total / FEEDBACK_PAGE_SIZE);
    const last = await list(tokens.schoolA, { status: 'all', page: lastPage });
    expect(last.body.items.at(-1)).toEqual({
      reference: references[0],
      receivedAt: '2020-01-01T00:00:00.000Z',
      name: 'Visitor 0',
      email: 'visitor0@example.org',
      message: 'Message 0',
      status: 'open',
      closedAt: null,
    });

    const closed = await api.post('/School/Feedback/Close', { reference: references[0] }, { token: tokens.schoolA });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ reference: references[0], status: 'closed', closedAt: expect.any(String) });
    const closedList = await list(tokens.schoolA, { status: 'closed', page: 1 });
    expect(closedList.body.items.map((item: { reference: string }) => item.reference)).toContain(references[0]);
    const openList = await list(tokens.schoolA, { status: 'open', page: 1 });
    expect(openList.body.total).toBe(total - closedList.body.total);
    expect(openList.body).toMatchObject({ open: openList.body.total, closed: closedList.body.total });
    expect(openList.body.items.map((item: { reference: string }) => item.reference)).not.toContain(references[0]);

    const reopened = await api.post('/School/Feedback/Reopen', { reference: references[0] }, { token: tokens.schoolA });
    expect(reopened.body).toMatchObject({ reference: references[0], status: 'open', closedAt: null });
    expect((await stored(references[0]!))?.closed_at).toBeNull();
  });

  test('closing a closed feedback again keeps the time it was first closed', async () => {
    const [reference] = await received(schoolA, 1);
    const first = await api.post('/School/Feedback/Close', { reference }, { token: tokens.schoolA });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await api.post('/School/Feedback/Close', { reference }, { token: tokens.schoolA });
    expect(again.body.closedAt).toBe(first.body.closedAt);
  });

  test('school A’s admin can neither read nor close nor reopen school B’s feedback', async () => {
    const [ofB] = await received(schoolB, 1);
    const seenByA = await list(tokens.schoolA);
    const all = await api.database.db.selectFrom('feedback').select('reference').where('school_id', '=', schoolA).execute();
    expect(seenByA.body.total).toBe(all.length);
    expect(JSON.stringify(seenByA.body)).not.toContain(ofB);

    for (const path of ['/School/Feedback/Close', '/School/Feedback/Reopen']) {
      const answer = await api.post(path, { reference: ofB }, { token: tokens.schoolA });
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 404, body: { message: FEEDBACK_MESSAGES.notFound } });
    }
    expect((await stored(ofB!))?.closed_at).toBeNull();

    // B's admin sees its own, and only its own.
    const seenByB = await list(tokens.schoolB);
    expect(seenByB.body.items.map((item: { reference: string }) => item.reference)).toContain(ofB);
    const ofA = await api.database.db.selectFrom('feedback').select('reference').where('school_id', '=', schoolA).execute();
    for (const { reference } of ofA) expect(JSON.stringify(seenByB.body)).not.toContain(reference);
  });

  test('only a school admin reads the inbox: anonymous 401, the provider 403', async () => {
    expect((await list(null)).status).toBe(401);
    expect((await list(tokens.provider)).status).toBe(403);
    expect((await api.post('/School/Feedback/Close', { reference: 'FB-2026-33333' })).status).toBe(401);
  });

  test('a page, a filter or a reference number out of shape is a 400', async () => {
    for (const body of [{}, { status: 'new', page: 1 }, { status: 'open', page: 0 }, { status: 'open', page: 1.5 }, { status: 'open', page: '1' }]) {
      expect((await list(tokens.schoolA, body)).status).toBe(400);
    }
    for (const reference of ['', 'FB-2026-00000', 'fb-2026-33333', "FB-2026-3333' or 1=1", 42]) {
      const answer = await api.post('/School/Feedback/Close', { reference }, { token: tokens.schoolA });
      expect({ status: answer.status, message: typeof answer.body.message }).toEqual({ status: 400, message: 'string' });
    }
  });
});
