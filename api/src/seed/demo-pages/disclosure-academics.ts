import type { PageContent } from '@school/shared/contracts/pages';
import { demoDocument, en } from './demo-text.js';

/** Made up, shown under the demo notice: the PDFs are one-page samples that say so, and every figure is invented. */
export const disclosureAcademics: PageContent<'disclosureAcademics'> = {
  feeStructure: demoDocument('fee-structure'),
  academicCalendar: demoDocument('academic-calendar'),
  smc: { document: demoDocument('smc-members'), members: [] },
  pta: {
    document: demoDocument('pta-members'),
    members: [
      { name: 'Demo Parent One', role: en('President') },
      { name: 'Demo Teacher One', role: en('Secretary') },
    ],
  },
  classX: [
    { year: '2025', registered: '84', passed: '81', remarks: en('Demo figures') },
    { year: '2024', registered: '79', passed: '75', remarks: en('Demo figures') },
    { year: '2023', registered: '88', passed: '80', remarks: en('Demo figures') },
  ],
  classXII: [
    { year: '2025', registered: '72', passed: '70', remarks: en('Demo figures') },
    { year: '2024', registered: '68', passed: '63', remarks: en('Demo figures') },
    { year: '2023', registered: '65', passed: '61', remarks: en('Demo figures') },
  ],
  sections: '4',
};
