import type { AuditEntry } from '@school/shared/contracts/audit';
import { SUPPORT_MESSAGES } from '@school/shared/contracts/support';
import { ACCOUNTS, schoolUserToken, type TestApi } from '../../test-support/test-api';
import { expectRefusal, schoolForm, startWithSchools, testRefusals, type Tokens } from '../../test-support/fixtures';

/**
 * Support access (docs/decisions/013-school-team.md, "Support access") through the API: the
 * provider starts a session and gets a one-time code; the school's address exchanges it once for
 * a token that works as the school's admin on its content, never on its users, passwords or
 * second factors, until its end time or its end; the school's audit log names the provider user
 * and says support.
 */
let api: TestApi, tokens: Tokens, schoolA: number, schoolB: number;
beforeAll(async () => ({ api, tokens, schoolA, schoolB } = await startWithSchools()));
afterAll(() => api.close());

const db = () => api.database.db;
const start = (body: Record<string, unknown>, token: string | null = tokens.provider) => api.post('/Provider/School/Support/Start', body, { token });
const exchange = (code: unknown, headers: Record<string, string> = {}) => api.post('/School/Support/Exchange', { code }, { headers });

/** A support session of school A (or another), opened: its token and the start's answer. */
async function opened(minutes = 30, schoolId = schoolA): Promise<{ token: string; code: string; sessionId: number }> {
  const started = await start({ schoolId, minutes, reason: 'The admin asked for help with the notices' });
  expect(started.status).toBe(201);
  const answer = await exchange(started.body.code);
  expect(answer.status).toBe(200);
  const session = await db().selectFrom('support_sessions').select('id').where('exchanged_at', 'is not', null).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return { token: answer.body.token as string, code: started.body.code as string, sessionId: session.id };
}

/** School A's log, newest first. */
async function schoolLog(filter: Record<string, unknown> = {}): Promise<AuditEntry[]> {
  const answer = await api.post('/School/Audit/GetAll', { page: 1, ...filter }, { token: tokens.schoolA });
  expect(answer.status).toBe(200);
  return answer.body.items as AuditEntry[];
}

const noticeBody = (title: string) => ({ category: 'notice', title: { en: title, hi: '' }, date: '2026-11-24', publishFrom: new Date().toISOString(), expireOn: null });

describe('starting and opening a session', () => {
  test('the provider starts one: a one-time code, the school’s address, the end time; audited in the school’s log as the provider’s', async () => {
    const before = Date.now();
    const started = await start({ schoolId: schoolA, minutes: 15, reason: 'Fix the principal’s page' });
    expect(started.status).toBe(201);
    const hosts = await db().selectFrom('school_hosts').select('host_name').where('school_id', '=', schoolA).orderBy('position').execute();
    expect(started.body).toMatchObject({ code: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), hostNames: hosts.map((host) => host.host_name), schoolName: expect.any(String) });
    expect(started.body.hostNames.length).toBeGreaterThan(0);
    const endsIn = Date.parse(started.body.endsAt) - before;
    expect(endsIn).toBeGreaterThanOrEqual(15 * 60_000 - 1000);
    expect(endsIn).toBeLessThanOrEqual(15 * 60_000 + 5000);
    expect(Date.parse(started.body.codeExpiresAt) - before).toBeLessThanOrEqual(65_000);
    // Only the code's hash is stored.
    const stored = await db().selectFrom('support_sessions').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(started.body.code);
    expect((await schoolLog({ entity: 'support' }))[0]).toMatchObject({
      action: 'create',
      entity: 'support',
      userName: ACCOUNTS.providerAdmin.username,
      userRole: 'provider',
      after: { reason: 'Fix the principal’s page', minutes: 15, endsAt: started.body.endsAt },
    });
  });

  test('only the provider starts one: a school’s admin, publisher or a visitor is refused', async () => {
    const body = { schoolId: schoolA, minutes: 10, reason: 'x' };
    expectRefusal(await start(body, tokens.schoolA), 403);
    expectRefusal(await start(body, await schoolUserToken(api, 'publisher')), 403);
    expectRefusal(await start(body, null), 401);
  });

  test('the code opens the session once: a second exchange, an expired code or another school’s address is refused', async () => {
    const started = await start({ schoolId: schoolA, minutes: 30, reason: 'Once' });
    // At another school's address the code is refused, and kept for the right one.
    expectRefusal(await exchange(started.body.code, { Origin: 'http://school2.localhost:8080' }), 403);
    const first = await exchange(started.body.code);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ schoolId: schoolA, schoolCode: '83181', providerUserName: ACCOUNTS.providerAdmin.username, endsAt: started.body.endsAt, token: expect.any(String) });
    expectRefusal(await exchange(started.body.code), 400, SUPPORT_MESSAGES.badCode);
    expect((await schoolLog({ entity: 'support', action: 'login' }))[0]).toMatchObject({ userName: ACCOUNTS.providerAdmin.username, userRole: 'support' });

    const late = await start({ schoolId: schoolA, minutes: 30, reason: 'Late' });
    await db().updateTable('support_sessions').set({ code_expires_at: new Date(Date.now() - 1000).toISOString() }).where('exchanged_at', 'is', null).execute();
    expectRefusal(await exchange(late.body.code), 400, SUPPORT_MESSAGES.badCode);
  });

  describe('bad input answers 400 (or 404, 409) with the house error shape', () => {
    testRefusals(
      [
        ['no school', { minutes: 10, reason: 'r' }, 400, /schoolId/],
        ['a school id of text', { schoolId: 'one', minutes: 10, reason: 'r' }, 400, /schoolId/],
        ['no minutes', { schoolId: 1, reason: 'r' }, 400, /minutes/],
        ['0 minutes', { schoolId: 1, minutes: 0, reason: 'r' }, 400, /minutes/],
        ['more than an hour', { schoolId: 1, minutes: 61, reason: 'r' }, 400, /minutes/],
        ['a fraction of a minute', { schoolId: 1, minutes: 1.5, reason: 'r' }, 400, /minutes/],
        ['no reason', { schoolId: 1, minutes: 10, reason: '   ' }, 400, /Reason is required/],
        ['a reason too long', { schoolId: 1, minutes: 10, reason: 'r'.repeat(201) }, 400, /reason/],
        ['an unknown field', { schoolId: 1, minutes: 10, reason: 'r', token: 'x' }, 400, /token/],
        ['a school that does not exist', { schoolId: 999_999, minutes: 10, reason: 'r' }, 404, 'School not found'],
      ],
      (fields) => start(fields),
    );
    test('a deactivated school has no support session', async () => {
      const added = await api.post('/School/Add', schoolForm('SUP1', 'Support Test School'), { token: tokens.provider });
      expect(added.status).toBe(201);
      await db().updateTable('schools').set({ active: 0 }).where('id', '=', added.body.schoolId).execute();
      expectRefusal(await start({ schoolId: added.body.schoolId, minutes: 10, reason: 'r' }), 409, SUPPORT_MESSAGES.schoolInactive);
    });
    testRefusals(
      [
        ['no code', {}, 400, /code/],
        ['a code of the wrong shape', { code: 'abc' }, 400, /code: This support link is not valid/],
        ['a code of a number', { code: 12 }, 400, /code/],
        ['a code never given', { code: 'A'.repeat(43) }, 400, SUPPORT_MESSAGES.badCode],
        ['an unknown field', { code: 'A'.repeat(43), schoolId: 1 }, 400, /schoolId/],
      ],
      (fields) => api.post('/School/Support/Exchange', fields),
    );
  });
});

describe('working in a session', () => {
  test('works as the school’s admin on its content; each change is the provider user’s, in support', async () => {
    const { token } = await opened();
    const added = await api.post('/School/Notice/Add', noticeBody('Support notice'), { token });
    expect(added.status).toBe(201);
    const entry = (await schoolLog({ entity: 'notice' }))[0]!;
    expect(entry).toMatchObject({ action: 'create', userName: ACCOUNTS.providerAdmin.username, userRole: 'support', schoolId: schoolA });
    const provider = await db().selectFrom('users').select('id').where('user_name', '=', ACCOUNTS.providerAdmin.username).executeTakeFirstOrThrow();
    const row = await db().selectFrom('audit_log').select(['user_id', 'user_role']).where('id', '=', entry.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: provider.id, user_role: 'support' });
    expect((await api.post('/School/Audit/GetAll', { page: 1 }, { token })).status).toBe(200);
    expect((await api.post('/School/Profile/Update', { affiliationNumber: '3333333' }, { token })).status).toBe(200);
  });

  test('refused (403) the school’s users, passwords and second factors, and the provider’s routes; bound to the school’s addresses', async () => {
    const { token } = await opened();
    const refused = [
      ['/School/Team/GetAll', {}],
      ['/School/Team/Add', { fullName: 'X', userName: 'supportmade', password: api.encrypt('support-made-pass-1'), role: 'editor', active: true }],
      ['/School/Team/Update', { fullName: 'X', userName: 'x', password: '', role: 'editor', active: true, schoolUserId: 1 }],
      ['/Auth/Admin/ChangePassword', { currentPassword: api.encrypt('x'), newPassword: api.encrypt('y') }],
      ['/Auth/Admin/Logout', {}],
      ['/Auth/Admin/SecondFactor/Status', {}],
      ['/Auth/Admin/SecondFactor/Start', {}],
    ] as const;
    for (const [route, body] of refused) expectRefusal(await api.post(route, body, { token }), 403, SUPPORT_MESSAGES.refused);
    expectRefusal(await api.post('/School/GetAll', { active: true }, { token }), 403);
    expectRefusal(await api.post('/Provider/Audit/GetAll', { page: 1 }, { token }), 403);
    expectRefusal(await api.post('/School/Audit/GetAll', { page: 1 }, { token, headers: { Origin: 'http://school2.localhost:8080' } }), 403);
    // Nothing was made, and the provider's own session lives on.
    expect(await db().selectFrom('users').select('id').where('user_name', '=', 'supportmade').executeTakeFirst()).toBeUndefined();
    expect((await api.post('/School/GetAll', { active: true }, { token: tokens.provider })).status).toBe(200);
  });

  test('ending it: the token stops (401), and the end is in the school’s log; only a support session ends this way', async () => {
    const { token, sessionId } = await opened();
    expectRefusal(await api.post('/School/Support/End', {}, { token: tokens.schoolA }), 403, SUPPORT_MESSAGES.notSupport);
    const ended = await api.post('/School/Support/End', {}, { token });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ message: SUPPORT_MESSAGES.ended });
    expectRefusal(await api.post('/School/Notice/GetAll', {}, { token }), 401);
    expect((await schoolLog({ entity: 'support', action: 'update' }))[0]).toMatchObject({
      entityId: String(sessionId),
      userName: ACCOUNTS.providerAdmin.username,
      userRole: 'support',
      after: { endedAt: expect.any(String) },
    });
  });

  test('at its end time the token is refused (401): by the session’s end and by the token’s own expiry', async () => {
    const { token, sessionId } = await opened(1);
    expect((await api.post('/School/Notice/GetAll', {}, { token })).status).toBe(200);
    await db().updateTable('support_sessions').set({ ends_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', sessionId).execute();
    expectRefusal(await api.post('/School/Notice/GetAll', {}, { token }), 401);

    // The token itself expires at the end time it was given (the session row aside).
    const other = await opened(1);
    await db().updateTable('support_sessions').set({ ends_at: new Date(Date.now() + 3_600_000).toISOString() }).where('id', '=', other.sessionId).execute();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    try {
      expectRefusal(await api.post('/School/Notice/GetAll', {}, { token: other.token }), 401);
    } finally {
      clock.mockRestore();
    }
    expect((await api.post('/School/Notice/GetAll', {}, { token: other.token })).status).toBe(200);
  });

  test('the provider user’s logout ends their support sessions too', async () => {
    const { token } = await opened();
    const provider = await api.login(ACCOUNTS.providerAdmin.username, ACCOUNTS.providerAdmin.password, 'SGIUser-Admin');
    expect((await api.post('/Auth/Admin/Logout', {}, { token: provider.body.token })).status).toBe(200);
    expectRefusal(await api.post('/School/Notice/GetAll', {}, { token }), 401);
    tokens.provider = (await api.login(ACCOUNTS.providerAdmin.username, ACCOUNTS.providerAdmin.password, 'SGIUser-Admin')).body.token;
  });

  test('what a session reads is in the school’s log too, naming its route; a change is its own entry, not a read; a refusal is neither', async () => {
    const { token } = await opened();
    const { last } = await db().selectFrom('audit_log').select((eb) => eb.fn.max('id').as('last')).executeTakeFirstOrThrow();
    expect((await api.post('/School/Feedback/GetAll', { status: 'all', page: 1 }, { token })).status).toBe(200);
    expect((await api.post('/School/Audit/Export', {}, { token })).status).toBe(200);
    expect((await api.post('/School/Notice/Add', noticeBody('Read and changed'), { token })).status).toBe(201);
    expectRefusal(await api.post('/School/Staff/GetById', { schoolStaffId: 999_999 }, { token }), 404);
    const entries = await db().selectFrom('audit_log').select(['action', 'entity', 'after', 'user_role', 'school_id']).where('id', '>', Number(last)).orderBy('id').execute();
    expect(entries.map((entry) => [entry.action, entry.entity, entry.user_role, entry.school_id, entry.action === 'read' ? JSON.parse(entry.after!) : null])).toEqual([
      ['read', 'support', 'support', schoolA, { route: '/api/School/Feedback/GetAll' }],
      ['read', 'support', 'support', schoolA, { route: '/api/School/Audit/Export' }],
      ['create', 'notice', 'support', schoolA, null],
    ]);
  });

  test('deactivating the school ends its support session for good: reactivated, the token stays refused', async () => {
    const form = schoolForm('SUP2', 'Support Reactivated School');
    const added = await api.post('/School/Add', form, { token: tokens.provider });
    expect(added.status).toBe(201);
    const { token } = await opened(30, added.body.schoolId);
    expect((await api.post('/School/Notice/GetAll', {}, { token })).status).toBe(200);
    for (const active of [false, true]) {
      expect((await api.post('/School/Update', { ...form, schoolId: added.body.schoolId, active }, { token: tokens.provider })).status).toBe(200);
      expectRefusal(await api.post('/School/Notice/GetAll', {}, { token }), 401);
    }
  });

  test('school B’s admin never sees school A’s support sessions', async () => {
    await opened();
    const answer = await api.post('/School/Audit/GetAll', { page: 1, entity: 'support' }, { token: tokens.schoolB });
    expect(answer.status).toBe(200);
    expect(answer.body.items.filter((entry: AuditEntry) => entry.schoolId !== schoolB)).toEqual([]);
  });
});
