import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmEnrolment, renewRecoveryCodes, secondFactorStatus, startEnrolment } from '@school/shared/second-factor';
import { SecondFactorPanel } from './second-factor-panel';

jest.mock('@school/shared/second-factor', () => ({
  secondFactorStatus: jest.fn(),
  startEnrolment: jest.fn(),
  confirmEnrolment: jest.fn(),
  renewRecoveryCodes: jest.fn(),
}));
jest.mock('react-toastify/unstyled', () => ({ ...jest.requireActual('react-toastify/unstyled'), toast: { success: jest.fn(), error: jest.fn() } }));

const status = jest.mocked(secondFactorStatus);
const start = jest.mocked(startEnrolment);
const confirm = jest.mocked(confirmEnrolment);
const renew = jest.mocked(renewRecoveryCodes);
const CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-efghj`);
const onEnrolled = jest.fn();

beforeEach(() => {
  // jsdom has no blob: addresses: the QR code's picture is made from one.
  URL.createObjectURL = jest.fn(() => 'blob:qr-code');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const show = () => render(<SecondFactorPanel kind="provider" onEnrolled={onEnrolled} />);

test('while the state loads it says so; a failed load offers Retry', async () => {
  status.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce({ on: true, required: true, recoveryCodesLeft: 7 });
  show();
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(/Recovery codes left: 7 of 10/)).toBeInTheDocument();
});

test('a required account not set up: why, then the QR code and the key as text, a code, and the recovery codes once', async () => {
  status.mockResolvedValue({ on: false, required: true, recoveryCodesLeft: 0 });
  start.mockResolvedValue({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' });
  confirm.mockResolvedValue(CODES);
  show();
  expect(await screen.findByText('You must set up two-factor sign-in before you continue.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
  expect(await screen.findByRole('img', { name: 'QR code for the authenticator app' })).toHaveAttribute('src', 'blob:qr-code');
  // The picture is the API's SVG, as an SVG file: a blob: address, which the production CSP allows (data: it blocks).
  const [[blob]] = jest.mocked(URL.createObjectURL).mock.calls as unknown as [[Blob]];
  expect(blob.type).toBe('image/svg+xml');
  expect(await textOf(blob)).toBe('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Enter the 6-digit code from your authenticator app'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
  const list = await screen.findByRole('list', { name: 'Recovery codes' });
  expect(list.querySelectorAll('li')).toHaveLength(10);
  expect(confirm).toHaveBeenCalledWith('provider', '123456');
  expect(screen.getByRole('button', { name: 'Download codes' })).toBeInTheDocument();
  expect(onEnrolled).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'I have kept my codes' }));
  expect(onEnrolled).toHaveBeenCalled();
});

test('a wrong confirmation code is said beside the field and nothing is turned on', async () => {
  status.mockResolvedValue({ on: false, required: true, recoveryCodesLeft: 0 });
  start.mockResolvedValue({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg></svg>' });
  confirm.mockRejectedValue(Object.assign(new Error('Request failed'), { isAxiosError: true, response: { status: 400, data: { message: 'The code is not correct' } } }));
  show();
  await userEvent.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
  const code = await screen.findByLabelText('Enter the 6-digit code from your authenticator app');
  // The code is what the screen asks for next: its field takes the focus.
  expect(code).toHaveFocus();
  await userEvent.type(code, '000000');
  await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
  expect(await screen.findByText('The code is not correct')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
});

test('an account with it on makes new recovery codes with a code, and sees them once', async () => {
  status.mockResolvedValue({ on: true, required: true, recoveryCodesLeft: 2 });
  renew.mockResolvedValue(CODES);
  show();
  await userEvent.type(await screen.findByLabelText('Enter the 6-digit code from your authenticator app'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
  expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
  expect(renew).toHaveBeenCalledWith('provider', '123456');
  await userEvent.click(screen.getByRole('button', { name: 'I have kept my codes' }));
  expect(await screen.findByText(/Recovery codes left/)).toBeInTheDocument();
  expect(status).toHaveBeenCalledTimes(2);
});

test('an account with it on opens at its state: the field for new codes does not take the focus', async () => {
  status.mockResolvedValue({ on: true, required: true, recoveryCodesLeft: 4 });
  show();
  expect(await screen.findByText(/Recovery codes left: 4 of 10\./)).toBeInTheDocument();
  expect(screen.getByLabelText('Enter the 6-digit code from your authenticator app')).not.toHaveFocus();
  expect(screen.getByRole('heading', { level: 2, name: 'New recovery codes' })).toBeInTheDocument();
});

test('an account with it on and no recovery codes is told it has none, not "0 of 10", and makes ten', async () => {
  status.mockResolvedValueOnce({ on: true, required: true, recoveryCodesLeft: 0 }).mockResolvedValueOnce({ on: true, required: true, recoveryCodesLeft: 10 });
  renew.mockResolvedValue(CODES);
  show();
  expect(await screen.findByText(/^You have no recovery codes\.$/)).toBeInTheDocument();
  expect(screen.queryByText(/0 of 10/)).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Recovery codes' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Enter the 6-digit code from your authenticator app'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Make recovery codes' }));
  expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
  expect(renew).toHaveBeenCalledWith('provider', '123456');
  await userEvent.click(screen.getByRole('button', { name: 'I have kept my codes' }));
  expect(await screen.findByText(/Recovery codes left: 10 of 10\./)).toBeInTheDocument();
});
