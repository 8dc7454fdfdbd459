import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@school/shared';
import { auditPage } from '../features/audit/api/audit-page';
import { listAlerts } from '../features/alerts/api/list-alerts';
import { AlertsPage } from './alerts-page';
import { AuditPage } from './audit-page';

// The calls the screens make on opening; the tests press nothing that exports or saves.
jest.mock('../features/audit/api/audit-page', () => ({ auditPage: jest.fn() }));
jest.mock('../features/alerts/api/list-alerts', () => ({ listAlerts: jest.fn() }));

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** The shared screens in the school admin's words (their behaviour: shared/src/ui/{audit-log,alerts}). */
test('/Manage-Audit: the school’s log under its h1, no School column or filter, failures in the school admin’s words', async () => {
  jest.mocked(auditPage).mockRejectedValue(new Error('down'));
  render(
    <MemoryRouter initialEntries={['/Manage-Audit']}>
      <AuditPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
  const failed = await screen.findByRole('alert');
  expect(failed).toHaveTextContent('The audit log cannot be loaded now.');
  expect(within(failed).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'School' })).not.toBeInTheDocument();
});

test('/Manage-Alerts: Post an alert under the h1 opens the form to post an alert to this school', async () => {
  jest.mocked(listAlerts).mockResolvedValue({ items: [] });
  render(<AlertsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Alerts' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Post an alert' }));
  expect(within(screen.getByRole('dialog', { name: 'Post an alert' })).getByRole('button', { name: 'Post alert' })).toBeInTheDocument();
  expect(await screen.findByText('No alerts yet.')).toBeInTheDocument();
});
