import { circularReference, isNewNotice, NOTICE_MESSAGES, NoticeInputSchema, noticePath, noticeState } from './notices';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-24T10:00:00.000Z');
const at = (offset: number) => new Date(now + offset).toISOString();

test('a notice is a draft, scheduled, current or expired by the clock', () => {
  expect(noticeState({ status: 'draft', publishFrom: at(-HOUR), expireOn: null }, now)).toBe('draft');
  expect(noticeState({ status: 'published', publishFrom: at(HOUR), expireOn: null }, now)).toBe('scheduled');
  expect(noticeState({ status: 'published', publishFrom: at(-HOUR), expireOn: at(HOUR) }, now)).toBe('current');
  expect(noticeState({ status: 'published', publishFrom: at(-HOUR), expireOn: at(0) }, now)).toBe('expired');
});

test('"New" lasts 7 days from publishFrom; the link and the circular’s reference', () => {
  expect(isNewNotice({ publishFrom: at(-6 * 24 * HOUR) }, now)).toBe(true);
  expect(isNewNotice({ publishFrom: at(-7 * 24 * HOUR) }, now)).toBe(false);
  expect(noticePath(42)).toBe('/notices/42');
  expect(circularReference({ circularNumber: 3, circularYear: 2026 })).toBe('3/2026');
  expect(circularReference({ circularNumber: null, circularYear: null })).toBeNull();
});

test('the input: English title required, dates real, expiry after publishing, times answered in UTC', () => {
  const valid = { category: 'notice', title: { en: ' Holiday ' }, date: '2026-11-24', publishFrom: '2026-11-24T10:00:00+05:30', expireOn: null };
  // What parsing changes: the title trimmed, what was left out filled in, the time in UTC.
  expect(NoticeInputSchema.parse(valid)).toEqual({
    ...valid,
    title: { en: 'Holiday', hi: '' },
    body: { en: '', hi: '' },
    publishFrom: '2026-11-24T04:30:00.000Z',
    attachments: [],
  });
  const problem = (change: Record<string, unknown>) => NoticeInputSchema.safeParse({ ...valid, ...change }).error?.issues[0]?.message;
  expect(problem({ title: { en: '  ' } })).toBe(NOTICE_MESSAGES.titleRequired);
  expect(problem({ date: '2026-02-30' })).toBe(NOTICE_MESSAGES.dateInvalid);
  expect(problem({ expireOn: '2026-11-24T04:30:00Z' })).toBe(NOTICE_MESSAGES.expireBeforePublish);
  expect(problem({ publishFrom: '24/11/2026' })).toBe(NOTICE_MESSAGES.publishFromInvalid);
});
