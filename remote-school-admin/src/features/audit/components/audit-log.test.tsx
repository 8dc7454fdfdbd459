import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify/unstyled';
import { MemoryRouter, Route, Routes, useLocation } from '@school/shared';
import type { AuditEntry, AuditPage } from '@school/shared/contracts/audit';
import { auditPage, exportAudit } from '../api/audit-calls';
import { AuditLog } from './audit-log';

jest.mock('../api/audit-calls', () => ({ auditPage: jest.fn(), exportAudit: jest.fn() }));
jest.mock('react-toastify/unstyled', () => ({ ...jest.requireActual('react-toastify/unstyled'), toast: { success: jest.fn(), error: jest.fn() } }));
const list = jest.mocked(auditPage);
const download = jest.mocked(exportAudit);

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const UPDATE: AuditEntry = {
  id: 2,
  at: '2026-03-02T04:30:00.000Z',
  schoolId: 1,
  schoolName: 'Demo school',
  userName: 'schooladmin',
  action: 'update',
  entity: 'staff',
  entityId: '8',
  before: { schoolStaffId: 8, fullName: 'Audit Teacher', designation: 'TGT' },
  after: { schoolStaffId: 8, fullName: 'Audit Teacher', designation: 'PGT' },
};
const LOGIN: AuditEntry = { ...UPDATE, id: 1, action: 'login', entity: 'user', entityId: '2', before: null, after: null };

const answer = (items: AuditEntry[], total = items.length): AuditPage => ({ items, total, page: 1, pageSize: 50 });

/** Where the router is: the filters live in the address. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function show(at = '/Manage-Audit') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route
          path="/Manage-Audit"
          element={
            <>
              <AuditLog />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

test('lists each entry with when (India time), who, the action and what; an update’s changed fields open below it', async () => {
  list.mockResolvedValue(answer([UPDATE, LOGIN]));
  show();
  expect(screen.getByText('Loading the audit log…')).toHaveAttribute('role', 'status');
  const table = await screen.findByRole('table', { name: 'Audit log entries' });
  expect(list).toHaveBeenCalledWith({}, 1, expect.any(AbortSignal));
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'Who', 'Action', 'What']);
  const [, first, second] = within(table).getAllByRole('row');
  expect(within(first!).getByText('2 Mar 2026, 10:00:00 am')).toBeInTheDocument();
  expect(within(first!).getByText('schooladmin')).toBeInTheDocument();
  expect(within(first!).getByText('update')).toBeInTheDocument();
  expect(within(second!).getByText('login')).toBeInTheDocument();
  expect(screen.getByText('2 entries')).toBeInTheDocument();

  // Only what changed: the designation, TGT → PGT.
  await userEvent.click(within(first!).getByText(/Staff member 8/));
  const changes = within(first!).getByRole('definition');
  expect(within(first!).getByRole('term')).toHaveTextContent('designation');
  expect(changes).toHaveTextContent(/TGT\s*→?\s*changed to\s*PGT/);
});

test('the filters come from the address and go back to it; the form refuses a From after To and keeps what was typed', async () => {
  list.mockResolvedValue(answer([UPDATE]));
  show('/Manage-Audit?action=update&kind=staff&user=school&page=2');
  await screen.findByRole('table');
  expect(list).toHaveBeenCalledWith({ action: 'update', entity: 'staff', userName: 'school' }, 2, expect.any(AbortSignal));
  expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('update');
  expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('staff');
  expect(screen.getByRole('searchbox', { name: 'User name' })).toHaveValue('school');

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'login');
  await userEvent.type(screen.getByLabelText('From'), '2026-03-05');
  await userEvent.type(screen.getByLabelText('To'), '2026-03-01');
  await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
  expect(await screen.findByText('From must not be after To')).toBeInTheDocument();
  expect(screen.getByLabelText('address')).toHaveTextContent('?action=update&kind=staff&user=school&page=2');
  expect(screen.getByLabelText('From')).toHaveValue('2026-03-05');

  await userEvent.clear(screen.getByLabelText('To'));
  await userEvent.type(screen.getByLabelText('To'), '2026-03-09');
  await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
  await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('?action=login&kind=staff&user=school&from=2026-03-05&to=2026-03-09'));
  expect(list).toHaveBeenLastCalledWith({ action: 'login', entity: 'staff', userName: 'school', from: '2026-03-05', to: '2026-03-09' }, 1, expect.any(AbortSignal));

  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(screen.getByLabelText('address')).toBeEmptyDOMElement();
  expect(list).toHaveBeenLastCalledWith({}, 1, expect.any(AbortSignal));
});

test('pages of 50: Next and Previous move through them in the address', async () => {
  list.mockResolvedValue(answer([UPDATE], 120));
  show('/Manage-Audit?action=update');
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByLabelText('address')).toHaveTextContent('?action=update&page=2');
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  expect(list).toHaveBeenLastCalledWith({ action: 'update' }, 2, expect.any(AbortSignal));
});

test('empty, filtered to nothing, and a failure with Retry', async () => {
  list.mockResolvedValueOnce(answer([]));
  const { unmount } = show();
  expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  unmount();

  list.mockResolvedValueOnce(answer([]));
  const again = show('/Manage-Audit?action=delete');
  expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
  again.unmount();

  list.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(answer([LOGIN]));
  show();
  await userEvent.click(await screen.findByRole('button', { name: /retry/i }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});

test('Export CSV downloads the filter’s entries; a failure says so and the list stays', async () => {
  list.mockResolvedValue(answer([UPDATE]));
  download.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('Network Error'));
  show('/Manage-Audit?kind=staff&from=2026-03-01');
  await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
  expect(download).toHaveBeenCalledWith({ entity: 'staff', from: '2026-03-01' });
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(toast.error).toHaveBeenCalledWith('Network Error', expect.anything());
  expect(screen.getByRole('table')).toBeInTheDocument();
});
