import type { DemoPages } from './demo-text.js';
import { principal } from './principal.js';
import { history } from './history.js';
import { classrooms } from './classrooms.js';
import { labs } from './labs.js';
import { sports } from './sports.js';
import { namesake } from './namesake.js';
import { faqs } from './faqs.js';
import { rti } from './rti.js';
import { committee } from './committee.js';
import { disclosureDocuments } from './disclosure-documents.js';
import { disclosureAcademics } from './disclosure-academics.js';
import { disclosureInfrastructure } from './disclosure-infrastructure.js';
import { contact } from './contact.js';
import { vision } from './vision.js';
import { dignitaries } from './dignitaries.js';
import { toppers } from './toppers.js';
import { about } from './about.js';
import { gallery } from './gallery.js';
import { links } from './links.js';

/**
 * The demo school's pages (DEMO_CONTENT=1 only): made up, shown under the demo notice, one file
 * per page. A picture names a file of api/seed/media/pages/; the seed stores it as an upload
 * would have.
 */
export const DEMO_PAGES: DemoPages = {
  ...{ principal, history, classrooms, labs, sports, namesake, faqs, rti, committee, contact },
  ...{ disclosureDocuments, disclosureAcademics, disclosureInfrastructure },
  ...{ vision, dignitaries, toppers, about, gallery, links },
};
