import type { PageContent } from '@school/shared/contracts/pages';
import { en } from './demo-text.js';

/**
 * Made up, shown under the demo notice: a campus in the hill district, and the school timings
 * of the spec word for word. The address, phone and e-mail are the school's profile.
 */
export const contact: PageContent<'contact'> = {
  intro: en('Visit us, call or write to us. The office answers enquiries during office hours.'),
  officeHours: en('Monday to Saturday, 8:00 AM-4:00 PM'),
  mapLatitude: '30.1510',
  mapLongitude: '78.7800',
  departments: [
    {
      name: en('Admission Office'),
      description: en('Admissions to classes I to XII, transfer certificates, and questions about eligibility and documents.'),
      location: en('Ground floor, main block'),
    },
    {
      name: en("Principal's Office"),
      description: en('Meetings with the Principal, by appointment made through the administrative office.'),
      location: en('First floor, main block'),
    },
    {
      name: en('Administrative Office'),
      description: en('Fees, scholarships, certificates and records, and general enquiries.'),
      location: en('Ground floor, main block'),
    },
  ],
  timings: [
    { label: en('Classes I to V'), time: en('8:30 AM-2:30 PM') },
    { label: en('Classes VI to XII'), time: en('8:00 AM-3:30 PM') },
    { label: en('Office Hours'), time: en('8:00 AM-4:00 PM') },
  ],
  closed: en('Closed on Sundays and government holidays.'),
};
