import { SchoolPage } from '../../school-pages/school-page';
import { StaffRosterTable } from './staff-roster-table';

interface StaffRosterProps {
  kind: 'rti' | 'committee';
  /** The spec's heading of the page. */
  title: string;
  /** What the page is for, above the table. */
  intro: string;
  /** The table's accessible name. */
  caption: string;
}

/** The RTI or School Commitee page: the people the school lists (GET /Site/Page/<kind>) in the spec's table. */
export function StaffRoster({ kind, title, intro, caption }: StaffRosterProps) {
  return (
    <SchoolPage kind={kind} title={title} className="staff-roster-page">
      {(roster) => (
        <>
          <p className="page-intro">{intro}</p>
          <StaffRosterTable caption={caption} people={roster.people} />
        </>
      )}
    </SchoolPage>
  );
}
