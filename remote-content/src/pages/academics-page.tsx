import { DisclosureTable } from '../features/disclosures/disclosure-table';
import { ACADEMICS_TEXT, ACADEMIC_DOCUMENTS } from '../features/disclosures/disclosure-documents';
import './page.css';

export function AcademicsPage() {
  return (
    <>
      <h1 className="page-title">{ACADEMICS_TEXT.title}</h1>
      <p className="page-intro">{ACADEMICS_TEXT.intro}</p>
      <DisclosureTable text={ACADEMICS_TEXT} documents={ACADEMIC_DOCUMENTS} />
    </>
  );
}
