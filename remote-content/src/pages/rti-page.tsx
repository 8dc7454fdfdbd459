import { StaffRosterTable } from '../features/staff-roster/components/staff-roster-table';
import './page.css';

export function RtiPage() {
  return (
    <>
      <h1 className="page-title">RTI</h1>
      <p className="page-intro">Officers to contact for information under the Right to Information Act, 2005.</p>
      <StaffRosterTable caption="RTI officers" />
    </>
  );
}
