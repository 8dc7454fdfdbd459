/** A question and its answer. In an answer, a line starting with "- " is an item of a list. */
export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * The FAQ page (spec section 2: FAQs; section 9: the scheme's figures). The school edits the
 * words here; the page only lays them out.
 */
export const FAQ_TEXT = {
  title: 'Frequently Asked Questions',
  intro: 'Answers to common questions about the PM SHRI scheme and what it means for our school.',
} as const;

export const FAQS: readonly FaqItem[] = [
  {
    question: 'What is PM SHRI?',
    answer:
      'PM SHRI stands for PM Schools for Rising India. It is a centrally sponsored scheme of the Ministry of Education, Government of India, that upgrades existing government schools into exemplar schools. These schools put the National Education Policy 2020 into practice and mentor the other schools around them.',
  },
  {
    question: 'When was the PM SHRI scheme launched?',
    answer: 'The PM SHRI scheme was launched on 7 September 2022.',
  },
  {
    question: 'How many schools will be developed under the scheme?',
    answer:
      'The scheme aims to develop more than 14,500 schools as PM SHRI schools by 2026-27. They are chosen from schools run by the Central Government, the State and Union Territory governments and local bodies.',
  },
  {
    question: 'How many schools have been transformed so far?',
    answer:
      'As of March 2025, over 12,000 schools across the country have been transformed into PM SHRI schools, and more are being added in each phase.',
  },
  {
    question: 'How are schools selected?',
    answer: [
      'Schools are selected through Challenge Mode: schools compete for a place instead of being nominated. The selection runs in stages:',
      '- The State or Union Territory agrees to implement the National Education Policy 2020 in full.',
      '- Schools that meet minimum benchmarks in their data are identified as eligible.',
      '- Eligible schools apply online and are scored on their facilities and practices. A school must score at least 70% in urban areas or 60% in rural areas.',
      '- The State verifies the claims on the ground and the Ministry of Education makes the final selection.',
    ].join('\n'),
  },
  {
    question: 'How many students will benefit?',
    answer:
      'About 20 lakh students are expected to benefit directly from the scheme, and many more through the schools that PM SHRI schools mentor in their neighbourhood.',
  },
  {
    question: 'What facilities does a PM SHRI school offer?',
    answer: [
      'A PM SHRI school is developed to give its students:',
      '- Smart classrooms and a library with digital resources',
      '- Science, mathematics and computer laboratories',
      '- Sports grounds, equipment and time for games every day',
      '- Art, music and vocational education linked to local skills',
      '- A green campus: solar energy, rainwater harvesting, waste management and a nutrition garden',
    ].join('\n'),
  },
  {
    question: 'Is the scheme inclusive?',
    answer:
      'Yes. PM SHRI schools are open to every child of the area, and the scheme asks them to be safe and welcoming for girls, for children with special needs and for children from every social and economic background. Ramps, accessible toilets, learning material in the mother tongue and support for children who need extra help are part of the plan.',
  },
  {
    question: 'What support do PM SHRI schools receive?',
    answer: [
      'Selected schools receive support from the Central and State governments:',
      '- Grants to upgrade buildings, classrooms, laboratories and libraries',
      '- Regular training for teachers and the school leadership',
      '- Mentoring, and regular review of the school against a quality framework',
      '- Help to share their practices with the schools around them',
    ].join('\n'),
  },
  {
    question: 'What impact is expected from the scheme?',
    answer:
      'The scheme expects better learning outcomes, measured regularly, and students who think critically, solve problems and are ready for higher education and work. Each PM SHRI school is also meant to lead by example, so that the schools around it improve as well.',
  },
];
