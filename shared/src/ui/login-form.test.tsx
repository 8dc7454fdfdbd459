import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { adminLogin } from '@school/shared/admin-login';
import { LoginForm } from './login-form';

jest.mock('@school/shared/admin-login', () => ({ adminLogin: jest.fn() }));
jest.mock('react-toastify/unstyled', () => ({ ...jest.requireActual('react-toastify/unstyled'), toast: { success: jest.fn(), error: jest.fn() } }));

const login = jest.mocked(adminLogin);
const startSession = jest.fn();

function renderForm() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginForm userType="School" startSession={startSession} destination="/" changePasswordAt="/Manage-Password" />} />
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/Manage-Password" element={<h1>Change password</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => jest.clearAllMocks());

test('an empty form shows the required messages and sends nothing', async () => {
  renderForm();
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));

  expect(await screen.findByText('Username is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  expect(login).not.toHaveBeenCalled();
});

test('the username must have 3 to 20 characters', async () => {
  renderForm();
  const username = screen.getByLabelText('Username');
  await userEvent.type(username, 'ab');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();

  await userEvent.clear(username);
  await userEvent.type(username, 'a'.repeat(21));
  expect(await screen.findByText('Username cannot exceed 20 characters')).toBeInTheDocument();
});

test('the password can be shown and hidden again', async () => {
  renderForm();
  const password = screen.getByLabelText('Password');
  expect(password).toHaveAttribute('type', 'password');

  await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password).toHaveAttribute('type', 'password');
});

test('a successful login keeps the session, says so and goes to its destination', async () => {
  login.mockResolvedValue({ token: 'tok', schoolId: 4, schoolCode: '83181', message: 'ok' });
  renderForm();
  await userEvent.type(screen.getByLabelText('Username'), 'admin83181');
  await userEvent.type(screen.getByLabelText('Password'), 'secret');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));

  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  expect(login).toHaveBeenCalledWith({ username: 'admin83181', password: 'secret' }, 'School');
  expect(startSession).toHaveBeenCalledWith({ token: 'tok', schoolId: 4, schoolCode: '83181', message: 'ok' });
  expect(toast.success).toHaveBeenCalledWith('Login successful', expect.objectContaining({ autoClose: 3000 }));
});

test('a login with a temporary password keeps the session and goes straight to the password change', async () => {
  login.mockResolvedValue({ token: 'tok', schoolId: 4, schoolCode: '83181', temporaryCredential: true, message: 'ok' });
  renderForm();
  await userEvent.type(screen.getByLabelText('Username'), 'newadmin');
  await userEvent.type(screen.getByLabelText('Password'), 'given-by-provider');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));

  expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
  expect(startSession).toHaveBeenCalledWith(expect.objectContaining({ token: 'tok', temporaryCredential: true }));
});

test("an answer without a token shows its message, else 'Login failed', and keeps no session", async () => {
  login.mockResolvedValueOnce({ message: 'Account disabled' }).mockResolvedValueOnce({});
  renderForm();
  await userEvent.type(screen.getByLabelText('Username'), 'admin83181');
  await userEvent.type(screen.getByLabelText('Password'), 'secret');

  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(toast.error).toHaveBeenLastCalledWith('Account disabled', expect.anything());
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(toast.error).toHaveBeenLastCalledWith('Login failed', expect.anything());

  expect(startSession).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Username')).toHaveValue('admin83181');
});
