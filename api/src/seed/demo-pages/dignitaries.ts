import type { PageContent } from '@school/shared/contracts/pages';
import { demoPicture, en } from './demo-text.js';

/** Made up, shown under the demo notice: no such people. */
export const dignitaries: PageContent<'dignitaries'> = {
  intro: en('Those who guide the school and its work under the PM SHRI scheme.'),
  people: [
    {
      name: 'Sh. Harish Chandra Pant',
      title: en('Chief Education Officer'),
      photo: demoPicture('dignitary-1.webp', 'Stylised portrait placeholder: a dignitary with grey hair and glasses in a dark bandhgala jacket'),
    },
    {
      name: 'Sh. Devendra Singh Bisht',
      title: en('District Education Officer (Secondary)'),
      photo: demoPicture('dignitary-2.webp', 'Stylised portrait placeholder: a dignitary in a navy suit and teal tie'),
    },
    {
      name: 'Dr. Kavita Rawat',
      title: en('District Nodal Officer, PM SHRI'),
      photo: demoPicture('dignitary-3.webp', 'Stylised portrait placeholder: a dignitary in a maroon saree with a gold border'),
    },
    {
      name: 'Sh. Govind Singh Rana',
      title: en('Chairperson, School Management Committee'),
      photo: demoPicture('dignitary-4.webp', 'Stylised portrait placeholder: a dignitary with glasses in a white kurta and teal sleeveless jacket'),
    },
  ],
};
