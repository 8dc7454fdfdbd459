import { useCatalog } from '@school/shared';
import { SchoolPage } from '../../../ui/school-page';
import { contentCatalog } from '../../../i18n/content-strings';
import { Paragraphs } from '../../../ui/school-text';
import { PageBanner } from '../../../ui/page-banner';
import { FaqAccordion } from './faq-accordion';
import './faq-banner.css';
import './faqs.css';

/** The banner, the introduction, then the questions as an accordion. */
export function Faqs() {
  const { t } = useCatalog(contentCatalog);
  return (
    <SchoolPage
      kind="faqs"
      title={t('faqs.title')}
      className="faqs"
      still={false}
      banner={(faqs) => <PageBanner className="faq-banner" picture={faqs.banner} maxHeight="20rem" />}
    >
      {(faqs) => (
        <>
          <Paragraphs className="page-intro faqs-intro" value={faqs.intro} />
          <FaqAccordion items={faqs.questions} />
        </>
      )}
    </SchoolPage>
  );
}
