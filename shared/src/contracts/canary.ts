import type { SiteRemote } from './remote-releases';

/**
 * Which version of a remote a browser gets (docs/decisions/015-remote-releases.md): a pure
 * function of the channel and the browser's random id, so the host and the tests that check its
 * spread (shared/src/contracts/canary.test.ts) and its wiring (the deploy suite) agree.
 * The public page's bundle imports it: no schema library here.
 */

/** Where the host keeps a browser's random canary id, in localStorage: no personal data, never sent. */
export const CANARY_ID_KEY = 'releaseCanaryId';

/**
 * 0 to 9999, the same for this browser and remote on every visit: the browser is in a canary
 * of share s % when this is below s × 100, so raising a share keeps those already in it.
 * FNV-1a, then MurmurHash3's finaliser, which spreads similar ids evenly.
 */
export function canaryBucket(id: string, remote: string): number {
  let hash = 0x811c9dc5;
  for (const char of id + remote) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) % 10_000;
}

/** The version of a remote the channel gives a browser in `bucket`: the pin, else the canary for its share, else stable (undefined: config.json's). */
export function chosenRelease(remote: SiteRemote, bucket: number): { version: string; integrity: string } | undefined {
  if (remote.pin) return remote.pin;
  if (remote.canary && bucket < remote.canary.share * 100) return remote.canary;
  return remote.stable ?? undefined;
}

/** What the browser with canary id `id` loads of remote `name`, on this channel. */
export const releaseFor = (channel: SiteRemote, id: string, name: string) => chosenRelease(channel, canaryBucket(id, name));
