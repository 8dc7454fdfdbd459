import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@school/shared';
import userEvent from '@testing-library/user-event';
import { setConfig } from '@school/shared';
import { COMMON_PASSWORD_MESSAGE, type UserRecord } from '@school/shared/contracts/users';
import { getLoginThrottle } from '../api/get-login-throttle';
import { getSchoolOptions } from '../api/get-school-options';
import { getUser } from '../api/get-user';
import { getUsers } from '../api/get-users';
import { saveUser } from '../api/save-user';
import { resetSecondFactor } from '../api/reset-second-factor';
import { openAddForm } from '../../../test-support/record-screen';
import { UsersScreen } from './users-screen';

jest.mock('../api/get-users', () => ({ getUsers: jest.fn() }));
jest.mock('../api/get-school-options', () => ({ getSchoolOptions: jest.fn() }));
jest.mock('../api/get-user', () => ({ getUser: jest.fn() }));
jest.mock('../api/save-user', () => ({ saveUser: jest.fn() }));
jest.mock('../api/get-login-throttle', () => ({ getLoginThrottle: jest.fn() }));
jest.mock('../api/reset-second-factor', () => ({ resetSecondFactor: jest.fn() }));

const save = jest.mocked(saveUser);
const getThrottle = jest.mocked(getLoginThrottle);

const asha: UserRecord = { schoolUserId: 12, fullName: 'Asha Bisht', userName: 'asha', userType: 'School', active: true, schoolId: 3, createdBy: 1, temporaryCredential: false, secondFactorOn: true, role: 'admin' };

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });

beforeEach(() => {
  setConfig({
    API_URL: 'http://api.test/api',
    SchoolCode: '83181',
    remotes: { content: '', schoolAdmin: '', providerAdmin: '' },
    PASSWORD_CIPHER: { key: '0'.repeat(64), iv: '0'.repeat(32) },
  });
  jest.mocked(getUsers).mockResolvedValue([asha]);
  jest.mocked(getSchoolOptions).mockResolvedValue([{ schoolId: 3, label: 'PM SHRI Government Inter College (83181)' }]);
  jest.mocked(getUser).mockResolvedValue(asha);
  getThrottle.mockResolvedValue({ userName: 'asha', failures: 2, clients: [{ client: '203.0.113.9', failures: 2, waitUntil: null }] });
});

const openAdd = () => openAddForm(<UsersScreen />, /Asha Bisht/, 'Add User');

async function fillNewUser(password: string) {
  await userEvent.type(field('Full Name'), 'Ravi Negi');
  await userEvent.type(field('Username'), 'ravi.negi');
  await userEvent.type(field('Password'), password);
  await userEvent.selectOptions(field('User Type'), 'SGI User');
}

test('a password shorter than 12 characters is refused before anything is sent', async () => {
  const form = await openAdd();
  expect(within(form).getByText('At least 12 characters. Sent encrypted and never shown again. The user must change it at the next login.')).toBeInTheDocument();
  await fillNewUser('Short#Pass1');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

  expect(await within(form).findByText('Password must be at least 12 characters')).toBeInTheDocument();
  expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
  expect(save).not.toHaveBeenCalled();
});

test("a password the API refuses as common shows the API's reason in the banner, and the form keeps what was typed", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  save.mockRejectedValue(
    Object.assign(new Error('Request failed with status code 400'), { isAxiosError: true, response: { status: 400, data: { message: COMMON_PASSWORD_MESSAGE } } }),
  );
  const form = await openAdd();
  await fillNewUser('password1234');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Failed to save user. Please try again.');
  expect(banner).toHaveTextContent(COMMON_PASSWORD_MESSAGE);
  expect(save).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('region', { name: 'Add User' })).toBeInTheDocument();
  expect(field('Full Name')).toHaveValue('Ravi Negi');
  expect(field('Username')).toHaveValue('ravi.negi');
  expect(field('Password')).toHaveValue('password1234');
  expect(field('User Type')).toHaveValue('SGIUser-Admin');
});

test("editing a user shows that user's failed logins; adding one shows none", async () => {
  render(<UsersScreen />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Asha Bisht' }));

  const form = await screen.findByRole('region', { name: 'Edit User' });
  expect(within(form).getByText(/^At least 12 characters\. Leave empty to keep the current password\./)).toBeInTheDocument();
  const failedLogins = within(form).getByRole('region', { name: 'Failed logins' });
  expect(await within(failedLogins).findByText('203.0.113.9: 2 failed logins')).toBeInTheDocument();
  expect(getThrottle).toHaveBeenCalledWith(12, expect.any(AbortSignal));

  await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
  expect(within(screen.getByRole('region', { name: 'Add User' })).queryByRole('region', { name: 'Failed logins' })).not.toBeInTheDocument();
});

test('a user whose password the provider set, and who has not changed it, is shown with a temporary password', async () => {
  jest.mocked(getUsers).mockResolvedValue([asha, { ...asha, schoolUserId: 13, fullName: 'Ravi Negi', userName: 'ravi', temporaryCredential: true }]);
  render(<UsersScreen />);
  const ravi = await screen.findByRole('row', { name: /Ravi Negi/ });
  expect(within(ravi).getAllByRole('cell')[5]).toHaveTextContent(/^Active Temporary password$/);
  expect(within(screen.getByRole('row', { name: /Asha Bisht/ })).getAllByRole('cell')[5]).toHaveTextContent(/^Active$/);
});

test('each school user shows the role the school gave it, by its Team screen name; a provider user a dash', async () => {
  const provider: UserRecord = { ...asha, schoolUserId: 1, fullName: 'Provider Person', userName: 'sgi', userType: 'SGIUser-Admin', schoolId: null, role: null };
  jest.mocked(getUsers).mockResolvedValue([asha, { ...asha, schoolUserId: 13, fullName: 'Ravi Negi', userName: 'ravi', role: 'editor' }, { ...asha, schoolUserId: 14, fullName: 'Meena Rawat', userName: 'meena', role: 'publisher' }, provider]);
  render(<UsersScreen />);
  const table = await screen.findByRole('table', { name: 'Users' });
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['S No', 'Full Name', 'Username', 'User Type', 'Role', 'Status', 'Action']);
  const roleOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) })).getAllByRole('cell')[4];
  expect(roleOf('Asha Bisht')).toHaveTextContent(/^School admin$/);
  expect(roleOf('Ravi Negi')).toHaveTextContent(/^Editor$/);
  expect(roleOf('Meena Rawat')).toHaveTextContent(/^Publisher$/);
  expect(roleOf('Provider Person')).toHaveTextContent(/^—$/);
});

test('a new password for another user is said to be temporary; the provider’s own is changed under Change password, not here', async () => {
  sessionStorage.setItem('schoolUserId', '12');
  render(<UsersScreen />, { wrapper: MemoryRouter });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Asha Bisht' }));
  const own = await screen.findByRole('region', { name: 'Edit User' });
  expect(within(own).queryByLabelText('Password')).not.toBeInTheDocument();
  expect(within(own).getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/sgi-admin/password');
  sessionStorage.setItem('schoolUserId', '1');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await userEvent.click(screen.getByRole('button', { name: 'Edit Asha Bisht' }));
  const other = await screen.findByRole('region', { name: 'Edit User' });
  expect(within(other).getByText(/Passwords are never shown\. The user must change it at the next login\.$/)).toBeInTheDocument();
  sessionStorage.clear();
});

test('the edit form resets a user’s second factor after asking, and then says it is not set up', async () => {
  jest.mocked(resetSecondFactor).mockResolvedValue('Second factor reset: the user sets it up again at the next login');
  render(<UsersScreen />);
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Asha Bisht' }));
  const section = within(await screen.findByRole('region', { name: 'Edit User' })).getByRole('region', { name: 'Two-factor sign-in' });
  expect(within(section).getByText('On.')).toBeInTheDocument();

  await userEvent.click(within(section).getByRole('button', { name: 'Reset second factor' }));
  const question = await screen.findByRole('alertdialog', { name: 'Reset this user’s second factor?' });
  await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(resetSecondFactor).not.toHaveBeenCalled();

  await userEvent.click(within(section).getByRole('button', { name: 'Reset second factor' }));
  await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Reset this user’s second factor?' })).getByRole('button', { name: 'Reset second factor' }));
  expect(await within(section).findByText('Not set up: the user sets it up at their next login.')).toBeInTheDocument();
  expect(resetSecondFactor).toHaveBeenCalledWith(12);
  expect(within(section).queryByRole('button', { name: 'Reset second factor' })).not.toBeInTheDocument();
});
