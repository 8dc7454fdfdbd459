import { act, render, screen } from '@testing-library/react';
import { prepareCatalog, setLanguage } from '@school/shared';
import { contentCatalog } from '../../../i18n/content-strings';
import { LinkTile, type UsefulLink } from './link-tile';

const NO_LOGO = { path: '', width: 0, height: 0, alt: { en: '', hi: '' } };
const tile = (label: string, url: string): UsefulLink => ({ label: { en: label, hi: '' }, url, logo: NO_LOGO });

afterEach(() => act(() => setLanguage('en')));

test('a Government site’s tile opens in a new tab, said only to screen readers: no mark', () => {
  render(<LinkTile link={tile('SWAYAM', 'https://swayam.gov.in/')} index={0} />);
  const link = screen.getByRole('link', { name: 'SWAYAM (opens in a new tab)' });
  expect(link).toHaveAttribute('href', 'https://swayam.gov.in/');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveClass('home-link-tile', 'home-link-tile-deep');
  expect(screen.queryByText('External website')).not.toBeInTheDocument();
});

test('another site’s tile shows "External website" under its name, and its name says it leaves the Government’s sites', () => {
  render(<LinkTile link={tile('Khan Academy', 'https://www.khanacademy.org/')} index={1} />);
  const link = screen.getByRole('link', { name: 'Khan Academy (external website, not of the Government: opens in a new tab)' });
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link).toHaveClass('home-link-tile', 'home-link-tile-wave');
  expect(screen.getByText('External website')).toHaveClass('ui-outside-mark');
  // The site's address stands in for the missing logo, as before.
  expect(screen.getByText('khanacademy.org')).toHaveAttribute('aria-hidden', 'true');
});

test('in Hindi, the mark and the sentence are the content catalog’s Hindi', async () => {
  act(() => setLanguage('hi'));
  await prepareCatalog(contentCatalog);
  render(<LinkTile link={tile('Khan Academy', 'https://www.khanacademy.org/')} index={0} />);
  expect(screen.getByRole('link', { name: 'Khan Academy (बाहरी वेबसाइट, सरकार की नहीं: नए टैब में खुलता है)' })).toBeInTheDocument();
  expect(screen.getByText('बाहरी वेबसाइट')).toHaveClass('ui-outside-mark');
  expect(screen.queryByText(/External website|opens in a new tab/)).not.toBeInTheDocument();
});
