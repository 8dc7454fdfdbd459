import type { PageContent } from '@school/shared/contracts/pages';
import { demoPicture, en } from './demo-text.js';

/** Made up, shown under the demo notice. */
export const sports: PageContent<'sports'> = {
  banner: demoPicture(
    'sports-banner.webp',
    'Illustration: the school sports ground below the hills, with students playing basketball, cricket, football and badminton',
  ),
  description: en(
    "Sports are part of every student's week at our college. Our playground hosts football and cricket, the basketball court is busy every evening, and badminton is played in the courtyard and the multipurpose hall. Trained physical education teachers coach the school teams, equipment is issued to every house, and students take part in inter-house matches, the annual sports day and district and state tournaments. Games teach our students fitness, fair play and the confidence to win and lose well.",
  ),
  gallery: [
    demoPicture('sports-1.webp', 'Illustration: a student strikes the football toward the goal as the keeper gets ready on the school ground'),
    demoPicture('sports-2.webp', 'Illustration: a student shoots the basketball at the hoop on the outdoor court while a teammate and defenders look on'),
    demoPicture(
      'sports-3.webp',
      'Illustration: a cricket match on the school ground, the bowler delivering to the batter with the wicketkeeper crouched behind the stumps',
    ),
    demoPicture('sports-4.webp', 'Illustration: two students playing badminton across the net, the shuttle in the air'),
    demoPicture('sports-5.webp', 'Illustration: three students clearing hurdles in their lanes on the running track, schoolmates cheering beyond'),
    demoPicture(
      'sports-6.webp',
      'Illustration: a game of kho-kho, the chasing team squatting in a line facing alternate sides as a chaser taps a teammate and the runners dodge away',
    ),
  ],
};
