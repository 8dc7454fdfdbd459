import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { OutsideLink } from './outside-link';

const WORDS = { newTab: '(opens in a new tab)', external: 'External website', leaving: '(external website, not of the Government: opens in a new tab)' };

const link = (href: string, words = WORDS) => (
  <OutsideLink href={href} words={words} className="tile">
    Portal
  </OutsideLink>
);

test('a Government site’s link opens in a new tab, said only to screen readers, with no mark', () => {
  render(link('https://swayam.gov.in/'));
  const portal = screen.getByRole('link', { name: 'Portal (opens in a new tab)' });
  expect(portal).toHaveAttribute('href', 'https://swayam.gov.in/');
  expect(portal).toHaveAttribute('target', '_blank');
  expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
  expect(portal).toHaveClass('tile');
  expect(portal).toHaveTextContent(/^Portal \(opens in a new tab\)$/);
  expect(screen.getByText('(opens in a new tab)')).toHaveClass('ui-visually-hidden');
  expect(screen.queryByText('External website')).not.toBeInTheDocument();
});

test('another site’s link shows "External website" after its words, and its name says it leaves the Government’s sites', () => {
  render(link('https://www.facebook.com/school83181'));
  const portal = screen.getByRole('link', { name: 'Portal (external website, not of the Government: opens in a new tab)' });
  expect(portal).toHaveAttribute('target', '_blank');
  expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
  // The mark is seen, not heard twice: the hidden sentence says it.
  const mark = screen.getByText('External website');
  expect(mark).toHaveClass('ui-outside-mark');
  expect(mark).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByText('(external website, not of the Government: opens in a new tab)')).toHaveClass('ui-visually-hidden');
  expect(portal).toHaveTextContent(/^Portal External website \(external website, not of the Government: opens in a new tab\)$/);
});

test('the words are the caller’s: a Hindi page passes its own', () => {
  render(link('https://example.org/', { newTab: '(नए टैब में खुलता है)', external: 'बाहरी वेबसाइट', leaving: '(बाहरी वेबसाइट, सरकार की नहीं: नए टैब में खुलता है)' }));
  expect(screen.getByRole('link', { name: 'Portal (बाहरी वेबसाइट, सरकार की नहीं: नए टैब में खुलता है)' })).toBeInTheDocument();
  expect(screen.getByText('बाहरी वेबसाइट')).toBeVisible();
});

test('the server’s HTML holds the mark and the sentence: a prerendered page shows them with scripts off', () => {
  expect(renderToString(link('https://example.org/'))).toBe(
    '<a class="tile" href="https://example.org/" target="_blank" rel="noopener noreferrer">Portal<span class="ui-outside-mark" aria-hidden="true"> <!-- -->External website</span><span class="ui-visually-hidden"> <!-- -->(external website, not of the Government: opens in a new tab)</span></a>',
  );
  expect(renderToString(link('https://ncert.nic.in/'))).toBe(
    '<a class="tile" href="https://ncert.nic.in/" target="_blank" rel="noopener noreferrer">Portal<span class="ui-visually-hidden"> <!-- -->(opens in a new tab)</span></a>',
  );
});
