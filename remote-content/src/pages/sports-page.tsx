import { Sports } from '../features/sports/sports';
import './page.css';

export function SportsPage() {
  return <Sports />;
}
