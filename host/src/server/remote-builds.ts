import type { ComponentType } from 'react';
import type { RemoteName } from '@school/shared/contracts/runtime-config';

/**
 * The renderer's stand-in for remotes/federation.ts (its server build puts this module in that
 * one's place, tooling/webpack-server.mjs): a remote's app comes from the server build the
 * renderer loaded, not over the network. Only the content remote is ever prerendered.
 */
const apps = new Map<RemoteName, ComponentType>();

/** The app of a remote's server build, for the renders that follow. */
export function provideServerRemote(remote: RemoteName, app: ComponentType): void {
  apps.set(remote, app);
}

export async function loadRemoteApp(remote: RemoteName): Promise<ComponentType> {
  const app = apps.get(remote);
  if (!app) throw new Error(`No server build of the ${remote} remote is loaded`);
  return Promise.resolve(app);
}

/** Extension modules (the admin controls on public pages) are a logged-in staff member's: none in a visitor's page. */
export async function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  return Promise.reject(new Error(`${remote}/${expose} is not prerendered`));
}
