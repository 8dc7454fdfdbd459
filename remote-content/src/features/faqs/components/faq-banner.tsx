import { IMAGES } from '../../../../public-images/page-images';
import { PageBanner } from '../../../ui/page-banner';
import './faq-banner.css';

export function FaqBanner() {
  return <PageBanner className="faq-banner" image={IMAGES.faqBanner} />;
}
