import { DocumentsPage } from '../features/disclosure/components/documents-page';
import './page.css';

/** Certificates & Approvals (docs/product.md#school-pages): section B of the school's disclosure. */
export function CertificatesPage() {
  return <DocumentsPage kind="certificates" />;
}
