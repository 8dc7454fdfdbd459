import { ALERT_LIMITS, ALERT_MESSAGES } from '@school/shared/contracts/alerts';
import { expectRefusal, startWithSchools, type Tokens } from '../../test-support/fixtures';
import type { TestApi } from '../../test-support/test-api';

let api: TestApi, tokens: Tokens, schoolA: number;

beforeAll(async () => ({ api, tokens, schoolA } = await startWithSchools()));
afterAll(() => api.close());

const MINUTE = 60_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const alert = (en: string, hi = '', startsIn = -MINUTE, endsIn = 60 * MINUTE) => ({ message: { en, hi }, startsAt: at(startsIn), endsAt: at(endsIn) });

const banner = (code: string, headers: Record<string, string> = {}) => fetch(`${api.url}/api/Site/Alerts?school=${code}`, { headers });
const bannerOf = async (code: string) => ((await (await banner(code)).json()) as { alerts: { id: number; message: { en: string } }[] }).alerts;
const shown = async (code: string) => (await bannerOf(code)).map((shownAlert) => shownAlert.message.en);
const auditOf = (id: number) =>
  api.database.db.selectFrom('audit_log').select(['action', 'school_id', 'entity', 'before', 'after']).where('entity', '=', 'alert').where('entity_id', '=', String(id)).orderBy('id').execute();

afterEach(async () => {
  await api.database.db.deleteFrom('alerts').execute();
});

describe('a school admin’s alert', () => {
  test('shows on its own school’s site only, as the banner needs it, and is recorded in the audit log', async () => {
    const added = await api.post('/School/Alert/Add', alert('  School closed tomorrow  ', 'कल विद्यालय बंद रहेगा'), { token: tokens.schoolA });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(Number),
      message: { en: 'School closed tomorrow', hi: 'कल विद्यालय बंद रहेगा' },
      startsAt: expect.stringMatching(/Z$/),
      endsAt: expect.stringMatching(/Z$/),
      scope: 'school',
      updatedAt: expect.any(String),
    });

    expect(await bannerOf('83181')).toEqual([
      { id: added.body.id, message: added.body.message, startsAt: added.body.startsAt, endsAt: added.body.endsAt, updatedAt: added.body.updatedAt },
    ]);
    expect(await shown('83190')).toEqual([]);

    expect(await auditOf(added.body.id)).toEqual([
      { action: 'create', school_id: schoolA, entity: 'alert', before: null, after: JSON.stringify(added.body) },
    ]);
  });

  test('a scheduled alert does not show before its start; an ended one is gone', async () => {
    await api.post('/School/Alert/Add', alert('Later', '', 10 * MINUTE, 20 * MINUTE), { token: tokens.schoolA });
    const now = await api.post('/School/Alert/Add', alert('Now'), { token: tokens.schoolA });
    expect(await shown('83181')).toEqual(['Now']);

    const ended = await api.post('/School/Alert/End', { id: now.body.id }, { token: tokens.schoolA });
    expect(ended.status).toBe(200);
    expect(Date.parse(ended.body.endsAt)).toBeLessThanOrEqual(Date.now());
    expect(await shown('83181')).toEqual([]);
    expect((await auditOf(now.body.id)).map((entry) => entry.action)).toEqual(['create', 'update']);

    const list = await api.post('/School/Alert/GetAll', {}, { token: tokens.schoolA });
    expect(list.body.items.map((item: { message: { en: string } }) => item.message.en)).toEqual(['Later', 'Now']);
  });

  test('ending a scheduled alert means it never shows; ending it again changes nothing', async () => {
    const later = await api.post('/School/Alert/Add', alert('Later', '', 10 * MINUTE, 20 * MINUTE), { token: tokens.schoolA });
    const ended = await api.post('/School/Alert/End', { id: later.body.id }, { token: tokens.schoolA });
    expect(ended.body.startsAt).toBe(ended.body.endsAt);
    const again = await api.post('/School/Alert/End', { id: later.body.id }, { token: tokens.schoolA });
    expect(again.body).toEqual(ended.body);
    expect((await auditOf(later.body.id)).map((entry) => entry.action)).toEqual(['create', 'update']);
  });

  test('an update replaces it (a new version, shown again after a dismiss) and a delete removes it, both audited', async () => {
    const added = await api.post('/School/Alert/Add', alert('Closed'), { token: tokens.schoolA });
    const { id } = added.body;
    const updated = await api.post('/School/Alert/Update', { id, ...alert('Closed till Monday', 'सोमवार तक बंद') }, { token: tokens.schoolA });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toEqual({ en: 'Closed till Monday', hi: 'सोमवार तक बंद' });
    expect(updated.body.updatedAt).not.toBe(added.body.updatedAt);
    expect(await shown('83181')).toEqual(['Closed till Monday']);

    const deleted = await api.post('/School/Alert/Delete', { id }, { token: tokens.schoolA });
    expect(deleted).toMatchObject({ status: 200, body: { id } });
    expect(await shown('83181')).toEqual([]);
    const audit = await auditOf(id);
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(JSON.parse(audit[1]!.before!).message.en).toBe('Closed');
    expect(JSON.parse(audit[2]!.before!).message.en).toBe('Closed till Monday');
    expect(audit[2]!.after).toBeNull();
  });

  test('another school’s admin cannot see, change, end or delete it: not found, and it is untouched', async () => {
    const added = await api.post('/School/Alert/Add', alert('Mine'), { token: tokens.schoolA });
    const { id } = added.body;
    for (const [route, body] of [
      ['/School/Alert/Update', { id, ...alert('Hijacked') }],
      ['/School/Alert/End', { id }],
      ['/School/Alert/Delete', { id }],
    ] as const) {
      expectRefusal(await api.post(route, body, { token: tokens.schoolB }), 404, ALERT_MESSAGES.notFound);
    }
    expect((await api.post('/School/Alert/GetAll', {}, { token: tokens.schoolB })).body).toEqual({ items: [] });
    expect(await shown('83181')).toEqual(['Mine']);
    // Nor can the provider's routes reach a school's alert.
    expectRefusal(await api.post('/Provider/Alert/Delete', { id }, { token: tokens.provider }), 404, ALERT_MESSAGES.notFound);
  });

  test('bad times are refused with the contract’s messages, and nothing is stored', async () => {
    const cases: [unknown, string][] = [
      [{ ...alert('X'), endsAt: at(-2 * MINUTE) }, ALERT_MESSAGES.endBeforeStart],
      [alert('X', '', -2 * MINUTE, -MINUTE), ALERT_MESSAGES.endPassed],
      [alert('X', '', 0, (ALERT_LIMITS.maxDays + 1) * 24 * 60 * MINUTE), ALERT_MESSAGES.tooLong],
      [{ ...alert('X'), startsAt: '2026-13-01T00:00:00Z' }, ALERT_MESSAGES.startsAtInvalid],
      [{ ...alert('X'), endsAt: 'tomorrow' }, ALERT_MESSAGES.endsAtInvalid],
      [alert('   '), ALERT_MESSAGES.englishRequired],
      [alert('x'.repeat(ALERT_LIMITS.message + 1)), ALERT_MESSAGES.englishTooLong],
      [alert('X', 'ह'.repeat(ALERT_LIMITS.message + 1)), ALERT_MESSAGES.hindiTooLong],
    ];
    for (const [body, message] of cases) {
      const answer = await api.post('/School/Alert/Add', body, { token: tokens.schoolA });
      expectRefusal(answer, 400, new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    }
    expect(await api.database.db.selectFrom('alerts').select('id').execute()).toEqual([]);
  });

  test('at most ALERT_LIMITS.pending current or scheduled at once: the next is a 409 with a message', async () => {
    await api.database.db
      .insertInto('alerts')
      .values(Array.from({ length: ALERT_LIMITS.pending }, (_, n) => ({ school_id: schoolA, message_en: `A${n}`, message_hi: '', starts_at: at(MINUTE), ends_at: at(2 * MINUTE), updated_at: at(0) })))
      .execute();
    expectRefusal(await api.post('/School/Alert/Add', alert('One too many'), { token: tokens.schoolA }), 409, ALERT_MESSAGES.tooMany);
    // Another school has its own count.
    expect((await api.post('/School/Alert/Add', alert('B’s'), { token: tokens.schoolB })).status).toBe(201);
  });
});

describe('the provider’s alert to every school', () => {
  test('shows on every school’s site, beside a school’s own, and its audit entry has no school', async () => {
    const everywhere = await api.post('/Provider/Alert/Add', alert('Maintenance tonight'), { token: tokens.provider });
    expect(everywhere.status).toBe(201);
    expect(everywhere.body.scope).toBe('all');
    await api.post('/School/Alert/Add', alert('Closed today'), { token: tokens.schoolB });

    expect(await shown('83181')).toEqual(['Maintenance tonight']);
    expect((await shown('83190')).sort()).toEqual(['Closed today', 'Maintenance tonight']);
    expect((await auditOf(everywhere.body.id))[0]).toMatchObject({ action: 'create', school_id: null });

    // Schools list their own only; the provider's list holds its own only.
    expect((await api.post('/School/Alert/GetAll', {}, { token: tokens.schoolA })).body.items).toEqual([]);
    expect((await api.post('/Provider/Alert/GetAll', {}, { token: tokens.provider })).body.items.map((item: { id: number }) => item.id)).toEqual([everywhere.body.id]);
    // A school admin cannot end it.
    expectRefusal(await api.post('/School/Alert/End', { id: everywhere.body.id }, { token: tokens.schoolA }), 404);

    await api.post('/Provider/Alert/End', { id: everywhere.body.id }, { token: tokens.provider });
    expect(await shown('83181')).toEqual([]);
  });
});

describe('GET /Site/Alerts', () => {
  test('is revalidated on every poll: no-cache with an ETag, a 304 while nothing changed, a new body once an alert is posted', async () => {
    const first = await banner('83181');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    expect(await first.json()).toEqual({ alerts: [] });
    expect((await banner('83181', { 'If-None-Match': etag })).status).toBe(304);

    await api.post('/School/Alert/Add', alert('Now'), { token: tokens.schoolA });
    const changed = await banner('83181', { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  test('an unknown school is a 404 with a message; a missing one a 400', async () => {
    const unknown = await banner('99999');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'No school has the code 99999' });
    expect((await fetch(`${api.url}/api/Site/Alerts`)).status).toBe(400);
    expect((await fetch(`${api.url}/api/Site/Alerts?school=83181&x=1`)).status).toBe(400);
  });

  test('shows at most ALERT_LIMITS.banner, newest first', async () => {
    for (let n = 1; n <= ALERT_LIMITS.banner + 1; n++) {
      await api.post('/School/Alert/Add', alert(`A${n}`, '', -n * MINUTE), { token: tokens.schoolA });
    }
    expect(await shown('83181')).toEqual(Array.from({ length: ALERT_LIMITS.banner }, (_, n) => `A${n + 1}`));
  });
});
