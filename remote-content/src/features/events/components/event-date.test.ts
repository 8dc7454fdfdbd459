import { formatEventDate } from './event-date';

test('an event date reads dd-mm-yyyy, the day the admin picked, on the school’s calendar wherever the visitor is', () => {
  // The API keeps a picked day as its midnight UTC; Jest runs west of UTC (jest.config.mjs).
  expect(formatEventDate('2026-08-15T00:00:00.000Z')).toBe('15-08-2026');
  expect(formatEventDate('2026-01-01T00:00:00.000Z')).toBe('01-01-2026');
});

test('a date that cannot be read shows nothing', () => {
  expect(formatEventDate('not a date')).toBe('');
});
