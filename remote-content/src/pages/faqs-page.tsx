import { FaqAccordion } from '../features/faqs/components/faq-accordion';
import { FaqBanner } from '../features/faqs/components/faq-banner';
import { FAQ_TEXT, FAQS } from '../features/faqs/faq-content';
import './page.css';

export function FaqsPage() {
  return (
    <>
      <FaqBanner />
      <h1 className="page-title">{FAQ_TEXT.title}</h1>
      <p className="page-intro">{FAQ_TEXT.intro}</p>
      <FaqAccordion items={FAQS} />
    </>
  );
}
