import { loadConfig } from '@school/shared';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@school/shared/contracts/runtime-config';
import { markOfflineCopy } from './offline-copies';

/** What public/sw.js posts when it answered a remote's file from its kept copy. */
const OFFLINE_COPY = 'remote-offline-copy';

const isRemoteName = (value: unknown): value is RemoteName => REMOTE_NAMES.some((name) => name === value);

/**
 * The worker's address: /sw.js with the remotes' origins, the only ones it handles, and the API's,
 * which it never handles. A change of origins is a new address, hence a new worker.
 */
export function workerUrl(config: RuntimeConfig): string {
  const origins = new URLSearchParams();
  for (const [remote, address] of Object.entries(config.remotes)) origins.set(remote, new URL(address, location.href).origin);
  origins.set('api', new URL(config.API_URL, location.href).origin);
  return `/sw.js?${origins}`;
}

/** The remotes' manifests this page loaded, as the browser's resource timing lists them. */
function manifestsLoaded(config: RuntimeConfig): string[] {
  const origins = new Set(Object.values(config.remotes).map((address) => new URL(address, location.href).origin));
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => origins.has(new URL(url).origin) && new URL(url).pathname.endsWith('/mf-manifest.json'));
}

/** Once the page has loaded and the browser is idle: the worker never competes with the page's first paint. */
function whenSettled(then: () => void): void {
  // Safari has no requestIdleCallback.
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(then, { timeout: 5000 }) : setTimeout(then, 1000));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

async function register(): Promise<void> {
  const config = await loadConfig();
  if (!config) return;
  const container = navigator.serviceWorker;
  await container.register(workerUrl(config), { scope: '/' });
  // A first visit's page loaded its remotes before the worker was there: it names the manifests
  // it rendered with, and the worker keeps those versions. A controlled page's went through it.
  if (container.controller) return;
  const ready = await container.ready;
  ready.active?.postMessage({ type: 'rendered', manifests: manifestsLoaded(config) });
}

/**
 * The service worker that keeps the remotes' last known good (public/sw.js): what it says is
 * heard from the start, before the first remote loads; in a production build it is registered
 * once the page has settled. Without service workers (an old browser, a test that blocks them)
 * the site works as before.
 */
export function startServiceWorker(): void {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return;
  container.addEventListener('message', (event: MessageEvent<{ type?: unknown; remote?: unknown } | null>) => {
    if (event.data?.type === OFFLINE_COPY && isRemoteName(event.data.remote)) markOfflineCopy(event.data.remote);
  });
  container.startMessages();
  if (process.env.NODE_ENV !== 'production') return;
  whenSettled(() => {
    register().catch((error: unknown) => console.warn('The service worker could not be registered: remotes are not kept for offline use', error));
  });
}
