import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, setLanguage, switchLanguage } from '@school/shared';
import { SitemapPage } from './sitemap-page';

test('the sitemap lists every public page as a link: the menu’s entries and groups, then the pages the menu does not show', () => {
  render(<SitemapPage />, { wrapper: MemoryRouter });
  const page = screen.getByRole('article', { name: 'Sitemap' });
  const top = within(page).getAllByRole('list')[0]!;
  const entries = within(top).getAllByRole('listitem').filter((item) => item.parentElement === top);
  expect(entries.map((item) => item.firstElementChild?.textContent)).toEqual([
    'Home',
    'About Us',
    'About the martyr',
    'Staff Details',
    'Gallery',
    'Mandatory Disclosure',
    'Alumni',
    'Faqs',
    'Notices',
    'Notices archive',
    'More about the school',
    'About this website',
  ]);
  const about = entries[1]!;
  expect(within(about).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['School History', '/schoolHistory'],
    ["Principal's Message", '/principalMessage'],
  ]);
  const website = entries.at(-1)!;
  expect(within(website).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  expect(within(website).getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap');
  expect(within(page).getByRole('link', { name: 'Certifications/Approvals' })).toHaveAttribute('href', '/certificates_&_Approvals');
});

test('in Hindi, the heading, the groups and every page are named in Hindi, each at its Hindi address', async () => {
  render(<SitemapPage />, { wrapper: MemoryRouter });
  await act(() => switchLanguage('hi'));
  const page = screen.getByRole('article', { name: 'साइटमैप' });
  expect(within(page).getByText('अनिवार्य प्रकटीकरण')).toBeInTheDocument();
  expect(within(page).getByRole('link', { name: 'मुखपृष्ठ' })).toHaveAttribute('href', '/?lang=hi');
  expect(within(page).getByRole('link', { name: 'सूचना का अधिकार (RTI)' })).toHaveAttribute('href', '/rti?lang=hi');
  expect(within(page).getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/privacy-policy?lang=hi');
  // No page is left with its English name.
  expect(within(page).getAllByRole('link').filter((link) => !/\p{Script=Devanagari}/u.test(link.textContent ?? ''))).toEqual([]);
  act(() => setLanguage('en'));
});
