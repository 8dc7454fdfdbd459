/** The Sports page (spec section 2: banner, a paragraph naming the four games, six pictures). */
export const SPORTS = {
  title: 'Sports',
  paragraph:
    'Sports are part of every student\'s week at our college. Our playground hosts football and cricket, the basketball court is busy every evening, and badminton is played in the courtyard and the multipurpose hall. Trained physical education teachers coach the school teams, equipment is issued to every house, and students take part in inter-house matches, the annual sports day and district and state tournaments. Games teach our students fitness, fair play and the confidence to win and lose well.',
  galleryHeading: 'Sports Gallery',
} as const;
