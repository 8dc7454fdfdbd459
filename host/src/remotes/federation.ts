import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadConfig } from '@school/shared';
import type { RemoteName } from '@school/shared/contracts/runtime-config';

/** Federation names, as each remote's webpack configuration declares them. */
const FEDERATION_NAME: Record<RemoteName, string> = {
  content: 'content',
  schoolAdmin: 'school_admin',
  providerAdmin: 'provider_admin',
};

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

/**
 * Loads the one module a remote exposes, `./app`, registering the remote from /config.json.
 * Registration is forced on every call (callers keep a successful load), which drops whatever
 * a failed attempt left cached in the federation runtime, so Retry really fetches again.
 */
export async function loadRemoteApp(remote: RemoteName): Promise<ComponentType> {
  const config = await loadConfig();
  if (!config) throw new Error('The site configuration could not be loaded');
  const name = FEDERATION_NAME[remote];
  registerRemotes([{ name, entry: config.remotes[remote] }], { force: true });

  const module = await withTimeout(
    loadRemote<{ default: ComponentType }>(`${name}/app`),
    config.REMOTE_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS,
    `The ${name} remote`,
  );
  if (!module?.default) throw new Error(`The ${name} remote has no app to show`);
  return module.default;
}
