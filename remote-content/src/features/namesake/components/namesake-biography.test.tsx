import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPage, setConfig, setLanguage, switchLanguage } from '@school/shared';
import { NamesakeSchema, type PageContent } from '@school/shared/contracts/pages';
import { CONTENT_STRINGS } from '../../../i18n/content-strings';
import { Biography, NamesakeBiography } from './namesake-biography';

const BEING_SET_UP = CONTENT_STRINGS['page.beingSetUp'];

jest.mock('@school/shared', () => ({ ...jest.requireActual('@school/shared'), loadPage: jest.fn() }));
const load = jest.mocked(loadPage);

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));
afterEach(() => act(() => setLanguage('en')));

const both = (en: string, hi: string) => ({ en, hi });

/** A namesake written in both languages, but for the story, which is in English only. */
const NAMESAKE: PageContent<'namesake'> = NamesakeSchema.parse({
  name: both('Shaheed Naik A. B.', 'शहीद नायक ए. बी.'),
  subtitle: both('Our namesake', 'हमारे नामधारी'),
  introduction: both('Born in the valley.\n\nJoined the army.', 'घाटी में जन्म।\n\nसेना में भर्ती।'),
  storyHeading: both('The operation', 'ऑपरेशन'),
  story: both('He saved the village.', ''),
  photo: { path: 'uploads/83181/pages/0b6f0c1e-4a8e-4c55-9d38-2f5e8d1b7a10.webp', width: 600, height: 800, alt: both('Portrait in uniform', 'वर्दी में चित्र') },
  photoCaption: both('Naik A. B.', 'नायक ए. बी.'),
  biodata: [
    { label: both('Service Number', 'सेवा संख्या'), value: both('123K', '123K') },
    { label: both('Last Rank', 'अंतिम रैंक'), value: both('Naik', 'नायक') },
  ],
});

test('on the English site the biography opens in English and the dropdown switches every text of it to Hindi, and back', async () => {
  const user = userEvent.setup();
  render(<Biography namesake={NAMESAKE} />);
  const article = screen.getByRole('article');
  expect(article).toHaveAttribute('lang', 'en');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shaheed Naik A. B.');
  expect(screen.getByText('Born in the valley.')).toBeInTheDocument();
  expect(screen.getByRole('img')).toHaveAccessibleName('Portrait in uniform');
  const terms = within(screen.getByRole('complementary', { name: 'Biodata' })).getAllByRole('term');
  expect(terms.map((term) => term.textContent)).toEqual(['Service Number', 'Last Rank']);

  await user.selectOptions(screen.getByLabelText(/Language/), 'Hindi');
  // The Hindi words of the page are fetched first (the English site has not needed them yet).
  await screen.findByRole('heading', { level: 1, name: 'शहीद नायक ए. बी.' });
  expect(article).toHaveAttribute('lang', 'hi');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('शहीद नायक ए. बी.');
  expect(screen.getByText('हमारे नामधारी')).toBeInTheDocument();
  expect(screen.getByText('सेना में भर्ती।')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'ऑपरेशन' })).toBeInTheDocument();
  expect(screen.getByRole('img')).toHaveAccessibleName('वर्दी में चित्र');
  const biodata = await screen.findByRole('complementary', { name: 'जीवन परिचय' });
  expect(within(biodata).getByRole('heading', { name: 'जीवन परिचय' })).toBeInTheDocument();
  expect(within(biodata).getByText('अंतिम रैंक')).toBeInTheDocument();
  expect(within(biodata).getByText('नायक')).toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText(/Language/), 'English');
  expect(article).toHaveAttribute('lang', 'en');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shaheed Naik A. B.');
});

test('where the Hindi is empty the English shows, marked as English inside the Hindi page', async () => {
  const user = userEvent.setup();
  render(<Biography namesake={NAMESAKE} />);
  expect(screen.getByText('He saved the village.').parentElement).not.toHaveAttribute('lang');
  await user.selectOptions(screen.getByLabelText(/Language/), 'hi');
  await screen.findByText('घाटी में जन्म।');
  const story = screen.getByText('He saved the village.');
  expect(story.closest('[lang]')).toHaveAttribute('lang', 'en');
  expect(screen.getByText('घाटी में जन्म।').closest('[lang]')).toBe(screen.getByRole('article'));
});

test('what the school left empty is left out: no subtitle, story heading, figure or biodata', () => {
  render(<Biography namesake={NamesakeSchema.parse({ name: both('Shaheed X', ''), introduction: both('Only this.', '') })} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shaheed X');
  expect(screen.getByText('Only this.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  expect(screen.queryByRole('figure')).toBeNull();
  expect(screen.queryByRole('complementary')).toBeNull();
  expect(screen.queryByRole('term')).toBeNull();
});

test('the page loads the namesake document and shows it, with when it was saved in English outside the Hindi-able article', async () => {
  load.mockResolvedValue({ kind: 'namesake', content: NAMESAKE, updatedAt: '2026-11-23T20:00:00.000Z' });
  render(<NamesakeBiography />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(await screen.findByRole('heading', { level: 1, name: 'Shaheed Naik A. B.' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('namesake', expect.any(AbortSignal));
  // 20:00 UTC is 01:30 the next day in India, the school's calendar.
  const updated = screen.getByText(/^Last updated:/);
  expect(updated).toHaveTextContent('Last updated: 24 November 2026');
  expect(updated.closest('article')).toBeNull();
});

test('while the school has written nothing the page keeps a heading and says it is being set up', async () => {
  load.mockResolvedValue({ kind: 'namesake', content: NamesakeSchema.parse({}), updatedAt: null });
  render(<NamesakeBiography />);
  expect(await screen.findByText(BEING_SET_UP)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'About the martyr' })).toBeInTheDocument();
  expect(screen.queryByLabelText(/Language/)).toBeNull();
});

test('a failed load offers Retry, which loads again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockRejectedValueOnce(new Error('down')).mockResolvedValue({ kind: 'namesake', content: NAMESAKE, updatedAt: null });
  const user = userEvent.setup();
  render(<NamesakeBiography />);
  await user.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Shaheed Naik A. B.' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('on the Hindi site it starts in Hindi, its own words in Hindi; the dropdown still offers English, and a switch of the site’s language starts it over', async () => {
  const user = userEvent.setup();
  render(<Biography namesake={NAMESAKE} updatedAt="2026-11-23T20:00:00.000Z" />);
  await act(() => switchLanguage('hi'));
  const select = screen.getByRole('combobox', { name: 'भाषा' });
  expect(select).toHaveValue('hi');
  expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['अंग्रेज़ी', 'हिंदी']);
  expect(screen.getByRole('article')).toHaveAttribute('lang', 'hi');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('शहीद नायक ए. बी.');
  expect(screen.getByRole('complementary', { name: 'जीवन परिचय' })).toBeInTheDocument();
  expect(screen.getByText(/^अंतिम अद्यतन:/)).toHaveTextContent('अंतिम अद्यतन: 24 नवंबर 2026');

  await user.selectOptions(select, 'en');
  expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shaheed Naik A. B.');
  expect(within(screen.getByRole('complementary', { name: 'Biodata' })).getByRole('heading', { name: 'Biodata' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('en');

  await act(() => switchLanguage('en'));
  expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  await act(() => switchLanguage('hi'));
  expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
});
