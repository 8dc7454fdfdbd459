import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALERT_MESSAGES, toLocalInput, type Alert } from '@school/shared/contracts/alerts';
import { endAlert, listAlerts, saveAlert } from '../api/alert-calls';
import { AlertsScreen } from './alerts-screen';

jest.mock('../api/alert-calls', () => ({ listAlerts: jest.fn(), saveAlert: jest.fn(), endAlert: jest.fn(), deleteAlert: jest.fn() }));
jest.mock('react-toastify/unstyled', () => ({ ...jest.requireActual('react-toastify/unstyled'), toast: { success: jest.fn(), error: jest.fn() } }));
const list = jest.mocked(listAlerts);
const save = jest.mocked(saveAlert);

const HOUR = 3_600_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
const outage: Alert = { id: 4, message: { en: 'Sites down for upkeep tonight', hi: '' }, startsAt: iso(-HOUR), endsAt: iso(HOUR), scope: 'all', updatedAt: iso(-HOUR) };

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('lists the alerts to every school with their state, and offers End now on one showing', async () => {
  list.mockResolvedValue({ items: [outage] });
  jest.mocked(endAlert).mockResolvedValue({ ...outage, endsAt: iso(0) });
  render(<AlertsScreen />);
  const item = (await screen.findByText('Sites down for upkeep tonight')).closest('li')!;
  expect(within(item).getByText('Showing now')).toBeInTheDocument();
  await userEvent.click(within(item).getByRole('button', { name: 'End now: “Sites down for upkeep tonight”' }));
  expect(endAlert).toHaveBeenCalledWith(4);
  expect(list).toHaveBeenCalledTimes(2);
});

test('a failed load says so and offers Try again; no alert yet is said too', async () => {
  list.mockRejectedValueOnce(new Error('down')).mockResolvedValue({ items: [] });
  render(<AlertsScreen />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch alerts. Please try again.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('No alerts to every school yet.')).toBeInTheDocument();
});

test('Add Alert opens the form; its rules are the contract’s, and a valid alert is posted with ISO times', async () => {
  list.mockResolvedValue({ items: [] });
  save.mockResolvedValue(outage);
  render(<AlertsScreen />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add Alert' }));
  expect(screen.getByRole('heading', { name: 'Add Alert' })).toHaveFocus();

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(ALERT_MESSAGES.englishRequired)).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Message (English)'), 'Sites down for upkeep tonight');
  expect(screen.getByText(/No Hindi yet/)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Until'), { target: { value: toLocalInput(Date.now() - 2 * HOUR) } });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(ALERT_MESSAGES.endBeforeStart)).toBeInTheDocument();
  expect(save).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText('Until'), { target: { value: toLocalInput(Date.now() + 2 * HOUR) } });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByRole('button', { name: 'Add Alert' });
  expect(screen.queryByRole('heading', { name: 'Add Alert' })).not.toBeInTheDocument();
  const [input, id] = save.mock.calls[0]!;
  expect(id).toBeNull();
  expect(input.message.en).toBe('Sites down for upkeep tonight');
  expect(input.endsAt).toMatch(/Z$/);
});

test('a refused save keeps the form and what was typed, and says why', async () => {
  list.mockResolvedValue({ items: [] });
  save.mockRejectedValue(Object.assign(new Error('409'), { isAxiosError: true, response: { status: 409, data: { message: ALERT_MESSAGES.tooMany } } }));
  render(<AlertsScreen />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add Alert' }));
  await userEvent.type(screen.getByLabelText('Message (English)'), 'One too many');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(ALERT_MESSAGES.tooMany);
  expect(screen.getByLabelText('Message (English)')).toHaveValue('One too many');
});
