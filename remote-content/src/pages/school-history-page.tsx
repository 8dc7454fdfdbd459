import { SchoolHistory } from '../features/school-history/components/school-history';
import './page.css';

export function SchoolHistoryPage() {
  return <SchoolHistory />;
}
