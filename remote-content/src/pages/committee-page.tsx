import { StaffRosterTable } from '../features/staff-roster/components/staff-roster-table';
import './page.css';

export function CommitteePage() {
  return (
    <>
      <h1 className="page-title">School Commitee</h1>
      <p className="page-intro">Members of the committee that oversees the school&apos;s management.</p>
      <StaffRosterTable caption="School Commitee members" />
    </>
  );
}
