/**
 * A datetime-local value `seconds` from now on India's clock, the school's, on which the admin
 * forms read what is typed (shared/src/dates.ts), wherever the browser is.
 */
export const localIn = (seconds: number): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .format(Date.now() + seconds * 1000)
    .replace(' ', 'T');
