import type { PageContent } from '@school/shared/contracts/pages';
import { demoPicture, en } from './demo-text.js';

/** Made up, shown under the demo notice. */
export const classrooms: PageContent<'classrooms'> = {
  description: en(
    [
      'Our classrooms are bright, airy rooms built for the hill climate: large windows let in the daylight, and the rooms stay warm enough for study through the winter months.',
      'Smart classrooms with interactive panels and projectors let teachers bring videos, animations and the e-content of national portals such as DIKSHA into their lessons, alongside the blackboard and the textbook.',
      "Every classroom has sturdy furniture, boards to display students' work and a small class library. Sections are kept to a size that lets teachers know each student and give time to those who need extra help.",
      'Classrooms are kept clean and safe, with drinking water, separate toilets for girls and boys, ramps on the ground floor and a first-aid kit on every floor. Students take turns in keeping their rooms tidy, which teaches responsibility as well as any lesson does.',
    ].join('\n\n'),
  ),
  picture: demoPicture(
    'classroom.webp',
    'Illustration: a classroom seen from the back, students on wooden bench desks facing the teacher at the smart board, windows to the hills on the left',
  ),
};
