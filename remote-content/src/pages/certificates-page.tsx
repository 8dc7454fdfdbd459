import { Disclosure } from '../features/disclosures/components/disclosure';
import { CERTIFICATES, CERTIFICATES_TEXT } from '../features/disclosures/disclosure-documents';
import './page.css';

export function CertificatesPage() {
  return <Disclosure text={CERTIFICATES_TEXT} documents={CERTIFICATES} />;
}
