import { ReleasesScreen } from '../features/releases/components/releases-screen';
import type { SchoolOption } from '../features/releases/components/pinned-schools';
import { getSchools } from '../features/schools/api/get-schools';

/** Every school a remote can be pinned for, active or not: name and code, by name. */
const schoolOptions = async (signal: AbortSignal): Promise<SchoolOption[]> =>
  (await getSchools(signal))
    .map((school) => ({ schoolId: school.schoolId, label: `${school.schoolName} (${school.schoolCode})` }))
    .sort((a, b) => a.label.localeCompare(b.label));

/** /sgi-admin/releases: each remote's releases, channel and pinned schools (docs/decisions/015-remote-releases.md). */
export function ReleasesPage() {
  return <ReleasesScreen schools={schoolOptions} />;
}
