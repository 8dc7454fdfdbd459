import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, prepareCatalog, setLanguage, setSite, siteMapCatalog } from '@school/shared';
import { EMPTY_PROFILE, type SchoolProfile } from '@school/shared/contracts/school-profile';
import { hostCatalog } from '../i18n/host-strings';
import { SiteFooter } from './site-footer';

function renderFooter(social: SchoolProfile['social'], contact: Partial<SchoolProfile> = {}) {
  setSite({ status: 'found', site: { schoolCode: '83181', schoolName: 'PM SHRI Kendriya Vidyalaya', demoContent: false, profile: { ...EMPTY_PROFILE, ...contact, social } } });
  render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
}

afterEach(() => act(() => setLanguage('en')));

test('the school’s social media pages are listed under Follow Us, each opening in a new tab, marked as not the Government’s', () => {
  renderFooter([
    { name: 'Facebook', url: 'https://www.facebook.com/school83181' },
    { name: 'YouTube', url: 'https://www.youtube.com/@school83181' },
  ]);
  const follow = screen.getByRole('region', { name: 'Follow Us' });
  const links = within(follow).getAllByRole('link');
  const leaving = '(external website, not of the Government: opens in a new tab)';
  expect(links.map((link) => link.textContent)).toEqual([`Facebook External website ${leaving}`, `YouTube External website ${leaving}`]);
  const facebook = within(follow).getByRole('link', { name: `Facebook ${leaving}` });
  expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/school83181');
  expect(facebook).toHaveAttribute('target', '_blank');
  expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(facebook).getByText(leaving)).toHaveClass('ui-visually-hidden');
  expect(within(facebook).getByText('External website')).toHaveClass('ui-outside-mark');
});

test('a page on a Government site (a school of the Kendriya Vidyalaya Sangathan’s, say) has no mark, only "(opens in a new tab)" for screen readers', () => {
  renderFooter([{ name: 'KVS', url: 'https://kvsangathan.nic.in/' }]);
  const follow = screen.getByRole('region', { name: 'Follow Us' });
  const kvs = within(follow).getByRole('link', { name: 'KVS (opens in a new tab)' });
  expect(kvs).toHaveAttribute('target', '_blank');
  expect(within(kvs).getByText('(opens in a new tab)')).toHaveClass('ui-visually-hidden');
  expect(within(follow).queryByText('External website')).not.toBeInTheDocument();
});

test('in Hindi, the mark and the sentence are the host’s Hindi', async () => {
  act(() => setLanguage('hi'));
  // The footer's page names come from the site map's catalog (decision 006).
  await Promise.all([hostCatalog, siteMapCatalog].map(prepareCatalog));
  renderFooter([{ name: 'Facebook', url: 'https://www.facebook.com/school83181' }]);
  const follow = screen.getByRole('region', { name: 'हमें फ़ॉलो करें' });
  const facebook = within(follow).getByRole('link', { name: 'Facebook (बाहरी वेबसाइट, सरकार की नहीं: नए टैब में खुलता है)' });
  expect(within(facebook).getByText('बाहरी वेबसाइट')).toHaveClass('ui-outside-mark');
});

test('a link without an address is left off, and one without a name shows its address', () => {
  renderFooter([
    { name: 'Instagram', url: '' },
    { name: '', url: 'https://x.com/school83181' },
  ]);
  const follow = screen.getByRole('region', { name: 'Follow Us' });
  expect(within(follow).getAllByRole('link')).toHaveLength(1);
  expect(within(follow).getByRole('link', { name: 'https://x.com/school83181 (external website, not of the Government: opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://x.com/school83181',
  );
});

test('a school without social media pages has no Follow Us part', () => {
  renderFooter([]);
  expect(screen.getByRole('heading', { name: 'Quick Links' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Follow Us' })).not.toBeInTheDocument();
});

test('the school’s address, email and phone are under Contact; a school that filled in none has no Contact part', () => {
  renderFooter([], { address: { en: 'Main Road\n\nHill District', hi: '' }, email: 'office@school.example', phone: '+91 98765 43210' });
  const contact = screen.getByRole('region', { name: 'Contact' });
  expect(within(contact).getByText('Main Road')).toBeInTheDocument();
  expect(within(contact).getByText('Hill District')).toBeInTheDocument();
  expect(within(contact).getByRole('link', { name: 'office@school.example' })).toHaveAttribute('href', 'mailto:office@school.example');
  expect(within(contact).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  cleanup();

  renderFooter([]);
  expect(screen.getByRole('heading', { name: 'Quick Links' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Contact' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Contact' })).not.toBeInTheDocument();
});

test('every page links the site’s policies, help, contact, feedback and sitemap', () => {
  renderFooter([]);
  const website = screen.getByRole('navigation', { name: 'About this website' });
  expect(within(website).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Copyright Policy', '/copyright-policy'],
    ['Hyperlinking Policy', '/hyperlinking-policy'],
    ['Privacy Policy', '/privacy-policy'],
    ['Terms and Conditions', '/terms-and-conditions'],
    ['Content Moderation and Approval Policy', '/content-moderation-policy'],
    ['Accessibility Statement', '/accessibility-statement'],
    ['Help', '/help'],
    ['Contact Us', '/contact'],
    ['Feedback', '/feedback'],
    ['Sitemap', '/sitemap'],
  ]);
  // Pages of this site: in the same tab.
  for (const link of within(website).getAllByRole('link')) expect(link).not.toHaveAttribute('target');
});
