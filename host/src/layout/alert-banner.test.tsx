import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setConfig, setLanguage } from '@school/shared';
import type { BannerAlert } from '@school/shared/contracts/alerts';
import { AlertBanner } from './alert-banner';
import { ALERT_POLL_MS } from './alert-banner-feed';

const CONFIG = { API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } };
const MINUTE = 60_000;

const closed = (overrides: Partial<BannerAlert> = {}): BannerAlert => ({
  id: 7,
  message: { en: 'School closed tomorrow', hi: 'कल विद्यालय बंद रहेगा' },
  startsAt: new Date(Date.now() - MINUTE).toISOString(),
  endsAt: new Date(Date.now() + 10 * MINUTE).toISOString(),
  updatedAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

/** What the school's alerts.json (or, where none is written, the API) answers at each read, in turn (the last one again after that). */
let answers: BannerAlert[][] = [];
let asked: string[] = [];
/** Whether the renderer has written the school's alerts.json: without it the page asks the API. */
let fileWritten = true;

beforeEach(() => {
  jest.useFakeTimers();
  setConfig(CONFIG);
  sessionStorage.clear();
  asked = [];
  fileWritten = true;
  document.head.innerHTML = '<meta name="site-files" content="alerts.json">';
  global.fetch = jest.fn(async (url: string) => {
    asked.push(url);
    if (url === '/alerts.json' && !fileWritten) return { ok: false, status: 404, json: async () => null };
    const alerts = answers.length > 1 ? answers.shift()! : (answers[0] ?? []);
    return { ok: true, status: 200, json: async () => ({ alerts }) };
  }) as unknown as typeof fetch;
});
afterEach(() => {
  act(() => setLanguage('en'));
  jest.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const poll = () => act(async () => jest.advanceTimersByTime(ALERT_POLL_MS));

test('shows the school’s alert under its own name, as an alert, read from the school’s alerts.json: the API is not asked', async () => {
  answers = [[closed()]];
  render(<AlertBanner />);
  const banner = await screen.findByRole('region', { name: 'Urgent alerts' });
  expect(banner).toHaveTextContent('School closed tomorrow');
  expect(screen.getByRole('alert')).toHaveTextContent('School closed tomorrow');
  expect(asked).toEqual(['/alerts.json']);
});

test('where the school’s alerts.json is not written yet (404), it asks the API for this school', async () => {
  fileWritten = false;
  answers = [[closed()]];
  render(<AlertBanner />);
  expect(await screen.findByRole('alert')).toHaveTextContent('School closed tomorrow');
  expect(asked).toEqual(['/alerts.json', 'http://api.test/api/Site/Alerts?school=83181']);
});

test('a page whose head the API made (no renderer writes the school’s files) asks the API only', async () => {
  document.head.innerHTML = '';
  answers = [[closed()]];
  render(<AlertBanner />);
  expect(await screen.findByRole('alert')).toHaveTextContent('School closed tomorrow');
  expect(asked).toEqual(['http://api.test/api/Site/Alerts?school=83181']);
});

test('a scheduled alert shows from its start by the page’s clock, without waiting for the next poll; at most three show, the newest start first', async () => {
  const later = (id: number, minutes: number) =>
    closed({ id, message: { en: `Alert ${id}`, hi: '' }, startsAt: new Date(Date.now() + minutes * MINUTE).toISOString() });
  answers = [[later(1, -3), later(2, -2), later(3, 0.5), later(4, 8)]];
  render(<AlertBanner />);
  await screen.findAllByRole('alert');
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Alert 2', 'Alert 1']);
  await act(async () => jest.advanceTimersByTime(MINUTE / 2 + 100));
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Alert 3', 'Alert 2', 'Alert 1']);
  expect(asked).toHaveLength(1);
  await act(async () => jest.advanceTimersByTime(8 * MINUTE));
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Alert 4', 'Alert 3', 'Alert 2']);
});

test('shows nothing while there is no alert', async () => {
  answers = [[]];
  render(<AlertBanner />);
  await act(async () => {});
  expect(screen.queryByRole('region', { name: 'Urgent alerts' })).not.toBeInTheDocument();
});

test('in Hindi it shows the Hindi message; without one, the English marked lang="en"', async () => {
  answers = [[closed(), closed({ id: 8, message: { en: 'Sports day moved', hi: '' } })]];
  await act(async () => setLanguage('hi'));
  await act(async () => {
    render(<AlertBanner />);
  });
  expect(await screen.findByText('कल विद्यालय बंद रहेगा')).not.toHaveAttribute('lang');
  expect(screen.getByText('Sports day moved')).toHaveAttribute('lang', 'en');
});

test('a new alert shows at the next poll, a minute later, and one the API no longer has goes', async () => {
  answers = [[], [closed()], []];
  render(<AlertBanner />);
  await act(async () => {});
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await poll();
  expect(screen.getByRole('alert')).toHaveTextContent('School closed tomorrow');
  await poll();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the same alert at each poll stays the same element, so it is not announced again', async () => {
  answers = [[closed()]];
  render(<AlertBanner />);
  const first = await screen.findByRole('alert');
  await poll();
  await poll();
  expect(asked).toHaveLength(3);
  expect(screen.getByRole('alert')).toBe(first);
});

test('it hides at its end by the page’s clock, without waiting for the next poll', async () => {
  answers = [[closed({ endsAt: new Date(Date.now() + 20_000).toISOString() })]];
  render(<AlertBanner />);
  await screen.findByRole('alert');
  await act(async () => jest.advanceTimersByTime(19_000));
  expect(screen.getByRole('alert')).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(2_000));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(asked).toHaveLength(1);
});

test('Dismiss, named by what it dismisses, hides the alert for this visit; a changed alert shows again', async () => {
  answers = [[closed()]];
  const { unmount } = render(<AlertBanner />);
  await user().click(await screen.findByRole('button', { name: 'Dismiss the alert: School closed tomorrow' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await poll();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  // Another page of the same visit.
  unmount();
  render(<AlertBanner />);
  await act(async () => {});
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  answers = [[closed({ message: { en: 'School closed till Monday', hi: '' }, updatedAt: '2026-11-24T11:00:00.000Z' })]];
  await poll();
  expect(screen.getByRole('alert')).toHaveTextContent('School closed till Monday');
});

test('a tab coming back into view asks at once; a hidden one does not poll', async () => {
  answers = [[]];
  render(<AlertBanner />);
  await act(async () => {});
  const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  await poll();
  expect(asked).toHaveLength(1);
  hidden.mockReturnValue('visible');
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(asked).toHaveLength(2);
  hidden.mockRestore();
});

test('an answer not of the contract’s shape never breaks the page: a malformed alert is left out, a malformed answer keeps what shows', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const bodies: unknown[] = [{ alerts: [closed(), { id: 9, message: 'no languages', endsAt: null }] }, [], { alerts: 'none' }];
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => bodies.shift() ?? null })) as unknown as typeof fetch;
  render(<AlertBanner />);
  expect(await screen.findByRole('alert')).toHaveTextContent('School closed tomorrow');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  await poll();
  await poll();
  await poll();
  expect(screen.getByRole('alert')).toHaveTextContent('School closed tomorrow');
  expect(console.warn).toHaveBeenCalledTimes(3);
});
