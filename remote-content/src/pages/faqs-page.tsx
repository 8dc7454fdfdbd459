import { Faqs } from '../features/faqs/components/faqs';
import './page.css';

export function FaqsPage() {
  return <Faqs />;
}
