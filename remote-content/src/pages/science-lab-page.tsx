import { ScienceLabs } from '../features/science-labs/science-labs';
import './page.css';

export function ScienceLabPage() {
  return <ScienceLabs />;
}
