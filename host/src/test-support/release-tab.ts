import { session } from '@school/shared';

/**
 * What the tests of trying a release (the ?remote= override and its banner) need around each
 * test: a tab with nothing in its storage and no provider session left by the test before.
 * The console's errors are kept quiet: jsdom cannot navigate and says so there, where a
 * browser loads the page again (the browser test sees that).
 */
export function setUpReleaseTabTests(): void {
  beforeEach(() => {
    sessionStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    session.endProviderSession();
    jest.restoreAllMocks();
  });
}
