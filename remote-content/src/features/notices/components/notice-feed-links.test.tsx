import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, setLanguage, switchLanguage } from '@school/shared';
import { NoticeFeedLinks } from './notice-feed-links';

afterEach(() => act(() => setLanguage('en')));

test('the RSS feed is a visible link and is named in the document’s head for feed readers', () => {
  render(<NoticeFeedLinks other="archive" />, { wrapper: MemoryRouter });
  expect(screen.getByRole('link', { name: 'RSS feed of the notices' })).toHaveAttribute('href', '/notices.rss');
  expect(document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/notices.rss');
  expect(screen.getByRole('link', { name: 'Notices archive' })).toHaveAttribute('href', '/notices/archive');
});

test('on a Hindi page, the Hindi feed', async () => {
  await act(() => switchLanguage('hi'));
  render(<NoticeFeedLinks other="current" />, { wrapper: MemoryRouter });
  expect(await screen.findByRole('link', { name: 'सूचनाओं की RSS फ़ीड' })).toHaveAttribute('href', '/notices.rss?lang=hi');
  expect(screen.getByRole('link', { name: 'वर्तमान सूचनाएँ' })).toHaveAttribute('href', '/notices?lang=hi');
});
