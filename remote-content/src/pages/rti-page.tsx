import { StaffRoster } from '../features/staff-roster/components/staff-roster';
import './page.css';

export function RtiPage() {
  return (
    <StaffRoster
      kind="rti"
      title="RTI"
      intro="Officers to contact for information under the Right to Information Act, 2005."
      caption="RTI officers"
    />
  );
}
