import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoPanel } from './video-panel';

test('the player exists only after Play video, from the privacy-enhanced YouTube domain, titled and focused', async () => {
  const { container } = render(<VideoPanel id="abcdefghijk" title={{ en: 'A tour of the school', hi: '' }} />);
  expect(container.querySelector('iframe')).toBeNull();
  // A link to the player, which the browser opens where scripts are off.
  const play = screen.getByRole('link', { name: /^Play video/ });
  expect(play).toHaveAttribute('href', 'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&rel=0');

  await userEvent.click(play);

  const player = container.querySelector('iframe');
  expect(player).not.toBeNull();
  expect(player?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abcdefghijk\?autoplay=1/);
  expect(player).toHaveAttribute('title', 'A tour of the school');
  expect(player).toHaveFocus();
  expect(screen.queryByRole('link', { name: /^Play video/ })).not.toBeInTheDocument();
});
