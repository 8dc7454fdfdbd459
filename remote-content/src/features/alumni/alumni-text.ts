/** The words of the alumni page; the school edits them here. */
export const ALUMNI_TEXT = {
  title: 'Our School Alumni',
  intro:
    'Our former students serve as doctors, engineers, soldiers, teachers and sportspeople across the country. Many come back to guide the students who sit in their old classrooms today.',
  passOutYear: 'Pass Out Year',
  about: 'About',
  empty: 'No data found',
} as const;
