import type { PageContent } from '@school/shared/contracts/pages';
import { en } from './demo-text.js';

/** Made up, shown under the demo notice: every size and count is invented, and the demo has no inspection video. */
export const disclosureInfrastructure: PageContent<'disclosureInfrastructure'> = {
  campusArea: '8500',
  classroomCount: '14',
  classroomSize: '48.5',
  labs: [
    { name: en('Physics lab'), size: '72' },
    { name: en('Chemistry lab'), size: '72' },
    { name: en('Biology lab'), size: '64' },
    { name: en('Computer lab'), size: '60' },
  ],
  internet: 'yes',
  girlsToilets: '8',
  boysToilets: '8',
  inspectionVideo: '',
};
