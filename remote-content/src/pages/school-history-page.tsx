import { SchoolHistory } from '../features/school-history/school-history';
import './page.css';

export function SchoolHistoryPage() {
  return <SchoolHistory />;
}
