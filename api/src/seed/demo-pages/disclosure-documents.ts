import type { PageContent } from '@school/shared/contracts/pages';
import { demoDocument } from './demo-text.js';

/**
 * Made up, shown under the demo notice: each PDF is a one-page sample that says so, and each
 * date is invented (the certificates' validity far ahead, so the demo's health stays as it is). The DEO certificate is left out, so the disclosure shows a document "Not
 * yet published" and the setup checklist asks for it.
 */
export const disclosureDocuments: PageContent<'disclosureDocuments'> = {
  affiliation: { document: demoDocument('affiliation-letter'), issuedOn: '2024-03-28' },
  registration: { document: demoDocument('society-registration'), issuedOn: '2019-07-15' },
  noc: { document: demoDocument('noc'), issuedOn: '2018-11-02' },
  rte: { document: demoDocument('rte-recognition'), issuedOn: '2020-05-20' },
  buildingSafety: { document: demoDocument('building-safety'), issuedOn: '2025-08-11', validUntil: '2030-08-10' },
  fireSafety: { document: demoDocument('fire-safety'), issuedOn: '2025-09-03', validUntil: '2029-09-02' },
  deo: { document: '', issuedOn: '' },
  waterHealthSanitation: { document: demoDocument('water-health-sanitation'), issuedOn: '2025-10-14', validUntil: '2030-10-13' },
};
