/** The photo gallery of the home page (spec section 2, home item 6; section 9). */
export const GALLERY = {
  title: 'Photo Gallery',
  intro: 'Moments from classrooms, laboratories, the playground and the school’s celebrations.',
  /** The nine fixed pictures; the home page shows the first eight. */
  images: ['gallery1', 'gallery2', 'gallery3', 'gallery4', 'gallery5', 'gallery6', 'gallery7', 'gallery8', 'gallery9'],
  previewCount: 8,
  viewMore: { label: 'View More', to: '/photos' },
} as const;
