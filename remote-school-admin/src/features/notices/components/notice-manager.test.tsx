import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setConfig } from '@school/shared';
import { aNotice } from '@school/shared/contracts/notice-test-data';
import { deleteNotice } from '../api/delete-notice';
import { listNotices } from '../api/list-notices';
import { publishNotice } from '../api/publish-notice';
import { saveNotice } from '../api/save-notice';
import { NoticeManager } from './notice-manager';

jest.mock('../api/list-notices', () => ({ listNotices: jest.fn() }));
jest.mock('../api/save-notice', () => ({ saveNotice: jest.fn() }));
jest.mock('../api/publish-notice', () => ({ publishNotice: jest.fn() }));
jest.mock('../api/delete-notice', () => ({ deleteNotice: jest.fn() }));
const list = jest.mocked(listNotices);
const publish = jest.mocked(publishNotice);
const remove = jest.mocked(deleteNotice);

const DRAFT = aNotice({ id: 7, category: 'circular', title: { en: 'Exam schedule', hi: '' }, status: 'draft', publishedAt: null });
const PUBLISHED = aNotice({ id: 3, category: 'circular', title: { en: 'Winter uniform', hi: '' }, circularNumber: 2, circularYear: 2026, publishedAt: '2026-11-10T03:00:00.000Z' });

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  list.mockResolvedValue({ items: [DRAFT, PUBLISHED] });
});

test('the notices in the house table: title, category, status and circular number; Publish only for a draft', async () => {
  render(<NoticeManager />);
  const table = await screen.findByRole('table', { name: 'Notices and circulars' });
  const draft = within(table).getByRole('row', { name: /Exam schedule/ });
  expect(draft).toHaveTextContent('Draft');
  expect(within(draft).getByRole('button', { name: 'Publish Exam schedule' })).toBeInTheDocument();
  const published = within(table).getByRole('row', { name: /Winter uniform/ });
  expect(published).toHaveTextContent('2/2026');
  expect(within(published).queryByRole('button', { name: /Publish/ })).not.toBeInTheDocument();
});

test('publishing a circular first asks, saying its number cannot be changed afterwards; then says which number it got', async () => {
  const user = userEvent.setup();
  publish.mockResolvedValue({ ...DRAFT, status: 'published', circularNumber: 3, circularYear: 2026 });
  render(<NoticeManager />);
  await user.click(await screen.findByRole('button', { name: 'Publish Exam schedule' }));
  const question = screen.getByRole('alertdialog', { name: 'Publish “Exam schedule”?' });
  expect(question).toHaveAccessibleDescription(/circular number of the year, which cannot be changed afterwards/);
  await user.click(within(question).getByRole('button', { name: 'Publish' }));
  expect(publish).toHaveBeenCalledWith(7);
  expect(await screen.findByText('“Exam schedule” is published as Circular No. 3/2026.')).toHaveFocus();
  expect(list).toHaveBeenCalledTimes(2);
});

test('declining the confirmation publishes nothing; Delete asks too', async () => {
  const user = userEvent.setup();
  render(<NoticeManager />);
  await user.click(await screen.findByRole('button', { name: 'Publish Exam schedule' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
  await user.click(screen.getByRole('button', { name: 'Delete Winter uniform' }));
  const question = screen.getByRole('alertdialog', { name: 'Delete “Winter uniform” and its attachments?' });
  expect(question).toHaveAccessibleDescription('This cannot be undone.');
  await user.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(publish).not.toHaveBeenCalled();
  expect(remove).not.toHaveBeenCalled();
});

test('Add opens the form in a dialog; a save the API refuses keeps the dialog open with its message', async () => {
  const user = userEvent.setup();
  jest.mocked(saveNotice).mockRejectedValue(new Error('A school can have at most 2,000 notices. Delete old ones first.'));
  render(<NoticeManager />);
  await user.click(await screen.findByRole('button', { name: 'Add notice' }));
  const dialog = screen.getByRole('dialog', { name: 'Add notice' });
  await user.type(within(dialog).getByLabelText(/^Title \(English\)/), 'Sports day');
  await user.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('A school can have at most 2,000 notices. Delete old ones first.'));
  expect(within(dialog).getByLabelText(/^Title \(English\)/)).toHaveValue('Sports day');
});

test('a failed load says so, with Retry', async () => {
  list.mockRejectedValue(new Error('offline'));
  render(<NoticeManager />);
  expect(await screen.findByRole('alert')).toHaveTextContent('The notices cannot be loaded now.');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('given a notice to edit (the address’s ?edit=), its editor opens once the list has it', async () => {
  render(<NoticeManager editId={3} />);
  const dialog = await screen.findByRole('dialog', { name: 'Edit notice' });
  expect(within(dialog).getByDisplayValue('Winter uniform')).toBeInTheDocument();
});

test('a notice to edit that is not listed opens nothing', async () => {
  render(<NoticeManager editId={99} />);
  await screen.findByRole('table', { name: 'Notices and circulars' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
