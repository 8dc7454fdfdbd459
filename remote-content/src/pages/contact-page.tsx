import { CONTACT_TEXT } from '../features/contact/contact-content';
import { ContactMap } from '../features/contact/components/contact-map';
import { ContactDetails } from '../features/contact/components/contact-details';
import { SampleOnly } from '../ui/sample-content';
import './page.css';

export function ContactPage() {
  return (
    <>
      <h1 className="page-title">{CONTACT_TEXT.title}</h1>
      <p className="page-intro">{CONTACT_TEXT.intro}</p>
      <SampleOnly>
        <ContactMap />
      </SampleOnly>
      <ContactDetails />
    </>
  );
}
