import { session } from '@school/shared';
import { browserStorage } from '@school/shared/browser-storage';
import type { RemoteName } from '@school/shared/contracts/runtime-config';

/**
 * A remote team's try of a release in production before any visitor gets it: a logged-in
 * provider user opens a page with `?remote=content@<version>` (or `@<a release's manifest
 * address>` on one of the remotes' origins), and this tab loads that
 * build until they stop (the banner's button) or log out. Anyone else's `?remote=` is ignored
 * (take-override.ts, loaded only by a page whose address has one).
 */
export const OVERRIDE_KEY = 'releaseOverride';

export type Overrides = Partial<Record<RemoteName, string>>;

/** The tab's overrides: none without a provider session. */
export function overrides(): Overrides {
  if (!session.get().providerToken) return {};
  try {
    const stored: unknown = JSON.parse(browserStorage('sessionStorage')?.getItem(OVERRIDE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Overrides) : {};
  } catch {
    return {};
  }
}

/** Back to what the channels give (the banner's button; the page then loads again). */
export function endOverrides(): void {
  browserStorage('sessionStorage')?.removeItem(OVERRIDE_KEY);
}
