import { act, render, screen, within } from '@testing-library/react';
import { loadPage, MemoryRouter, setConfig, setLanguage, setSite, switchLanguage } from '@school/shared';
import { PolicySchema } from '@school/shared/contracts/pages';
import { EMPTY_PROFILE } from '@school/shared/contracts/school-profile';
import { Policy } from './policy-page';

jest.mock('@school/shared', () => ({ ...jest.requireActual('@school/shared'), loadPage: jest.fn() }));
const load = jest.mocked(loadPage);

const en = (text: string) => ({ en: text, hi: '' });

beforeAll(() => setConfig({ API_URL: 'http://api.test/api', SchoolCode: '83190', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } }));
beforeEach(() => {
  setSite({ status: 'found', site: { schoolCode: '83190', schoolName: 'Government Girls Inter College', demoContent: false, profile: EMPTY_PROFILE } });
});

const showing = async (kind: Parameters<typeof Policy>[0]['kind'], content: unknown, updatedAt: string | null) => {
  load.mockResolvedValue({ kind, content: PolicySchema.parse(content), updatedAt });
  render(<Policy kind={kind} />, { wrapper: MemoryRouter });
  return screen.findByRole('article', { name: (await screen.findByRole('heading', { level: 1 })).textContent ?? '' });
};

test('while the school has written nothing, the page shows the default text with the school’s name, and no date', async () => {
  const page = await showing('privacy', {}, '2026-11-01T00:00:00.000Z');
  expect(within(page).getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  expect(await within(page).findByText(/^This website of Government Girls Inter College does not automatically capture/)).toBeInTheDocument();
  expect(within(page).getByRole('region', { name: 'Cookies and tracking' })).toHaveTextContent('The website sets no cookies for visitors.');
  // A page of this site opens in the same tab.
  const feedback = within(within(page).getByRole('region', { name: 'Information you send' })).getByRole('link', { name: 'Feedback' });
  expect(feedback).toHaveAttribute('href', '/feedback');
  expect(feedback).not.toHaveAttribute('target');
  expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
  expect(screen.queryByText(/being set up/)).not.toBeInTheDocument();
});

test('help links the free readers’ official pages, each opening in a new tab, said so, and marked as not the Government’s', async () => {
  const page = await showing('help', {}, null);
  const files = within(page).getByRole('region', { name: 'Opening documents, pictures and videos' });
  const reader = within(files).getByRole('link', { name: 'Adobe Acrobat Reader (PDF documents) (external website, not of the Government: opens in a new tab)' });
  expect(reader).toHaveAttribute('href', 'https://get.adobe.com/reader/');
  expect(reader).toHaveAttribute('target', '_blank');
  expect(reader).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(reader).getByText('External website')).toHaveClass('ui-outside-mark');
  expect(within(files).getByRole('link', { name: 'VLC media player (MP4 and WebM videos) (external website, not of the Government: opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.videolan.org/vlc/',
  );
});

test('a link to a Government site opens in a new tab with no mark; one to another site is marked, in Hindi on a Hindi page', async () => {
  const links = [
    { label: { en: 'CBSE', hi: 'सीबीएसई' }, url: 'https://www.cbse.gov.in/' },
    { label: { en: 'Wikipedia', hi: 'विकिपीडिया' }, url: 'https://www.wikipedia.org/' },
  ];
  const page = await showing('terms', { sections: [{ heading: en('Sources'), text: en(''), links }] }, null);
  const cbse = within(page).getByRole('link', { name: 'CBSE (opens in a new tab)' });
  expect(cbse).toHaveAttribute('target', '_blank');
  expect(within(cbse).queryByText('External website')).not.toBeInTheDocument();
  const wikipedia = within(page).getByRole('link', { name: 'Wikipedia (external website, not of the Government: opens in a new tab)' });
  expect(within(wikipedia).getByText('External website')).toHaveAttribute('aria-hidden', 'true');
  await act(() => switchLanguage('hi'));
  expect(within(page).getByRole('link', { name: 'सीबीएसई (नए टैब में खुलता है)' })).toBeInTheDocument();
  const hindi = within(page).getByRole('link', { name: 'विकिपीडिया (बाहरी वेबसाइट, सरकार की नहीं: नए टैब में खुलता है)' });
  expect(within(hindi).getByText('बाहरी वेबसाइट')).toHaveClass('ui-outside-mark');
  act(() => setLanguage('en'));
});

test('the school’s own text replaces the default entirely, with the date it was saved', async () => {
  const page = await showing(
    'privacy',
    { intro: en('Our privacy policy.'), sections: [{ heading: { en: '', hi: 'कुकीज़' }, text: en('None at all.'), links: [{ label: en(''), url: 'https://example.org/law' }] }] },
    '2026-11-24T10:00:00.000Z',
  );
  expect(within(page).getByText('Our privacy policy.')).toBeInTheDocument();
  expect(within(page).queryByText(/does not automatically capture/)).not.toBeInTheDocument();
  const section = within(page).getByRole('region', { name: 'कुकीज़' });
  expect(within(section).getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'hi');
  // A link the school left without words shows its address.
  expect(within(section).getByRole('link', { name: 'https://example.org/law (external website, not of the Government: opens in a new tab)' })).toBeInTheDocument();
  const updated = within(page).getByText(/^Last updated:/);
  expect(updated).toHaveTextContent('Last updated: 24 November 2026');
  expect(within(updated).getByText('24 November 2026').tagName).toBe('TIME');
  expect(within(updated).getByText('24 November 2026')).toHaveAttribute('datetime', '2026-11-24T10:00:00.000Z');
});

test('loading, then a failure with Retry: never the default while the school’s own words may exist', async () => {
  load.mockRejectedValue(new Error('offline'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<Policy kind="terms" />, { wrapper: MemoryRouter });
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
  expect(screen.queryByText(/published by/)).not.toBeInTheDocument();
});

test('in Hindi, the heading is the page’s Hindi name and the school’s words carry a Hindi date', async () => {
  await showing('terms', { intro: { en: 'Our own terms.', hi: 'हमारी अपनी शर्तें।' } }, '2026-11-23T20:00:00.000Z');
  await act(() => switchLanguage('hi'));
  const page = screen.getByRole('article', { name: 'नियम और शर्तें' });
  expect(within(page).getByText('हमारी अपनी शर्तें।')).toBeInTheDocument();
  expect(within(page).getByText(/^अंतिम अद्यतन:/)).toHaveTextContent('अंतिम अद्यतन: 24 नवंबर 2026');
  act(() => setLanguage('en'));
});
