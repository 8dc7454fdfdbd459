import type { Release } from '@school/shared/contracts/remote-releases';
import { Options } from '@school/shared/ui/form-field';

/** A version picker's options: `none` first (the empty value), then each registered release, newest first. */
export function ReleaseOptions({ releases, none }: { releases: Release[]; none: string }) {
  return (
    <>
      <option value="">{none}</option>
      <Options values={releases.map((release) => release.version)} />
    </>
  );
}
