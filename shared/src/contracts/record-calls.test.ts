import { ALERT_MESSAGES, AlertIdSchema, AlertInputSchema, AlertListRequestSchema, AlertUpdateSchema } from './alerts';
import { NOTICE_MESSAGES, NoticeIdSchema, NoticeInputSchema, NoticeListRequestSchema, NoticeUpdateSchema } from './notices';

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** Each record kind's calls: a valid input, a change that breaks the check across its fields, and that check's message. */
const KINDS = [
  {
    kind: 'an alert',
    calls: { input: AlertInputSchema, update: AlertUpdateSchema, id: AlertIdSchema, list: AlertListRequestSchema },
    valid: { message: { en: 'School closed tomorrow', hi: '' }, startsAt: inHours(1), endsAt: inHours(2) },
    crossed: { endsAt: inHours(0.5) },
    message: ALERT_MESSAGES.endBeforeStart,
  },
  {
    kind: 'a notice',
    calls: { input: NoticeInputSchema, update: NoticeUpdateSchema, id: NoticeIdSchema, list: NoticeListRequestSchema },
    valid: { category: 'notice', title: { en: 'Holiday', hi: '' }, date: '2026-11-24', publishFrom: '2026-11-24T10:00:00.000Z', expireOn: null },
    crossed: { expireOn: '2026-11-24T09:00:00.000Z' },
    message: NOTICE_MESSAGES.expireBeforePublish,
  },
];

test.each(KINDS)('$kind: Add and Update apply the same check across its fields; Update is the input and its id', ({ calls, valid, crossed, message }) => {
  expect(calls.update.parse({ id: 7, ...valid })).toEqual({ id: 7, ...calls.input.parse(valid) });
  expect(calls.input.safeParse({ ...valid, ...crossed }).error?.issues[0]?.message).toBe(message);
  expect(calls.update.safeParse({ id: 7, ...valid, ...crossed }).error?.issues[0]?.message).toBe(message);
  expect(calls.update.safeParse(valid).success).toBe(false);
});

test.each(KINDS)('$kind: a call on one takes a whole id the database can hold and nothing else; GetAll takes no field', ({ calls }) => {
  expect(calls.id.parse({ id: 2_147_483_647 })).toEqual({ id: 2_147_483_647 });
  for (const refused of [{ id: 0 }, { id: 2_147_483_648 }, { id: 1.5 }, { id: '1' }, { id: 1, school: '83181' }, {}]) {
    expect(calls.id.safeParse(refused).success).toBe(false);
  }
  expect(calls.list.parse({})).toEqual({});
  expect(calls.list.safeParse({ school: '83181' }).success).toBe(false);
});
