import { PrincipalMessage } from '../features/principal-message/principal-message';
import './page.css';

export default function PrincipalMessagePage() {
  return <PrincipalMessage />;
}
