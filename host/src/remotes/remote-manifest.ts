import type { RuntimeConfig } from '@school/shared/contracts/runtime-config';

/** The remotes' origins, from config.json's addresses (which may be relative to the page). */
const remoteOrigins = (config: RuntimeConfig): string[] =>
  Object.values(config.remotes).map((address) => new URL(address, window.location.href).origin);

/** Whether `url` is a remote's manifest: on one of the remotes' origins, ending in mf-manifest.json. */
export const isRemoteManifest = (config: RuntimeConfig, url: URL): boolean =>
  remoteOrigins(config).includes(url.origin) && url.pathname.endsWith('/mf-manifest.json');
