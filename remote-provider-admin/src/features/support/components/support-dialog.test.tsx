import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SchoolRecord } from '@school/shared/contracts/school';
import { startSupport } from '../api/start-support';
import { SupportDialog } from './support-dialog';

jest.mock('../api/start-support', () => ({ ...jest.requireActual('../api/start-support'), startSupport: jest.fn() }));
const start = jest.mocked(startSupport);

const school = { schoolId: 7, schoolName: 'Test School' } as SchoolRecord;

test('a reason is asked for before anything is sent; then the chosen length and the trimmed reason start the session, whose link is offered', async () => {
  start.mockResolvedValue({ code: 'c0de', codeExpiresAt: '2026-12-02T10:01:00Z', endsAt: '2026-12-02T11:00:00Z', hostNames: ['test.example'], schoolName: 'Test School' });
  render(<SupportDialog school={school} onClose={() => undefined} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open support session' }));
  expect(await screen.findByText('Reason is required')).toBeInTheDocument();
  expect(start).not.toHaveBeenCalled();

  await userEvent.selectOptions(screen.getByLabelText('Length'), '60 minutes');
  await userEvent.type(screen.getByLabelText(/^Reason/), '  The admin asked for help  ');
  await userEvent.click(screen.getByRole('button', { name: 'Open support session' }));
  expect(await screen.findByRole('link', { name: 'Open the admin area of Test School' })).toHaveAttribute('href', expect.stringContaining('test.example'));
  expect(start).toHaveBeenCalledWith(7, 60, 'The admin asked for help');
});

test('a refused start says why and keeps what was typed', async () => {
  start.mockRejectedValue(Object.assign(new Error('409'), { isAxiosError: true, response: { status: 409, data: { message: 'This school is deactivated: activate it before opening a support session' } } }));
  render(<SupportDialog school={school} onClose={() => undefined} />);
  await userEvent.type(screen.getByLabelText(/^Reason/), 'Help');
  await userEvent.click(screen.getByRole('button', { name: 'Open support session' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This school is deactivated');
  expect(screen.getByLabelText(/^Reason/)).toHaveValue('Help');
});
