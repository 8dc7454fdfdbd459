import { ScienceLabs } from '../features/science-labs/components/science-labs';
import './page.css';

export function ScienceLabPage() {
  return <ScienceLabs />;
}
