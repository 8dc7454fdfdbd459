import { Sports } from '../features/sports/components/sports';
import './page.css';

export function SportsPage() {
  return <Sports />;
}
