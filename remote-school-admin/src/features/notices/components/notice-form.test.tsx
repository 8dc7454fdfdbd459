import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setConfig } from '@school/shared';
import { NOTICE_MESSAGES, type Notice, type NoticeInput } from '@school/shared/contracts/notices';
import { aNotice } from '@school/shared/contracts/notice-test-data';
import { uploadPageFile } from '../../../ui/upload-page-file';
import { NoticeForm } from './notice-form';

jest.mock('../../../ui/upload-page-file', () => ({ uploadPageFile: jest.fn() }));
const upload = jest.mocked(uploadPageFile);

const NOW = new Date(2026, 10, 24, 10, 0, 0).getTime();
const PDF_PATH = 'uploads/83181/pages/0b6f0c1e-4a8e-4c55-9d38-2f5e8d1b7a10.pdf';

const CIRCULAR = aNotice({
  id: 4,
  category: 'circular',
  title: { en: 'Exam schedule', hi: '' },
  attachments: [{ title: { en: 'Schedule', hi: 'समय सारणी' }, path: PDF_PATH, format: 'PDF', bytes: 240 * 1024 }],
  circularNumber: 3,
  circularYear: 2026,
});

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));
beforeEach(() => {
  // A new notice is dated and shown from the moment its form opens.
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

/** The form as its RecordDialog shows it; `failure` is what the dialog says of a failed save. */
function form(notice: Notice | null = null, onSave = jest.fn<Promise<void>, [NoticeInput]>().mockResolvedValue(undefined), failure: string | null = null) {
  render(<NoticeForm record={notice} saving={false} onSave={onSave} onCancel={jest.fn()} failure={failure} />);
  return onSave;
}

test('an empty title, a date that does not exist and an expiry before publishing are refused with clear messages, and nothing typed is lost', async () => {
  const user = userEvent.setup();
  const onSave = form();
  await user.type(screen.getByLabelText('Text (English)'), 'Bring the form.');
  await user.clear(screen.getByLabelText(/^Date/));
  await user.type(screen.getByLabelText('Expire on'), '2026-11-24T09:00:00');
  await user.click(screen.getByRole('button', { name: 'Save as draft' }));
  expect(await screen.findByText(NOTICE_MESSAGES.titleRequired)).toBeInTheDocument();
  expect(screen.getByText(NOTICE_MESSAGES.dateInvalid)).toBeInTheDocument();
  expect(screen.getByText(NOTICE_MESSAGES.expireBeforePublish)).toBeInTheDocument();
  expect(screen.getByLabelText(/^Title \(English\)/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Text (English)')).toHaveValue('Bring the form.');
  expect(onSave).not.toHaveBeenCalled();
});

test('a valid notice is sent as the contract wants it: times as ISO, no expiry as null', async () => {
  const user = userEvent.setup();
  const onSave = form();
  await user.type(screen.getByLabelText(/^Title \(English\)/), 'Holiday on Friday');
  await user.selectOptions(screen.getByLabelText(/^Category/), 'Circular');
  await user.click(screen.getByRole('button', { name: 'Save as draft' }));
  await waitFor(() => expect(onSave).toHaveBeenCalled());
  expect(onSave.mock.calls[0]![0]).toMatchObject({
    category: 'circular',
    title: { en: 'Holiday on Friday', hi: '' },
    date: '2026-11-24',
    publishFrom: new Date(NOW).toISOString(),
    expireOn: null,
    attachments: [],
  });
});

test('an English title without Hindi says "No Hindi yet" beside its Hindi input', async () => {
  const user = userEvent.setup();
  form();
  await user.type(screen.getByLabelText(/^Title \(English\)/), 'Holiday');
  expect(screen.getByLabelText('Title (Hindi)')).toHaveAccessibleDescription('No Hindi yet');
});

test('a published circular shows its number read-only and cannot change its category', () => {
  form(CIRCULAR);
  expect(screen.getByLabelText('Circular No.')).toHaveValue('3/2026');
  expect(screen.getByLabelText('Circular No.')).toHaveAttribute('readonly');
  expect(screen.getByLabelText('Category')).toHaveAttribute('readonly');
  expect(screen.queryByRole('combobox', { name: /Category/ })).not.toBeInTheDocument();
});

test('a published notice cannot be made a circular: the choice is not offered', () => {
  form({ ...CIRCULAR, category: 'notice', circularNumber: null, circularYear: null });
  const category = screen.getByRole('combobox', { name: /Category/ });
  expect(within(category).queryByRole('option', { name: 'Circular' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Circular No.')).not.toBeInTheDocument();
});

test('an attachment is uploaded as soon as it is chosen, titled from its name, and its English title is required', async () => {
  const user = userEvent.setup();
  upload.mockImplementation(async (_field, _file, onProgress) => {
    onProgress(50);
    return { path: PDF_PATH, width: 0, height: 0 };
  });
  const onSave = form();
  await user.type(screen.getByLabelText(/^Title \(English\)/), 'Admissions');
  await user.upload(screen.getByLabelText('Add a file'), new File(['%PDF-1.4'], 'admission_schedule.pdf', { type: 'application/pdf' }));
  expect(upload).toHaveBeenCalledWith('document', expect.any(File), expect.any(Function));
  const title = await screen.findByLabelText('Title of attachment 1 (English)');
  expect(title).toHaveValue('admission schedule');
  expect(screen.getByText('PDF, 1 KB')).toBeInTheDocument();
  await user.clear(title);
  await user.click(screen.getByRole('button', { name: 'Save as draft' }));
  expect(await screen.findByText(NOTICE_MESSAGES.attachmentTitleRequired)).toBeInTheDocument();
  expect(onSave).not.toHaveBeenCalled();
  await user.type(title, 'Admission schedule');
  await user.click(screen.getByRole('button', { name: 'Save as draft' }));
  await waitFor(() => expect(onSave).toHaveBeenCalled());
  expect(onSave.mock.calls[0]![0].attachments).toEqual([{ title: { en: 'Admission schedule', hi: '' }, path: PDF_PATH }]);
});

test('a file that is neither a PDF nor a picture is refused before any upload', async () => {
  const user = userEvent.setup({ applyAccept: false });
  form();
  await user.upload(screen.getByLabelText('Add a file'), new File(['x'], 'notes.docx', { type: 'application/msword' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Attach a PDF, or a JPEG, PNG or WebP picture.');
  expect(upload).not.toHaveBeenCalled();
});

test('the API’s refusal, as the dialog hands it, shows above the buttons', () => {
  form(null, undefined, NOTICE_MESSAGES.attachmentMissing);
  expect(screen.getByRole('alert')).toHaveTextContent(NOTICE_MESSAGES.attachmentMissing);
});
