import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProviderHealthRow } from '@school/shared/contracts/health';
import { downloadText } from '@school/shared/ui/csv-file';
import { getHealthOverview } from '../api/get-health-overview';
import { HealthOverview } from './health-overview';

jest.mock('../api/get-health-overview', () => ({ getHealthOverview: jest.fn() }));
jest.mock('@school/shared/ui/csv-file', () => ({ ...jest.requireActual('@school/shared/ui/csv-file'), downloadText: jest.fn() }));
const load = jest.mocked(getHealthOverview);
const download = jest.mocked(downloadText);

const row = (more: Partial<ProviderHealthRow>): ProviderHealthRow => ({
  schoolId: 1,
  schoolName: 'Hill School',
  schoolCode: '83181',
  checkedAt: '2026-12-05T04:30:00.000Z',
  score: 80,
  high: 1,
  medium: 2,
  low: 2,
  worst: ['internalLink', 'certificateExpiring'],
  ...more,
});
const HILL = row({});
const RIVER = row({ schoolId: 2, schoolName: 'River School', schoolCode: '83182', score: 42, high: 5, medium: 1, low: 0, worst: ['disclosureMissing', 'siteAddress', 'pdfNoText'] });
const NEW = row({ schoolId: 3, schoolName: 'New "Model" School', schoolCode: '=83183', checkedAt: null, score: null, high: 0, medium: 0, low: 0, worst: [] });
const LAKE = row({ schoolId: 4, schoolName: 'Lake School', schoolCode: '83184', score: 100, high: 0, medium: 0, low: 0, worst: [] });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockResolvedValue({ schools: [HILL, RIVER, NEW, LAKE] });
});

const names = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);

test('every school with its score, counts, worst findings by name and last check; the lowest score first', async () => {
  render(<HealthOverview />);
  expect(screen.getByRole('heading', { level: 2, name: 'Site health' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Site health of every school' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    'S No',
    'School Name',
    'School Code',
    'Score',
    'High',
    'Medium',
    'Low',
    'Worst findings',
    'Last checked',
  ]);
  // The lowest score first; one never checked last.
  expect(names(table)).toEqual(['River School', 'Hill School', 'Lake School', 'New "Model" School']);
  expect(within(table).getByRole('columnheader', { name: 'Score' })).toHaveAttribute('aria-sort', 'ascending');
  expect(within(table).getByRole('columnheader', { name: 'School Name' })).toHaveAttribute('aria-sort', 'none');

  const river = within(table).getByRole('row', { name: /River School/ });
  expect(within(river).getByRole('cell', { name: '42' })).toBeInTheDocument();
  expect(within(within(river).getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Disclosure item missing',
    'Site address not answering',
    'Scanned PDF without text',
  ]);
  expect(river).toHaveTextContent('5 Dec 2026, 10:00');
  const unchecked = within(table).getByRole('row', { name: /New "Model" School/ });
  expect(unchecked).toHaveTextContent('Not checked yet');
});

test('a column header sorts by it, and says how', async () => {
  const user = userEvent.setup();
  render(<HealthOverview />);
  const table = await screen.findByRole('table', { name: 'Site health of every school' });
  await user.click(within(table).getByRole('button', { name: 'Score' }));
  expect(within(table).getByRole('columnheader', { name: 'Score' })).toHaveAttribute('aria-sort', 'descending');
  expect(names(table)).toEqual(['Lake School', 'Hill School', 'River School', 'New "Model" School']);

  await user.click(within(table).getByRole('button', { name: 'High' }));
  expect(within(table).getByRole('columnheader', { name: 'High' })).toHaveAttribute('aria-sort', 'ascending');
  expect(within(table).getByRole('columnheader', { name: 'Score' })).toHaveAttribute('aria-sort', 'none');
  expect(names(table)).toEqual(['New "Model" School', 'Lake School', 'Hill School', 'River School']);
});

test('Export CSV saves the rows in the order shown, every field quoted', async () => {
  const user = userEvent.setup();
  render(<HealthOverview />);
  const table = await screen.findByRole('table', { name: 'Site health of every school' });
  await user.click(within(table).getByRole('button', { name: 'School Name' }));
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));

  expect(download).toHaveBeenCalledTimes(1);
  const [text, name] = download.mock.calls[0] ?? ['', ''];
  expect(name).toMatch(/^site-health-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text.split('\r\n')).toEqual([
    '\uFEFF"School Name","School Code","Score","High","Medium","Low","Worst findings","Last checked"',
    '"Hill School","83181","80","1","2","2","Broken link inside the site; Certificate ending soon","5 Dec 2026, 10:00"',
    '"Lake School","83184","100","0","0","0","","5 Dec 2026, 10:00"',
    '"New ""Model"" School","\'=83183","","0","0","0","",""',
    '"River School","83182","42","5","1","0","Disclosure item missing; Site address not answering; Scanned PDF without text","5 Dec 2026, 10:00"',
    '',
  ]);
});

test('a failed load says so, and Try again loads it', async () => {
  load.mockRejectedValueOnce(new Error('Network Error'));
  const user = userEvent.setup();
  render(<HealthOverview />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch site health. Please try again.');
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table', { name: 'Site health of every school' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

test('no school yet: the table says so', async () => {
  load.mockResolvedValue({ schools: [] });
  render(<HealthOverview />);
  expect(await screen.findByText('No school yet')).toBeInTheDocument();
});
