import type { PageContent } from '@school/shared/contracts/pages';
import { demoPicture, en } from './demo-text.js';

/** A question and its answer; in an answer, a line starting with "- " is an item of a list. */
const faq = (question: string, ...answer: string[]) => ({ question: en(question), answer: en(answer.join('\n')) });

/** Made up, shown under the demo notice: the scheme's figures are the spec's (sections 2 and 9). */
export const faqs: PageContent<'faqs'> = {
  banner: demoPicture(
    'faq-banner.webp',
    'Illustration: a large question mark in the sky above the school, and a teacher at the help desk answering a parent and two students',
  ),
  intro: en('Answers to common questions about the PM SHRI scheme and what it means for our school.'),
  questions: [
    faq(
      'What is PM SHRI?',
      'PM SHRI stands for PM Schools for Rising India. It is a centrally sponsored scheme of the Ministry of Education, Government of India, that upgrades existing government schools into exemplar schools. These schools put the National Education Policy 2020 into practice and mentor the other schools around them.',
    ),
    faq('When was the PM SHRI scheme launched?', 'The PM SHRI scheme was launched on 7 September 2022.'),
    faq(
      'How many schools will be developed under the scheme?',
      'The scheme aims to develop more than 14,500 schools as PM SHRI schools by 2026-27. They are chosen from schools run by the Central Government, the State and Union Territory governments and local bodies.',
    ),
    faq(
      'How many schools have been transformed so far?',
      'As of March 2025, over 12,000 schools across the country have been transformed into PM SHRI schools, and more are being added in each phase.',
    ),
    faq(
      'How are schools selected?',
      'Schools are selected through Challenge Mode: schools compete for a place instead of being nominated. The selection runs in stages:',
      '- The State or Union Territory agrees to implement the National Education Policy 2020 in full.',
      '- Schools that meet minimum benchmarks in their data are identified as eligible.',
      '- Eligible schools apply online and are scored on their facilities and practices. A school must score at least 70% in urban areas or 60% in rural areas.',
      '- The State verifies the claims on the ground and the Ministry of Education makes the final selection.',
    ),
    faq(
      'How many students will benefit?',
      'About 20 lakh students are expected to benefit directly from the scheme, and many more through the schools that PM SHRI schools mentor in their neighbourhood.',
    ),
    faq(
      'What facilities does a PM SHRI school offer?',
      'A PM SHRI school is developed to give its students:',
      '- Smart classrooms and a library with digital resources',
      '- Science, mathematics and computer laboratories',
      '- Sports grounds, equipment and time for games every day',
      '- Art, music and vocational education linked to local skills',
      '- A green campus: solar energy, rainwater harvesting, waste management and a nutrition garden',
    ),
    faq(
      'Is the scheme inclusive?',
      'Yes. PM SHRI schools are open to every child of the area, and the scheme asks them to be safe and welcoming for girls, for children with special needs and for children from every social and economic background. Ramps, accessible toilets, learning material in the mother tongue and support for children who need extra help are part of the plan.',
    ),
    faq(
      'What support do PM SHRI schools receive?',
      'Selected schools receive support from the Central and State governments:',
      '- Grants to upgrade buildings, classrooms, laboratories and libraries',
      '- Regular training for teachers and the school leadership',
      '- Mentoring, and regular review of the school against a quality framework',
      '- Help to share their practices with the schools around them',
    ),
    faq(
      'What impact is expected from the scheme?',
      'The scheme expects better learning outcomes, measured regularly, and students who think critically, solve problems and are ready for higher education and work. Each PM SHRI school is also meant to lead by example, so that the schools around it improve as well.',
    ),
  ],
};
