import type { PageContent } from '@school/shared/contracts/pages';
import { demoPicture, en } from './demo-text.js';

/** Made up, shown under the demo notice: the milestones are the spec's, the martyr the namesake page's. */
export const history: PageContent<'history'> = {
  history: en(
    'Our college began in 1944-45 as a small school set up by the people of the surrounding villages, who gave land and labour so that their children could study close to home. As the number of students grew, the school was upgraded to a high school in 1961, to an intermediate college in 1980, and again in 1988, when the science stream was added at the intermediate level. For generations it has been the main place of secondary education for the villages of the valley, and its students have gone on to serve in the armed forces, in teaching, in medicine and in public life. In 2021 the college was affiliated to the Central Board of Secondary Education (CBSE) and selected as an Atal Utkrisht Vidyalaya by the Government of Uttarakhand, and in 2024 it was selected in the second phase of the PM SHRI scheme of the Ministry of Education, Government of India. The college is named after Shaheed Naik Pratap Singh Butola of The Garhwal Rifles, a former student from the nearby village of Kandai, who laid down his life for the nation on 24 August 1998.',
  ),
  picture: demoPicture(
    'history.webp',
    'Illustration: the old stone school building of 1944, with its arched windows, slate roof and bell cupola, joined by a covered walkway to the new two-storey wing',
  ),
};
