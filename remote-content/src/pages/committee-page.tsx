import { StaffRoster } from '../features/staff-roster/components/staff-roster';
import './page.css';

export function CommitteePage() {
  return <StaffRoster kind="committee" />;
}
