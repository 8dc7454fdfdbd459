import type { PageContent } from '@school/shared/contracts/pages';
import { en } from './demo-text.js';

/** Made up, shown under the demo notice. */
export const vision: PageContent<'vision'> = {
  description: en(
    'What the school works towards, and how it means to get there, as a PM SHRI school serving the children of the hills.',
  ),
  vision: en(
    'A school where every child of the hills learns with curiosity, confidence and care, and grows into a capable, responsible citizen who is proud of the region and ready for the wider world.',
  ),
  mission: en(
    'As one of more than 14,500 exemplar schools being developed under the PM SHRI scheme, we put the National Education Policy 2020 into practice: joyful, experiential learning, well-equipped laboratories and a library, sport and the arts for all, and an equal chance for every student to succeed.',
  ),
};
