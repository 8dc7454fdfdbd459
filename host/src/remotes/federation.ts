import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadConfig } from '@school/shared';
import type { RemoteName } from '@school/shared/contracts/runtime-config';
import { hostRemotes } from '@school/tooling/federation-remotes';
import { linksStyleOf, takeReadManifest } from '../prerendered-page';

/** How long a remote may take before its area says it is unavailable. */
const DEFAULT_TIMEOUT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

// A prerendered page (prerendered-page.ts): its start has read the content remote's manifest
// already, and the page links the remote's style sheets (from its own origin), which the
// runtime would otherwise load again, by their remote address, when it loads the remote.
registerPlugins([
  {
    name: 'prerendered-page',
    fetch: (url: string) => {
      const answer = takeReadManifest(url);
      return answer ? Promise.resolve(answer) : undefined;
    },
    beforePreloadRemote: ({ preloadOps }: { preloadOps: { filter?: (url: string) => boolean }[] }) => {
      for (const op of preloadOps) {
        const filter = op.filter;
        op.filter = (url) => !linksStyleOf(url) && (filter?.(url) ?? true);
      }
    },
  },
]);

/** Remotes registered with the federation runtime, and those whose last load failed. */
const registered = new Set<RemoteName>();
const failed = new Set<RemoteName>();

/**
 * Loads a module a remote exposes (`app`, or an extension module), registering the remote from
 * /config.json on first use. After a failed load the remote is registered afresh, which drops
 * whatever the failed attempt left cached in the federation runtime, so Retry really fetches again.
 */
export async function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  // Each remote's federation name and the modules the host may load from it: the host's contract,
  // which every release of a remote is checked against. A module missing there could be missing
  // from a release that passed the check, so it is not loaded at all: add it to the contract.
  const { name, exposes } = hostRemotes[remote];
  if (!exposes.includes(expose)) throw new Error(`${remote}/${expose} is not in the host's contract (tooling/federation-remotes.mjs)`);
  const config = await loadConfig();
  if (!config) throw new Error('The site configuration could not be loaded');
  if (!registered.has(remote) || failed.has(remote)) {
    registerRemotes([{ name, entry: config.remotes[remote] }], { force: registered.has(remote) });
    registered.add(remote);
    failed.delete(remote);
  }
  try {
    const module = await withTimeout(loadRemote<T>(`${name}/${expose}`), config.REMOTE_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS, `The ${name} remote`);
    if (!module) throw new Error(`The ${name} remote has no module ${expose}`);
    return module;
  } catch (error) {
    failed.add(remote);
    throw error;
  }
}

/** The one module a remote exposes to the host: its app, which renders its routes. */
export async function loadRemoteApp(remote: RemoteName): Promise<ComponentType> {
  const module = await loadRemoteModule<{ default?: ComponentType }>(remote, 'app');
  if (!module.default) throw new Error(`The ${hostRemotes[remote].name} remote has no app to show`);
  return module.default;
}
