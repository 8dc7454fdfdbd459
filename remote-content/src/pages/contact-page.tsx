import { Contact } from '../features/contact/components/contact';
import './page.css';

export function ContactPage() {
  return <Contact />;
}
