import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@school/shared';
import type { AuditEntry, AuditPage } from '@school/shared/contracts/audit';
import type { SchoolRecord } from '@school/shared/contracts/school';
import { getSchools } from '../../schools/api/get-schools';
import { exportProviderAudit, providerAuditPage } from '../api/audit-calls';
import { AuditScreen } from './audit-screen';

jest.mock('../api/audit-calls', () => ({ providerAuditPage: jest.fn(), exportProviderAudit: jest.fn() }));
jest.mock('../../schools/api/get-schools', () => ({ getSchools: jest.fn() }));
const list = jest.mocked(providerAuditPage);
const download = jest.mocked(exportProviderAudit);
const schools = jest.mocked(getSchools);

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  schools.mockResolvedValue([
    { schoolId: 1, schoolName: 'Demo school' },
    { schoolId: 2, schoolName: 'Second school' },
  ] as SchoolRecord[]);
});

const ENTRY: AuditEntry = {
  id: 5,
  at: '2026-03-02T04:30:00.000Z',
  schoolId: 2,
  schoolName: 'Second school',
  userName: 'admin83190',
  action: 'create',
  entity: 'staff',
  entityId: '9',
  before: null,
  after: { schoolStaffId: 9, fullName: 'New Teacher' },
};
const PROVIDER: AuditEntry = { ...ENTRY, id: 4, schoolId: null, schoolName: null, userName: 'sgiadmin', action: 'login', entity: 'user', entityId: '1', after: null };
const GONE: AuditEntry = { ...ENTRY, id: 3, schoolId: 7, schoolName: null, action: 'delete', entity: 'school', entityId: '7', before: { schoolName: 'Old' }, after: null };
const answer = (items: AuditEntry[], total = items.length): AuditPage => ({ items, total, page: 1, pageSize: 50 });

function Address() {
  return <output aria-label="address">{useLocation().search}</output>;
}

const show = (at = '/sgi-admin/audit') =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route
          path="/sgi-admin/audit"
          element={
            <>
              <AuditScreen />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

test('every school’s entries with the school’s name; a create shows what it made', async () => {
  list.mockResolvedValue(answer([ENTRY, PROVIDER, GONE]));
  show();
  expect(screen.getByRole('heading', { name: 'Audit log' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Audit log entries' });
  expect(list).toHaveBeenCalledWith({}, 1, expect.any(AbortSignal));
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'Who', 'School', 'Action', 'What']);
  const [, made, login, gone] = within(table).getAllByRole('row');
  expect(within(made!).getByText('Second school')).toBeInTheDocument();
  expect(within(login!).getByText('Provider (every school)')).toBeInTheDocument();
  expect(within(gone!).getByText('School 7 (deleted)')).toBeInTheDocument();
  await userEvent.click(within(made!).getByText(/Staff member 9/));
  expect(within(made!).getByText('New Teacher')).toBeVisible();
  expect(screen.getByText('3 entries')).toBeInTheDocument();
});

test('the school filter is in the address and in the request', async () => {
  list.mockResolvedValue(answer([ENTRY]));
  show('/sgi-admin/audit?school=2&action=create');
  await screen.findByRole('table');
  expect(list).toHaveBeenCalledWith({ action: 'create', schoolId: 2 }, 1, expect.any(AbortSignal));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'School' })).toHaveValue('2'));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'School' }), 'Demo school');
  await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('?action=create&school=1'));
  expect(list).toHaveBeenLastCalledWith({ action: 'create', schoolId: 1 }, 1, expect.any(AbortSignal));
});

test('a failure to load says so with Try again; a failed export says so and keeps the list', async () => {
  list.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(answer([ENTRY]));
  download.mockRejectedValueOnce(new Error('Server busy'));
  show();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch the audit log. Please try again.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await screen.findByRole('table');
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(download).toHaveBeenCalledWith({});
  expect(await screen.findByRole('alert')).toHaveTextContent(/Failed to export the audit log\. Please try again\.\s*Server busy/);
  expect(screen.getByRole('table')).toBeInTheDocument();
});

test('no entries yet', async () => {
  list.mockResolvedValue(answer([]));
  show();
  expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
});
