import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify/unstyled';
import type { FeedbackItem, FeedbackPage } from '@school/shared/contracts/feedback';
import { feedbackPage } from '../api/feedback-page';
import { setFeedbackClosed } from '../api/set-feedback-closed';
import { FeedbackInbox } from './feedback-inbox';

jest.mock('../api/feedback-page', () => ({ feedbackPage: jest.fn() }));
jest.mock('../api/set-feedback-closed', () => ({ setFeedbackClosed: jest.fn() }));
jest.mock('react-toastify/unstyled', () => ({ ...jest.requireActual('react-toastify/unstyled'), toast: { success: jest.fn(), error: jest.fn() } }));
const list = jest.mocked(feedbackPage);
const setClosed = jest.mocked(setFeedbackClosed);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const ASHA: FeedbackItem = {
  reference: 'FB-2026-7K3Q9',
  receivedAt: '2026-03-02T04:30:00.000Z',
  name: 'Asha Rawat',
  email: 'asha@example.org',
  message: 'The timetable link is broken.\nPlease mend it.',
  status: 'open',
  closedAt: null,
};
const RAVI: FeedbackItem = { ...ASHA, reference: 'FB-2026-33333', name: 'Ravi', email: 'ravi@example.org', message: 'Thank you for the new site.' };

const answer = (items: FeedbackItem[], counts: Partial<FeedbackPage> = {}): FeedbackPage => ({
  items,
  total: items.length,
  open: items.filter((item) => item.status === 'open').length,
  closed: items.filter((item) => item.status === 'closed').length,
  page: 1,
  pageSize: 20,
  ...counts,
});

test('lists each feedback with its reference number, when it came, who sent it, the message and its status', async () => {
  list.mockResolvedValue(answer([ASHA, RAVI]));
  render(<FeedbackInbox />);
  expect(screen.getByText('Loading the feedback…')).toHaveAttribute('role', 'status');

  const entry = await screen.findByRole('article', { name: 'FB-2026-7K3Q9' });
  expect(list).toHaveBeenCalledWith({ status: 'open', page: 1 }, expect.any(AbortSignal));
  // 04:30 UTC is 10:00 in India, where the schools are.
  expect(within(entry).getByText('2 Mar 2026, 10:00')).toBeInTheDocument();
  expect(within(entry).getByText('Asha Rawat')).toBeInTheDocument();
  expect(within(entry).getByRole('link', { name: 'asha@example.org' })).toHaveAttribute('href', 'mailto:asha@example.org?subject=FB-2026-7K3Q9');
  expect(within(entry).getByText(/The timetable link is broken\.\s+Please mend it\./)).toBeInTheDocument();
  expect(within(entry).getByText('Open')).toBeInTheDocument();
  expect(within(entry).getByRole('button', { name: 'Close FB-2026-7K3Q9' })).toBeInTheDocument();
  // Newest first, as the API answers.
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['FB-2026-7K3Q9', 'FB-2026-33333']);
  expect(screen.getByRole('radio', { name: 'Open (2)' })).toBeChecked();
});

test('a school with no feedback is told so', async () => {
  list.mockResolvedValue(answer([]));
  render(<FeedbackInbox />);
  expect(await screen.findByText('No feedback yet')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

test('when the list cannot be loaded it says so, and Retry loads it', async () => {
  list.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(answer([ASHA]));
  const user = userEvent.setup();
  render(<FeedbackInbox />);
  expect(await screen.findByRole('alert')).toHaveTextContent('The feedback cannot be loaded now.');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'FB-2026-7K3Q9' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('Close closes it, says so where the focus goes, and loads the list again', async () => {
  list.mockResolvedValueOnce(answer([ASHA, RAVI])).mockResolvedValue(answer([RAVI], { closed: 1 }));
  setClosed.mockResolvedValue({ ...ASHA, status: 'closed', closedAt: '2026-03-03T00:00:00.000Z' });
  const user = userEvent.setup();
  render(<FeedbackInbox />);
  await user.click(await screen.findByRole('button', { name: 'Close FB-2026-7K3Q9' }));

  expect(setClosed).toHaveBeenCalledWith('FB-2026-7K3Q9', true);
  const said = await screen.findByText('FB-2026-7K3Q9 is closed.');
  expect(said).toHaveAttribute('role', 'status');
  expect(said).toHaveFocus();
  await waitFor(() => expect(screen.queryByRole('article', { name: 'FB-2026-7K3Q9' })).not.toBeInTheDocument());
  expect(list).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('radio', { name: 'Closed (1)' })).toBeInTheDocument();
});

test('a Close that fails says why, and the feedback stays open in the list', async () => {
  list.mockResolvedValue(answer([ASHA]));
  setClosed.mockRejectedValue(Object.assign(new Error('Request failed'), { isAxiosError: true, response: { status: 404, data: { message: 'Feedback not found' } } }));
  const user = userEvent.setup();
  render(<FeedbackInbox />);
  await user.click(await screen.findByRole('button', { name: 'Close FB-2026-7K3Q9' }));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Feedback not found', expect.anything()));
  expect(screen.getByRole('article', { name: 'FB-2026-7K3Q9' })).toHaveTextContent('Open');
});

test('the closed ones are a filter away, each with Reopen', async () => {
  const closed = { ...ASHA, status: 'closed' as const, closedAt: '2026-03-03T00:00:00.000Z' };
  list.mockResolvedValueOnce(answer([RAVI], { closed: 1 })).mockResolvedValue(answer([closed], { open: 1 }));
  setClosed.mockResolvedValue(ASHA);
  const user = userEvent.setup();
  render(<FeedbackInbox />);
  await user.click(await screen.findByRole('radio', { name: 'Closed (1)' }));
  const entry = await screen.findByRole('article', { name: 'FB-2026-7K3Q9' });
  expect(list).toHaveBeenLastCalledWith({ status: 'closed', page: 1 }, expect.any(AbortSignal));
  expect(within(entry).getByText('Closed')).toBeInTheDocument();
  await user.click(within(entry).getByRole('button', { name: 'Reopen FB-2026-7K3Q9' }));
  expect(setClosed).toHaveBeenCalledWith('FB-2026-7K3Q9', false);
  expect(await screen.findByText('FB-2026-7K3Q9 is open again.')).toHaveFocus();
});

test('more than a page of feedback is shown a page at a time', async () => {
  list.mockResolvedValue(answer([ASHA], { total: 45, open: 45 }));
  const user = userEvent.setup();
  render(<FeedbackInbox />);
  const pages = await screen.findByRole('navigation', { name: 'Pages of feedback' });
  expect(pages).toHaveTextContent('Page 1 of 3');
  expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(within(pages).getByRole('button', { name: 'Next' }));
  expect(list).toHaveBeenLastCalledWith({ status: 'open', page: 2 }, expect.any(AbortSignal));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
});
