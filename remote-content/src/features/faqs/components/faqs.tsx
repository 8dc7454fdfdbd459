import { useCatalog } from '@school/shared';
import { SchoolPage } from '../../../ui/school-page';
import { contentCatalog } from '../../../i18n/content-strings';
import { Paragraphs } from '../../../ui/school-text';
import { pageBannerSizes } from '../../../ui/picture-sizes';
import { SchoolPicture } from '../../../ui/school-picture';
import { FaqAccordion } from './faq-accordion';
import '../../../ui/page-banner.css';
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
      banner={(faqs) => (
        <SchoolPicture className="page-banner faq-banner" picture={faqs.banner} sizes={pageBannerSizes(faqs.banner, { maxHeight: '20rem' })} priority />
      )}
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
