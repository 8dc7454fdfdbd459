import type { PageContent } from '@school/shared/contracts/pages';
import { demoDocument, en } from './demo-text.js';

/**
 * Made up, shown under the demo notice: each PDF is a one-page sample that says so. The
 * self-certification has none, so the page shows a row without a document.
 */
export const certificates: PageContent<'certificates'> = {
  documents: [
    { title: en('Copy of Affiliation/Upgradation Letter and Recent Extension of Affiliation'), document: demoDocument('affiliation-letter') },
    { title: en('Copy of Society/Trust Registration/Renewal Certificate'), document: demoDocument('society-registration') },
    { title: en('Copy of No Objection Certificate (NOC) Issued by the State Government'), document: demoDocument('noc') },
    { title: en('Copy of Recognition Certificate under the RTE Act, 2009'), document: demoDocument('rte-recognition') },
    { title: en('Copy of Valid Building Safety Certificate as per the National Building Code'), document: demoDocument('building-safety') },
    { title: en('Copy of Valid Fire Safety Certificate Issued by the Competent Authority'), document: demoDocument('fire-safety') },
    { title: en('Copy of Self-Certification Submitted by the School for Affiliation'), document: '' },
    { title: en('Copies of Valid Water, Health and Sanitation Certificates'), document: demoDocument('water-health-sanitation') },
  ],
};
