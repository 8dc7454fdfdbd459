import { useCatalog, useSchool } from '@school/shared';
import { isBlank } from '@school/shared/contracts/page-values';
import { SchoolPage } from '../../../ui/school-page';
import { Paragraphs } from '../../../ui/school-text';
import { contactCatalog } from '../contact-strings';
import { openStreetMap } from '../open-street-map';
import { ContactMap } from './contact-map';
import { ContactDetails } from './contact-details';
import './contact.css';

/** The Contact Us page: the school's introduction, its map when it gave the coordinates, and the details. */
export function Contact() {
  // The address, phone and e-mail of the profile show even before the page itself is filled in:
  // how to reach the school is what a visitor comes here for.
  const { t } = useCatalog(contactCatalog);
  const profile = useSchool()?.profile;
  const reachable = Boolean(profile && (profile.address.en.trim() || profile.phone || profile.email));
  return (
    <SchoolPage kind="contact" title={t('contact.title')} className="contact-page" shows={(contact) => reachable || !isBlank(contact)}>
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
