import { FEEDBACK_FLOOD } from './flood-limits';
import { senderOf } from './sender';
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
/** A network (an IPv4 /24) of its own, so that one test's sends do not count against another's. */
const newNetwork = () => `10.${Math.floor(++clients / 250)}.${clients % 250}`;
/** A client address of its own, on a network of its own. */
const newClient = () => `${newNetwork()}.1`;

const FEEDBACK = { name: '  Asha  ', email: 'asha@example.org', message: 'The timetable link on the home page is broken.' };
const send = (body: Record<string, unknown>, client = newClient()) => api.post('/Site/Feedback', body, { headers: { 'X-Forwarded-For': client } });
const stored = (reference: string) => api.database.db.selectFrom('feedback').selectAll().where('reference', '=', reference).executeTakeFirst();
const list = (token: string | null, body: Record<string, unknown> = { status: 'all', page: 1 }) => api.post('/School/Feedback/GetAll', body, { token });

/** The inbox straight, on a clock of its own, for a new school, so no other test's sends count. */
async function floodSchool(prefix: string) {
  const school = await insertSchool(api.database.db, `${prefix}${Date.now() % 100000}`, 'Flood school');
  const clock = { now: Date.parse('2026-03-02T00:00:00Z') };
  const inbox = feedbackInbox(api.database.db, () => clock.now);
  const note = { name: 'N', email: 'n@example.org', message: 'M' };
  const kept = async () =>
    Number((await api.database.db.selectFrom('feedback').select((eb) => eb.fn.countAll<number>().as('n')).where('school_id', '=', school).executeTakeFirstOrThrow()).n);
  return { school, clock, kept, sendFrom: (client: string) => inbox.receive(school, client, note) };
}
const hour = 60 * 60 * 1000;

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
  test(`past ${FEEDBACK_FLOOD.perAddressPerHour} sends in an hour one client is refused with 429 and told when to try again; others still get through`, async () => {
    const bot = newClient();
    for (let index = 0; index < FEEDBACK_FLOOD.perAddressPerHour; index++) {
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
    expect(statuses).toEqual([...Array(FEEDBACK_FLOOD.perAddressPerHour).fill(201), ...Array(12 - FEEDBACK_FLOOD.perAddressPerHour).fill(429)]);
  });

  test('addresses of one network share its limit, and a network next to it is not held back', async () => {
    const network = newNetwork();
    for (let host = 1; host <= FEEDBACK_FLOOD.perNetworkPerHour; host++) expect((await send({ school: '83190', ...FEEDBACK }, `${network}.${host}`)).status).toBe(201);
    const refused = await send({ school: '83190', ...FEEDBACK }, `${network}.200`);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: expect.stringMatching(/^Several messages have come from your network in the last hour\. Please try again in \d+ minutes?\.$/) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send({ school: '83190', ...FEEDBACK }, `${newNetwork()}.200`)).status).toBe(201);
  });

  test('six, or twelve, senders each sending all their limits allow do not stop another sender’s message', async () => {
    for (const senders of [6, 12]) {
      const code = `FS${senders}${Date.now() % 10000}`;
      await insertSchool(api.database.db, code, 'Flooded school');
      for (let sender = 0; sender < senders; sender++) {
        // Two addresses of one network, each up to its own limit: the network's limit, all used.
        const network = newNetwork();
        const addresses = [`${network}.1`, `${network}.2`];
        for (const address of addresses) {
          for (let index = 0; index < FEEDBACK_FLOOD.perAddressPerHour; index++) expect((await send({ school: code, ...FEEDBACK }, address)).status).toBe(201);
        }
        expect((await send({ school: code, ...FEEDBACK }, `${network}.3`)).status).toBe(429);
      }
      const another = await send({ school: code, ...FEEDBACK, message: 'Still heard' });
      expect(another.status).toBe(201);
      expect((await stored(another.body.reference))?.message).toBe('Still heard');
    }
  });

  test('twelve networks sending all day fill the inbox to its cap and no further, while a new sender still gets through', async () => {
    const { school, clock, kept, sendFrom } = await floodSchool('FI');
    const networks = Array.from({ length: 12 }, (_, index) => `198.51.${index}`);
    let inboxFull: unknown = null;
    for (let hours = 0; hours < 24; hours++, clock.now += hour) {
      for (const network of networks) {
        // Each sends from its addresses until refused, every hour of the day.
        for (let host = 1; ; host++) {
          const sent = await sendFrom(`${network}.${host % FEEDBACK_FLOOD.perAddressPerHour}`).catch((error: unknown) => error);
          if (typeof sent !== 'string') {
            if ((sent as Error).message.startsWith(FEEDBACK_MESSAGES.inboxFull)) inboxFull = sent;
            break;
          }
        }
      }
    }
    expect(await kept()).toBe(FEEDBACK_FLOOD.inboxCap);
    // Told to come back tomorrow: the day (UTC) ends an hour after the last hour sent.
    expect(inboxFull).toMatchObject({ message: `${FEEDBACK_MESSAGES.inboxFull} Please try again in 60 minutes.`, retryAfterSeconds: 3600 });
    clock.now -= hour;
    await expect(sendFrom('203.0.113.7')).resolves.toMatch(FEEDBACK_REFERENCE);
    // A second from that newcomer waits while the inbox is full; once the school closes some, it gets in.
    await expect(sendFrom('203.0.113.8')).rejects.toMatchObject({ message: expect.stringMatching(/^The school has many messages still to read/) });
    await api.database.db.updateTable('feedback').set({ closed_at: new Date(clock.now).toISOString() }).where('school_id', '=', school).execute();
    await expect(sendFrom('203.0.113.8')).resolves.toMatch(FEEDBACK_REFERENCE);
  });

  test('a school takes at most its hourly and daily caps from all clients together, and a refused send is not counted', async () => {
    const { clock, kept, sendFrom } = await floodSchool('FL');
    // Every send from a network of its own, first of its day: only the school's ceilings apply.
    let networks = 0;
    const fromNewNetwork = () => sendFrom(`${Math.floor(++networks / 250) + 20}.${networks % 250}.0.1`);

    for (let index = 0; index < FEEDBACK_FLOOD.perSchoolPerHour; index++) await fromNewNetwork();
    await expect(fromNewNetwork()).rejects.toMatchObject({ message: `${FEEDBACK_MESSAGES.tooManyThisHour} Please try again in 60 minutes.`, retryAfterSeconds: 3600 });
    await expect(fromNewNetwork()).rejects.toMatchObject({ retryAfterSeconds: 3600 });

    // Hour by hour until the day's cap: the refused ones above took none of its places.
    let sent = FEEDBACK_FLOOD.perSchoolPerHour;
    while (sent < FEEDBACK_FLOOD.perSchoolPerDay) {
      clock.now += hour;
      for (let index = 0; index < FEEDBACK_FLOOD.perSchoolPerHour && sent < FEEDBACK_FLOOD.perSchoolPerDay; index++, sent++) await fromNewNetwork();
    }
    clock.now += hour;
    const hoursLeft = 24 - Math.ceil(FEEDBACK_FLOOD.perSchoolPerDay / FEEDBACK_FLOOD.perSchoolPerHour);
    await expect(fromNewNetwork()).rejects.toMatchObject({ message: `${FEEDBACK_MESSAGES.tooManyToday} Please try again in ${hoursLeft} hours.` });
    expect(await kept()).toBe(FEEDBACK_FLOOD.perSchoolPerDay);

    clock.now = Date.parse('2026-03-03T00:00:00Z');
    await expect(fromNewNetwork()).resolves.toMatch(FEEDBACK_REFERENCE);
  });

  test('the ceilings are out of reach of a dozen networks within their own limits', () => {
    expect(FEEDBACK_FLOOD.perSchoolPerHour).toBeGreaterThanOrEqual(2 * 12 * FEEDBACK_FLOOD.perNetworkPerHour);
    expect(FEEDBACK_FLOOD.perSchoolPerDay).toBeGreaterThanOrEqual(2 * (FEEDBACK_FLOOD.inboxCap + 12));
  });
});

describe('senders', () => {
  test('an IPv4 address is one, in its /24; an IPv6 /64 is one, in its /48', () => {
    expect(senderOf('203.0.113.7')).toEqual({ address: '203.0.113.7', network: '203.0.113.0/24' });
    expect(senderOf('::ffff:203.0.113.7')).toEqual({ address: '203.0.113.7', network: '203.0.113.0/24' });
    expect(senderOf('2001:db8:a:b:1:2:3:4')).toEqual({ address: '2001:db8:a:b::/64', network: '2001:db8:a::/48' });
    expect(senderOf('2001:DB8:A:B::9')).toEqual(senderOf('2001:db8:a:b:ffff:ffff:ffff:ffff'));
    expect(senderOf('2001:db8::1')).toEqual({ address: '2001:db8:0:0::/64', network: '2001:db8:0::/48' });
    expect(senderOf('::1')).toEqual({ address: '0:0:0:0::/64', network: '0:0:0::/48' });
    expect(senderOf('64:ff9b::203.0.113.7')).toEqual({ address: '64:ff9b:0:0::/64', network: '64:ff9b:0::/48' });
    expect(senderOf('fe80::1%eth0')).toEqual({ address: 'fe80:0:0:0::/64', network: 'fe80:0:0::/48' });
    expect(senderOf('2001:db8:a:c::1').address).not.toBe(senderOf('2001:db8:a:b::1').address);
  });

  test('addresses of one IPv6 /64 are one sender at the school', async () => {
    const { sendFrom } = await floodSchool('F6');
    for (let host = 1; host <= FEEDBACK_FLOOD.perAddressPerHour; host++) await sendFrom(`2001:db8:5:6::${host}`);
    await expect(sendFrom('2001:db8:5:6:abcd::1')).rejects.toMatchObject({ message: expect.stringMatching(/^You have sent several messages in the last hour/) });
    await expect(sendFrom('2001:db8:5:7::1')).resolves.toMatch(FEEDBACK_REFERENCE);
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
