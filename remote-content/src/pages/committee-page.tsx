import { StaffRoster } from '../features/staff-roster/components/staff-roster';
import './page.css';

export function CommitteePage() {
  return (
    <StaffRoster
      kind="committee"
      title="School Commitee"
      intro="Members of the committee that oversees the school's management."
      caption="School Commitee members"
    />
  );
}
