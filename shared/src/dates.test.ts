import { dateTimeInputValue, formatAuditMoment, momentOfInput, nextDay, formatClock, formatCount, formatDay, formatMoment, isoDay, schoolYear, SCHOOL_TIME_ZONE } from './dates';

/** 20:00 UTC on 25 November 2026 is 01:30 on 26 November in India. */
const LATE_EVENING_UTC = '2026-11-25T20:00:00Z';

describe('the date module', () => {
  it('shows moments on the school’s clock, wherever the reader is', () => {
    expect(SCHOOL_TIME_ZONE).toBe('Asia/Kolkata');
    expect(formatDay(LATE_EVENING_UTC)).toBe('26 Nov 2026');
    expect(formatMoment(LATE_EVENING_UTC)).toBe('26 Nov 2026, 01:30');
    expect(formatMoment('2026-11-26T14:05:09Z', { seconds: true })).toBe('26 Nov 2026, 19:35:09');
    expect(formatClock('2026-11-26T14:05:09Z')).toBe('19:35:09');
    expect(formatAuditMoment('2026-11-26T14:05:09Z')).toBe('26 Nov 2026, 7:35:09 pm');
    expect(schoolYear('2026-12-31T19:00:00Z')).toBe('2027');
  });

  it('gives the school’s day as yyyy-MM-dd for file names and date inputs', () => {
    expect(isoDay(LATE_EVENING_UTC)).toBe('2026-11-26');
    expect(isoDay(Date.parse(LATE_EVENING_UTC))).toBe('2026-11-26');
    expect(isoDay('1998-02-11')).toBe('1998-02-11');
    expect(isoDay('not a date')).toBe('');
  });

  it('shows a plain day as written, in the reader’s language', () => {
    expect(formatDay('1998-02-11', { month: 'numeric' })).toBe('11/02/1998');
    expect(formatDay('2024-03-28', { locale: 'en-IN', month: 'long' })).toBe('28 March 2024');
    expect(formatDay('2024-03-28', { locale: 'hi-IN', month: 'long' })).toBe('28 मार्च 2024');
    expect(formatDay('1998-02-11', { locale: 'hi-IN' })).toMatch(/^11 फ़र॰ 1998$/);
  });

  // The tests run in New York's zone (jest.config.mjs): the browser's own clock is not India's.
  it('fills a datetime-local input on India’s clock, and reads what is typed there back on it', () => {
    const at = Date.parse('2026-11-26T03:35:07Z'); // 09:05:07 in India, 22:35:07 the evening before in New York
    expect(dateTimeInputValue(at)).toBe('2026-11-26T09:05');
    expect(dateTimeInputValue(new Date(at), { seconds: true })).toBe('2026-11-26T09:05:07');
    expect(momentOfInput('2026-11-26T09:05:07')).toBe('2026-11-26T03:35:07.000Z');
    expect(momentOfInput('2026-11-26T09:05')).toBe('2026-11-26T03:35:00.000Z');
    // A year's turn in India is still the old year in UTC.
    expect(momentOfInput('2027-01-01T00:10')).toBe('2026-12-31T18:40:00.000Z');
    expect(dateTimeInputValue('2026-12-31T18:40:00.000Z')).toBe('2027-01-01T00:10');
  });

  it('refuses what no datetime-local input holds, and days no calendar has', () => {
    for (const text of ['', '2026-11-26', '2026-11-26 09:05', '2026-11-26T9:05', '2026-11-26T09:05Z', '2026-11-26T09:05+05:30', '2026-02-30T10:00', '2026-13-01T10:00', '2026-11-26T24:00']) {
      expect([text, momentOfInput(text)]).toEqual([text, null]);
    }
  });

  it('the next day is the same clock time a day later', () => {
    expect(dateTimeInputValue(nextDay(Date.parse('2026-03-07T18:00:00Z')))).toBe('2026-03-08T23:30');
  });

  it('groups counts as India does', () => {
    expect(formatCount(100000)).toBe('1,00,000');
  });
});
