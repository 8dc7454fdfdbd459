import type { PageContent } from '@school/shared/contracts/pages';
import { demoDocument, en } from './demo-text.js';

/** Made up, shown under the demo notice: each PDF is a one-page sample that says so. */
export const academics: PageContent<'academics'> = {
  documents: [
    { title: en('Fee Structure of the School'), document: demoDocument('fee-structure') },
    { title: en('Annual Academic Calendar'), document: demoDocument('academic-calendar') },
    { title: en('List of School Management Committee (SMC)'), document: demoDocument('smc-members') },
    { title: en('List of Parents Teachers Association (PTA) Members'), document: demoDocument('pta-members') },
    { title: en('Last Three-Year Result of the Board Examination'), document: demoDocument('board-results') },
  ],
};
