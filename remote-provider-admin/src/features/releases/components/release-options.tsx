import type { Release } from '@school/shared/contracts/remote-releases';

/** A version picker's options: `none` first (the empty value), then each registered release, newest first. */
export function ReleaseOptions({ releases, none }: { releases: Release[]; none: string }) {
  return (
    <>
      <option value="">{none}</option>
      {releases.map((release) => (
        <option key={release.version} value={release.version}>
          {release.version}
        </option>
      ))}
    </>
  );
}
