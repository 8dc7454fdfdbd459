import { useCatalog } from '@school/shared';
import { disclosureCatalog } from '../disclosure-strings';
import { DisclosureArticle } from './disclosure-article';
import { AcademicsSection } from './academics-section';
import { DocumentsSection, GeneralSection, InfrastructureSection, StaffSection } from './disclosure-sections';

/** /mandatory-public-disclosure: CBSE's Appendix IX, sections A to E, from the school's data (GET /Site/Disclosure). */
export function MandatoryDisclosure() {
  const { t } = useCatalog(disclosureCatalog);
  return (
    <DisclosureArticle title={t('title')} className="mandatory-disclosure-page">
      {(disclosure) => (
        <>
          <p className="page-intro">{t('intro')}</p>
          <GeneralSection general={disclosure.general} />
          <DocumentsSection documents={disclosure.documents} />
          <AcademicsSection academics={disclosure.academics} />
          <StaffSection staff={disclosure.staff} />
          <InfrastructureSection infrastructure={disclosure.infrastructure} />
        </>
      )}
    </DisclosureArticle>
  );
}
