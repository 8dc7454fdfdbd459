import { Link, useSchool } from '@school/shared';
import { profileHindiGaps } from '@school/shared/contracts/hindi-gaps';
import { PAGES, type PageStatus } from '@school/shared/contracts/pages';
import { noHindiYet } from '../../../ui/hindi-gaps';

/** The profile's texts without Hindi, as the site data holds it (a save in Settings updates it). */
function useProfileHindiCount(): number {
  const school = useSchool();
  return school ? profileHindiGaps(school.profile, school.schoolName).length : 0;
}

/**
 * The setup checklist's part on Hindi: how many texts have English and no Hindi, in all and on
 * each page (with the profile, on the Settings screen), each linked to where they are written.
 * The site shows their English meanwhile. Each page's count comes with the checklist's one call
 * (POST /School/Page/GetAll, counted by the API with hindi-gaps.ts as the editor counts them).
 */
export function HindiCounts({ statuses }: { statuses: readonly PageStatus[] }) {
  const profileCount = useProfileHindiCount();
  const places = [
    ...(profileCount > 0 ? [{ key: 'settings', title: 'Settings: the school’s details', to: '/Manage-Settings', count: profileCount }] : []),
    ...statuses.filter((row) => row.withoutHindi > 0).map((row) => ({ key: row.kind, title: PAGES[row.kind].title, to: `/Manage-Pages/${row.kind}`, count: row.withoutHindi })),
  ];
  const total = places.reduce((sum, place) => sum + place.count, 0);
  return (
    <section className="setup-hindi" aria-labelledby="setup-hindi-title">
      <h3 id="setup-hindi-title">Texts without Hindi</h3>
      {total === 0 ? (
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
