import { useMemo } from 'react';
import { Link, useSchool } from '@school/shared';
import { pageHindiGaps, profileHindiGaps } from '@school/shared/contracts/hindi-gaps';
import type { Loaded } from '@school/shared/use-load';
import { PAGE_KINDS, PAGES, type PageKind } from '@school/shared/contracts/pages';
import { LoadFailed } from '@school/shared/ui/load-failed';
import { noHindiYet } from '../../../ui/hindi-gaps';

/** Each page's content as its GETs answer it (api/page-contents.ts). */
export type PageContents = Loaded<Record<PageKind, unknown>>;
type Counts = Partial<Record<PageKind, number>>;

/** How many texts each page lacks Hindi for, once the pages are loaded: counted once per load. */
export function usePageHindiCounts({ data }: PageContents): Counts | undefined {
  return useMemo(() => data && Object.fromEntries(PAGE_KINDS.map((kind) => [kind, pageHindiGaps(kind, data[kind]).length])), [data]);
}

/** The profile's texts without Hindi, as the site data holds it (a save in Settings updates it). */
function useProfileHindiCount(): number {
  const school = useSchool();
  return school ? profileHindiGaps(school.profile, school.schoolName).length : 0;
}

/**
 * The setup checklist's part on Hindi: how many texts have English and no Hindi, in all and on
 * each page (with the profile, on the Settings screen), each linked to where they are written.
 * The site shows their English meanwhile.
 */
export function HindiCounts({ contents, counts }: { contents: PageContents; counts: Counts | undefined }) {
  const profileCount = useProfileHindiCount();
  const { loading, reload } = contents;
  const places = [
    ...(profileCount > 0 ? [{ key: 'settings', title: 'Settings: the school’s details', to: '/Manage-Settings', count: profileCount }] : []),
    ...Object.entries(counts ?? {})
      .filter(([, count]) => count > 0)
      .map(([kind, count]) => ({ key: kind, title: PAGES[kind as PageKind].title, to: `/Manage-Pages/${kind}`, count })),
  ];
  const total = places.reduce((sum, place) => sum + place.count, 0);
  return (
    <section className="setup-hindi" aria-labelledby="setup-hindi-title">
      <h3 id="setup-hindi-title">Texts without Hindi</h3>
      {!counts ? (
        loading ? (
          <p role="status">Counting the texts without Hindi…</p>
        ) : (
          <LoadFailed what="The count of texts without Hindi" onRetry={reload} />
        )
      ) : total === 0 ? (
        <p>Every text written in English has its Hindi.</p>
      ) : (
        <>
          <p>In all, {noHindiYet(total)}. Until it has, the site shows the English.</p>
          <ul>
            {places.map((place) => (
              <li key={place.key}>
                <Link to={place.to}>{place.title}</Link>: {noHindiYet(place.count)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
