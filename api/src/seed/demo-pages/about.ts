import type { PageContent } from '@school/shared/contracts/pages';
import { demoPicture, en } from './demo-text.js';

/** Made up, shown under the demo notice. The school has no video: the demo shows none. */
export const about: PageContent<'about'> = {
  place: en(
    'The school stands on a ridge in a hill district of Uttarakhand, beside the main district road and a short walk from the town market. Its classrooms look out over terraced fields to the snow peaks of the Himalaya.\n\nStudents come from the town and from villages up to fifteen kilometres away; many walk to school along mountain paths, and the school keeps its timings with the winter daylight in mind.',
  ),
  picture: demoPicture(
    'about-school.webp',
    'Illustration: the school campus on its hillside terrace seen from above: the main building, the new wing with solar panels, the assembly ground with the flag, the playground with its track and a basketball court, ringed by trees',
  ),
  about: en(
    'PM SHRI Government Inter College is a government inter college in a hill district, teaching classes I to XII. Founded in 1944-45, it grew over the decades into an inter college affiliated to the Central Board of Secondary Education.\n\nUnder the PM SHRI scheme of the Ministry of Education, the school is being upgraded into an exemplar school: modern classrooms and laboratories, a library, sports facilities, and teaching that follows the National Education Policy 2020.',
  ),
  videoId: '',
  videoTitle: en(''),
};
