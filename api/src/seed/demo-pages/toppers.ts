import type { PageContent } from '@school/shared/contracts/pages';
import { demoPicture, en } from './demo-text.js';

const medal = (who: string) => `Stylised portrait placeholder: ${who} in school uniform and tie wearing a gold medal`;
const student = (name: string, score: string, photo: number, who: string, stream = '') => ({
  name,
  score,
  stream: en(stream),
  photo: demoPicture(`topper-${photo}.webp`, medal(who)),
});

/** Made up, shown under the demo notice: no such students or scores. */
export const toppers: PageContent<'toppers'> = {
  classX: [
    student('Ananya Negi', '96.4%', 1, 'a girl'),
    student('Kartik Rawat', '95.8%', 2, 'a boy'),
    student('Sneha Bisht', '94.6%', 3, 'a girl with glasses'),
  ],
  classXII: [
    student('Aditya Joshi', '95.2%', 4, 'a boy with glasses', 'Science'),
    student('Pooja Rana', '92.8%', 5, 'a girl', 'Commerce'),
    student('Rohit Bhandari', '91.6%', 6, 'a boy', 'Arts'),
  ],
};
