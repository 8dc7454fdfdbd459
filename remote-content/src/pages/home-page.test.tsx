import { act, render, screen, waitFor, within } from '@testing-library/react';
import { loadHome, MemoryRouter, setConfig, setLanguage, setSite, switchLanguage } from '@school/shared';
import { HOME_KINDS, PAGES, type HomeDocument } from '@school/shared/contracts/pages';
import { SchoolProfileSchema } from '@school/shared/contracts/school-profile';
import { HomePage } from './home-page';

jest.mock('@school/shared', () => ({ ...jest.requireActual('@school/shared'), loadHome: jest.fn() }));
const load = jest.mocked(loadHome);
// The notice board loads on its own (its tests are features/notices'): here, a school without notices.
jest.mock('../features/notices/api/get-notice-board', () => ({ getNoticeBoard: jest.fn().mockResolvedValue({ items: [] }) }));

const en = (text: string) => ({ en: text, hi: '' });
const picture = (name: string, alt: string) => ({ path: `uploads/83181/pages/${name}`, width: 800, height: 600, alt: en(alt) });
const empty = { ...Object.fromEntries(HOME_KINDS.map((kind) => [kind, PAGES[kind].schema.parse({})])), updatedAt: null } as HomeDocument;

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));
beforeEach(() => {
  const profile = SchoolProfileSchema.parse({ banner: [picture('00000000-0000-4000-8000-000000000001.webp', 'The school gate')] });
  setSite({ status: 'found', site: { schoolCode: '83181', schoolName: 'A School', demoContent: false, profile } });
});

const showing = async (content: Partial<HomeDocument>) => {
  load.mockResolvedValue({ ...empty, ...content });
  render(<HomePage />, { wrapper: MemoryRouter });
  await screen.findByRole('heading', { level: 1, name: 'Welcome to A School' });
  // The sections have arrived once the loading line has gone.
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
};

test('the banner shows the school’s first picture under the welcome line, before the sections arrive', async () => {
  load.mockReturnValue(new Promise(() => undefined));
  render(<HomePage />, { wrapper: MemoryRouter });
  // CBSE's disclosure is a link near the top, there before the sections.
  expect(screen.getByRole('link', { name: 'Mandatory Public Disclosure' })).toHaveAttribute('href', '/mandatory-public-disclosure');
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome to A School' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'The school gate' })).toHaveAttribute('src', '/uploads/83181/pages/00000000-0000-4000-8000-000000000001.webp');
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
});

test('a school that filled in nothing: the site is being set up, no empty section, and the skip link still lands', async () => {
  // Saved, but with nothing in it: the page shows no words of the school's, so no date either.
  await showing({ updatedAt: '2026-11-24T06:00:00.000Z' });
  expect(screen.getByText('This site is being set up: the school has not published it yet.')).toBeInTheDocument();
  const board = screen.getByRole('region', { name: 'Notice Board' });
  expect(board).toHaveTextContent('There are no current notices.');
  expect(screen.queryAllByRole('region').filter((region) => region.tagName === 'SECTION' && region !== board && !region.classList.contains('home-banner'))).toEqual([]);
  expect(document.getElementById('AboutPmShri')).not.toBeNull();
  expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
});

test('each section the school filled in, in the spec’s order, with its words and pictures', async () => {
  await showing({
    vision: { description: en('Where we are going.'), vision: en('Every child learns.'), mission: en('') },
    dignitaries: { intro: en(''), people: [{ name: 'A. Officer', title: en('District Education Officer'), photo: picture('00000000-0000-4000-8000-000000000002.webp', 'A. Officer') }] },
    about: { place: en('On the ridge.'), picture: picture('00000000-0000-4000-8000-000000000003.webp', 'The campus'), about: en('A school of the hills.'), videoId: '', videoTitle: en('') },
    gallery: { pictures: [picture('00000000-0000-4000-8000-000000000004.webp', ''), picture('00000000-0000-4000-8000-000000000005.webp', 'Sports day')] },
    links: { links: [{ label: en('DIKSHA'), url: 'https://diksha.gov.in/', logo: { path: '', width: 0, height: 0, alt: en('') } }] },
  });
  const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(titles).toEqual(['Notice Board', 'Vision and Mission', 'Our Leadership', 'About the school', 'Photo Gallery', 'Useful Links']);

  const vision = screen.getByRole('region', { name: 'Vision and Mission' });
  expect(within(vision).getByText('Where we are going.')).toBeInTheDocument();
  expect(within(vision).getByRole('heading', { name: 'Our Vision' })).toBeInTheDocument();
  expect(within(vision).queryByRole('heading', { name: 'Our Mission' })).not.toBeInTheDocument();

  expect(within(screen.getByRole('region', { name: 'Our Leadership' })).getByRole('heading', { name: 'A. Officer' })).toBeInTheDocument();
  const about = screen.getByRole('region', { name: 'About the school' });
  expect(about).toHaveAttribute('id', 'AboutPmShri');
  expect(within(about).getByRole('tabpanel')).toHaveTextContent('On the ridge.');
  expect(within(about).queryByRole('link', { name: /Play video/ })).not.toBeInTheDocument();

  const gallery = screen.getByRole('region', { name: 'Photo Gallery' });
  // Each a link to its picture, which opens the viewer (the browser, where scripts are off); then View More.
  const links = within(gallery).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('aria-label') ?? link.textContent)).toEqual(['Picture 1', '', 'View More']);
  expect(links.slice(0, 2).map((link) => link.getAttribute('aria-haspopup'))).toEqual(['dialog', 'dialog']);
  expect(within(gallery).getByRole('link', { name: 'Sports day' })).toHaveAttribute('href', expect.stringMatching(/^\/uploads\//));
  expect(within(gallery).getByRole('link', { name: 'View More' })).toHaveAttribute('href', '/photos');

  expect(within(screen.getByRole('region', { name: 'Useful Links' })).getByRole('link', { name: 'DIKSHA (opens in a new tab)' })).toHaveAttribute('href', 'https://diksha.gov.in/');
  expect(screen.queryByText(/being set up/)).not.toBeInTheDocument();
});

test('the home page says when the latest of its sections changed, once, below them', async () => {
  await showing({ vision: { description: en(''), vision: en('Every child learns.'), mission: en('') }, updatedAt: '2026-11-24T06:00:00.000Z' });
  const updated = screen.getByText(/^Last updated:/);
  expect(updated).toHaveTextContent('Last updated: 24 November 2026');
  expect(updated.querySelector('time')).toHaveAttribute('datetime', '2026-11-24T06:00:00.000Z');
  expect(screen.getAllByText(/Last updated/)).toHaveLength(1);
});

test('a failed load says so and offers Retry', async () => {
  load.mockRejectedValue(new Error('offline'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<HomePage />, { wrapper: MemoryRouter });
  expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
});

describe('in Hindi', () => {
  afterEach(() => act(() => setLanguage('en')));

  test('the welcome line, the sections’ headings, the gallery’s and links’ words and the date are Hindi; the school’s words stay as it wrote them', async () => {
    await showing({
      vision: { description: en(''), vision: en('Every child learns.'), mission: en('') },
      gallery: { pictures: [picture('00000000-0000-4000-8000-000000000004.webp', '')] },
      links: { links: [{ label: en('DIKSHA'), url: 'https://diksha.gov.in/', logo: { path: '', width: 0, height: 0, alt: en('') } }] },
      updatedAt: '2026-11-24T06:00:00.000Z',
    });
    await act(() => switchLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1, name: 'A School में आपका स्वागत है' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['सूचना पट्ट', 'दृष्टि एवं लक्ष्य', 'फ़ोटो गैलरी', 'उपयोगी लिंक']);
    expect(screen.getByRole('heading', { level: 3, name: 'हमारी दृष्टि' })).toBeInTheDocument();
    expect(screen.getByText('Every child learns.').closest('[lang]')).toHaveAttribute('lang', 'en');
    const gallery = screen.getByRole('region', { name: 'फ़ोटो गैलरी' });
    expect(within(gallery).getByRole('link', { name: 'चित्र 1' })).toBeInTheDocument();
    expect(within(gallery).getByRole('link', { name: 'और देखें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DIKSHA (नए टैब में खुलता है)' })).toBeInTheDocument();
    expect(screen.getByText(/^अंतिम अद्यतन:/)).toHaveTextContent('अंतिम अद्यतन: 24 नवंबर 2026');
  });
});
