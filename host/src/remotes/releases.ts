import { createStore, dataBlock, getSiteJson, useStore } from '@school/shared';
import { browserStorage } from '@school/shared/browser-storage';
import { CANARY_ID_KEY, releaseFor } from '@school/shared/contracts/canary';
import type { SiteRemotes } from '@school/shared/contracts/remote-releases';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@school/shared/contracts/runtime-config';
import { REMOTE_RELEASES_ID } from '@school/shared/contracts/site-data';
import { overrides } from './release-override';

/**
 * Which build of each remote this page loads (docs/decisions/015-remote-releases.md): GET
 * /Site/Remotes says, per remote, the stable version, a canary for a share of browsers, this
 * school's pin and the kill switch. The web server puts the answer in the page (GET /Site/Head);
 * it is asked again every minute and when the page is shown again, and a change applies to a
 * remote the page has not loaded yet. The kill switch applies at once (remote-area.tsx).
 */
type Remotes = SiteRemotes['remotes'];

/** What to load of a remote: its manifest's address, and the integrity the browser checks it against. */
export interface RemoteTarget {
  entry: string;
  integrity?: string;
}

const CHECK_EVERY_MS = 60_000;
const ASK_TIMEOUT_MS = 5_000;

/** The channels' answer (null until known), and what else changes the choice: a release to try, taken. */
const known = createStore<{ remotes: Remotes | null }>({ remotes: null });
let first: Promise<void> | null = null;
/** Manifest address → the integrity its registration recorded (the federation runtime's fetch hook checks it). */
const integrities = new Map<string, string>();

/** Checked as far as choosing needs (the API wrote it): no schema library on the public page. */
function asRemotes(value: unknown): Remotes | null {
  const answer = (value as Partial<SiteRemotes> | null)?.remotes;
  return answer && REMOTE_NAMES.every((name) => typeof answer[name]?.off === 'boolean') ? answer : null;
}

function publish(next: Remotes | null): void {
  if (JSON.stringify(next) !== JSON.stringify(known.get().remotes)) known.set({ remotes: next });
}

async function ask(): Promise<void> {
  try {
    // no-cache: the browser asks with the ETag it has, and an unchanged answer is a 304.
    const read = await getSiteJson<unknown>('/Site/Remotes', { cache: 'no-cache', signal: AbortSignal.timeout(ASK_TIMEOUT_MS), failed: '/Site/Remotes failed' });
    const answer = asRemotes(read);
    if (!answer) throw new Error('/Site/Remotes answered an unexpected shape');
    publish(answer);
  } catch (error) {
    // What the page knew stays (config.json's addresses, at first): a remote still loads.
    console.error('Could not learn which release of each remote to load', error);
  }
}

/**
 * The releases, read once per page (from the page, else from the API), then watched. Resolves
 * when known or given up on: a remote is then loaded from config.json's address.
 */
export function releasesReady(config: RuntimeConfig): Promise<void> {
  if (first) return first;
  const inlined = asRemotes(dataBlock(REMOTE_RELEASES_ID));
  first = Promise.all([
    // Only a page whose address asks for a release to try loads what checks the request.
    window.location.search.includes('remote=') &&
      import('./take-override').then(
        ({ takeOverride }) => {
          takeOverride(config);
          known.set({ ...known.get() });
        },
        (error: unknown) => console.error('The release asked for could not be checked: the channels decide', error),
      ),
    inlined ? publish(inlined) : ask(),
  ]).then(() => {});
  const timer = setInterval(() => void ask(), CHECK_EVERY_MS);
  const watching = new AbortController();
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'visible') void ask();
    },
    { signal: watching.signal },
  );
  stopWatching = () => {
    clearInterval(timer);
    watching.abort();
  };
  return first;
}

/** Stops asking (a test's end: the page itself watches for its whole life). */
export let stopWatching = (): void => {};

/** Whether the provider switched the remote off: its area shows the maintenance message instead (a provider's own version of it aside). */
export const isSwitchedOff = (remote: RemoteName): boolean => known.get().remotes?.[remote].off === true && !override(remote);

/** What `read` finds of the releases, for a component: it renders again when they change (a kill switch, a release to try). */
export function useReleases<T>(read: () => T): T {
  useStore(known);
  return read();
}

/** isSwitchedOff, for a component. */
export const useSwitchedOff = (remote: RemoteName): boolean => useReleases(() => isSwitchedOff(remote));

/** This browser's canary id, made once (a page without storage gets one for its own life). */
let pageId: string | null = null;
function canaryId(): string {
  const storage = browserStorage('localStorage');
  let id = storage?.getItem(CANARY_ID_KEY) ?? pageId;
  if (!id) {
    id = crypto.getRandomValues(new Uint32Array(4)).join('-');
    storage?.setItem(CANARY_ID_KEY, id);
    pageId = id;
  }
  return id;
}

/** The manifest of a release, on the origin of the remote's address in config.json. */
export const releaseEntry = (configured: string, version: string): string => new URL(`/releases/${encodeURIComponent(version)}/mf-manifest.json`, configured).href;

/**
 * What this page loads of a remote now: a provider user's own version in this tab, else the
 * channel's choice for this browser, else config.json's address.
 */
export function remoteTarget(config: RuntimeConfig, remote: RemoteName): RemoteTarget {
  const configured = config.remotes[remote];
  const own = override(remote);
  if (own) return { entry: own.includes('/') ? own : releaseEntry(configured, own) };
  const { remotes } = known.get();
  const release = remotes && releaseFor(remotes[remote], canaryId(), remote);
  if (!release) return { entry: configured };
  const entry = releaseEntry(configured, release.version);
  integrities.set(entry, release.integrity);
  return { entry, integrity: release.integrity };
}

/** The integrity a manifest address was chosen with, if it was a registered release. */
export const integrityOf = (entry: string): string | undefined => integrities.get(entry);

const override = (remote: RemoteName): string | undefined => overrides()[remote];
