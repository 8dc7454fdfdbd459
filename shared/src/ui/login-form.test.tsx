import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { adminLogin } from '@school/shared/admin-login';
import { loginCodeStep } from '@school/shared/second-factor';
import { LoginForm } from './login-form';

jest.mock('@school/shared/admin-login', () => ({ adminLogin: jest.fn() }));
jest.mock('@school/shared/second-factor', () => ({ loginCodeStep: jest.fn() }));
jest.mock('react-toastify/unstyled', () => ({ ...jest.requireActual('react-toastify/unstyled'), toast: { success: jest.fn(), error: jest.fn() } }));

const login = jest.mocked(adminLogin);
const codeStep = jest.mocked(loginCodeStep);
const startSession = jest.fn();

function renderForm() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginForm userType="School" startSession={startSession} destination="/" changePasswordAt="/Manage-Password" enrolAt="/Manage-Security" />} />
        <Route path="/" element={<h1>Home page</h1>} />
        <Route path="/Manage-Password" element={<h1>Change password</h1>} />
        <Route path="/Manage-Security" element={<h1>Two-factor sign-in</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Shows the form, types a username and a password and presses Login. */
async function logIn(username = 'admin83181', password = 'secret') {
  renderForm();
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

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
  await logIn();

  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  expect(login).toHaveBeenCalledWith({ username: 'admin83181', password: 'secret' }, 'School');
  expect(startSession).toHaveBeenCalledWith({ token: 'tok', schoolId: 4, schoolCode: '83181', message: 'ok' });
  expect(toast.success).toHaveBeenCalledWith('Login successful', expect.objectContaining({ autoClose: 3000 }));
});

test('a login with a temporary password keeps the session and goes straight to the password change', async () => {
  login.mockResolvedValue({ token: 'tok', schoolId: 4, schoolCode: '83181', temporaryCredential: true, message: 'ok' });
  await logIn('newadmin', 'given-by-provider');

  expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Home page' })).not.toBeInTheDocument();
  expect(startSession).toHaveBeenCalledWith(expect.objectContaining({ token: 'tok', temporaryCredential: true }));
});

test("an answer without a token shows its message, else 'Login failed', and keeps no session", async () => {
  login.mockResolvedValueOnce({ message: 'Account disabled' }).mockResolvedValueOnce({});
  await logIn();
  expect(toast.error).toHaveBeenLastCalledWith('Account disabled', expect.anything());
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(toast.error).toHaveBeenLastCalledWith('Login failed', expect.anything());

  expect(startSession).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Username')).toHaveValue('admin83181');
});

describe('the code step', () => {
  const CHALLENGE = { challenge: 'chal', secondFactor: true as const, message: 'Enter the 6-digit code from your authenticator app' };
  const passwordStep = async () => {
    await logIn();
    return screen.findByLabelText('Enter the 6-digit code from your authenticator app');
  };

  test('a right password of an enrolled account asks for the code, focused; the code logs in', async () => {
    login.mockResolvedValue(CHALLENGE);
    codeStep.mockResolvedValue({ token: 'tok', schoolId: 4, schoolCode: '83181', message: 'ok' });
    const code = await passwordStep();
    expect(code).toHaveFocus();
    expect(startSession).not.toHaveBeenCalled();
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(codeStep).toHaveBeenCalledWith('chal', { code: '123456' });
    expect(startSession).toHaveBeenCalledWith(expect.objectContaining({ token: 'tok' }));
  });

  test('a code that is not six digits is refused before sending; a wrong one is said beside the field', async () => {
    login.mockResolvedValue(CHALLENGE);
    codeStep.mockRejectedValue(Object.assign(new Error('Request failed with status code 401'), { isAxiosError: true, response: { status: 401, data: { message: 'The code is not correct' } } }));
    const code = await passwordStep();
    await userEvent.type(code, '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app', { selector: '.ui-field-error' })).toBeInTheDocument();
    expect(codeStep).not.toHaveBeenCalled();
    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not correct')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(startSession).not.toHaveBeenCalled();
  });

  test('a challenge that is over goes back to the password, which is kept, with the message', async () => {
    login.mockResolvedValue(CHALLENGE);
    codeStep.mockRejectedValue(Object.assign(new Error('Request failed with status code 401'), { isAxiosError: true, response: { status: 401, data: { message: 'This sign-in has expired. Please log in again.' } } }));
    await userEvent.type(await passwordStep(), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByLabelText('Password')).toHaveValue('secret');
    expect(screen.getByLabelText('Username')).toHaveValue('admin83181');
    expect(toast.error).toHaveBeenCalledWith('This sign-in has expired. Please log in again.', expect.anything());
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByLabelText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    expect(login).toHaveBeenCalledTimes(2);
  });

  test('a recovery code can be used instead', async () => {
    login.mockResolvedValue(CHALLENGE);
    codeStep.mockResolvedValue({ token: 'tok', schoolId: 4, schoolCode: '83181', message: 'ok' });
    await passwordStep();
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(screen.getByLabelText(/Recovery code/), ' abcde-fghjk ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(codeStep).toHaveBeenCalledWith('chal', { recoveryCode: 'abcde-fghjk' });
  });

  test('an account that must set up its second factor goes to enrolment', async () => {
    login.mockResolvedValue({ token: 'tok', schoolId: 4, schoolCode: '83181', secondFactorEnrolment: true, message: 'ok' });
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
  });
});
