/** The home page's About block (spec section 2, home item 5). The school edits the words here. */
export const ABOUT_TEXT = {
  title: 'About the school',
  paragraphs: [
    'PM SHRI Government Inter College is a government inter college in a hill district, teaching classes I to XII. Founded in 1944-45, it grew over the decades into an inter college affiliated to the Central Board of Secondary Education.',
    'Under the PM SHRI scheme of the Ministry of Education, the school is being upgraded into an exemplar school: modern classrooms and laboratories, a library, sports facilities, and teaching that follows the National Education Policy 2020.',
  ],
} as const;
