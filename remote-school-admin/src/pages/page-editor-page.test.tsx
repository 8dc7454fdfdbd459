import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, setSite } from '@school/shared';
import { PolicySchema, SchoolHistorySchema } from '@school/shared/contracts/pages';
import { EMPTY_PROFILE } from '@school/shared/contracts/school-profile';
import { getEditedPage } from '../features/pages/api/get-edited-page';
import { savePage } from '../features/pages/api/save-page';
import { setUpContentFormTests } from '../test-support/content-form';
import { PageEditorPage } from './page-editor-page';

jest.mock('../features/pages/api/get-edited-page', () => ({ getEditedPage: jest.fn() }));
jest.mock('../features/pages/api/save-page', () => ({ savePage: jest.fn() }));
jest.mock('react-toastify/unstyled', () => ({ ...jest.requireActual('react-toastify/unstyled'), toast: { success: jest.fn(), error: jest.fn() } }));

const load = jest.mocked(getEditedPage);
const save = jest.mocked(savePage);
const en = (text: string) => ({ en: text, hi: '' });
const introduction = () => (screen.getByLabelText('Introduction (English)') as HTMLTextAreaElement).value;

setUpContentFormTests();
beforeEach(() => {
  setSite({ status: 'found', site: { schoolCode: '83181', schoolName: 'Government Inter College Testpur', demoContent: false, profile: EMPTY_PROFILE } });
  save.mockImplementation(async (kind, content, baseVersion) => ({ kind, content: PolicySchema.parse(content), version: baseVersion + 1, updatedAt: '2026-11-24T10:00:00.000Z', publishedBy: 'Asha Verma' }));
});

/** The editor of a page whose stored content is `content`, once loaded: its first field (privacy: the introduction). */
const openEditor = async (content: unknown, kind: 'privacy' | 'history' = 'privacy', first = 'Introduction (English)') => {
  const schema = kind === 'privacy' ? PolicySchema : SchoolHistorySchema;
  load.mockResolvedValue({ kind, content: schema.parse(content), version: 0, updatedAt: null, publishedBy: null });
  render(
    <MemoryRouter initialEntries={[`/Manage-Pages/${kind}`]}>
      <Routes>
        <Route path="/Manage-Pages/:kind" element={<PageEditorPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.findByLabelText(first);
};

test('a GIGW page the school has not written opens on the default text its site shows, and saved unchanged stays the default', async () => {
  const user = userEvent.setup();
  const intro = await openEditor({});
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  expect(screen.getByText(/^Your site shows the default text below/)).toBeInTheDocument();
  expect((intro as HTMLTextAreaElement).value).toMatch(/^This website of Government Inter College Testpur does not automatically capture/);
  expect(screen.getAllByLabelText('Heading (English)')[0]).toHaveValue('Information you send');

  await user.click(screen.getByRole('button', { name: 'Save page' }));
  await waitFor(() => expect(save).toHaveBeenCalledWith('privacy', {}, 0));
  // The fields still show what the site shows: the default.
  expect(introduction()).toContain('Government Inter College Testpur');
});

test('the school’s changes to the default are saved as its own text, and the editor says the site now shows them', async () => {
  const user = userEvent.setup();
  const intro = await openEditor({});
  await user.clear(intro);
  await user.type(intro, 'Our own words.');
  await user.click(screen.getByRole('button', { name: 'Save page' }));
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  const [, content] = save.mock.calls[0]!;
  // The English is the school's; the Hindi is still the default's until the school writes its own.
  expect(PolicySchema.parse(content).intro.en).toBe('Our own words.');
  expect(PolicySchema.parse(content).sections.length).toBeGreaterThan(0);
  expect(await screen.findByText(/^Your site shows your own text below instead of the default/)).toBeInTheDocument();
});

test('a page with the school’s own text shows it, and “Use the default text” puts the default back in the fields, unsaved until saved', async () => {
  const user = userEvent.setup();
  const intro = await openEditor({ intro: en('Our own policy.') });
  expect(intro).toHaveValue('Our own policy.');
  expect(screen.queryByLabelText('Heading (English)')).not.toBeInTheDocument();
  expect(screen.getByText(/^Your site shows your own text below instead of the default/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Use the default text' }));
  expect(introduction()).toContain('does not automatically capture');
  expect(screen.getAllByLabelText('Heading (English)')).toHaveLength(6);
  expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  expect(save).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Save page' }));
  await waitFor(() => expect(save).toHaveBeenCalledWith('privacy', {}, 0));
  expect(await screen.findByText(/^Your site shows the default text below/)).toBeInTheDocument();
});

test('a page without a default text has no default to use', async () => {
  expect(await openEditor({}, 'history', 'History (English)')).toHaveValue('');
  expect(screen.queryByRole('button', { name: 'Use the default text' })).not.toBeInTheDocument();
});

describe('a GIGW page changed in one language only', () => {
  const warning = () => screen.queryByText(/^English and Hindi differ:/)?.closest('div') ?? null;

  test('warns, as the admin types, that Hindi visitors still read the default’s Hindi, and leads to the Hindi to write', async () => {
    const user = userEvent.setup();
    const intro = await openEditor({});
    expect(warning()).toBeNull();

    await user.type(intro, ' We also keep a visitors’ book.');
    const shown = warning()!;
    expect(shown).toHaveTextContent('1 text was changed in one language only.');
    expect(shown).toHaveTextContent('Introduction (Hindi): you changed the English; a Hindi visitor still reads the default text’s Hindi, which does not say what your English says.');
    await user.click(within(shown).getByRole('button', { name: 'Introduction (Hindi)' }));
    expect(screen.getByLabelText('Introduction (Hindi)')).toHaveFocus();

    // The Hindi rewritten too: both languages are the school's, nothing to warn of.
    await user.type(screen.getByLabelText('Introduction (Hindi)'), ' हम आगंतुक पुस्तिका भी रखते हैं।');
    expect(warning()).toBeNull();
  });

  test('says a Hindi visitor reads the English where the Hindi was emptied, and warns the other way round too', async () => {
    const user = userEvent.setup();
    await openEditor({});
    await user.type(screen.getAllByLabelText('Heading (English)')[0]!, ' and why');
    await user.clear(screen.getAllByLabelText('Heading (Hindi)')[0]!);
    await user.type(screen.getAllByLabelText('Text (Hindi)')[1]!, ' अधिक।');
    const shown = warning()!;
    expect(shown).toHaveTextContent('2 texts were changed in one language only.');
    expect(shown).toHaveTextContent('Sections › Section 1 › Heading (Hindi): you changed the English and the Hindi is empty; a Hindi visitor reads your English.');
    expect(shown).toHaveTextContent('Sections › Section 2 › Text (English): you changed the Hindi; an English visitor still reads the default text’s English.');
  });
});

test('opened at ?field=<path> (a site health finding’s Fix this), the editor puts the focus in that field and scrolls to it', async () => {
  const scrolled = jest.fn();
  Element.prototype.scrollIntoView = scrolled;
  load.mockResolvedValue({ kind: 'privacy', content: PolicySchema.parse({}), version: 0, updatedAt: null, publishedBy: null });
  render(
    <MemoryRouter initialEntries={['/Manage-Pages/privacy?field=sections.1.heading.hi']}>
      <Routes>
        <Route path="/Manage-Pages/:kind" element={<PageEditorPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByLabelText('Introduction (Hindi)');
  const hindi = screen.getAllByLabelText('Heading (Hindi)')[1];
  await waitFor(() => expect(hindi).toHaveFocus());
  await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: 'center' }));
});
