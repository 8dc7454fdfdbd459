import { useCallback } from 'react';
import { useLoad } from '@school/shared/use-load';
import { LoadFailed } from '@school/shared/ui/load-failed';
import type { PageKind } from '@school/shared/contracts/pages';
import { getPageVersion } from '../api/get-page-version';
import { publishedByWhen } from '../page-conflict';
import { VersionComparison } from './version-comparison';

/** Two versions of a page, the older first, loaded and shown side by side (what differs, field by field). */
export function VersionPair({ kind, older, newer }: { kind: PageKind; older: number; newer: number }) {
  const load = useCallback((signal: AbortSignal) => Promise.all([getPageVersion(kind, older, signal), getPageVersion(kind, newer, signal)]), [kind, older, newer]);
  const { data, error, reload } = useLoad(load);
  if (!data) return error ? <LoadFailed what="The two versions" onRetry={reload} /> : <p role="status">Loading versions {older} and {newer}…</p>;
  const [one, other] = data;
  const name = (version: typeof one) => `Version ${version.version} (${publishedByWhen(version.publishedBy, version.publishedAt)})`;
  return (
    <VersionComparison
      kind={kind}
      one={{ name: name(one), content: one.content }}
      other={{ name: name(other), content: other.content }}
      sameText={`Versions ${older} and ${newer} hold the same content.`}
    />
  );
}
