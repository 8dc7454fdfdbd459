import type { RemoteName } from '../contracts/runtime-config';

/**
 * The host owns the federation runtime and knows where each remote lives. A remote that
 * needs a module of another remote (the school admin's controls that plug into the public
 * lists) asks through here, so remotes never import each other and never learn addresses.
 */
export type RemoteModuleLoader = <T>(remote: RemoteName, expose: string) => Promise<T>;

let loader: RemoteModuleLoader | null = null;

/** Called once by the host at start-up. */
export function provideRemoteModules(load: RemoteModuleLoader): void {
  loader = load;
}

export function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  if (!loader) return Promise.reject(new Error(`No host provides remote modules: cannot load ${remote}/${expose}`));
  return loader<T>(remote, expose);
}
