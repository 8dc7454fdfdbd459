import { MandatoryDisclosure } from '../features/disclosure/components/mandatory-disclosure';
import './page.css';

export function MandatoryDisclosurePage() {
  return <MandatoryDisclosure />;
}
