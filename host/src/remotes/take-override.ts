import { session } from '@school/shared';
import { browserStorage } from '@school/shared/browser-storage';
import { RELEASE_VERSION } from '@school/shared/contracts/release-version';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@school/shared/contracts/runtime-config';
import { OVERRIDE_KEY, overrides } from './release-override';
import { isRemoteManifest } from './remote-manifest';

/**
 * A manifest address a provider user may load: a manifest's, on one of the remotes' origins (the
 * only ones the page's Content-Security-Policy lets it load code from).
 */
function allowedAddress(config: RuntimeConfig, value: string): boolean {
  try {
    return isRemoteManifest(config, new URL(value));
  } catch {
    return false;
  }
}

/** Keeps the page address's `?remote=` for this tab, when a provider user asked for something loadable. */
export function takeOverride(config: RuntimeConfig, search = window.location.search): void {
  const asked = new URLSearchParams(search).get('remote');
  if (!asked || !session.get().providerToken) return;
  const at = asked.indexOf('@');
  const remote = asked.slice(0, at) as RemoteName;
  const value = asked.slice(at + 1);
  if (at < 0 || !REMOTE_NAMES.includes(remote) || !(RELEASE_VERSION.test(value) || allowedAddress(config, value))) {
    console.error(`?remote=${asked} is not <remote>@<version> or a release's manifest on an allowed origin: ignored`);
    return;
  }
  browserStorage('sessionStorage')?.setItem(OVERRIDE_KEY, JSON.stringify({ ...overrides(), [remote]: value }));
}
