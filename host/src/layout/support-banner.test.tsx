import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, session, setConfig, useLocation } from '@school/shared';
import { logOut } from '@school/shared/account';
import { SupportBanner } from './support-banner';

jest.mock('@school/shared/account', () => ({ logOut: jest.fn(async () => undefined) }));

const CONFIG = { API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } };
const MINUTE = 60_000;

/** The login page's stand-in: says the message it was sent with. */
function Login() {
  const state = useLocation().state as { message?: string } | null;
  return <p>Login page: {state?.message}</p>;
}

function show() {
  return render(
    <MemoryRouter initialEntries={['/Manage-Pages']}>
      <SupportBanner />
      <Routes>
        <Route path="/Manage-Pages" element={<p>Pages</p>} />
        <Route path="/login" element={<Login />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  setConfig(CONFIG);
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

const startSupport = (minutes: number) =>
  act(() =>
    session.startSupportSession({
      token: 'support-token',
      schoolId: 3,
      schoolCode: '83181',
      schoolName: 'Demo School',
      providerUserName: 'sgiadmin',
      endsAt: new Date(Date.now() + minutes * MINUTE).toISOString(),
    }),
  );

test('nothing without a support session, not even for a school admin’s own', () => {
  act(() => session.startSchoolSession({ token: 't', schoolId: 3, schoolCode: '83181', role: 'admin' }));
  show();
  expect(screen.queryByRole('region', { name: 'Support session' })).not.toBeInTheDocument();
});

test('says whose session, for which school, and the minutes left, counting down', () => {
  startSupport(3);
  show();
  const banner = screen.getByRole('region', { name: 'Support session' });
  expect(banner).toHaveTextContent('Support session for Demo School by sgiadmin. 3 minutes left');
  act(() => jest.advanceTimersByTime(MINUTE + 1000));
  expect(banner).toHaveTextContent('2 minutes left');
  act(() => jest.advanceTimersByTime(MINUTE));
  expect(banner).toHaveTextContent('1 minute left');
});

test('at its end time the session ends and the login page says why', () => {
  startSupport(1);
  show();
  act(() => jest.advanceTimersByTime(MINUTE + 1000));
  expect(screen.getByText('Login page: The support session has reached its time limit and has ended.')).toBeInTheDocument();
  expect(logOut).toHaveBeenCalledWith('school');
});

test('End support session ends it now', async () => {
  startSupport(30);
  show();
  await userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) }).click(screen.getByRole('button', { name: 'End support session' }));
  expect(screen.getByText('Login page: The support session has ended.')).toBeInTheDocument();
  expect(logOut).toHaveBeenCalledWith('school');
});
