import type { PageContent } from '@school/shared/contracts/pages';
import { demoPicture } from './demo-text.js';

/** Made up, shown under the demo notice. */
export const gallery: PageContent<'gallery'> = {
  pictures: [
    demoPicture('gallery-1.webp', 'Illustration: students reading at a long table in the school library, a girl taking a book from the tall shelves'),
    demoPicture('gallery-2.webp', 'Illustration: students painting hills and flowers at easels in the art room as their teacher watches, palette in hand'),
    demoPicture('gallery-3.webp', 'Illustration: students at a row of computers in the computer lab, a teacher helping them'),
    demoPicture(
      'gallery-4.webp',
      'Illustration: girls in bright long skirts performing a folk dance on stage at the cultural programme, a drummer beside them and the audience in front',
    ),
    demoPicture(
      'gallery-5.webp',
      'Illustration: rows of students on yoga mats in the tree pose on the school ground for International Yoga Day, the instructor in front',
    ),
    demoPicture('gallery-6.webp', 'Illustration: a relay race on the sports day track, one runner passing the baton to the next as the school watches'),
    demoPicture('gallery-7.webp', 'Illustration: a student kneels to plant a sapling while another waters it, with tree guards on the terraced hillside behind'),
    demoPicture(
      'gallery-8.webp',
      'Illustration: the chief guest hands a trophy to a student with a medal at the prize distribution on stage, classmates clapping',
    ),
    demoPicture('gallery-9.webp', 'Illustration: the school choir singing on the lit stage at the annual day function in the evening, a soloist at the microphone'),
  ],
};
