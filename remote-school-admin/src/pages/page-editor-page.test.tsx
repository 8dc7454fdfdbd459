import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPage, MemoryRouter, Route, Routes, setSite } from '@school/shared';
import { PolicySchema, SchoolHistorySchema } from '@school/shared/contracts/pages';
import { EMPTY_PROFILE } from '@school/shared/contracts/school-profile';
import { savePage } from '../features/pages/api/page-calls';
import { setUpContentFormTests } from '../test-support/content-form';
import { PageEditorPage } from './page-editor-page';

jest.mock('@school/shared', () => ({ ...jest.requireActual('@school/shared'), loadPage: jest.fn() }));
jest.mock('../features/pages/api/page-calls', () => ({ savePage: jest.fn() }));
jest.mock('react-toastify/unstyled', () => ({ ...jest.requireActual('react-toastify/unstyled'), toast: { success: jest.fn(), error: jest.fn() } }));

const load = jest.mocked(loadPage);
const save = jest.mocked(savePage);
const en = (text: string) => ({ en: text, hi: '' });
const introduction = () => (screen.getByLabelText('Introduction (English)') as HTMLTextAreaElement).value;

setUpContentFormTests();
beforeEach(() => {
  jest.clearAllMocks();
  setSite({ status: 'found', site: { schoolCode: '83181', schoolName: 'Government Inter College Testpur', demoContent: false, profile: EMPTY_PROFILE } });
  save.mockImplementation(async (kind, content) => ({ kind, content: PolicySchema.parse(content) as never, updatedAt: '2026-11-24T10:00:00.000Z' }));
});

const openEditor = async (content: unknown) => {
  load.mockResolvedValue({ kind: 'privacy', content: PolicySchema.parse(content), updatedAt: null });
  render(
    <MemoryRouter initialEntries={['/Manage-Pages/privacy']}>
      <Routes>
        <Route path="/Manage-Pages/:kind" element={<PageEditorPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.findByLabelText('Introduction (English)');
};

test('a GIGW page the school has not written opens on the default text its site shows, and saved unchanged stays the default', async () => {
  const user = userEvent.setup();
  const intro = await openEditor({});
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  expect(screen.getByText(/^Your site shows the default text below/)).toBeInTheDocument();
  expect((intro as HTMLTextAreaElement).value).toMatch(/^This website of Government Inter College Testpur does not automatically capture/);
  expect(screen.getAllByLabelText('Heading (English)')[0]).toHaveValue('Information you send');

  await user.click(screen.getByRole('button', { name: 'Save page' }));
  await waitFor(() => expect(save).toHaveBeenCalledWith('privacy', {}));
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
  await waitFor(() => expect(save).toHaveBeenCalledWith('privacy', {}));
  expect(await screen.findByText(/^Your site shows the default text below/)).toBeInTheDocument();
});

test('a page without a default text has no default to use', async () => {
  load.mockResolvedValue({ kind: 'history', content: SchoolHistorySchema.parse({}), updatedAt: null });
  render(
    <MemoryRouter initialEntries={['/Manage-Pages/history']}>
      <Routes>
        <Route path="/Manage-Pages/:kind" element={<PageEditorPage />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(await screen.findByLabelText('History (English)')).toHaveValue('');
  expect(screen.queryByRole('button', { name: 'Use the default text' })).not.toBeInTheDocument();
});
