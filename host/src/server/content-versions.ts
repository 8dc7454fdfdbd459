import type { PrerenderContent } from '@school/shared/contracts/prerender';

/**
 * The content remote's manifest address a school's visitors load unless they are in the canary
 * (decision 015): the school's pin, else the channel's stable version, each a release under the
 * origin of the address the host's config.json names (where scripts/release-remote.mjs copies
 * releases); with neither, config.json's address itself. A canary's visitors get a page rendered
 * afresh in the browser, as the page's content-version stamp is not their version.
 */
export function contentManifestOf(schoolId: number, versions: Pick<PrerenderContent, 'stable' | 'pins'>, configured: string): string {
  const version = versions.pins.find((pin) => pin.schoolId === schoolId)?.version ?? versions.stable;
  return version === null ? configured : `${new URL(configured).origin}/releases/${version}/mf-manifest.json`;
}
