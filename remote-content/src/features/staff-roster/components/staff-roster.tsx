import { useCatalog } from '@school/shared';
import { rosterCatalog } from '../roster-strings';
import { SchoolPage } from '../../../ui/school-page';
import { StaffRosterTable } from './staff-roster-table';

/** Each page's heading (the spec's), what it is for (above the table), and the table's accessible name. */
const TEXT = {
  rti: { title: 'rti.title', intro: 'rti.intro', caption: 'rti.caption' },
  committee: { title: 'committee.title', intro: 'committee.intro', caption: 'committee.caption' },
} as const;

/** The RTI or School Commitee page: the people the school lists (GET /Site/Page/<kind>) in the spec's table. */
export function StaffRoster({ kind }: { kind: 'rti' | 'committee' }) {
  const { t } = useCatalog(rosterCatalog);
  const text = TEXT[kind];
  return (
    <SchoolPage kind={kind} title={t(text.title)} className="staff-roster-page">
      {(roster) => (
        <>
          <p className="page-intro">{t(text.intro)}</p>
          <StaffRosterTable caption={t(text.caption)} people={roster.people} />
        </>
      )}
    </SchoolPage>
  );
}
