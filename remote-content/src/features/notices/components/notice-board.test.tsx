import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, setConfig, setLanguage, switchLanguage } from '@school/shared';
import { getNoticeBoard } from '../api/get-notice-board';
import { aNotice } from '@school/shared/contracts/notice-test-data';
import { DAY_MS, NOW } from './notice-test-data';
import { NoticeBoard } from './notice-board';

jest.mock('../api/get-notice-board', () => ({ ...jest.requireActual('../api/get-notice-board'), getNoticeBoard: jest.fn() }));
const load = jest.mocked(getNoticeBoard);

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));
const board = () => render(<NoticeBoard now={NOW} />, { wrapper: MemoryRouter });

test('the latest notices, in the order the API gives (newest first), each with its date, category and title linking to it; "New" only within 7 days', async () => {
  load.mockResolvedValue({
    items: [
      aNotice({ id: 7, category: 'circular', title: { en: 'Sports day', hi: '' }, date: '2026-11-23', publishFrom: new Date(NOW - DAY_MS).toISOString(), circularNumber: 3, circularYear: 2026 }),
      aNotice({ id: 5, category: 'admission', title: { en: 'Admissions open', hi: '' }, date: '2026-11-10', publishFrom: new Date(NOW - 8 * DAY_MS).toISOString() }),
    ],
  });
  board();
  const region = await screen.findByRole('region', { name: 'Notice Board' });
  const items = await within(region).findAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByRole('link', { name: 'Sports day' })).toHaveAttribute('href', '/notices/7');
  expect(items[0]).toHaveTextContent('23 November 2026');
  expect(items[0]).toHaveTextContent('Circular');
  expect(within(items[0]!).getByText('New')).toBeInTheDocument();
  expect(within(items[1]!).getByRole('link', { name: 'Admissions open' })).toHaveAttribute('href', '/notices/5');
  expect(items[1]).toHaveTextContent('Admission');
  expect(within(items[1]!).queryByText('New')).not.toBeInTheDocument();
  expect(within(region).getByRole('link', { name: 'All notices' })).toHaveAttribute('href', '/notices');
});

test('nothing moves, so there is nothing to pause: no marquee and no pause button', async () => {
  load.mockResolvedValue({ items: [aNotice()] });
  board();
  await screen.findByRole('link', { name: 'Winter timings' });
  expect(document.querySelector('marquee')).toBeNull();
  expect(screen.queryByRole('button', { name: /pause/i })).not.toBeInTheDocument();
});

test('a school without current notices says so', async () => {
  load.mockResolvedValue({ items: [] });
  board();
  expect(await screen.findByText('There are no current notices.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

test('a failed load says so; Retry loads again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ items: [aNotice()] });
  board();
  expect(await screen.findByRole('alert')).toHaveTextContent('The notices cannot be loaded now.');
  await act(() => screen.getByRole('button', { name: 'Retry' }).click());
  expect(await screen.findByRole('link', { name: 'Winter timings' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

describe('in Hindi', () => {
  afterEach(() => act(() => setLanguage('en')));

  test('the board’s words, the category and "New" are Hindi; a title without Hindi shows its English marked lang="en"', async () => {
    load.mockResolvedValue({ items: [aNotice({ id: 3, category: 'result', publishFrom: new Date(NOW - DAY_MS).toISOString() })] });
    await act(() => switchLanguage('hi'));
    board();
    const region = await screen.findByRole('region', { name: 'सूचना पट्ट' });
    expect(await within(region).findByText('नया')).toBeInTheDocument();
    expect(within(region).getByText('परिणाम')).toBeInTheDocument();
    expect(within(region).getByText('20 नवंबर 2026')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Winter timings' })).toHaveAttribute('lang', 'en');
    expect(within(region).getByRole('link', { name: 'Winter timings' })).toHaveAttribute('href', '/notices/3?lang=hi');
    expect(within(region).getByRole('link', { name: 'सभी सूचनाएँ' })).toHaveAttribute('href', '/notices?lang=hi');
  });
});
