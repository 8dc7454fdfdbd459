import { StaffRoster } from '../features/staff-roster/components/staff-roster';
import './page.css';

export function RtiPage() {
  return <StaffRoster kind="rti" />;
}
