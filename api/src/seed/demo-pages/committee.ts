import type { PageContent } from '@school/shared/contracts/pages';
import { rti } from './rti.js';

/** Made up, shown under the demo notice: the spec shows the same people as on the RTI page. */
export const committee: PageContent<'committee'> = { people: rti.people.map((person) => ({ ...person })) };
