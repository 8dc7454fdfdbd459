import { PrincipalMessage } from '../features/principal-message/principal-message';
import './page.css';

export function PrincipalMessagePage() {
  return <PrincipalMessage />;
}
