import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify/unstyled';
import { clearLoginThrottle } from '../api/clear-login-throttle';
import type { LoginThrottleRecord } from '@school/shared/contracts/users';
import { getLoginThrottle } from '../api/get-login-throttle';
import { FailedLogins } from './failed-logins';

jest.mock('../api/get-login-throttle', () => ({ getLoginThrottle: jest.fn() }));
jest.mock('../api/clear-login-throttle', () => ({ clearLoginThrottle: jest.fn() }));
jest.mock('react-toastify/unstyled', () => ({ ...jest.requireActual('react-toastify/unstyled'), toast: { success: jest.fn(), error: jest.fn() } }));

const getThrottle = jest.mocked(getLoginThrottle);
const clearThrottle = jest.mocked(clearLoginThrottle);

// 10:00:00 in New York, where the tests run (jest.config.mjs): times show on the school's clock (India) all the same.
const NOW = Date.parse('2026-05-01T14:00:00.000Z');

const throttled: LoginThrottleRecord = {
  userName: 'asha',
  failures: 8,
  clients: [
    { client: '203.0.113.9', failures: 6, waitUntil: '2026-05-01T14:05:09.000Z' },
    { client: '198.51.100.4', failures: 1, waitUntil: null },
    { client: '2001:db8::1', failures: 1, waitUntil: '2026-05-01T13:59:00.000Z' },
  ],
};
const none: LoginThrottleRecord = { userName: 'asha', failures: 0, clients: [] };

/** An answer of the API as axios rejects it. */
const httpError = (status: number, message: string) =>
  Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: { status, data: { message } } });

const section = () => screen.getByRole('region', { name: 'Failed logins' });

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

test("the section lists the user's failed logins by client, and until when each must wait", async () => {
  getThrottle.mockResolvedValue(throttled);
  render(<FailedLogins schoolUserId={12} />);

  expect(within(section()).getByRole('status')).toHaveTextContent('Loading failed logins...');
  expect(await within(section()).findByText('8 failed logins in the last 15 minutes, from:')).toBeInTheDocument();
  expect(within(section()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    '203.0.113.9: 6 failed logins, must wait until 19:35:09',
    '198.51.100.4: 1 failed login',
    '2001:db8::1: 1 failed login',
  ]);
  expect(within(section()).getByRole('button', { name: 'Clear login delays' })).toBeEnabled();
  expect(getThrottle).toHaveBeenCalledWith(12, expect.any(AbortSignal));
});

test('with no failures the section says so and offers nothing to clear', async () => {
  getThrottle.mockResolvedValue(none);
  render(<FailedLogins schoolUserId={12} />);

  expect(await screen.findByText('No failed logins in the last 15 minutes.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear login delays' })).not.toBeInTheDocument();
});

test("clearing lifts the delays, shows the API's message in a toast and loads the section again", async () => {
  getThrottle.mockResolvedValueOnce(throttled).mockResolvedValueOnce(none);
  clearThrottle.mockResolvedValue('Login delays cleared');
  render(<FailedLogins schoolUserId={12} />);

  await userEvent.click(await screen.findByRole('button', { name: 'Clear login delays' }));

  expect(await screen.findByText('No failed logins in the last 15 minutes.')).toBeInTheDocument();
  expect(clearThrottle).toHaveBeenCalledWith(12);
  expect(getThrottle).toHaveBeenCalledTimes(2);
  expect(toast.success).toHaveBeenCalledWith('Login delays cleared', expect.objectContaining({ autoClose: 3000 }));
  expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
});

test('a failed clear says why and keeps the list', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  getThrottle.mockResolvedValue(throttled);
  clearThrottle.mockRejectedValue(httpError(403, 'Only the provider may do this'));
  render(<FailedLogins schoolUserId={12} />);

  await userEvent.click(await screen.findByRole('button', { name: 'Clear login delays' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Only the provider may do this');
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
  expect(toast.success).not.toHaveBeenCalled();
  expect(getThrottle).toHaveBeenCalledTimes(1);
});

test("a failed load shows the server's message, else a text of its own", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  getThrottle.mockRejectedValueOnce(httpError(404, 'No such path'));
  const { unmount } = render(<FailedLogins schoolUserId={12} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('No such path');
  expect(screen.queryByText('Loading failed logins...')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear login delays' })).not.toBeInTheDocument();
  unmount();

  getThrottle.mockRejectedValueOnce(new Error(''));
  render(<FailedLogins schoolUserId={12} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch failed logins. Please try again.');
});
