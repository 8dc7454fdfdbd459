import { SchoolPage } from '../../school-pages/school-page';
import { Paragraphs } from '../../../ui/school-text';
import { CONTACT_TEXT } from '../contact-text';
import { openStreetMap } from '../open-street-map';
import { ContactMap } from './contact-map';
import { ContactDetails } from './contact-details';
import './contact.css';

/** The Contact Us page: the school's introduction, its map when it gave the coordinates, and the details. */
export function Contact() {
  return (
    <SchoolPage kind="contact" title={CONTACT_TEXT.title} className="contact-page">
      {(contact) => {
        const map = openStreetMap(contact.mapLatitude, contact.mapLongitude);
        return (
          <>
            <Paragraphs className="page-intro contact-intro" value={contact.intro} />
            {map && <ContactMap {...map} />}
            <ContactDetails contact={contact} />
          </>
        );
      }}
    </SchoolPage>
  );
}
