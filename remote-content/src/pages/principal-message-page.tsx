import { PrincipalMessage } from '../features/principal-message/components/principal-message';
import './page.css';

export function PrincipalMessagePage() {
  return <PrincipalMessage />;
}
