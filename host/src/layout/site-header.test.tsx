import { act, render, screen, within } from '@testing-library/react';
import { loadConfig, MemoryRouter, setConfig, setSite } from '@school/shared';
import { EMPTY_PROFILE, type SchoolProfile } from '@school/shared/contracts/school-profile';
import { SiteHeader } from './site-header';

const LOGO = 'uploads/83181/pages/0f9eab23-c8ab-46c6-b2d7-ced56a77fe40.webp';
const CONFIG = { API_URL: 'http://api.test/api', SchoolCode: '83181', remotes: { content: '', schoolAdmin: '', providerAdmin: '' } };

function renderHeader(profile: Partial<SchoolProfile>) {
  setSite({ status: 'found', site: { schoolCode: '83181', schoolName: 'PM SHRI Kendriya Vidyalaya', demoContent: false, profile: { ...EMPTY_PROFILE, ...profile } } });
  render(
    <MemoryRouter>
      <SiteHeader />
    </MemoryRouter>,
  );
  return { home: screen.getByRole('link', { name: 'PM SHRI Kendriya Vidyalaya' }) };
}

beforeEach(() => setConfig(CONFIG));

test('the school’s logo is shown beside its name, at its own size, in the link home', () => {
  const { home } = renderHeader({ logo: { path: LOGO, width: 512, height: 480, alt: { en: 'The school’s emblem', hi: '' } } });
  // Decorative beside the name (alt=""): the link is still named by the school's name alone.
  const logo = within(home).getByRole('presentation');
  expect(logo).toHaveAttribute('src', `/${LOGO}`);
  expect(logo).toHaveAttribute('alt', '');
  expect(logo).toHaveAttribute('width', '512');
  expect(logo).toHaveAttribute('height', '480');
  expect(home).toHaveAttribute('href', '/');
});

test('a school without a logo shows its name alone', () => {
  const { home } = renderHeader({});
  expect(within(home).queryByRole('presentation')).not.toBeInTheDocument();
  expect(within(home).queryByRole('img')).not.toBeInTheDocument();
});

test('on the page’s first load the logo shows once the site and its configuration have come', async () => {
  setConfig(null);
  setSite({ status: 'loading' });
  const logo = { path: LOGO, width: 512, height: 512, alt: { en: '', hi: '' } };
  const site = { schoolCode: '83181', schoolName: 'PM SHRI Kendriya Vidyalaya', demoContent: false, profile: { ...EMPTY_PROFILE, logo } };
  const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body });
  // jsdom has no fetch: /config.json, then /Site.
  global.fetch = jest.fn(async (url: string) => answer(url.includes('/Site?') ? site : CONFIG)) as unknown as typeof fetch;
  render(
    <MemoryRouter>
      <SiteHeader />
    </MemoryRouter>,
  );
  // The header renders as soon as the site is published, which loadConfig does once the
  // configuration is stored: the logo's address can be built at once.
  await act(() => loadConfig());
  const home = screen.getByRole('link', { name: 'PM SHRI Kendriya Vidyalaya' });
  expect(await within(home).findByRole('presentation')).toHaveAttribute('src', `/${LOGO}`);
});
