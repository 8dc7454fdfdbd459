import { render, screen } from '@testing-library/react';
import { MemoryRouter, setConfig } from '@school/shared';
import { getNotice, NoticeNotFound } from '../api/get-notice';
import { aNotice } from '@school/shared/contracts/notice-test-data';
import { NOW } from './notice-test-data';
import { NoticeView } from './notice-view';

jest.mock('../api/get-notice', () => ({ ...jest.requireActual('../api/get-notice'), getNotice: jest.fn() }));
const load = jest.mocked(getNotice);

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const view = (id: string) => render(<NoticeView id={id} now={NOW} />, { wrapper: MemoryRouter });

test('a notice: its title as the page’s heading, its date, category, number, text, attachments under their heading, and when it changed', async () => {
  load.mockResolvedValue(
    aNotice({
      id: 4,
      category: 'circular',
      circularNumber: 2,
      circularYear: 2026,
      attachments: [{ title: { en: 'Timetable', hi: '' }, path: 'uploads/83181/pages/0b6f0c1e-4a8e-4c55-9d38-2f5e8d1b7a10.pdf', format: 'PDF', bytes: 2048 }],
    }),
  );
  view('4');
  expect(await screen.findByRole('heading', { level: 1, name: 'Winter timings' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith(4, expect.anything());
  expect(screen.getByText('Circular No. 2/2026')).toBeInTheDocument();
  expect(screen.getByText('School opens at 9:30.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Attachments' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Timetable (PDF, 2 KB) (opens in a new tab)' })).toBeInTheDocument();
  expect(screen.getByText(/^Last updated:/)).toHaveTextContent('Last updated: 20 November 2026');
  expect(screen.queryByText(/expired/)).not.toBeInTheDocument();
});

test('an expired notice still shows, saying it is in the archive', async () => {
  load.mockResolvedValue(aNotice({ expireOn: '2026-11-23T00:00:00.000Z' }));
  view('1');
  expect(await screen.findByText('This notice has expired; it is kept in the archive.')).toBeInTheDocument();
});

test('a notice the public may not see is the site’s "not found" page, not a blank one', async () => {
  load.mockRejectedValue(new NoticeNotFound());
  view('12');
  expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
});

test('an address that is no notice’s number is "not found" without asking the API', async () => {
  view('archive-2020');
  expect(await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

test('any other failure says so, with Retry', async () => {
  load.mockRejectedValue(new Error('offline'));
  view('3');
  expect(await screen.findByRole('alert')).toHaveTextContent('This notice cannot be loaded now.');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
