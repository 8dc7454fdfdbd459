import type { PageContent } from '@school/shared/contracts/pages';
import { demoPicture, en } from './demo-text.js';

/** Made up, shown under the demo notice. */
export const principal: PageContent<'principal'> = {
  salutation: en('Dear Students, Parents and Well-wishers,'),
  message: en(
    [
      'It gives me great pleasure to welcome you to the website of PM SHRI Government Inter College. For eight decades this college has served the children of our valley, and today it is one of the schools chosen to show what a government school can offer under the PM SHRI scheme.',
      'Our aim is simple: every child who enters our gate should leave it confident, curious and caring. We want our students to read with understanding, to reason with numbers, to ask questions and look for the answers themselves, and to respect one another and the mountains that are their home.',
      'In line with the National Education Policy 2020, our teachers are moving from learning by heart to learning by doing. Smart classrooms, well-equipped laboratories, a growing library and our playing fields give every student the chance to explore, to experiment and to discover their own strengths.',
      'Education does not end with examinations. Sports, music, art, community service and care for the environment are part of everyday life at our college, because they build character, teamwork and a sense of responsibility.',
      'Parents are our partners. I request every parent to stay in touch with the class teacher, to take part in the meetings of the School Management Committee and the Parent Teacher Association, and to encourage regular study at home. Together we can make sure that no child is left behind.',
      'I thank our dedicated teachers and staff, our alumni and the people of the area for their constant support. Let us work together so that our students grow into responsible citizens who serve their families, their region and the nation. My best wishes to every student.',
    ].join('\n\n'),
  ),
  name: 'Sh. Rajendra Singh Negi',
  designation: en('Principal'),
  photo: demoPicture('principal.webp', 'Sh. Rajendra Singh Negi, Principal'),
};
