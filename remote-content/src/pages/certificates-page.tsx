import { DisclosureTable } from '../features/disclosures/disclosure-table';
import { CERTIFICATES, CERTIFICATES_TEXT } from '../features/disclosures/disclosure-documents';
import './page.css';

export function CertificatesPage() {
  return (
    <>
      <h1 className="page-title">{CERTIFICATES_TEXT.title}</h1>
      <p className="page-intro">{CERTIFICATES_TEXT.intro}</p>
      <DisclosureTable text={CERTIFICATES_TEXT} documents={CERTIFICATES} />
    </>
  );
}
