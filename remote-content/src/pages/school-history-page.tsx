import { SchoolHistory } from '../features/school-history/school-history';
import './page.css';

export default function SchoolHistoryPage() {
  return <SchoolHistory />;
}
