import { act, render, screen, within } from '@testing-library/react';
import { setLanguage, switchLanguage } from '@school/shared';
import userEvent from '@testing-library/user-event';
import { FEEDBACK_MESSAGES } from '@school/shared/contracts/feedback';
import { sendFeedback } from '../api/send-feedback';
import { Feedback } from './feedback';

jest.mock('../api/send-feedback', () => ({ sendFeedback: jest.fn() }));
const send = jest.mocked(sendFeedback);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** An error as the API client throws it for an answer outside 2xx. */
const refused = (status: number, message: string) => Object.assign(new Error(`Request failed with status code ${status}`), { isAxiosError: true, response: { status, data: { message } } });

async function fillIn(user: ReturnType<typeof userEvent.setup>, values = { name: ' Asha Rawat ', email: 'asha@example.org', message: 'The timetable link is broken.' }) {
  await user.type(screen.getByLabelText('Name'), values.name);
  await user.type(screen.getByLabelText('E-mail'), values.email);
  await user.type(screen.getByLabelText('Message'), values.message);
}

test('the page is headed Feedback, says what it is for, and asks for a name, an e-mail address and a message', () => {
  render(<Feedback />);
  expect(screen.getByRole('heading', { level: 1, name: 'Feedback' })).toBeInTheDocument();
  expect(screen.getByText(/You will get a reference number/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('At most 100 characters.');
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('At most 2,000 characters (0 used).');
  expect(screen.getByRole('button', { name: 'Send feedback' })).toBeInTheDocument();
});

test('the honeypot field is in the form for bots, but neither seen, reached by Tab nor heard', () => {
  render(<Feedback />);
  expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();
  const trap = screen.getByLabelText('Leave this field empty');
  expect(trap).toHaveAttribute('tabindex', '-1');
  expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
});

test('nothing is sent until every field is right; each field says what is wrong', async () => {
  const user = userEvent.setup();
  render(<Feedback />);
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByText(FEEDBACK_MESSAGES.nameRequired)).toBeInTheDocument();
  expect(screen.getByText(FEEDBACK_MESSAGES.emailRequired)).toBeInTheDocument();
  expect(screen.getByText(FEEDBACK_MESSAGES.messageRequired)).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveFocus();

  await user.type(screen.getByLabelText('Name'), 'Asha');
  await user.type(screen.getByLabelText('E-mail'), 'asha@');
  await user.click(screen.getByLabelText('Message'));
  await user.paste('m'.repeat(2001));
  // Checked again as it changes, once Send was pressed: the limit is said before the next press.
  expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(`At most 2,000 characters (2,001 used). ${FEEDBACK_MESSAGES.messageTooLong}`);
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText(FEEDBACK_MESSAGES.messageTooLong)).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(send).not.toHaveBeenCalled();
});

test('once sent, the reference number is said in a status region that takes the focus, and stays', async () => {
  send.mockResolvedValue({ reference: 'FB-2026-7K3Q9' });
  const user = userEvent.setup();
  render(<Feedback />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));

  const status = await screen.findByRole('status');
  await within(status).findByText('FB-2026-7K3Q9');
  expect(status).toHaveTextContent('Your reference number is FB-2026-7K3Q9');
  expect(status).toHaveFocus();
  expect(send).toHaveBeenCalledWith({ name: 'Asha Rawat', email: 'asha@example.org', message: 'The timetable link is broken.', website: '' });
  expect(screen.queryByRole('button', { name: 'Send feedback' })).not.toBeInTheDocument();

  // Another message: a fresh form, focused, and the number still on screen until the next one.
  await user.click(screen.getByRole('button', { name: 'Send another message' }));
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('FB-2026-7K3Q9');
});

test('a refusal says what the API said, and keeps everything typed', async () => {
  const limit = 'You have sent several messages in the last hour. Please try again in 42 minutes.';
  send.mockRejectedValue(refused(429, limit));
  const user = userEvent.setup();
  render(<Feedback />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(limit);
  expect(screen.getByLabelText('Name')).toHaveValue(' Asha Rawat ');
  expect(screen.getByLabelText('Message')).toHaveValue('The timetable link is broken.');
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('a lost connection says so, and a second try that works shows the number', async () => {
  send.mockRejectedValueOnce(Object.assign(new Error('Network Error'), { isAxiosError: true })).mockResolvedValueOnce({ reference: 'FB-2026-33333' });
  const user = userEvent.setup();
  render(<Feedback />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your feedback could not be sent. Please check your connection and try again.');

  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByText('FB-2026-33333')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('in Hindi, the page, its fields, their messages, a refusal the contract knows and the reference number are said in Hindi', async () => {
  const user = userEvent.setup();
  render(<Feedback />);
  await act(() => switchLanguage('hi'));
  expect(screen.getByRole('heading', { level: 1, name: 'प्रतिक्रिया' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'नाम' })).toHaveAccessibleDescription('अधिकतम 100 वर्ण।');
  expect(screen.getByRole('textbox', { name: 'संदेश' })).toHaveAccessibleDescription('अधिकतम 2,000 वर्ण (0 प्रयुक्त)।');
  await user.click(screen.getByRole('button', { name: 'प्रतिक्रिया भेजें' }));
  expect(await screen.findByText('नाम भरना आवश्यक है')).toBeInTheDocument();
  expect(send).not.toHaveBeenCalled();

  await user.type(screen.getByLabelText('नाम'), 'आशा रावत');
  await user.type(screen.getByLabelText('ई-मेल'), 'asha@example.org');
  await user.type(screen.getByLabelText('संदेश'), 'समय-सारणी का लिंक काम नहीं करता।');
  send.mockRejectedValueOnce(refused(429, FEEDBACK_MESSAGES.tooManyFromYou));
  await user.click(screen.getByRole('button', { name: 'प्रतिक्रिया भेजें' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('आप पिछले एक घंटे में कई संदेश भेज चुके हैं।');

  send.mockResolvedValueOnce({ reference: 'FB-2026-7K3Q9' });
  await user.click(screen.getByRole('button', { name: 'प्रतिक्रिया भेजें' }));
  expect(await screen.findByText('FB-2026-7K3Q9')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('आपकी संदर्भ संख्या: FB-2026-7K3Q9');
  expect(screen.getByRole('button', { name: 'एक और संदेश भेजें' })).toBeInTheDocument();
  act(() => setLanguage('en'));
});
