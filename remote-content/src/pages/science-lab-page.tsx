import { ScienceLabs } from '../features/science-labs/science-labs';
import './page.css';

export default function ScienceLabPage() {
  return <ScienceLabs />;
}
