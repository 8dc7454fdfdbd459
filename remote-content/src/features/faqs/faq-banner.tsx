import { IMAGES } from '../../../public-images/page-images';
import { Picture } from '../../ui/picture';
import './faq-banner.css';

export function FaqBanner() {
  return <Picture className="faq-banner" image={IMAGES.faqBanner} sizes="(min-width: 1232px) 1168px, calc(100vw - 2rem)" priority />;
}
