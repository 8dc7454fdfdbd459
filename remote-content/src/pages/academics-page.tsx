import { Disclosure } from '../features/disclosures/components/disclosure';
import { ACADEMICS_TEXT, ACADEMIC_DOCUMENTS } from '../features/disclosures/disclosure-documents';
import './page.css';

export function AcademicsPage() {
  return <Disclosure text={ACADEMICS_TEXT} documents={ACADEMIC_DOCUMENTS} />;
}
