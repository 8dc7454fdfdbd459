import { DocumentsPage } from '../features/disclosure/components/documents-page';
import './page.css';

/** Mandatory Disclosure, Academics (docs/product.md#school-pages): section C of the school's disclosure. */
export function AcademicsPage() {
  return <DocumentsPage kind="academics" />;
}
