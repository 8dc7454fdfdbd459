import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoPanel } from './video-panel';

test('the player exists only after Play video, from the privacy-enhanced YouTube domain, titled and focused', async () => {
  const { container } = render(<VideoPanel id="abcdefghijk" title={{ en: 'A tour of the school', hi: '' }} />);
  expect(container.querySelector('iframe')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: /^Play video/ }));

  const player = container.querySelector('iframe');
  expect(player).not.toBeNull();
  expect(player?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abcdefghijk\?autoplay=1/);
  expect(player).toHaveAttribute('title', 'A tour of the school');
  expect(player).toHaveFocus();
  expect(screen.queryByRole('button', { name: /^Play video/ })).not.toBeInTheDocument();
});
