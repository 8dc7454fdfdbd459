import { Disclosure } from '../features/disclosures/components/disclosure';
import { ACADEMICS_TEXT } from '../features/disclosures/disclosure-text';
import './page.css';

export function AcademicsPage() {
  return <Disclosure kind="academics" text={ACADEMICS_TEXT} />;
}
