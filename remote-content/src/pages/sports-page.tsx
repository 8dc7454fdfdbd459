import { Sports } from '../features/sports/sports';
import './page.css';

export default function SportsPage() {
  return <Sports />;
}
