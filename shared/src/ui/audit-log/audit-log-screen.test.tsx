import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify/unstyled';
import { MemoryRouter, Route, Routes, useLocation } from '@school/shared';
import type { AuditEntry, AuditPage } from '@school/shared/contracts/audit';
import type { SchoolRecord } from '@school/shared/contracts/school';
import { AuditLogScreen, type AuditLogCalls, type AuditLogLook } from './audit-log-screen';

jest.mock('react-toastify/unstyled', () => ({ ...jest.requireActual('react-toastify/unstyled'), toast: { success: jest.fn(), error: jest.fn() } }));

const page = jest.fn<ReturnType<AuditLogCalls['page']>, Parameters<AuditLogCalls['page']>>();
const exportCsv = jest.fn<Promise<void>, Parameters<AuditLogCalls['exportCsv']>>();
const schools = jest.fn<Promise<readonly SchoolRecord[]>, [AbortSignal]>();

/** The two areas as their pages give them (remote-*-admin/src/pages/audit-page.tsx). */
const SCHOOL: { calls: AuditLogCalls; look: AuditLogLook } = {
  calls: { page, exportCsv },
  look: {
    loadFailed: 'The audit log cannot be loaded now.',
    reloadFailed: 'The latest entries cannot be loaded now.',
    retry: 'Retry',
    formActionsClassName: 'admin-form-actions',
  },
};
const PROVIDER: { calls: AuditLogCalls; look: AuditLogLook } = {
  calls: { page, exportCsv, schools },
  look: {
    loadFailed: 'Failed to fetch the audit log. Please try again.',
    reloadFailed: 'Failed to fetch the audit log. Please try again.',
    retry: 'Try again',
    failureClassName: 'admin-error-banner',
    formActionsClassName: 'admin-form-buttons',
  },
};

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  schools.mockResolvedValue([
    { schoolId: 1, schoolName: 'Demo school' },
    { schoolId: 2, schoolName: 'Second school' },
  ] as SchoolRecord[]);
});

const UPDATE: AuditEntry = {
  id: 2,
  at: '2026-03-02T04:30:00.000Z',
  schoolId: 1,
  schoolName: 'Demo school',
  userName: 'schooladmin',
  userRole: 'admin',
  action: 'update',
  entity: 'staff',
  entityId: '8',
  before: { schoolStaffId: 8, fullName: 'Audit Teacher', designation: 'TGT' },
  after: { schoolStaffId: 8, fullName: 'Audit Teacher', designation: 'PGT' },
};
const LOGIN: AuditEntry = { ...UPDATE, id: 1, action: 'login', entity: 'user', entityId: '2', before: null, after: null };
/** A provider user's change in the school's admin area, in support mode; and one from before roles were recorded. */
const SUPPORT: AuditEntry = { ...UPDATE, id: 6, userName: 'sgiadmin', userRole: 'support', entity: 'notice', entityId: '3' };
const UNRECORDED: AuditEntry = { ...UPDATE, id: 7, userRole: null };
const CREATE: AuditEntry = {
  ...UPDATE,
  id: 5,
  schoolId: 2,
  schoolName: 'Second school',
  userName: 'admin83190',
  action: 'create',
  entityId: '9',
  before: null,
  after: { schoolStaffId: 9, fullName: 'New Teacher' },
};
const PROVIDER_LOGIN: AuditEntry = { ...CREATE, id: 4, schoolId: null, schoolName: null, userName: 'sgiadmin', userRole: 'provider', action: 'login', entity: 'user', entityId: '1', after: null };
const GONE: AuditEntry = { ...CREATE, id: 3, schoolId: 7, schoolName: null, action: 'delete', entity: 'school', entityId: '7', before: { schoolName: 'Old' }, after: null };

const answer = (items: AuditEntry[], total = items.length): AuditPage => ({ items, total, page: 1, pageSize: 50 });

/** Where the router is: the filters live in the address. */
function Address() {
  return <output aria-label="address">{useLocation().search}</output>;
}

function show(area: typeof SCHOOL, at = '/audit') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route
          path="/audit"
          element={
            <>
              <AuditLogScreen calls={area.calls} look={area.look} />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a school’s log', () => {
  test('names each entry’s role: a school role, a support session’s, none where none was recorded', async () => {
    page.mockResolvedValue(answer([UPDATE, SUPPORT, UNRECORDED]));
    show(SCHOOL);
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    const [, admin, support, unrecorded] = within(table).getAllByRole('row');
    const roleOf = (row: HTMLElement) => within(row).getAllByRole('cell')[2]!.textContent;
    expect([roleOf(admin!), roleOf(support!), roleOf(unrecorded!)]).toEqual(['School admin', 'Support (provider)', '']);
  });

  test('lists each entry with when (India time), who, the action and what; an update’s changed fields open below it', async () => {
    page.mockResolvedValue(answer([UPDATE, LOGIN]));
    show(SCHOOL);
    expect(screen.getByText('Loading the audit log…')).toHaveAttribute('role', 'status');
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    expect(page).toHaveBeenCalledWith({}, 1, expect.any(AbortSignal));
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'Who', 'Role', 'Action', 'What']);
    expect(screen.queryByRole('combobox', { name: 'School' })).not.toBeInTheDocument();
    expect(schools).not.toHaveBeenCalled();
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
    page.mockResolvedValue(answer([UPDATE]));
    show(SCHOOL, '/audit?action=update&kind=staff&user=school&page=2');
    await screen.findByRole('table');
    expect(page).toHaveBeenCalledWith({ action: 'update', entity: 'staff', userName: 'school' }, 2, expect.any(AbortSignal));
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
    expect(page).toHaveBeenLastCalledWith({ action: 'login', entity: 'staff', userName: 'school', from: '2026-03-05', to: '2026-03-09' }, 1, expect.any(AbortSignal));

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('address')).toBeEmptyDOMElement();
    expect(page).toHaveBeenLastCalledWith({}, 1, expect.any(AbortSignal));
  });

  test('a school= typed into its address is not sent: a school’s log has no School filter', async () => {
    page.mockResolvedValue(answer([UPDATE]));
    show(SCHOOL, '/audit?school=2&action=update');
    await screen.findByRole('table');
    expect(page).toHaveBeenCalledWith({ action: 'update' }, 1, expect.any(AbortSignal));
  });

  test('pages of 50: Next and Previous move through them in the address', async () => {
    page.mockResolvedValue(answer([UPDATE], 120));
    show(SCHOOL, '/audit?action=update');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('?action=update&page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(page).toHaveBeenLastCalledWith({ action: 'update' }, 2, expect.any(AbortSignal));
  });

  test('empty, filtered to nothing, and a failure with Retry', async () => {
    page.mockResolvedValueOnce(answer([]));
    const { unmount } = show(SCHOOL);
    expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    unmount();

    page.mockResolvedValueOnce(answer([]));
    const again = show(SCHOOL, '/audit?action=delete');
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    again.unmount();

    page.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(answer([LOGIN]));
    show(SCHOOL);
    expect(await screen.findByRole('alert')).toHaveTextContent('The audit log cannot be loaded now.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('Export CSV downloads the filter’s entries; a failure is a toast and the list stays', async () => {
    page.mockResolvedValue(answer([UPDATE]));
    exportCsv.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('Network Error'));
    show(SCHOOL, '/audit?kind=staff&from=2026-03-01');
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(exportCsv).toHaveBeenCalledWith({ entity: 'staff', from: '2026-03-01' });
    expect(toast.error).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to export the audit log. Please try again. Network Error', expect.anything()));
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('every school’s log (the provider’s)', () => {
  test('every school’s entries with the school’s name; a create shows what it made', async () => {
    page.mockResolvedValue(answer([CREATE, PROVIDER_LOGIN, GONE]));
    show(PROVIDER);
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    expect(page).toHaveBeenCalledWith({}, 1, expect.any(AbortSignal));
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'Who', 'Role', 'School', 'Action', 'What']);
    const [, made, login, gone] = within(table).getAllByRole('row');
    expect(within(made!).getByText('Second school')).toBeInTheDocument();
    expect(within(login!).getByText('Provider (every school)')).toBeInTheDocument();
    expect(within(gone!).getByText('School 7 (deleted)')).toBeInTheDocument();
    await userEvent.click(within(made!).getByText(/Staff member 9/));
    expect(within(made!).getByText('New Teacher')).toBeVisible();
    expect(screen.getByText('3 entries')).toBeInTheDocument();
  });

  test('the school filter is in the address and in the request', async () => {
    page.mockResolvedValue(answer([CREATE]));
    show(PROVIDER, '/audit?school=2&action=create');
    await screen.findByRole('table');
    expect(page).toHaveBeenCalledWith({ action: 'create', schoolId: 2 }, 1, expect.any(AbortSignal));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'School' })).toHaveValue('2'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'School' }), 'Demo school');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('?action=create&school=1'));
    expect(page).toHaveBeenLastCalledWith({ action: 'create', schoolId: 1 }, 1, expect.any(AbortSignal));
  });

  test('a school deleted since is still a choice of the School filter', async () => {
    page.mockResolvedValue(answer([GONE]));
    show(PROVIDER, '/audit?school=7');
    await screen.findByRole('table');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'School' })).toHaveValue('7'));
    expect(screen.getByRole('option', { name: 'School 7' })).toBeInTheDocument();
  });

  test('a failure to load says so with Try again; a failed export is a toast and keeps the list', async () => {
    page.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(answer([CREATE]));
    exportCsv.mockRejectedValueOnce(new Error('Server busy'));
    show(PROVIDER);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch the audit log. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(exportCsv).toHaveBeenCalledWith({});
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to export the audit log. Please try again. Server busy', expect.anything()));
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  test('no entries yet', async () => {
    page.mockResolvedValue(answer([]));
    show(PROVIDER);
    expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
