import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UploadedFile } from '@school/shared/contracts/page-values';
import { FaqsSchema, PAGES } from '@school/shared/contracts/pages';
import { savePage } from '../api/save-page';
import { uploadPageFile } from '../../../ui/upload-page-file';
import { deferred, photo, saveABadLink, setUpContentFormTests } from '../../../test-support/content-form';
import { saveDraft } from '../../../ui/drafts/save-draft';
import { PageForm } from './page-form';

jest.mock('../api/save-page', () => ({ savePage: jest.fn() }));
jest.mock('../../../ui/upload-page-file', () => ({ uploadPageFile: jest.fn() }));
jest.mock('../../../ui/drafts/save-draft', () => ({ saveDraft: jest.fn() }));

const save = jest.mocked(savePage);
const upload = jest.mocked(uploadPageFile);
const onSaved = jest.fn();

setUpContentFormTests();

beforeEach(() => {
  save.mockImplementation(async (kind, content, baseVersion) => ({ kind, content: content as Record<string, unknown>, version: baseVersion + 1, updatedAt: '2026-11-24T10:00:00.000Z', publishedBy: 'Asha Verma' }));
});

const empty = (kind: keyof typeof PAGES) => PAGES[kind].schema.parse({}) as Record<string, unknown>;

test('the editor is drawn from the page’s schema: a list’s items are added, filled, moved and saved in order', async () => {
  const user = userEvent.setup();
  render(<PageForm version={0} kind="faqs" content={empty('faqs')} onSaved={onSaved} />);

  const questions = screen.getByRole('group', { name: 'Questions' });
  expect(within(questions).getByText('None yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add question' }));
  await user.click(screen.getByRole('button', { name: 'Add question' }));
  const [first, second] = within(questions).getAllByRole('group', { name: /^Question \d$/ });
  await user.type(within(first!).getByLabelText('Question (English)'), 'When does school open?');
  await user.type(within(second!).getByLabelText('Question (English)'), 'Is there a uniform?');
  await user.type(within(second!).getByLabelText('Answer (Hindi)'), 'हाँ');
  await user.click(within(second!).getByRole('button', { name: 'Move up: Question 2' }));
  await user.click(screen.getByRole('button', { name: 'Save page' }));

  expect(save).toHaveBeenCalledTimes(1);
  const [kind, content] = save.mock.calls[0]!;
  expect(kind).toBe('faqs');
  expect(FaqsSchema.parse(content).questions).toEqual([
    { question: { en: 'Is there a uniform?', hi: '' }, answer: { en: '', hi: 'हाँ' } },
    { question: { en: 'When does school open?', hi: '' }, answer: { en: '', hi: '' } },
  ]);
  expect(onSaved).toHaveBeenCalled();
});

test('a value the schema refuses is shown under its field and nothing is saved', async () => {
  render(<PageForm version={0} kind="links" content={empty('links')} onSaved={onSaved} />);
  await saveABadLink(userEvent.setup(), 'Save page');
  expect(save).not.toHaveBeenCalled();
});

test('a chosen picture is uploaded at once and the page names the stored file when saved', async () => {
  const user = userEvent.setup();
  upload.mockResolvedValue({ path: 'uploads/83181/pages/0f9eab23-c8ab-46c6-b2d7-ced56a77fe40.webp', width: 1600, height: 900 });
  render(<PageForm version={0} kind="history" content={empty('history')} onSaved={onSaved} />);
  const gate = photo('gate.jpg');
  await user.upload(screen.getByLabelText('Picture'), gate);
  expect(upload).toHaveBeenCalledWith('picture', gate, expect.any(Function));
  expect(await screen.findByRole('img', { name: 'Current picture' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('What the picture shows (English)'), 'The front gate');
  await user.click(screen.getByRole('button', { name: 'Save page' }));
  expect(save.mock.calls[0]![1]).toMatchObject({
    picture: { path: 'uploads/83181/pages/0f9eab23-c8ab-46c6-b2d7-ced56a77fe40.webp', width: 1600, height: 900, alt: { en: 'The front gate', hi: '' } },
  });
});

test('a file that is not a picture is refused before any upload', async () => {
  const user = userEvent.setup({ applyAccept: false });
  render(<PageForm version={0} kind="history" content={empty('history')} onSaved={onSaved} />);
  await user.upload(screen.getByLabelText('Picture'), new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('Pictures must be JPEG, PNG or WebP files of at most 10 MB.')).toBeInTheDocument();
  expect(upload).not.toHaveBeenCalled();
});

const PICTURE = 'uploads/83181/pages/0f9eab23-c8ab-46c6-b2d7-ced56a77fe40.webp';
const DOCUMENT = 'uploads/83181/pages/5b1d3c1e-8f0a-4f57-9d0e-2a7c1b9e4d11.pdf';

test('a Save pressed while the picture is still uploading waits for it and saves the stored file with what was typed meanwhile', async () => {
  const user = userEvent.setup();
  const stored = deferred<UploadedFile>();
  upload.mockReturnValue(stored.promise);
  render(<PageForm version={0} kind="history" content={empty('history')} onSaved={onSaved} />);
  await user.upload(screen.getByLabelText('Picture'), photo('gate.jpg'));
  expect(screen.getByRole('progressbar', { name: 'Uploading Picture' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('What the picture shows (English)'), 'The front gate');
  await user.click(screen.getByRole('button', { name: 'Save page' }));

  expect(save).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Uploading...' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Uploading 1 file… then saving.');

  stored.resolve({ path: PICTURE, width: 1600, height: 900 });
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  expect(save.mock.calls[0]![1]).toMatchObject({ picture: { path: PICTURE, width: 1600, height: 900, alt: { en: 'The front gate', hi: '' } } });
  expect(await screen.findByRole('button', { name: 'Save page' })).toBeEnabled();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('a Save pressed while a document is still uploading saves the document once it is stored', async () => {
  const user = userEvent.setup();
  const stored = deferred<UploadedFile>();
  upload.mockReturnValue(stored.promise);
  render(<PageForm version={0} kind="disclosureAcademics" content={empty('disclosureAcademics')} onSaved={onSaved} />);
  await user.type(screen.getByLabelText('Number of sections'), '12');
  await user.upload(screen.getByLabelText('Fee structure of the school (PDF)'), new File(['%PDF-1.4'], 'fees.pdf', { type: 'application/pdf' }));
  await user.click(screen.getByRole('button', { name: 'Save page' }));
  expect(save).not.toHaveBeenCalled();

  stored.resolve({ path: DOCUMENT, width: 0, height: 0 });
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  expect(save.mock.calls[0]![1]).toMatchObject({ feeStructure: DOCUMENT, sections: '12' });
});

test('leaving the editor while a Save waits for an upload saves nothing later', async () => {
  const user = userEvent.setup();
  const stored = deferred<UploadedFile>();
  upload.mockReturnValue(stored.promise);
  const { unmount } = render(<PageForm version={0} kind="history" content={empty('history')} onSaved={onSaved} />);
  await user.upload(screen.getByLabelText('Picture'), photo('gate.jpg'));
  await user.click(screen.getByRole('button', { name: 'Save page' }));
  unmount();
  stored.resolve({ path: PICTURE, width: 1600, height: 900 });
  await stored.promise;
  await new Promise((settle) => setTimeout(settle, 0));
  expect(save).not.toHaveBeenCalled();
  expect(onSaved).not.toHaveBeenCalled();
});

test('each text with English and no Hindi says so at its Hindi input, and the count at the top follows the typing', async () => {
  const user = userEvent.setup();
  const content = PAGES.namesake.schema.parse({ name: { en: 'Captain Example', hi: '' }, subtitle: { en: 'The martyr', hi: 'शहीद' } });
  render(<PageForm version={0} kind="namesake" content={content} onSaved={onSaved} />);

  expect(screen.getByText('1 text has no Hindi yet.')).toBeInTheDocument();
  expect(screen.getByLabelText('Name (Hindi)')).toHaveAccessibleDescription('No Hindi yet');
  expect(screen.getByLabelText('Subtitle (Hindi)')).not.toHaveAccessibleDescription();
  // Empty in both languages: nothing is missing yet.
  expect(screen.getByLabelText('Story (Hindi)')).not.toHaveAccessibleDescription();

  await user.type(screen.getByLabelText('Story (English)'), 'He served on the border.');
  expect(screen.getByText('2 texts have no Hindi yet.')).toBeInTheDocument();
  expect(screen.getByLabelText('Story (Hindi)')).toHaveAccessibleDescription('No Hindi yet');

  await user.type(screen.getByLabelText('Name (Hindi)'), 'कैप्टन');
  expect(screen.getByLabelText('Name (Hindi)')).not.toHaveAccessibleDescription();
  expect(screen.getByText('1 text has no Hindi yet.')).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Story (English)'));
  expect(screen.getByText('Every text written in English has its Hindi.')).toBeInTheDocument();
  expect(screen.queryByText('No Hindi yet')).not.toBeInTheDocument();
});

test('the count lists which texts lack Hindi, each item of a list on its own, and each leads to its Hindi input', async () => {
  const user = userEvent.setup();
  render(<PageForm version={0} kind="labs" content={empty('labs')} onSaved={onSaved} />);
  await user.click(screen.getByRole('button', { name: 'Add laboratory' }));
  await user.click(screen.getByRole('button', { name: 'Add laboratory' }));
  const [, second] = screen.getAllByRole('group', { name: /^Laboratory \d$/ });
  await user.type(within(second!).getByLabelText('Name (English)'), 'Chemistry');
  await user.type(within(second!).getByLabelText('What the picture shows (English)'), 'Fume hoods');
  expect(screen.getByText('2 texts have no Hindi yet.')).toBeInTheDocument();

  await user.click(screen.getByText('Show which'));
  const which = screen.getByRole('list', { name: '2 texts have no Hindi yet.' });
  expect(within(which).getAllByRole('button').map((button) => button.textContent)).toEqual([
    'Laboratories › Laboratory 2 › Name (Hindi)',
    'Laboratories › Laboratory 2 › Picture › What the picture shows (Hindi)',
  ]);
  await user.click(within(which).getByRole('button', { name: 'Laboratories › Laboratory 2 › Name (Hindi)' }));
  expect(within(second!).getByLabelText('Name (Hindi)')).toHaveFocus();
});

describe('a save refused because someone else published the page meanwhile', () => {
  const theirs = { kind: 'history' as const, content: { ...empty('history'), history: { en: 'Their history.', hi: 'उनका इतिहास।' } }, version: 4, updatedAt: '2026-11-24T04:30:00.000Z', publishedBy: 'Ravi Kumar' };
  const refused = { isAxiosError: true, response: { status: 409, data: { message: 'Someone else published this page after you opened it.', current: theirs } } };

  const typeAndSave = async () => {
    const user = userEvent.setup();
    render(<PageForm version={3} kind="history" content={empty('history')} onSaved={onSaved} />);
    await user.type(screen.getByLabelText('History (English)'), 'My history.');
    save.mockRejectedValueOnce(refused);
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    return { user, conflict: await screen.findByRole('region', { name: 'Someone else published this page' }) };
  };

  test('shows their text, who and when, beside what was typed, and keeps the typed text in the fields', async () => {
    const { conflict } = await typeAndSave();
    expect(save).toHaveBeenCalledWith('history', expect.anything(), 3);
    expect(within(conflict).getByText(/Version 4 \(Ravi Kumar, 24 Nov 2026, 10:00\) was published after you opened the page/)).toBeInTheDocument();
    const theirSide = within(conflict).getByRole('region', { name: 'History: Published (version 4)' });
    const mySide = within(conflict).getByRole('region', { name: 'History: Yours (not saved)' });
    expect(within(theirSide).getByText('Their history.')).toBeInTheDocument();
    expect(within(theirSide).getByText('उनका इतिहास।')).toHaveAttribute('lang', 'hi');
    expect(within(mySide).getByText('My history.')).toBeInTheDocument();
    expect(screen.getByLabelText('History (English)')).toHaveValue('My history.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  test('“Keep mine and save over theirs” saves the typed text naming their version', async () => {
    const { user, conflict } = await typeAndSave();
    await user.click(within(conflict).getByRole('button', { name: 'Keep mine and save over theirs' }));
    await waitFor(() => expect(save).toHaveBeenLastCalledWith('history', expect.objectContaining({ history: { en: 'My history.', hi: '' } }), 4));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Someone else published this page' })).not.toBeInTheDocument());
    // The next save is based on the version just saved.
    await user.type(screen.getByLabelText('History (English)'), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(save).toHaveBeenLastCalledWith('history', expect.anything(), 5));
  });

  test('“Take theirs” puts their version in the fields and bases the next save on it', async () => {
    const { user, conflict } = await typeAndSave();
    await user.click(within(conflict).getByRole('button', { name: 'Take theirs' }));
    expect(screen.getByLabelText('History (English)')).toHaveValue('Their history.');
    expect(onSaved).toHaveBeenCalledWith(theirs);
    await user.click(screen.getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(save).toHaveBeenLastCalledWith('history', expect.anything(), 4));
  });
});

test('an editor’s form saves a draft of the page, never the page, and hears the draft as stored', async () => {
  const user = userEvent.setup();
  const draft = { id: 4, type: 'page', target: 'history', title: 'School History', state: 'draft', comment: null, authorId: 9, authorName: 'E', authorRole: 'editor', updatedAt: '2026-11-26T10:00:00.000Z' } as const;
  jest.mocked(saveDraft).mockResolvedValue(draft);
  const onDraftSaved = jest.fn();
  render(<PageForm version={3} kind="history" content={empty('history')} onSaved={onSaved} onDraftSaved={onDraftSaved} />);
  await user.type(screen.getByLabelText('History (English)'), 'Founded long ago.');
  await user.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(onDraftSaved).toHaveBeenCalledWith(draft));
  expect(save).not.toHaveBeenCalled();
  const [change] = jest.mocked(saveDraft).mock.calls[0]!;
  expect(change).toMatchObject({ type: 'page', page: { kind: 'history', baseVersion: 3, content: { history: { en: 'Founded long ago.', hi: '' } } } });
});
