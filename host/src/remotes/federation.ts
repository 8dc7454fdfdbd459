import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadConfig } from '@school/shared';
import type { RemoteName } from '@school/shared/contracts/runtime-config';
import { hostRemotes } from '@school/tooling/federation-remotes';
import { linksStyleOf, takeReadManifest } from '../prerendered-page';
import { integrityOf, isSwitchedOff, releasesReady, remoteTarget } from './releases';

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
    // A registered release's manifest is checked against the integrity it was registered with.
    fetch: (url: string, init?: RequestInit) => {
      const answer = takeReadManifest(url);
      if (answer) return Promise.resolve(answer);
      const integrity = integrityOf(url);
      return integrity ? fetch(url, { ...init, integrity }) : undefined;
    },
    beforePreloadRemote: ({ preloadOps }: { preloadOps: { filter?: (url: string) => boolean }[] }) => {
      for (const op of preloadOps) {
        const filter = op.filter;
        op.filter = (url) => !linksStyleOf(url) && (filter?.(url) ?? true);
      }
    },
  },
]);

/** The manifest each remote is registered with in the federation runtime, and those whose last load failed. */
const registered = new Map<RemoteName, string>();
const failed = new Set<RemoteName>();
/** Remotes that loaded: kept at their build for the page's life, whatever the channels say later. */
const loaded = new Set<RemoteName>();

/**
 * Loads a module a remote exposes (`app`, or an extension module), registering the remote on
 * first use with the build its release channel gives this browser (releases.ts). A loaded remote
 * is never swapped under the page; one not loaded yet takes the channel's latest choice. After a
 * failed load the remote is registered afresh, which drops whatever the failed attempt left
 * cached in the federation runtime, so Retry really fetches again.
 */
export async function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  // Each remote's federation name and the modules the host may load from it: the host's contract,
  // which every release of a remote is checked against. A module missing there could be missing
  // from a release that passed the check, so it is not loaded at all: add it to the contract.
  const { name, exposes } = hostRemotes[remote];
  if (!exposes.includes(expose)) throw new Error(`${remote}/${expose} is not in the host's contract (tooling/federation-remotes.mjs)`);
  const config = await loadConfig();
  if (!config) throw new Error('The site configuration could not be loaded');
  await releasesReady(config);
  const kept = loaded.has(remote) ? registered.get(remote) : undefined;
  // A remote the provider switched off: its area says it is under maintenance, and nothing of it loads.
  if (!kept && isSwitchedOff(remote)) throw new Error(`The ${name} remote is switched off`);
  const entry = kept ?? remoteTarget(config, remote).entry;
  if (registered.get(remote) !== entry || failed.has(remote)) {
    registerRemotes([{ name, entry }], { force: registered.has(remote) });
    registered.set(remote, entry);
    failed.delete(remote);
  }
  try {
    const module = await withTimeout(loadRemote<T>(`${name}/${expose}`), config.REMOTE_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS, `The ${name} remote`);
    if (!module) throw new Error(`The ${name} remote has no module ${expose}`);
    loaded.add(remote);
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
