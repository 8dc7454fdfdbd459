import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, setLanguage, useLocation } from '@school/shared';
import { LanguageSwitch } from './language-switch';
import { useLanguageAddress } from './use-language-address';

/** The switch and the address hook, as the layout has them, with the address shown. */
function Page() {
  useLanguageAddress();
  const { pathname, search } = useLocation();
  return (
    <>
      <LanguageSwitch />
      <output aria-label="Address">{pathname + search}</output>
    </>
  );
}

const renderAt = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Page />
    </MemoryRouter>,
  );

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

afterEach(() => {
  act(() => setLanguage('en'));
  localStorage.clear();
});

test('offers this page in English and in Hindi, each link named in its own language', () => {
  renderAt('/faqs?q=1');
  const nav = screen.getByRole('navigation', { name: 'Language' });
  const hindi = within(nav).getByRole('link', { name: 'हिंदी' });
  expect(hindi).toHaveAttribute('href', '/faqs?q=1&lang=hi');
  expect(hindi).toHaveAttribute('lang', 'hi');
  expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
});

test('choosing Hindi shows the page in Hindi at a ?lang=hi address and keeps the choice; English removes the mark', async () => {
  renderAt('/faqs');
  await userEvent.click(screen.getByRole('link', { name: 'हिंदी' }));
  const nav = await screen.findByRole('navigation', { name: 'भाषा' });
  expect(within(nav).getByRole('link', { name: 'हिंदी' })).toHaveAttribute('aria-current', 'true');
  expect(document.documentElement.lang).toBe('hi');
  expect(address()).toBe('/faqs?lang=hi');
  expect(localStorage.getItem('siteLanguage')).toBe('hi');

  await userEvent.click(within(nav).getByRole('link', { name: 'English' }));
  await screen.findByRole('navigation', { name: 'Language' });
  await waitFor(() => expect(address()).toBe('/faqs'));
  expect(document.documentElement.lang).toBe('en');
});

test('a page opened without a mark, by a visitor who chose Hindi, is Hindi and says so in its address', async () => {
  act(() => setLanguage('hi'));
  renderAt('/rti');
  await waitFor(() => expect(address()).toBe('/rti?lang=hi'));
  expect(await screen.findByRole('navigation', { name: 'भाषा' })).toBeInTheDocument();
});
