import type { PageContent } from '@school/shared/contracts/pages';
import { NO_PICTURE } from '@school/shared/contracts/page-fields';
import { en } from './demo-text.js';

const link = (label: string, url: string) => ({ label: en(label), url, logo: NO_PICTURE });

/** Public portals a school might list; the demo shows no logos (no portal's is reproduced). */
export const links: PageContent<'links'> = {
  links: [
    link('PM SHRI Schools portal', 'https://pmshri.education.gov.in/'),
    link('SWAYAM online courses', 'https://swayam.gov.in/'),
    link('DIKSHA e-learning', 'https://diksha.gov.in/'),
    link('Government of Uttarakhand', 'https://uk.gov.in/'),
    link('National Career Service job fairs', 'https://www.ncs.gov.in/'),
    link('NCERT textbooks and curriculum', 'https://ncert.nic.in/'),
  ],
};
