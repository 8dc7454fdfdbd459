import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@school/shared';
import type { AuditEntry } from '@school/shared/contracts/audit';
import type { SchoolRecord } from '@school/shared/contracts/school';
import { providerAuditPage } from '../features/audit/api/provider-audit-page';
import { listAlerts } from '../features/alerts/api/list-alerts';
import { getSchools } from '../features/schools/api/get-schools';
import { AlertsPage } from './alerts-page';
import { AuditPage } from './audit-page';

// The calls the screens make on opening; the tests press nothing that exports or saves.
jest.mock('../features/audit/api/provider-audit-page', () => ({ providerAuditPage: jest.fn() }));
jest.mock('../features/alerts/api/list-alerts', () => ({ listAlerts: jest.fn() }));
jest.mock('../features/schools/api/get-schools', () => ({ getSchools: jest.fn() }));

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const ENTRY: AuditEntry = {
  id: 5,
  at: '2026-03-02T04:30:00.000Z',
  schoolId: 2,
  schoolName: 'Second school',
  userName: 'admin83190',
  userRole: 'admin',
  action: 'login',
  entity: 'user',
  entityId: '9',
  before: null,
  after: null,
};

/** The shared screens in the provider's words (their behaviour: shared/src/ui/{audit-log,alerts}). */
test('/sgi-admin/audit: every school’s log under the screen’s h2, with a School column and a School filter', async () => {
  jest.mocked(providerAuditPage).mockResolvedValue({ items: [ENTRY], total: 1, page: 1, pageSize: 50 });
  jest.mocked(getSchools).mockResolvedValue([{ schoolId: 2, schoolName: 'Second school' }] as SchoolRecord[]);
  render(
    <MemoryRouter initialEntries={['/sgi-admin/audit']}>
      <AuditPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Audit log' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Audit log entries' });
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'Who', 'Role', 'School', 'Action', 'What']);
  await waitFor(() => expect(screen.getByRole('option', { name: 'Second school' })).toBeInTheDocument());
});

test('/sgi-admin/alerts: Add Alert beside the h2 opens the form in a dialog; a failed load in the provider’s words', async () => {
  jest.mocked(listAlerts).mockRejectedValueOnce(new Error('down')).mockResolvedValue({ items: [] });
  render(<AlertsPage />);
  expect(screen.getByRole('heading', { level: 2, name: 'Alerts to every school' })).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch alerts. Please try again.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No alerts to every school yet.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add Alert' }));
  expect(within(screen.getByRole('dialog', { name: 'Add Alert' })).getByRole('button', { name: 'Save' })).toBeInTheDocument();
});
