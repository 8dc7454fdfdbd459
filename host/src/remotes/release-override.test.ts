import { session } from '@school/shared';
import type { RuntimeConfig } from '@school/shared/contracts/runtime-config';
import { setUpReleaseTabTests } from '../test-support/release-tab';
import { endOverrides, overrides } from './release-override';
import { takeOverride } from './take-override';

const config: RuntimeConfig = {
  API_URL: 'https://api.school.test/api',
  SchoolCode: '83181',
  remotes: {
    content: 'https://content.school.test/mf-manifest.json',
    schoolAdmin: 'https://admin.school.test/mf-manifest.json',
    providerAdmin: 'https://provider.school.test/mf-manifest.json',
  },
};

setUpReleaseTabTests();

const asProvider = () => session.startProviderSession({ token: 'provider-token', schoolUserId: 1 });

test('an anonymous visitor’s ?remote= is ignored', () => {
  takeOverride(config, '?remote=content@v2');
  expect(sessionStorage.getItem('releaseOverride')).toBeNull();
  expect(overrides()).toEqual({});
});

test('a school admin’s is ignored too: only a provider user tries releases', () => {
  session.startSchoolSession({ token: 'school-token', schoolId: 1, schoolCode: '83181' });
  takeOverride(config, '?remote=content@v2');
  expect(overrides()).toEqual({});
  session.endSchoolSession();
});

test('a provider user’s version or release address is kept for the tab, per remote, until they stop or log out', () => {
  asProvider();
  takeOverride(config, '?remote=content@v2');
  takeOverride(config, `?remote=schoolAdmin@${encodeURIComponent('https://content.school.test/releases/x/mf-manifest.json')}`);
  takeOverride(config, `?remote=providerAdmin@${encodeURIComponent('https://provider.school.test/releases/y/mf-manifest.json')}`);
  expect(overrides()).toEqual({
    content: 'v2',
    schoolAdmin: 'https://content.school.test/releases/x/mf-manifest.json',
    providerAdmin: 'https://provider.school.test/releases/y/mf-manifest.json',
  });
  session.endProviderSession();
  expect(overrides()).toEqual({});
  asProvider();
  endOverrides();
  expect(overrides()).toEqual({});
});

test.each([
  ['no remote', 'v2'],
  ['an unknown remote', 'host@v2'],
  ['a version that is a path', 'content@../v2'],
  ['an origin no remote has', `content@${encodeURIComponent('https://evil.test/releases/v2/mf-manifest.json')}`],
  ['an allowed origin but not a manifest', `content@${encodeURIComponent('https://content.school.test/releases/v2/remoteEntry.js')}`],
  ['not an address', 'content@javascript:alert(1)'],
])('a provider user’s ?remote= with %s is refused', (_, value) => {
  asProvider();
  takeOverride(config, `?remote=${value}`);
  expect(overrides()).toEqual({});
  expect(console.error).toHaveBeenCalled();
});
