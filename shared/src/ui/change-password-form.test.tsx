import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify/unstyled';
import { session } from '@school/shared';
import { changePassword } from '@school/shared/account';
import { ChangePasswordForm } from './change-password-form';

jest.mock('@school/shared/account', () => ({ changePassword: jest.fn() }));
jest.mock('react-toastify/unstyled', () => ({ ...jest.requireActual('react-toastify/unstyled'), toast: { success: jest.fn(), error: jest.fn() } }));

const change = jest.mocked(changePassword);
const onChanged = jest.fn();

const refusal = (message: string) =>
  Object.assign(new Error('Request failed with status code 400'), { isAxiosError: true, response: { status: 400, data: { message } } });

beforeEach(() => {
  session.endProviderSession();
});

async function fill(current: string, next: string, confirm = next) {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New password'), next);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

test('a temporary password is told why it is here; an ordinary session is not', () => {
  act(() => session.startSchoolSession({ token: 't', schoolId: 1, schoolCode: '83181', mustChangePassword: true }));
  const { unmount } = render(<ChangePasswordForm kind="school" onChanged={onChanged} />);
  expect(screen.getByRole('status')).toHaveTextContent('You must set a new password before you continue.');
  unmount();

  act(() => session.startSchoolSession({ token: 't', schoolId: 1, schoolCode: '83181' }));
  render(<ChangePasswordForm kind="school" onChanged={onChanged} />);
  expect(screen.queryByText(/You must set a new password/)).not.toBeInTheDocument();
});

test('every field is required, and the new password follows the rules of a new password, before anything is sent', async () => {
  render(<ChangePasswordForm kind="school" onChanged={onChanged} />);
  await fill('', '', '');
  expect(await screen.findByText('Current password is required')).toBeInTheDocument();
  expect(screen.getByText('New password is required')).toBeInTheDocument();
  expect(screen.getByText('Confirm the new password')).toBeInTheDocument();

  await fill('old-password-1', 'short');
  expect(await screen.findByText('Password must be at least 12 characters')).toBeInTheDocument();
  expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  expect(change).not.toHaveBeenCalled();
});

test('the new password typed twice must match, and differ from the current one', async () => {
  render(<ChangePasswordForm kind="provider" onChanged={onChanged} />);
  await fill('same-password-1', 'same-password-1');
  expect(await screen.findByText('The new password must differ from the current one')).toBeInTheDocument();

  await userEvent.clear(screen.getByLabelText('New password'));
  await userEvent.type(screen.getByLabelText('New password'), 'another-password-2');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('The two new passwords do not match')).toBeInTheDocument();
  expect(change).not.toHaveBeenCalled();
});

test('a change that goes through says so and hands over to the screen', async () => {
  change.mockResolvedValue();
  render(<ChangePasswordForm kind="provider" onChanged={onChanged} />);
  await fill('given-by-provider', 'my-own-password-1');
  expect(change).toHaveBeenCalledWith('provider', 'given-by-provider', 'my-own-password-1');
  expect(onChanged).toHaveBeenCalledTimes(1);
  expect(toast.success).toHaveBeenCalledWith('Password changed', expect.anything());
});

test('a wrong current password is said beside it; other refusals in a toast; nothing typed is lost', async () => {
  change.mockRejectedValueOnce(refusal('The current password is not correct'));
  render(<ChangePasswordForm kind="school" onChanged={onChanged} />);
  await fill('not-my-password', 'my-own-password-1');
  expect(await screen.findByText('The current password is not correct')).toBeInTheDocument();
  expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Current password')).toHaveFocus();
  expect(onChanged).not.toHaveBeenCalled();

  change.mockRejectedValueOnce(refusal('Too many failed login attempts. Please wait 2 seconds and try again.'));
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(toast.error).toHaveBeenCalledWith('Too many failed login attempts. Please wait 2 seconds and try again.', expect.anything());
  expect(screen.getByLabelText('New password')).toHaveValue('my-own-password-1');
});

test('the passwords can be shown and hidden again', async () => {
  render(<ChangePasswordForm kind="school" onChanged={onChanged} />);
  const toggle = screen.getByRole('button', { name: 'Show passwords' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  for (const label of ['Current password', 'New password', 'Confirm new password']) expect(screen.getByLabelText(label)).toHaveAttribute('type', 'text');
});
