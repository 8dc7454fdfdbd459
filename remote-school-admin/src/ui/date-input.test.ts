import { toDateInput } from './date-input';

describe('toDateInput', () => {
  it('keeps the day of an ISO date or date-time', () => {
    expect(toDateInput('1985-07-21')).toBe('1985-07-21');
    expect(toDateInput('1985-07-21T00:00:00.000Z')).toBe('1985-07-21');
  });

  it('reads epoch milliseconds, as a number or as digits', () => {
    const epoch = Date.UTC(1990, 0, 5);
    expect(toDateInput(epoch)).toBe('1990-01-05');
    expect(toDateInput(String(epoch))).toBe('1990-01-05');
  });

  it.each([null, undefined, 0, '0', '', 'not a date'])('takes %p as no date', (value) => {
    expect(toDateInput(value)).toBe('');
  });
});
