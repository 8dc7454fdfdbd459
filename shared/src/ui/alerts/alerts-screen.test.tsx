import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALERT_MESSAGES, toLocalInput, type Alert } from '@school/shared/contracts/alerts';
import { AlertsScreen, PROVIDER_ALERTS_WORDS, SCHOOL_ALERTS_WORDS, type AlertsCalls, type AlertsLook } from './alerts-screen';

const list = jest.fn<ReturnType<AlertsCalls['list']>, Parameters<AlertsCalls['list']>>();
const save = jest.fn<Promise<unknown>, Parameters<AlertsCalls['save']>>();
const end = jest.fn<Promise<unknown>, [number]>();
const remove = jest.fn<Promise<unknown>, [number]>();
const CALLS: AlertsCalls = { list, save, end, remove };

/**
 * The two areas: their words, as their pages give them, and a look with what the screen does
 * with it (the groups' heading level, the provider's header and failure box); the class names
 * themselves are the pages' business.
 */
const SCHOOL_LOOK: AlertsLook = {
  headingLevel: 2,
  form: { fields: 'fields', buttons: 'buttons' },
  rowButton: 'row-button',
  rowButtonDanger: 'row-button',
};
const PROVIDER_LOOK: AlertsLook = {
  ...SCHOOL_LOOK,
  headingLevel: 3,
  header: (actions) => (
    <div>
      <h2>Alerts to every school</h2>
      {actions}
    </div>
  ),
  failure: 'error-banner',
};
const showSchool = () => render(<AlertsScreen calls={CALLS} words={SCHOOL_ALERTS_WORDS} look={SCHOOL_LOOK} />);
const showProvider = () => render(<AlertsScreen calls={CALLS} words={PROVIDER_ALERTS_WORDS} look={PROVIDER_LOOK} />);
/** The school's list, then its Post an alert dialog. */
async function openSchoolForm() {
  showSchool();
  await screen.findByText(/No alerts yet|Showing now/);
  await userEvent.click(screen.getByRole('button', { name: 'Post an alert' }));
  return screen.getByRole('dialog', { name: 'Post an alert' });
}

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
const outage: Alert = { ...alert(4, 'Sites down for upkeep tonight', -HOUR, HOUR), scope: 'all' };

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test.each([
  ['the school’s', showSchool, 'The alerts cannot be loaded now.', 'Retry', 'No alerts yet.'],
  ['the provider’s', showProvider, 'Failed to fetch alerts. Please try again.', 'Try again', 'No alerts to every school yet.'],
])('%s alerts: a failed load says so and offers to load again; with no alert it says so', async (_area, show, failed, retry, empty) => {
  list.mockRejectedValueOnce(new Error('down')).mockResolvedValue({ items: [] });
  show();
  expect(await screen.findByRole('alert')).toHaveTextContent(failed);
  await userEvent.click(screen.getByRole('button', { name: retry }));
  expect(await screen.findByText(empty)).toBeInTheDocument();
});

describe('a school’s alerts', () => {
  test('lists the alerts as showing now, scheduled and ended, each with what can be done to it', async () => {
    list.mockResolvedValue({ items: [alert(1, 'Closed today', -HOUR, HOUR, 'आज बंद'), alert(2, 'Sports day moved', HOUR, 2 * HOUR), alert(3, 'Rain holiday', -3 * HOUR, -2 * HOUR)] });
    showSchool();
    const now = await screen.findByRole('region', { name: 'Showing now (1)' });
    expect(within(now).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(within(now).getByText('Closed today')).toBeInTheDocument();
    expect(within(now).getByRole('button', { name: 'End now: “Closed today”' })).toBeInTheDocument();
    const scheduled = screen.getByRole('region', { name: 'Scheduled (1)' });
    expect(within(scheduled).getByText('No Hindi yet: Hindi pages show the English.')).toBeInTheDocument();
    const ended = screen.getByRole('region', { name: 'Ended (1)' });
    expect(within(ended).queryByRole('button', { name: /End now|Edit/ })).not.toBeInTheDocument();
    expect(within(ended).getByRole('button', { name: 'Delete “Rain holiday”' })).toBeInTheDocument();
  });

  test('a new alert starts now and ends this time tomorrow; the English is required and Hindi marked missing', async () => {
    list.mockResolvedValue({ items: [] });
    await openSchoolForm();
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
    await openSchoolForm();
    await userEvent.type(screen.getByLabelText('Message (English)'), 'School closed');
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: toLocalInput(Date.now() - 2 * HOUR) } });
    await userEvent.click(screen.getByRole('button', { name: 'Post alert' }));
    expect(await screen.findByText(ALERT_MESSAGES.endBeforeStart)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Until'), { target: { value: toLocalInput(Date.now() + 40 * 24 * HOUR) } });
    await userEvent.click(screen.getByRole('button', { name: 'Post alert' }));
    expect(await screen.findByText(ALERT_MESSAGES.tooLong)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Message (English)')).toHaveValue('School closed');
  });

  test('a valid alert is sent with ISO times, the dialog closes and the list is loaded again', async () => {
    list.mockResolvedValue({ items: [] });
    save.mockResolvedValue(alert(9, 'School closed tomorrow', 0, HOUR));
    await openSchoolForm();
    await userEvent.type(screen.getByLabelText('Message (English)'), 'School closed tomorrow');
    await userEvent.type(screen.getByLabelText('Message (Hindi)'), 'कल विद्यालय बंद');
    await userEvent.click(screen.getByRole('button', { name: 'Post alert' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The alert is posted.');
    expect(screen.getByRole('status')).toHaveFocus();
    const [input, id] = save.mock.calls[0]!;
    expect(id).toBeNull();
    expect(input.message).toEqual({ en: 'School closed tomorrow', hi: 'कल विद्यालय बंद' });
    expect(input.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    expect(list).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A fresh form for the next one.
    await userEvent.click(screen.getByRole('button', { name: 'Post an alert' }));
    expect(screen.getByLabelText('Message (English)')).toHaveValue('');
  });

  test('Edit opens the alert in the dialog; Cancel closes it, Save alert updates it', async () => {
    const closed = alert(1, 'Closed today', -HOUR, HOUR);
    list.mockResolvedValue({ items: [closed] });
    save.mockResolvedValue(closed);
    showSchool();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “Closed today”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the alert' });
    expect(within(dialog).getByLabelText('Message (English)')).toHaveValue('Closed today');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit “Closed today”' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Edit “Closed today”' }));
    await screen.findByRole('dialog', { name: 'Edit the alert' });
    await userEvent.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByText('The alert is saved.')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ message: { en: 'Closed today', hi: '' } }), 1);
  });

  test('End now ends the alert and says so', async () => {
    list.mockResolvedValue({ items: [alert(1, 'Closed today', -HOUR, HOUR)] });
    end.mockResolvedValue(alert(1, 'Closed today', -HOUR, 0));
    showSchool();
    await userEvent.click(await screen.findByRole('button', { name: 'End now: “Closed today”' }));
    expect(end).toHaveBeenCalledWith(1);
    expect(await screen.findByText('The alert has ended.')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
  });

  test('Delete asks first, in the area’s words; a failed delete says so and can be dismissed', async () => {
    list.mockResolvedValue({ items: [alert(3, 'Rain holiday', -3 * HOUR, -2 * HOUR)] });
    remove.mockRejectedValueOnce(new Error('Server busy'));
    showSchool();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Rain holiday”' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Delete the alert “Rain holiday”?' })).getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete “Rain holiday”' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith(3);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete the alert. Please try again. Server busy');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the provider’s alerts to every school', () => {
  test('lists the alerts to every school by state, and offers End now on one showing', async () => {
    list.mockResolvedValue({ items: [outage] });
    end.mockResolvedValue({ ...outage, endsAt: iso(0) });
    showProvider();
    const now = await screen.findByRole('region', { name: 'Showing now (1)' });
    expect(within(now).getByRole('heading', { level: 3 })).toBeInTheDocument();
    const item = within(now).getByText('Sites down for upkeep tonight').closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'End now: “Sites down for upkeep tonight”' }));
    expect(end).toHaveBeenCalledWith(4);
    expect(list).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Alert ended')).toBeInTheDocument();
  });

  test('Add Alert opens the form; its rules are the contract’s, and a valid alert is posted with ISO times', async () => {
    list.mockResolvedValue({ items: [] });
    save.mockResolvedValue(outage);
    showProvider();
    expect(screen.queryByLabelText('Message (English)')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Alert' }));
    expect(screen.getByRole('dialog', { name: 'Add Alert' })).toBeInTheDocument();

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
    expect(await screen.findByText('Alert posted to every school')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add Alert' })).not.toBeInTheDocument();
    const [input, id] = save.mock.calls[0]!;
    expect(id).toBeNull();
    expect(input.message.en).toBe('Sites down for upkeep tonight');
    expect(input.endsAt).toMatch(/Z$/);
  });

  test('Cancel closes the form and gives the focus back to Add Alert; Edit opens it with Update', async () => {
    list.mockResolvedValue({ items: [outage] });
    showProvider();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Alert' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Add Alert' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Alert' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Edit “Sites down for upkeep tonight”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Alert' });
    expect(within(dialog).getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });

  test('a refused save keeps the form and what was typed, and says why', async () => {
    list.mockResolvedValue({ items: [] });
    save.mockRejectedValue(Object.assign(new Error('409'), { isAxiosError: true, response: { status: 409, data: { message: ALERT_MESSAGES.tooMany } } }));
    showProvider();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Alert' }));
    await userEvent.type(screen.getByLabelText('Message (English)'), 'One too many');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ALERT_MESSAGES.tooMany);
    expect(screen.getByLabelText('Message (English)')).toHaveValue('One too many');
  });

  test('Delete asks in the provider’s words', async () => {
    list.mockResolvedValue({ items: [outage] });
    remove.mockResolvedValue({ id: 4 });
    showProvider();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete “Sites down for upkeep tonight”' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this alert?' })).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith(4);
    expect(await screen.findByText('Alert deleted successfully')).toBeInTheDocument();
  });
});
