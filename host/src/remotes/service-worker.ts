import { loadConfig } from '@school/shared';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@school/shared/contracts/runtime-config';
import { markOfflineCopy } from './offline-copies';
import { isRemoteManifest } from './remote-manifest';

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

/**
 * A page the worker does not control (a first visit's) loaded its remotes before the worker was
 * there, or without it: it names each remote manifest it loads, as the browser's resource timing
 * lists them (those loaded already, then each one later), and the worker keeps their versions.
 */
function nameLoadedManifests(config: RuntimeConfig, worker: ServiceWorker): void {
  new PerformanceObserver((list) => {
    const manifests = list
      .getEntries()
      .map((entry) => entry.name)
      .filter((name) => isRemoteManifest(config, new URL(name)));
    if (manifests.length > 0) worker.postMessage({ type: 'loaded', manifests });
  }).observe({ type: 'resource', buffered: true });
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
  // A controlled page's remotes go through the worker, which sees their manifests itself.
  if (container.controller) return;
  const { active } = await container.ready;
  if (active) nameLoadedManifests(config, active);
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
