import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@school/shared';
import { setUpReleaseTabTests } from '../test-support/release-tab';
import { ReleaseOverrideBanner } from './release-override-banner';

const tried = JSON.stringify({ content: 'v2', schoolAdmin: 'https://admin.school.test/releases/x/mf-manifest.json' });
setUpReleaseTabTests();

test('a visitor sees nothing, even with a try left in the tab’s storage', () => {
  sessionStorage.setItem('releaseOverride', tried);
  const { container } = render(<ReleaseOverrideBanner />);
  expect(container).toBeEmptyDOMElement();
});

test('a provider user trying releases is told which, and Stop trying ends the try', async () => {
  session.startProviderSession({ token: 'provider-token', schoolUserId: 1 });
  sessionStorage.setItem('releaseOverride', tried);
  render(<ReleaseOverrideBanner />);
  const banner = screen.getByRole('region', { name: 'Release being tried' });
  expect(banner).toHaveTextContent('This tab loads content@v2, schoolAdmin@https://admin.school.test/releases/x/mf-manifest.json to try it. Visitors do not see it.');

  await act(() => userEvent.click(screen.getByRole('button', { name: 'Stop trying' })));
  expect(sessionStorage.getItem('releaseOverride')).toBeNull();
});
