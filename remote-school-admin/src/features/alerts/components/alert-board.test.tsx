import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALERT_MESSAGES, toLocalInput, type Alert } from '@school/shared/contracts/alerts';
import { deleteAlert, endAlert, listAlerts, saveAlert } from '../api/alert-calls';
import { AlertBoard } from './alert-board';

jest.mock('../api/alert-calls', () => ({ listAlerts: jest.fn(), saveAlert: jest.fn(), endAlert: jest.fn(), deleteAlert: jest.fn() }));
jest.mock('react-toastify/unstyled', () => ({ ...jest.requireActual('react-toastify/unstyled'), toast: { success: jest.fn(), error: jest.fn() } }));
const list = jest.mocked(listAlerts);
const save = jest.mocked(saveAlert);
const end = jest.mocked(endAlert);

const HOUR = 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
const alert = (id: number, en: string, startsIn: number, endsIn: number, hi = ''): Alert => ({
  id,
  message: { en, hi },
  startsAt: iso(startsIn),
  endsAt: iso(endsIn),
  scope: 'school',
  updatedAt: iso(-HOUR),
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('lists the alerts as showing now, scheduled and ended, each with what can be done to it', async () => {
  list.mockResolvedValue({ items: [alert(1, 'Closed today', -HOUR, HOUR, 'आज बंद'), alert(2, 'Sports day moved', HOUR, 2 * HOUR), alert(3, 'Rain holiday', -3 * HOUR, -2 * HOUR)] });
  render(<AlertBoard />);
  const now = await screen.findByRole('region', { name: 'Showing now (1)' });
  expect(within(now).getByText('Closed today')).toBeInTheDocument();
  expect(within(now).getByRole('button', { name: 'End now: “Closed today”' })).toBeInTheDocument();
  const scheduled = screen.getByRole('region', { name: 'Scheduled (1)' });
  expect(within(scheduled).getByText('No Hindi yet: Hindi pages show the English.')).toBeInTheDocument();
  const ended = screen.getByRole('region', { name: 'Ended (1)' });
  expect(within(ended).queryByRole('button', { name: /End now|Edit/ })).not.toBeInTheDocument();
  expect(within(ended).getByRole('button', { name: 'Delete “Rain holiday”' })).toBeInTheDocument();
});

test('with no alert it says so; a failed load offers Retry', async () => {
  list.mockRejectedValueOnce(new Error('down')).mockResolvedValue({ items: [] });
  render(<AlertBoard />);
  await userEvent.click(await screen.findByRole('button', { name: /Retry/ }));
  expect(await screen.findByText('No alerts yet.')).toBeInTheDocument();
});

test('a new alert starts now and ends this time tomorrow; the English is required and Hindi marked missing', async () => {
  list.mockResolvedValue({ items: [] });
  render(<AlertBoard />);
  const from = ((await screen.findByLabelText('Shows from')) as HTMLInputElement).value;
  const until = (screen.getByLabelText('Until') as HTMLInputElement).value;
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  expect(from).toBe(toLocalInput(Date.now()));
  expect(until).toBe(`${toLocalInput(tomorrow.getTime()).slice(0, 10)}${from.slice(10)}`);

  await userEvent.click(screen.getByRole('button', { name: 'Post alert' }));
  expect(await screen.findByText(ALERT_MESSAGES.englishRequired)).toBeInTheDocument();
  expect(save).not.toHaveBeenCalled();

  await userEvent.type(screen.getByLabelText('Message (English)'), 'School closed tomorrow');
  expect(screen.getByText('No Hindi yet')).toBeInTheDocument();
});

test('an end before the start, or more than 31 days after it, is refused with the contract’s message and keeps what was typed', async () => {
  list.mockResolvedValue({ items: [] });
  render(<AlertBoard />);
  await userEvent.type(await screen.findByLabelText('Message (English)'), 'School closed');
  fireEvent.change(screen.getByLabelText('Until'), { target: { value: toLocalInput(Date.now() - 2 * HOUR) } });
  await userEvent.click(screen.getByRole('button', { name: 'Post alert' }));
  expect(await screen.findByText(ALERT_MESSAGES.endBeforeStart)).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Until'), { target: { value: toLocalInput(Date.now() + 40 * 24 * HOUR) } });
  await userEvent.click(screen.getByRole('button', { name: 'Post alert' }));
  expect(await screen.findByText(ALERT_MESSAGES.tooLong)).toBeInTheDocument();
  expect(save).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Message (English)')).toHaveValue('School closed');
});

test('a valid alert is sent with ISO times and the list is loaded again', async () => {
  list.mockResolvedValue({ items: [] });
  save.mockResolvedValue(alert(9, 'School closed tomorrow', 0, HOUR));
  render(<AlertBoard />);
  await userEvent.type(await screen.findByLabelText('Message (English)'), 'School closed tomorrow');
  await userEvent.type(screen.getByLabelText('Message (Hindi)'), 'कल विद्यालय बंद');
  await userEvent.click(screen.getByRole('button', { name: 'Post alert' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The alert is posted.');
  const [input, id] = save.mock.calls[0]!;
  expect(id).toBeNull();
  expect(input.message).toEqual({ en: 'School closed tomorrow', hi: 'कल विद्यालय बंद' });
  expect(input.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
  expect(list).toHaveBeenCalledTimes(2);
});

test('End now ends the alert and says so', async () => {
  list.mockResolvedValue({ items: [alert(1, 'Closed today', -HOUR, HOUR)] });
  end.mockResolvedValue(alert(1, 'Closed today', -HOUR, 0));
  render(<AlertBoard />);
  await userEvent.click(await screen.findByRole('button', { name: 'End now: “Closed today”' }));
  expect(end).toHaveBeenCalledWith(1);
  expect(await screen.findByText('The alert has ended.')).toBeInTheDocument();
  expect(jest.mocked(deleteAlert)).not.toHaveBeenCalled();
});
