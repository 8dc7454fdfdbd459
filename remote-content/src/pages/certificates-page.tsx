import { Disclosure } from '../features/disclosures/components/disclosure';
import { CERTIFICATES_TEXT } from '../features/disclosures/disclosure-text';
import './page.css';

export function CertificatesPage() {
  return <Disclosure kind="certificates" text={CERTIFICATES_TEXT} />;
}
