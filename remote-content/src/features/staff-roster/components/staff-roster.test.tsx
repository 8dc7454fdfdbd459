import { act, render, screen, within } from '@testing-library/react';
import { loadPage, setConfig, setLanguage, switchLanguage } from '@school/shared';
import { RosterSchema } from '@school/shared/contracts/pages';
import { StaffRoster } from './staff-roster';

jest.mock('@school/shared', () => ({ ...jest.requireActual('@school/shared'), loadPage: jest.fn() }));
const load = jest.mocked(loadPage);

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));

test('the people the school lists, in its order, under the spec’s six columns', async () => {
  const person = (name: string, code: string) => ({ name, designation: { en: '', hi: 'प्रधानाचार्य' }, subject: { en: 'Physics', hi: '' }, dateOfJoining: '01/07/2015', employeeCode: code });
  // Two people without a code: rows are the school's list, not keyed by what it may leave empty.
  load.mockResolvedValue({ kind: 'committee', content: RosterSchema.parse({ people: [person('B. Person', ''), person('A. Person', '')] }), updatedAt: '2026-11-01T00:00:00.000Z' });
  render(<StaffRoster kind="committee" />);

  const table = await screen.findByRole('table', { name: 'School Commitee members' });
  expect(load).toHaveBeenCalledWith('committee', expect.anything());
  expect(screen.getByRole('heading', { level: 1, name: 'School Commitee' })).toBeInTheDocument();
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
    'Name',
    'Designation',
    'Date Of Joining',
    'Date Of Present Post',
    'Subject',
    'Employee Code',
  ]);
  expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['B. Person', 'A. Person']);
  expect(within(table).getAllByText('प्रधानाचार्य')[0]).toHaveAttribute('lang', 'hi');
});

test('in Hindi, the RTI page’s heading, introduction, table name and columns are Hindi', async () => {
  load.mockResolvedValue({ kind: 'rti', content: RosterSchema.parse({ people: [{ name: 'C. Officer', designation: { en: 'Principal', hi: 'प्रधानाचार्य' } }] }), updatedAt: null });
  render(<StaffRoster kind="rti" />);
  await screen.findByRole('table', { name: 'RTI officers' });
  await act(() => switchLanguage('hi'));
  expect(screen.getByRole('heading', { level: 1, name: 'सूचना का अधिकार (RTI)' })).toBeInTheDocument();
  expect(screen.getByText(/सूचना का अधिकार अधिनियम, 2005/)).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'सूचना का अधिकार (RTI) अधिकारी' });
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['नाम', 'पदनाम', 'कार्यभार ग्रहण की तिथि', 'वर्तमान पद पर नियुक्ति की तिथि', 'विषय', 'कर्मचारी कोड']);
  expect(within(table).getByText('प्रधानाचार्य')).toBeInTheDocument();
  act(() => setLanguage('en'));
});
