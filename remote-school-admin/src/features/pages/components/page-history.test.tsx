import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_HISTORY_SIZE, type PageVersion } from '@school/shared/contracts/page-versions';
import { SchoolHistorySchema } from '@school/shared/contracts/pages';
import { getPageHistory } from '../api/get-page-history';
import { getPageVersion } from '../api/get-page-version';
import { restorePageVersion } from '../api/restore-page-version';
import { PageHistory } from './page-history';

jest.mock('../api/get-page-history', () => ({ getPageHistory: jest.fn() }));
jest.mock('../api/get-page-version', () => ({ getPageVersion: jest.fn() }));
jest.mock('../api/restore-page-version', () => ({ restorePageVersion: jest.fn() }));
const history = jest.mocked(getPageHistory);
const version = jest.mocked(getPageVersion);
const restore = jest.mocked(restorePageVersion);

const VERSIONS: PageVersion[] = [
  { kind: 'history', version: 1, publishedAt: '2026-11-20T04:30:00.000Z', publishedBy: null, restoredFrom: null, content: SchoolHistorySchema.parse({ history: { en: 'Founded in 1962.', hi: '' } }) },
  { kind: 'history', version: 2, publishedAt: '2026-11-21T04:30:00.000Z', publishedBy: 'Ravi Kumar', restoredFrom: null, content: SchoolHistorySchema.parse({ history: { en: 'Founded in 1963.', hi: 'स्थापना 1963' } }) },
  { kind: 'history', version: 3, publishedAt: '2026-11-22T04:30:00.000Z', publishedBy: 'Asha Verma', restoredFrom: 1, content: SchoolHistorySchema.parse({ history: { en: 'Founded in 1962.', hi: '' } }) },
];
const summary = ({ version, publishedAt, publishedBy, restoredFrom }: PageVersion) => ({ version, publishedAt, publishedBy, restoredFrom });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  history.mockResolvedValue({ items: [...VERSIONS].reverse().map(summary), total: 3, page: 1, pageSize: PAGE_HISTORY_SIZE });
  version.mockImplementation(async (_kind, number) => VERSIONS[number - 1]!);
});

test('lists the versions newest first with who and when, the current one marked and without Restore', async () => {
  render(<PageHistory kind="history" />);
  const table = await screen.findByRole('table', { name: 'Versions, newest first' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Version 3 (current)Restores version 1', 'Version 2', 'Version 1']);
  expect(rows[0]).toHaveTextContent('Asha Verma');
  expect(rows[0]).toHaveTextContent('22 Nov 2026, 10:00');
  expect(rows[0]).toHaveTextContent('Restores version 1');
  expect(rows[2]).toHaveTextContent('By someone not recorded');
  expect(within(rows[0]!).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();
  expect(within(rows[1]!).getByRole('button', { name: 'Restore version 2' })).toBeInTheDocument();
});

test('two ticked versions are shown side by side, the older first, with what differs in English and Hindi', async () => {
  const user = userEvent.setup();
  render(<PageHistory kind="history" />);
  await user.click(await screen.findByRole('checkbox', { name: 'Compare version 3' }));
  await user.click(screen.getByRole('checkbox', { name: 'Compare version 2' }));
  const compare = screen.getByRole('region', { name: 'Compare two versions' });
  const older = await within(compare).findByRole('region', { name: 'History: Version 2 (Ravi Kumar, 21 Nov 2026, 10:00)' });
  const newer = within(compare).getByRole('region', { name: 'History: Version 3 (Asha Verma, 22 Nov 2026, 10:00)' });
  expect(within(older).getByText('Founded in 1963.')).toBeInTheDocument();
  expect(within(older).getByText('स्थापना 1963')).toHaveAttribute('lang', 'hi');
  expect(within(newer).getByText('Founded in 1962.')).toBeInTheDocument();
  // A third tick replaces the first of the two.
  await user.click(screen.getByRole('checkbox', { name: 'Compare version 1' }));
  expect(screen.getByRole('checkbox', { name: 'Compare version 3' })).not.toBeChecked();
  expect(await within(compare).findByRole('region', { name: 'History: Version 1 (20 Nov 2026, 10:00)' })).toBeInTheDocument();
  expect(within(compare).getByRole('region', { name: /^History: Version 2/ })).toBeInTheDocument();
});

test('Restore asks first, then publishes the old version naming the current one, and says so', async () => {
  const user = userEvent.setup();
  restore.mockResolvedValue({ kind: 'history', content: VERSIONS[1]!.content, version: 4, updatedAt: '2026-11-23T04:30:00.000Z', publishedBy: 'Asha Verma' });
  render(<PageHistory kind="history" />);
  await user.click(await screen.findByRole('button', { name: 'Restore version 2' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Restore version 2?' });
  await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
  await waitFor(() => expect(restore).toHaveBeenCalledWith('history', 2, 3));
  expect(await screen.findByText('Version 2 is restored: it is published as version 4.')).toHaveFocus();
  expect(history).toHaveBeenCalledTimes(2);
});

test('a page never saved says it has no versions; a failed load offers Retry', async () => {
  history.mockResolvedValueOnce({ items: [], total: 0, page: 1, pageSize: PAGE_HISTORY_SIZE });
  const { unmount } = render(<PageHistory kind="history" />);
  expect(await screen.findByText('This page has not been saved yet, so it has no versions.')).toBeInTheDocument();
  unmount();
  history.mockRejectedValueOnce(new Error('Network Error'));
  render(<PageHistory kind="history" />);
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
